import {
  PDF_ONLY,
  alertDocumentBodySchema,
  contentSchema,
  errorResponseSchema,
  okResponseSchema,
  uploadDocumentParamsSchema,
} from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { readMultipart } from '../../http/uploads';
import { callerId } from '../auth/authenticate';
import { identityFileAudit } from '../audit/audit-log';

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

/**
 * A company's documents: the founder's uploads, a reminder to whoever should provide one, and every stored file
 * (a company's or a partner's document, a legal representative's ID) downloaded through its signed link.
 */
export const companyDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.companyDocuments;
  const auth = { preHandler: app.authenticate };
  /** Upload routes settle the caller's right to edit the company before the multipart body is read. */
  const requireUploader = async (request: FastifyRequest, companyId: number) => {
    await app.services.companies.requireAccess(callerId(request), companyId, { edit: true });
  };

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
