import {
  backofficeAppointmentSlotsResponseSchema,
  okResponseSchema,
  publishAppointmentSlotsBodySchema,
  publishAppointmentSlotsResponseSchema,
  type AppointmentTypeName,
  type BackofficeAppointmentSlot,
  type PublishAppointmentSlotsBody,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

/** The back office's appointment slots, under BACKOFFICE_PATH/appointments. */
const SLOTS_PATH = 'appointments/slots';

export const appointmentSlotsKeys = {
  all: ['backoffice', 'appointment-slots'] as const,
  list: (type: AppointmentTypeName | null) => ['backoffice', 'appointment-slots', type ?? 'all'] as const,
};

/** GET backoffice/appointments/slots: offered slots from now on, with the company that booked each. */
export async function getAppointmentSlots(
  type: AppointmentTypeName | null,
  signal?: AbortSignal,
): Promise<BackofficeAppointmentSlot[]> {
  return backofficeRequest(type ? `${SLOTS_PATH}?type=${type}` : SLOTS_PATH, {
    signal,
    schema: backofficeAppointmentSlotsResponseSchema.shape.content,
  });
}

export const appointmentSlotsQueryOptions = (type: AppointmentTypeName | null) =>
  queryOptions({
    queryKey: appointmentSlotsKeys.list(type),
    queryFn: ({ signal }) => getAppointmentSlots(type, signal),
  });

/** POST backoffice/appointments/slots: a day's slots of a type (400 appointment_slots_invalid). */
export async function publishAppointmentSlots(body: PublishAppointmentSlotsBody) {
  return backofficeRequest(SLOTS_PATH, {
    method: 'POST',
    body: publishAppointmentSlotsBodySchema.parse(body),
    schema: publishAppointmentSlotsResponseSchema.shape.content,
  });
}

/** POST backoffice/appointments/slots/{id}/withdraw (409 appointment_slot_booked). */
export async function withdrawAppointmentSlot(slotId: number): Promise<void> {
  await backofficeRequest(`${SLOTS_PATH}/${slotId}/withdraw`, {
    method: 'POST',
    schema: okResponseSchema.shape.content,
  });
}

export function usePublishAppointmentSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAppointmentSlots,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentSlotsKeys.all }),
  });
}

export function useWithdrawAppointmentSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawAppointmentSlot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentSlotsKeys.all }),
  });
}
