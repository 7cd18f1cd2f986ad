import {
  APPOINTMENT_SCHEDULE_PATH,
  BOOK_APPOINTMENT_PATH,
  CANCEL_APPOINTMENT_PATH,
  MOVE_APPOINTMENT_PATH,
  SCHEDULE_LINK_PATH,
  appointmentParamsSchema,
  appointmentScheduleParamsSchema,
  appointmentScheduleResponseSchema,
  bookAppointmentBodySchema,
  bookedAppointmentResponseSchema,
  errorResponseSchema,
  moveAppointmentBodySchema,
  okResponseSchema,
  scheduleLinkBodySchema,
  scheduleLinkResponseSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const companyParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The founder's appointments (RedirectToSchedule): the owner or an accepted partner reads the schedule of a type;
 * booking, moving and cancelling need edit rights. Anyone else gets user_not_belong_to_company, whether the
 * company exists or not.
 */
export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.appointments;
  const auth = { preHandler: app.authenticate };

  app.get(
    `/${APPOINTMENT_SCHEDULE_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['appointments'],
        summary:
          "A type's schedule: blocked_by (appointment_needs_payment | _signature | _deed), the booked appointment, free future slots",
        params: appointmentScheduleParamsSchema,
        response: { 200: appointmentScheduleResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.schedule(callerId(request), request.params.id, request.params.type),
    }),
  );

  app.post(
    `/${BOOK_APPOINTMENT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['appointments'],
        summary:
          'Book a slot and e-mail it with a calendar file: 409 company_already_appointment, appointment_slot_taken, appointment_needs_*',
        params: companyParams,
        body: bookAppointmentBodySchema,
        response: { 200: bookedAppointmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.book(callerId(request), request.params.id, request.body),
    }),
  );

  app.post(
    `/${CANCEL_APPOINTMENT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['appointments'],
        summary:
          'Cancel the appointment (409 at_least_two_hours_before within 2 hours of it, by the server clock)',
        params: appointmentParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.cancel(callerId(request), request.params.id, request.params.appointment_id);
      return { content: { ok: true as const } };
    },
  );

  app.post(
    `/${MOVE_APPOINTMENT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['appointments'],
        summary:
          'Move the appointment to another free slot of its type (cancel + book at once): 409 at_least_two_hours_before, appointment_slot_taken',
        params: appointmentParamsSchema,
        body: moveAppointmentBodySchema,
        response: { 200: bookedAppointmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.move(
        callerId(request),
        request.params.id,
        request.params.appointment_id,
        request.body.slot_id,
      ),
    }),
  );

  app.post(
    `/${SCHEDULE_LINK_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['appointments'],
        summary:
          "The company and type of an e-mailed booking link's token_data (400 schedule_link_invalid), for a caller who belongs",
        body: scheduleLinkBodySchema,
        response: { 200: scheduleLinkResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.readLink(callerId(request), request.body.token) }),
  );
};
