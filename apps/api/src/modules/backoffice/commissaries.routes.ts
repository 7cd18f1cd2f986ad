import {
  assignCommissaryBodySchema,
  commissaryAssignmentSchema,
  commissaryAssignmentsResponseSchema,
  contentSchema,
  errorResponseSchema,
  forjaCommissariesResponseSchema,
  forjaCommissaryBodySchema,
  forjaCommissaryResponseSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditHook } from '../audit/audit-log';
import { requireRecentSignIn } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const companyParams = z.object({ company_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Records the act in the audit log, in the transaction that makes it. */

/**
 * Forja's commissaries and their assignment to companies that bought the service (registered inside
 * backofficeRoutes, so only staff reach it; every act needs a recent sign-in and is audited).
 */
export const commissariesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.commissary;

  app.get(
    '/forja-commissaries',
    {
      schema: {
        tags: ['backoffice'],
        summary: "Forja's commissaries, with how many companies each one serves",
        response: { 200: forjaCommissariesResponseSchema, ...errors },
      },
    },
    async () => ({ content: await service.listForja() }),
  );

  app.post(
    '/forja-commissaries',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: "Add one of Forja's commissaries",
        body: forjaCommissaryBodySchema,
        response: { 200: forjaCommissaryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.createForja(
        request.body,
        auditHook(request, 'forja_commissary.create', 'forja_commissary', {}),
      ),
    }),
  );

  app.put(
    '/forja-commissaries/:id',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: "Edit one of Forja's commissaries (active: false deactivates)",
        params: idParams,
        body: forjaCommissaryBodySchema,
        response: { 200: forjaCommissaryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.updateForja(
        request.params.id,
        request.body,
        auditHook(
          request,
          request.body.active ? 'forja_commissary.update' : 'forja_commissary.deactivate',
          'forja_commissary',
          {
            subjectId: request.params.id,
          },
        ),
      ),
    }),
  );

  app.get(
    '/commissary-assignments',
    {
      schema: {
        tags: ['backoffice'],
        summary: "Companies that paid for Forja's commissary service, oldest first, with who is assigned",
        response: { 200: commissaryAssignmentsResponseSchema, ...errors },
      },
    },
    async () => ({ content: await service.assignments() }),
  );

  app.post(
    '/commissary-assignments/:company_id',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: "Assign one of Forja's active commissaries to a company that paid for the service",
        params: companyParams,
        body: assignCommissaryBodySchema,
        response: { 200: contentSchema(commissaryAssignmentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const assigned = await service.assignForja(
        request.params.company_id,
        request.body.forja_commissary_id,
        auditHook(request, 'commissary.assign', 'commissary', { companyId: request.params.company_id }),
      );
      if (!assigned) return reply.code(404).send({ message: ['not_found'] });
      return { content: assigned };
    },
  );
};
