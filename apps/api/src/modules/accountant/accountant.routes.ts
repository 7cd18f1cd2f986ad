import {
  accountantAssignmentSchema,
  accountantAssignmentsResponseSchema,
  assignAccountantBodySchema,
  companyAccountantResponseSchema,
  companyIdParamsSchema,
  contentSchema,
  errorResponseSchema,
  forjaAccountantBodySchema,
  forjaAccountantResponseSchema,
  forjaAccountantsResponseSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId } from '../auth/authenticate';
import { auditHook } from '../audit/audit-log';
import { requireRecentSignIn, staffOf } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const companyParams = z.object({ company_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Records the act in the audit log, in the transaction that makes it. */

/** `GET company/{id}/accountant`: the founder's accountant service (the owner or a partner who accepted). */
export const accountantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/:id/accountant',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['company'],
        summary: "The company's accountant service: bought or not, and who the assigned accountant is",
        params: companyIdParamsSchema,
        response: { 200: companyAccountantResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await app.services.accountant.forCompany(callerId(request), request.params.id),
    }),
  );
};

/**
 * Forja's accountants and their assignment to companies that bought the service (registered inside
 * backofficeRoutes, so only staff reach it; every act needs a recent sign-in and is audited).
 */
export const accountantsBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.accountant;

  app.get(
    '/forja-accountants',
    {
      schema: {
        tags: ['backoffice'],
        summary: "Forja's accountants, with how many companies each one serves",
        response: { 200: forjaAccountantsResponseSchema, ...errors },
      },
    },
    async () => ({ content: await service.list() }),
  );

  app.post(
    '/forja-accountants',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: "Add one of Forja's accountants",
        body: forjaAccountantBodySchema,
        response: { 200: forjaAccountantResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.create(
        request.body,
        auditHook(request, 'forja_accountant.create', 'forja_accountant', {}),
      ),
    }),
  );

  app.put(
    '/forja-accountants/:id',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: "Edit one of Forja's accountants (active: false deactivates)",
        params: idParams,
        body: forjaAccountantBodySchema,
        response: { 200: forjaAccountantResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.update(
        request.params.id,
        request.body,
        auditHook(
          request,
          request.body.active ? 'forja_accountant.update' : 'forja_accountant.deactivate',
          'forja_accountant',
          { subjectId: request.params.id },
        ),
      ),
    }),
  );

  app.get(
    '/accountant-assignments',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Companies that bought the accountant service, oldest first, with who is assigned',
        response: { 200: accountantAssignmentsResponseSchema, ...errors },
      },
    },
    async () => ({ content: await service.assignments() }),
  );

  app.post(
    '/accountant-assignments/:company_id',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          "Assign one of Forja's active accountants to a company that bought the service (409 accountant_not_purchased, accountant_inactive)",
        params: companyParams,
        body: assignAccountantBodySchema,
        response: { 200: contentSchema(accountantAssignmentSchema), ...errors },
      },
    },
    async (request) => ({
      content: await service.assign(
        request.params.company_id,
        request.body.forja_accountant_id,
        staffOf(request).userId,
        auditHook(request, 'accountant.assign', 'accountant_assignment', {
          companyId: request.params.company_id,
          subjectId: request.params.company_id,
        }),
      ),
    }),
  );
};
