import {
  bookAppointmentBodySchema,
  moveAppointmentBodySchema,
  type AppointmentSchedule,
  type AppointmentSlot,
  type AppointmentTypeName,
  type BookedAppointment,
} from '@forja/contracts';
import { json, serveApi } from '../../../test/network';

type Call = { method: string; path: string; body: unknown };

/** A slot of company 1's schedule: `day` and `hour` in Mexico City (UTC−6), an hour long. */
export function slot(
  id: number,
  day: string,
  hour: number,
  type: AppointmentTypeName = 'efirma',
): AppointmentSlot {
  const start = new Date(`${day}T${String(hour + 6).padStart(2, '0')}:00:00Z`);
  return {
    id,
    type,
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
    location: 'SAT Ciudad de México Centro, Av. Hidalgo 77',
  };
}

/**
 * The appointments API for company 1 as the server answers it: the schedule of a type, booking (409
 * appointment_slot_taken for `takenSlotIds`), moving and cancelling (409 at_least_two_hours_before when the
 * appointment's `can_cancel` is false, as the server's clock decides), and the e-mailed link's token
 * (`valid-token` is company 1's e.firma). It answers at the network (MSW) from the moment it is made, and
 * leaves everything else to the fakes made before it (the company's own, for the rest of the page).
 */
export function fakeAppointmentsApi(
  options: {
    slots?: AppointmentSlot[];
    appointment?: BookedAppointment | null;
    blockedBy?: AppointmentSchedule['blocked_by'];
    takenSlotIds?: number[];
  } = {},
) {
  const calls: Call[] = [];
  let slots = options.slots ?? [];
  let appointment = options.appointment ?? null;
  let nextId = 900;

  const toBooked = (chosen: AppointmentSlot): BookedAppointment => ({
    id: ++nextId,
    type: chosen.type,
    starts_at: chosen.starts_at,
    ends_at: chosen.ends_at,
    location: chosen.location,
    time_zone: 'America/Mexico_City',
    can_cancel: true,
  });

  function handle(method: string, path: string, body: unknown): Response | null {
    const schedule = /^company\/(\d+)\/appointments\/([a-z_]+)$/.exec(path);
    if (schedule && method === 'GET') {
      if (schedule[1] !== '1') return json(403, { message: ['user_not_belong_to_company'] });
      const type = schedule[2] as AppointmentTypeName;
      const content: AppointmentSchedule = {
        type,
        blocked_by: options.blockedBy ?? null,
        appointment: appointment?.type === type ? appointment : null,
        slots: options.blockedBy ? [] : slots.filter((entry) => entry.type === type),
        time_zone: 'America/Mexico_City',
      };
      return json(200, { content });
    }
    if (path === 'company/1/appointments' && method === 'POST') {
      const parsed = bookAppointmentBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const chosen = slots.find((entry) => entry.id === parsed.data.slot_id);
      if (!chosen || options.takenSlotIds?.includes(chosen.id)) {
        slots = slots.filter((entry) => entry.id !== parsed.data.slot_id);
        return json(409, { message: ['appointment_slot_taken'] });
      }
      if (appointment) return json(409, { message: ['company_already_appointment'] });
      appointment = toBooked(chosen);
      slots = slots.filter((entry) => entry.id !== chosen.id);
      return json(200, { content: appointment });
    }
    const act = /^company\/1\/appointments\/(\d+)\/(move|cancel)$/.exec(path);
    if (act && method === 'POST') {
      if (!appointment || appointment.id !== Number(act[1])) return json(404, { message: ['not_found'] });
      if (!appointment.can_cancel) return json(409, { message: ['at_least_two_hours_before'] });
      if (act[2] === 'cancel') {
        appointment = null;
        return json(200, { content: { ok: true } });
      }
      const parsed = moveAppointmentBodySchema.safeParse(body);
      const chosen = parsed.success ? slots.find((entry) => entry.id === parsed.data.slot_id) : undefined;
      if (!chosen) return json(409, { message: ['appointment_slot_taken'] });
      appointment = toBooked(chosen);
      slots = slots.filter((entry) => entry.id !== chosen.id);
      return json(200, { content: appointment });
    }
    if (path === 'schedule-link' && method === 'POST') {
      const token = (body as { token?: string } | null)?.token;
      if (token === 'valid-token') return json(200, { content: { company_id: 1, type: 'efirma' } });
      return json(400, { message: ['schedule_link_invalid'] });
    }
    return null;
  }

  serveApi(async ({ method, path, body }) => {
    await new Promise((resolve) => setTimeout(resolve, 2));
    const answer = handle(method, path, body);
    if (answer) calls.push({ method, path, body });
    return answer;
  });

  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
