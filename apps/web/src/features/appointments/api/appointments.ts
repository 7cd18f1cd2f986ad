import {
  APPOINTMENT_SCHEDULE_PATH,
  BOOK_APPOINTMENT_PATH,
  CANCEL_APPOINTMENT_PATH,
  MOVE_APPOINTMENT_PATH,
  SCHEDULE_LINK_PATH,
  appointmentScheduleSchema,
  bookedAppointmentSchema,
  okResponseSchema,
  scheduleLinkSchema,
  type AppointmentSchedule,
  type AppointmentTypeName,
  type BookedAppointment,
  type ScheduleLink,
} from '@forja/contracts';
import type { Language } from '@forja/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { routeUrl } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { companyQueryKeys } from '../../../lib/company-query-keys';

/** The API path of an appointments call, with the company's (and appointment's) id filled in. */
function appointmentsPath(path: string, ids: { companyId: number; appointmentId?: number; type?: string }) {
  return path
    .replace(':id', encodeURIComponent(String(ids.companyId)))
    .replace(':appointment_id', encodeURIComponent(String(ids.appointmentId ?? '')))
    .replace(':type', encodeURIComponent(ids.type ?? ''));
}

/** Under the company's key: invalidating the company refreshes its appointments too. */
export const appointmentsQueryKeys = {
  company: (companyId: number) => [...companyQueryKeys.company(companyId), 'appointments'] as const,
  schedule: (companyId: number, type: AppointmentTypeName) =>
    [...companyQueryKeys.company(companyId), 'appointments', type] as const,
};

/** The booking page (RedirectToSchedule) of a company and type: `/{lang}/redirect_call?company=…&type=…`. */
export function schedulePageUrl(language: Language, companyId: number, type: AppointmentTypeName): string {
  return routeUrl(language, {
    name: 'RedirectToSchedule',
    params: {},
    query: { company: String(companyId), type },
  });
}

/** GET company/{id}/appointments/{type}: whether it can be booked, the booked one, the free future slots. */
export async function getAppointmentSchedule(
  companyId: number,
  type: AppointmentTypeName,
  signal?: AbortSignal,
): Promise<AppointmentSchedule> {
  return apiRequest(appointmentsPath(APPOINTMENT_SCHEDULE_PATH, { companyId, type }), {
    signal,
    schema: appointmentScheduleSchema,
  });
}

export const appointmentScheduleQueryOptions = (companyId: number, type: AppointmentTypeName) =>
  queryOptions({
    queryKey: appointmentsQueryKeys.schedule(companyId, type),
    queryFn: ({ signal }) => getAppointmentSchedule(companyId, type, signal),
  });

/** POST schedule-link: the company and type of an e-mailed link's token (400 schedule_link_invalid). */
export async function readScheduleLink(token: string): Promise<ScheduleLink> {
  return apiRequest(SCHEDULE_LINK_PATH, { method: 'POST', body: { token }, schema: scheduleLinkSchema });
}

export async function bookAppointment(companyId: number, slotId: number): Promise<BookedAppointment> {
  return apiRequest(appointmentsPath(BOOK_APPOINTMENT_PATH, { companyId }), {
    method: 'POST',
    body: { slot_id: slotId },
    schema: bookedAppointmentSchema,
  });
}

export async function moveAppointment(
  companyId: number,
  appointmentId: number,
  slotId: number,
): Promise<BookedAppointment> {
  return apiRequest(appointmentsPath(MOVE_APPOINTMENT_PATH, { companyId, appointmentId }), {
    method: 'POST',
    body: { slot_id: slotId },
    schema: bookedAppointmentSchema,
  });
}

export async function cancelAppointment(companyId: number, appointmentId: number): Promise<void> {
  await apiRequest(appointmentsPath(CANCEL_APPOINTMENT_PATH, { companyId, appointmentId }), {
    method: 'POST',
    schema: okResponseSchema.shape.content,
  });
}

/** Every change refreshes the company (its profile carries the appointments) and its schedules. */
function useRefreshCompany(companyId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyQueryKeys.company(companyId) });
}

export function useBookAppointment(companyId: number) {
  const refresh = useRefreshCompany(companyId);
  return useMutation({
    mutationFn: (slotId: number) => bookAppointment(companyId, slotId),
    onSettled: refresh,
  });
}

export function useMoveAppointment(companyId: number) {
  const refresh = useRefreshCompany(companyId);
  return useMutation({
    mutationFn: ({ appointmentId, slotId }: { appointmentId: number; slotId: number }) =>
      moveAppointment(companyId, appointmentId, slotId),
    onSettled: refresh,
  });
}

export function useCancelAppointment(companyId: number) {
  const refresh = useRefreshCompany(companyId);
  return useMutation({
    mutationFn: (appointmentId: number) => cancelAppointment(companyId, appointmentId),
    onSettled: refresh,
  });
}
