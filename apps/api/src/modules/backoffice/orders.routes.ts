import {
  addOrderNoteBodySchema,
  backofficeOrderParamsSchema,
  backofficeOrderResponseSchema,
  backofficeOrdersPageResponseSchema,
  backofficeOrdersQuerySchema,
  errorResponseSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOrderQueue } from './orders.repository';
import { addOrderNote, requireOrder } from './orders.service';
import { requireRecentSignIn } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The orders queue (prefix backoffice/orders), inside backofficeRoutes: staff only. OXXO vouchers not paid
 * yet and failed payments, with the provider's references; a note records the follow-up (an act: recent
 * sign-in and the audit log).
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Orders to follow up, oldest first: OXXO vouchers not paid yet and failed payments',
        querystring: backofficeOrdersQuerySchema,
        response: { 200: backofficeOrdersPageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, page_size, kind, company_id } = request.query;
      const result = await listOrderQueue(app.database.db, {
        filter: kind,
        companyId: company_id,
        page,
        pageSize: page_size,
      });
      return { content: { ...result, page, page_size } };
    },
  );

  app.get(
    '/:order_id',
    {
      schema: {
        tags: ['backoffice'],
        summary: "An order with the provider's references and the operators' notes on it",
        params: backofficeOrderParamsSchema,
        response: { 200: backofficeOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await requireOrder(app, request.params.order_id) }),
  );

  app.post(
    '/:order_id/notes',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'A private follow-up note on an order; a failed payment with a note leaves the open queue',
        params: backofficeOrderParamsSchema,
        body: addOrderNoteBodySchema,
        response: { 200: backofficeOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await addOrderNote(app, request, request.params.order_id, request.body.body),
    }),
  );
};
