import {
  errorResponseSchema,
  recordRfcBodySchema,
  satRegistrationParamsSchema,
  satRegistrationResponseSchema,
  type AuditAction,
} from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditHook } from '../audit/audit-log';
import { requireRecentSignIn, staffOf } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Records the act in the audit log, in the transaction that makes it. */
const auditOf = (request: FastifyRequest, action: AuditAction, companyId: number) =>
  auditHook(request, action, 'company_tax_registration', { companyId, subjectId: companyId });

/**
 * The company's registration at the SAT (prefix backoffice/sat, registered inside backofficeRoutes: staff
 * only, anyone else gets 404). Recording the RFC and the e.firma needs a recent sign-in and is audited; the
 * SAT appointment receipt (acuse_cita_sat) is a Forja-issued document (backoffice/forja-documents).
 */
export const taxRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.taxRegistration;

  app.get(
    '/:company_id',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          "A company's registration at the SAT: deed, RFC and status, e.firma, the booked e.firma appointment and the SAT appointment receipt with its review",
        params: satRegistrationParamsSchema,
        response: { 200: satRegistrationResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.get(request.params.company_id) }),
  );

  app.post(
    '/:company_id/rfc',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          "Record the company's RFC and status_federal_registration, once its deed is recorded (409 rfc_before_deed, company_already_rfc)",
        params: satRegistrationParamsSchema,
        body: recordRfcBodySchema,
        response: { 200: satRegistrationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = request.params.company_id;
      return {
        content: await service.recordRfc(
          companyId,
          request.body,
          staffOf(request).userId,
          auditOf(request, 'sat.rfc_record', companyId),
        ),
      };
    },
  );

  app.put(
    '/:company_id/rfc',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: "Correct the company's recorded RFC or its status (409 rfc_not_recorded before one is)",
        params: satRegistrationParamsSchema,
        body: recordRfcBodySchema,
        response: { 200: satRegistrationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = request.params.company_id;
      return {
        content: await service.correctRfc(
          companyId,
          request.body,
          staffOf(request).userId,
          auditOf(request, 'sat.rfc_correct', companyId),
        ),
      };
    },
  );

  app.post(
    '/:company_id/efirma',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          "Record that the legal representative obtained the company's e.firma (409 rfc_not_recorded, efirma_already_recorded)",
        params: satRegistrationParamsSchema,
        response: { 200: satRegistrationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = request.params.company_id;
      return {
        content: await service.recordEfirma(
          companyId,
          staffOf(request).userId,
          auditOf(request, 'sat.efirma_record', companyId),
        ),
      };
    },
  );
};
