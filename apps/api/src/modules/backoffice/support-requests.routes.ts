import {
  errorResponseSchema,
  moveSupportRequestBodySchema,
  replySupportRequestBodySchema,
  supportQueueQuerySchema,
  supportQueueResponseSchema,
  supportRequestDetailResponseSchema,
  supportRequestParamsSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRecentSignIn } from '../staff/staff-access';
import { listSupportQueue } from './support-requests.repository';
import {
  moveSupportRequest,
  replyToSupportRequest,
  requireSupportRequestDetail,
} from './support-requests.service';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The support requests queue (prefix backoffice/support-requests), inside backofficeRoutes: staff only.
 * Replies and status moves need a recent sign-in and are written to the audit log.
 */
export const supportRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Support requests, oldest first, by status (open by default), category and company',
        querystring: supportQueueQuerySchema,
        response: { 200: supportQueueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, page_size, status, category, company_id, company } = request.query;
      const result = await listSupportQueue(db, {
        page,
        pageSize: page_size,
        status,
        category,
        companyId: company_id,
        company: company || undefined,
      });
      return { content: { ...result, page, page_size } };
    },
  );

  app.get(
    '/:request_id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'A support request with its company, user, the chat before it and its thread',
        params: supportRequestParamsSchema,
        response: { 200: supportRequestDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await requireSupportRequestDetail(db, request.params.request_id) }),
  );

  app.post(
    '/:request_id/replies',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          "Reply as Forja's team: shown in the widget and e-mailed; a Pendiente request becomes En proceso",
        params: supportRequestParamsSchema,
        body: replySupportRequestBodySchema,
        response: { 200: supportRequestDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await replyToSupportRequest(app, request, request.params.request_id, request.body.body),
    }),
  );

  app.post(
    '/:request_id/status',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'Move a request: Pendiente → En proceso → Resuelto, or reopen Resuelto → En proceso',
        params: supportRequestParamsSchema,
        body: moveSupportRequestBodySchema,
        response: { 200: supportRequestDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await moveSupportRequest(app, request, request.params.request_id, request.body),
    }),
  );
};
