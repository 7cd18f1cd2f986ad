import { z } from 'zod';
import { contentSchema } from '../envelope';
import { INT4_MAX } from '../int4';
import { APPOINTMENT_TYPES, bookedAppointmentSchema } from './formation';

/**
 * Appointments after the signature (RedirectToSchedule, `redirect_call/{token_data?}`): operators publish
 * slots per type in the back office, founders book, move and cancel them (cancel and move only at least 2 hours
 * ahead, by the server's clock). `{id}` is the company's id.
 */

/** GET company/{id}/appointments/{type}: whether the type can be booked, the booked one, the free future slots. */
export const APPOINTMENT_SCHEDULE_PATH = 'company/:id/appointments/:type';
/** POST company/{id}/appointments: book a slot. */
export const BOOK_APPOINTMENT_PATH = 'company/:id/appointments';
/** POST company/{id}/appointments/{appointment_id}/cancel. */
export const CANCEL_APPOINTMENT_PATH = 'company/:id/appointments/:appointment_id/cancel';
/** POST company/{id}/appointments/{appointment_id}/move: cancel and book another slot of the type at once. */
export const MOVE_APPOINTMENT_PATH = 'company/:id/appointments/:appointment_id/move';
/** POST schedule-link: which company and type an e-mailed link (`token_data`) is for, for a caller who belongs. */
export const SCHEDULE_LINK_PATH = 'schedule-link';

const id = z.coerce.number().int().positive().max(INT4_MAX);
const timeZone = z.string().trim().min(1).max(64);

export const appointmentTypeSchema = z.enum(APPOINTMENT_TYPES);

export const appointmentScheduleParamsSchema = z.object({ id, type: appointmentTypeSchema });
export const appointmentParamsSchema = z.object({ id, appointment_id: id });

/** A slot a founder may book. */
export const appointmentSlotSchema = z.object({
  id: z.number().int(),
  type: appointmentTypeSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  /** A SAT office's address, a notary's, or a call's link. */
  location: z.string(),
});
export type AppointmentSlot = z.infer<typeof appointmentSlotSchema>;

/**
 * Why a type cannot be booked yet: the step the company has to reach first, or (a notary for an S.A.S.) that
 * the company never needs it.
 */
export const APPOINTMENT_BLOCKERS = [
  'appointment_not_for_society_type',
  'appointment_needs_payment',
  'appointment_needs_signature',
  'appointment_needs_deed',
  'appointment_needs_rfc',
] as const;

export const appointmentScheduleSchema = z.object({
  type: appointmentTypeSchema,
  /** Null when the type can be booked; else the error code booking would answer. */
  blocked_by: z.enum(APPOINTMENT_BLOCKERS).nullable(),
  appointment: bookedAppointmentSchema.nullable(),
  /** Free future slots of the type, soonest first (empty while blocked). */
  slots: z.array(appointmentSlotSchema),
  /** The zone times are shown in (America/Mexico_City by default). */
  time_zone: z.string(),
});
export type AppointmentSchedule = z.infer<typeof appointmentScheduleSchema>;
export const appointmentScheduleResponseSchema = contentSchema(appointmentScheduleSchema);

export const bookAppointmentBodySchema = z.object({
  slot_id: id,
  /** The IANA zone the founder sees times in; America/Mexico_City when left out. */
  time_zone: timeZone.optional(),
});
export type BookAppointmentBody = z.infer<typeof bookAppointmentBodySchema>;
export const moveAppointmentBodySchema = z.object({ slot_id: id });
export type MoveAppointmentBody = z.infer<typeof moveAppointmentBodySchema>;
export const bookedAppointmentResponseSchema = contentSchema(bookedAppointmentSchema);

export const scheduleLinkBodySchema = z.object({ token: z.string().trim().min(1).max(2000) });
export const scheduleLinkSchema = z.object({ company_id: z.number().int(), type: appointmentTypeSchema });
export type ScheduleLink = z.infer<typeof scheduleLinkSchema>;
export const scheduleLinkResponseSchema = contentSchema(scheduleLinkSchema);

// Back office (under backoffice/appointments)

/** A whole hour from `min` to `max` (400 appointment_hour_invalid on the field otherwise). */
const isWholeHour = (hour: number, min: number, max: number) =>
  Number.isInteger(hour) && hour >= min && hour <= max;
const slotHour = (min: number, max: number) =>
  z.number().refine((hour) => isWholeHour(hour, min, max), {
    message: 'appointment_hour_invalid',
    params: { code: 'appointment_hour_invalid' },
  });

/**
 * POST backoffice/appointments/slots: publish a day's slots of a type. Hours are in `time_zone`: the first slot
 * starts at `start_hour` (a whole hour, 0–23) and none ends after `end_hour` (1–24, after the start: 400
 * appointment_hours_order on end_hour otherwise).
 */
export const publishAppointmentSlotsBodySchema = z
  .object({
    type: appointmentTypeSchema,
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    start_hour: slotHour(0, 23),
    end_hour: slotHour(1, 24),
    length_minutes: z.number().int().min(15).max(240),
    location: z.string().trim().min(3).max(500),
    time_zone: timeZone.optional(),
  })
  // The order only once both hours are hours (an impossible one is refused on its own field).
  .refine(
    (body) =>
      !isWholeHour(body.start_hour, 0, 23) ||
      !isWholeHour(body.end_hour, 1, 24) ||
      body.end_hour > body.start_hour,
    {
      message: 'appointment_hours_order',
      params: { code: 'appointment_hours_order' },
      path: ['end_hour'],
    },
  );
export type PublishAppointmentSlotsBody = z.infer<typeof publishAppointmentSlotsBodySchema>;

/** A slot as the back office sees it: who booked it, if anyone. */
export const backofficeAppointmentSlotSchema = appointmentSlotSchema.extend({
  booking: z
    .object({
      appointment_id: z.number().int(),
      company_id: z.number().int(),
      company_name: z.string(),
      booked_at: z.string(),
    })
    .nullable(),
});
export type BackofficeAppointmentSlot = z.infer<typeof backofficeAppointmentSlotSchema>;
export const backofficeAppointmentSlotsResponseSchema = contentSchema(
  z.array(backofficeAppointmentSlotSchema),
);
export const publishAppointmentSlotsResponseSchema = contentSchema(
  z.object({
    created: z.array(appointmentSlotSchema),
    /** Slots of the type that already existed at those times and were left as they were. */
    skipped: z.number().int(),
  }),
);
export const backofficeSlotsQuerySchema = z.object({ type: appointmentTypeSchema.optional() });
export const slotParamsSchema = z.object({ slot_id: id });
