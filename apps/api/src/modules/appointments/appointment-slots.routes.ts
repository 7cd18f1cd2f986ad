import {
  backofficeAppointmentSlotsResponseSchema,
  backofficeSlotsQuerySchema,
  errorResponseSchema,
  okResponseSchema,
  publishAppointmentSlotsBodySchema,
  publishAppointmentSlotsResponseSchema,
  slotParamsSchema,
} from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit-log';
import { requireRecentSignIn, staffOf } from '../staff/staff-access';
import type { AppointmentAuditHook } from './appointments.service';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const auditOf =
  (request: FastifyRequest): AppointmentAuditHook =>
  (tx, entry) =>
    recordAudit(tx, request, {
      action: entry.action,
      companyId: entry.companyId,
      subjectType: 'appointment_slot',
      subjectId: entry.subjectId,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown>,
    });

/**
 * The back office's appointment slots (registered inside backofficeRoutes under /appointments, so only staff
 * reach it; publishing and withdrawing need a recent sign-in and are audited).
 */
export const appointmentSlotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.appointments;

  app.get(
    '/slots',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'Offered slots from now on (of a type, or all), soonest first, with the company that booked each',
        querystring: backofficeSlotsQuerySchema,
        response: { 200: backofficeAppointmentSlotsResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.listSlots(request.query.type) }),
  );

  app.post(
    '/slots',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          "Publish a day's slots of a type (whole hours in time_zone, America/Mexico_City by default): 400 with fields appointment_hour_invalid or appointment_hours_order for impossible hours, 400 appointment_slots_invalid when they make no future slot",
        body: publishAppointmentSlotsBodySchema,
        response: { 200: publishAppointmentSlotsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.publish(staffOf(request).userId, request.body, auditOf(request)),
    }),
  );

  app.post(
    '/slots/:slot_id/withdraw',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'Withdraw a free slot (409 appointment_slot_booked when a company booked it)',
        params: slotParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.withdraw(request.params.slot_id, auditOf(request));
      return { content: { ok: true as const } };
    },
  );
};
