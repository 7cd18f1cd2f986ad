import { errorResponseSchema } from '@forja/contracts';
import { companyIdPathSchema } from '@forja/contracts/payments/checkout';
import {
  COMPANY_ORDERS_PATH,
  UPDATE_PAYMENT_METHOD_PATH,
  companyOrdersResponseSchema,
  subscriptionIdParamsSchema,
  updatePaymentMethodResponseSchema,
} from '@forja/contracts/payments/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../http/request-language';
import { callerId } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};

/** Orders and subscriptions of a company for PaymentStatus, and the card of a subscription. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orders;
  const auth = { preHandler: app.authenticate };

  app.get(
    `/${COMPANY_ORDERS_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary:
          'Orders (with amounts and the OXXO voucher) and subscriptions of a company, for PaymentStatus',
        params: companyIdPathSchema,
        response: { 200: companyOrdersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.companyOrders(callerId(request), request.params.company_id),
    }),
  );

  app.post(
    `/${UPDATE_PAYMENT_METHOD_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: "A hosted page to replace a subscription's card (update_payment_method)",
        params: subscriptionIdParamsSchema,
        response: { 200: updatePaymentMethodResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.updatePaymentMethod(
        callerId(request),
        request.params.id,
        requestLanguage(request),
      ),
    }),
  );
};
