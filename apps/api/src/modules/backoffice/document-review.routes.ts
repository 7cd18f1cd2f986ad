import {
  approveDocumentBodySchema,
  documentFileQuerySchema,
  documentQueueQuerySchema,
  documentQueueResponseSchema,
  documentReviewDetailResponseSchema,
  documentReviewParamsSchema,
  errorResponseSchema,
  rejectDocumentBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityFileAudit } from '../audit/audit-log';
import { inlineDisposition } from './document-review-files';
import { createDocumentReviewRepository } from './document-review.repository';
import { createDocumentReviewService } from './document-review.service';
import { requireRecentSignIn } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * Documents to review (registered inside backofficeRoutes, prefix /documents, so only staff reach it):
 * the queue, one document with the data it must match, its file, and the decisions.
 */
export const documentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const service = createDocumentReviewService({
    db,
    repository: createDocumentReviewRepository(db),
    storage: app.services.storage,
    notifications: app.services.notifications,
    refreshDocumentsCompleted: async (companyId) => {
      const completed = await app.services.partnerDocuments.refreshDocumentsCompleted(companyId);
      // The commissary's ID and CSF are reviewed here too: the company's commissary flag follows.
      await app.services.commissary.refreshDocumentsCompleted(companyId);
      // Approving the last document makes the draft articles: render them now, so partners are told.
      await app.services.signing
        .refreshDraft(companyId)
        .catch((error: unknown) => app.log.error({ err: error }, 'signing: the draft was not rendered'));
      return completed;
    },
    clock: () => app.clock(),
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Documents waiting for review, oldest first, by company, kind and type',
        querystring: documentQueueQuerySchema,
        response: { 200: documentQueueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, page_size, company, company_id, kind, type } = request.query;
      const result = await service.list({
        page,
        pageSize: page_size,
        company,
        companyId: company_id,
        kind,
        type,
      });
      return { content: { ...result, page, page_size } };
    },
  );

  app.get(
    '/:kind/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'A document with the data it must match, its state and the last decision',
        params: documentReviewParamsSchema,
        response: { 200: documentReviewDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.detail(request.params.kind, request.params.id) }),
  );

  app.get(
    '/:kind/:id/file',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          "The document's stored file, to show beside its data (inline); `side=back` opens the back of the commissary's ID (404 when there is none)",
        params: documentReviewParamsSchema,
        querystring: documentFileQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await service.openFile(
        request.params.kind,
        request.params.id,
        identityFileAudit(db, request),
        request.query.side,
      );
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', inlineDisposition(file.fileName))
        .send(file.stream);
    },
  );

  app.post(
    '/:kind/:id/approve',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          'Approve the file the operator saw (its version): 409 document_changed, already_reviewed or document_file_unreadable',
        params: documentReviewParamsSchema,
        body: approveDocumentBodySchema,
        response: { 200: documentReviewDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.approve(request, request.params.kind, request.params.id, request.body.version),
    }),
  );

  app.post(
    '/:kind/:id/reject',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'Reject the file the operator saw with a category (and a note, required for other)',
        params: documentReviewParamsSchema,
        body: rejectDocumentBodySchema,
        response: { 200: documentReviewDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.reject(request, request.params.kind, request.params.id, request.body),
    }),
  );
};
