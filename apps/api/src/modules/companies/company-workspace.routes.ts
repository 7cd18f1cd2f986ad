import {
  BUSINESS_TWISTS_PATH,
  PDF_ONLY,
  alertDocumentBodySchema,
  businessTwistsQuerySchema,
  businessTwistsResponseSchema,
  companyIdParamsSchema,
  contentSchema,
  deleteLegalRepresentativeBodySchema,
  errorResponseSchema,
  legalRepresentativeSchema,
  okResponseSchema,
  saveFiscalResidenceBodySchema,
  saveRfcBodySchema,
  setCompanyCategoryBodySchema,
  setSubsidiaryBodySchema,
  stageBodySchema,
  stageParamsSchema,
  updateAdministrationBodySchema,
  updateCompanyGoalBodySchema,
  updateFlagsBodySchema,
  uploadDocumentParamsSchema,
} from '@forja/contracts';
import { parseLanguage } from '@forja/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { requestLanguage } from '../../http/request-language';
import { ID_IMAGE, readMultipart } from '../../http/uploads';
import { callerId } from '../auth/authenticate';
import { identityFileAudit } from '../backoffice/audit-log';
import { searchBusinessTwists } from '../business-twists/business-twists';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};
const ok = { content: { ok: true as const } };
const okResponse = { 200: okResponseSchema, ...errors };

/** The company workspace's routes: basic data, RFC, flags, stages, administration, documents. */
export const companyWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.workspace;
  const auth = { preHandler: app.authenticate };
  /** Upload routes settle the caller's right to edit the company before the multipart body is read. */
  const requireUploader = async (request: FastifyRequest, companyId: number) => {
    await app.services.companies.requireAccess(callerId(request), companyId, { edit: true });
  };

  app.get(
    `/${BUSINESS_TWISTS_PATH}`,
    {
      schema: {
        tags: ['company'],
        summary: 'Economic activities (SCIAN classes), searchable by name or code',
        querystring: businessTwistsQuerySchema,
        response: { 200: businessTwistsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const language = (parseLanguage(request.query.lang) ?? requestLanguage(request)) === 'es' ? 'es' : 'en';
      const found = searchBusinessTwists(request.query.q ?? '', language, request.query.limit ?? 50);
      return {
        content: {
          business_twists: found.map((twist) => ({
            id: twist.id,
            code: twist.code,
            name: language === 'es' ? twist.name_es : twist.name_en,
          })),
        },
      };
    },
  );

  app.put(
    '/company/set-company-category/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'Save the basic data: activities, description, website, hiring',
        params: companyIdParamsSchema,
        body: setCompanyCategoryBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.setCategory(callerId(request), request.params.id, request.body, app.clock());
      return ok;
    },
  );

  app.post(
    '/update-company-goal/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: companyIdParamsSchema,
        body: updateCompanyGoalBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.update(
        callerId(request),
        request.params.id,
        { company_goal: request.body.company_goal },
        app.clock(),
      );
      return ok;
    },
  );

  app.post(
    '/company/subsidiary/set/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: companyIdParamsSchema,
        body: setSubsidiaryBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.update(
        callerId(request),
        request.params.id,
        { subsidiary: request.body.subsidiary },
        app.clock(),
      );
      return ok;
    },
  );

  app.post(
    '/company/save-fiscal-residence/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: companyIdParamsSchema,
        body: saveFiscalResidenceBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.update(
        callerId(request),
        request.params.id,
        { fiscal_residence: request.body.fiscal_residence },
        app.clock(),
      );
      return ok;
    },
  );

  app.post(
    '/company/save-rfc/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary:
          "Save the company's RFC (12 characters); a check-digit mismatch answers 409 rfc_checksum_mismatch until confirmed",
        params: companyIdParamsSchema,
        body: saveRfcBodySchema,
        response: { 200: contentSchema(z.object({ rfc: z.string() })), ...errors },
      },
    },
    async (request) => ({
      content: {
        rfc: await service.saveRfc(
          callerId(request),
          request.params.id,
          request.body.rfc,
          request.body.confirm_checksum,
          app.clock(),
        ),
      },
    }),
  );

  app.get(
    '/update-boolean-rfc-company/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'The RFC comes later (rfc_later)',
        params: companyIdParamsSchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.update(callerId(request), request.params.id, { rfc_later: true }, app.clock());
      return ok;
    },
  );

  app.put(
    '/company/update-flags/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: companyIdParamsSchema,
        body: updateFlagsBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      const { type, is_aprroved } = request.body;
      await service.update(callerId(request), request.params.id, { [type]: is_aprroved }, app.clock());
      return ok;
    },
  );

  app.put(
    '/stage/:stage_name/company/:company_id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: stageParamsSchema,
        body: stageBodySchema.optional(),
        response: okResponse,
      },
    },
    async (request) => {
      const { stage_name, company_id } = request.params;
      await service.setStage(
        callerId(request),
        company_id,
        stage_name,
        request.body?.completed ?? true,
        app.clock(),
      );
      return ok;
    },
  );

  app.post(
    '/alert-document',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'E-mail someone a reminder to provide a document (a few a day per company and recipient)',
        body: alertDocumentBodySchema,
        response: { ...okResponse, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { company_id, type, email } = request.body;
      await service.alertDocument(callerId(request), company_id, type, email);
      return ok;
    },
  );

  app.put(
    '/company/administration/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'Sole administrator or board, and its members',
        params: companyIdParamsSchema,
        body: updateAdministrationBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      const { has_unique_administrator, council } = request.body;
      await service.setAdministration(
        callerId(request),
        request.params.id,
        has_unique_administrator,
        council,
        app.clock(),
      );
      return ok;
    },
  );

  app.post(
    '/company/legal-representatives/new/:id',
    {
      preHandler: [app.authenticate, (request) => requireUploader(request, request.params.id)],
      schema: {
        tags: ['company'],
        summary: 'Add a legal representative (multipart: name, rfc, image as JPEG, PNG or PDF)',
        params: companyIdParamsSchema,
        response: {
          200: contentSchema(
            legalRepresentativeSchema.pick({
              id: true,
              name: true,
              rfc: true,
              approved: true,
              manual_verification: true,
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { fields, upload } = await readMultipart(request, ID_IMAGE);
      const row = await service.addLegalRepresentative(
        callerId(request),
        request.params.id,
        fields,
        upload,
        app.clock(),
      );
      return {
        content: {
          id: row.id,
          name: row.name,
          rfc: row.rfc,
          approved: row.approved,
          manual_verification: row.manual_verification,
        },
      };
    },
  );

  app.post(
    '/company/legal-representatives/delete',
    {
      ...auth,
      schema: { tags: ['company'], body: deleteLegalRepresentativeBodySchema, response: okResponse },
    },
    async (request) => {
      await service.deleteLegalRepresentative(callerId(request), request.body.legal_representative);
      return ok;
    },
  );

  app.post(
    '/company/:id/documents/:type',
    {
      preHandler: [app.authenticate, (request) => requireUploader(request, request.params.id)],
      schema: {
        tags: ['company'],
        summary: 'Upload (or replace) a company document: multipart with one PDF in `file`',
        params: uploadDocumentParamsSchema,
        response: { 200: contentSchema(z.object({ id: z.number().int(), type: z.string() })), ...errors },
      },
    },
    async (request) => {
      const { upload } = await readMultipart(request, PDF_ONLY);
      if (!upload) throw badRequest('invalid_format');
      const row = await service.uploadDocument(
        callerId(request),
        request.params.id,
        request.params.type,
        upload,
        app.clock(),
      );
      return { content: { id: row.id, type: row.type } };
    },
  );

  app.get(
    '/files/:token',
    {
      schema: {
        tags: ['company'],
        summary: 'Download a file through a signed, short-lived link from a profile',
        params: z.object({ token: z.string().max(2000) }),
      },
    },
    async (request, reply) => {
      const file = await service.openFile(
        request.params.token,
        app.clock(),
        identityFileAudit(app.database.db, request),
      );
      const inline = file.contentType === 'application/pdf' || file.contentType.startsWith('image/');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.stream);
    },
  );
};
