import {
  errorResponseSchema,
  legalRepresentativeQueueQuerySchema,
  legalRepresentativeQueueResponseSchema,
  legalRepresentativeReviewParamsSchema,
  legalRepresentativeReviewResponseSchema,
  rejectLegalRepresentativeBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityFileAudit } from '../audit/audit-log';
import { inlineDisposition } from './document-review-files';
import { createLegalRepresentativeReviewRepository } from './legal-representative-review.repository';
import { createLegalRepresentativeReviewService } from './legal-representative-review.service';
import { requireRecentSignIn } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * Legal representatives to review (registered inside backofficeRoutes, prefix /legal-representatives):
 * the queue, one representative, their ID image, and the decisions.
 */
export const legalRepresentativeReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const service = createLegalRepresentativeReviewService({
    db,
    repository: createLegalRepresentativeReviewRepository(db),
    storage: app.services.storage,
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Legal representatives waiting for review, oldest first, by company',
        querystring: legalRepresentativeQueueQuerySchema,
        response: { 200: legalRepresentativeQueueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, page_size, company, company_id } = request.query;
      const result = await service.list({ page, pageSize: page_size, company, companyId: company_id });
      return { content: { ...result, page, page_size } };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'A legal representative with their state',
        params: legalRepresentativeReviewParamsSchema,
        response: { 200: legalRepresentativeReviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.detail(request.params.id) }),
  );

  app.get(
    '/:id/image',
    {
      schema: {
        tags: ['backoffice'],
        summary: "The representative's ID (image or PDF), inline",
        params: legalRepresentativeReviewParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.openImage(request.params.id, identityFileAudit(db, request));
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', inlineDisposition(file.fileName))
        .send(file.stream);
    },
  );

  app.post(
    '/:id/approve',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'Approve a waiting representative: 409 already_reviewed or document_file_unreadable',
        params: legalRepresentativeReviewParamsSchema,
        response: { 200: legalRepresentativeReviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.approve(request, request.params.id) }),
  );

  app.post(
    '/:id/reject',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'Reject a waiting representative with a category (and a note, required for other)',
        params: legalRepresentativeReviewParamsSchema,
        body: rejectLegalRepresentativeBodySchema,
        response: { 200: legalRepresentativeReviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.reject(request, request.params.id, request.body) }),
  );
};
