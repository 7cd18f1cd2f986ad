import {
  companyIdParamsSchema,
  errorResponseSchema,
  importRegistrationQueueEntrySchema,
  importRegistrationQueueResponseSchema,
  importRegistrationResponseSchema,
  importRegistrationUpdateBodySchema,
  contentSchema,
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
const companyParams = z.object({ company_id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * `GET import-registration/company/{id}`: the Amazon customer's registration in the importers' register
 * (padrón de importadores), for the owner or a partner who accepted.
 */
export const importRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/import-registration/company/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['company'],
        summary:
          "The Amazon customer's importers' register (padrón de importadores): state, note and requirements (409 not_amazon_customer)",
        params: companyIdParamsSchema,
        response: { 200: importRegistrationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await app.services.importRegistration.forCompany(callerId(request), request.params.id),
    }),
  );
};

/**
 * The back office's import queue (registered inside backofficeRoutes, so only staff reach it; the act needs a
 * recent sign-in and is audited).
 */
export const importRegistrationsBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.importRegistration;

  app.get(
    '/import-registrations',
    {
      schema: {
        tags: ['backoffice'],
        summary: "Amazon customers and their importers' register filing, those with work to do first",
        response: { 200: importRegistrationQueueResponseSchema, ...errors },
      },
    },
    async () => ({ content: await service.queue() }),
  );

  app.post(
    '/import-registrations/:company_id',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          "Move a company's importers' register filing (409 invalid_status_transition, import_requirements_missing, not_amazon_customer; 400 import_note_required)",
        params: companyParams,
        body: importRegistrationUpdateBodySchema,
        response: { 200: contentSchema(importRegistrationQueueEntrySchema), ...errors },
      },
    },
    async (request) => ({
      content: await service.update(
        request.params.company_id,
        request.body,
        staffOf(request).userId,
        auditHook(request, `import_registration.${request.body.status}`, 'import_registration', {
          companyId: request.params.company_id,
          subjectId: request.params.company_id,
        }),
      ),
    }),
  );
};
