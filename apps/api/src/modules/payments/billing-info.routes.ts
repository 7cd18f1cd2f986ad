import { errorResponseSchema } from '@forja/contracts';
import {
  BILLING_INFO_PATH,
  billingInfoResponseSchema,
  billingInfoSchema,
} from '@forja/contracts/payments/billing-info';
import { companyIdPathSchema } from '@forja/contracts/payments/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};

/** The billing data for the Mexican invoice (checkout_info). */
export const billingInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.billingInfo;
  const auth = { preHandler: app.authenticate };

  app.get(
    `/${BILLING_INFO_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: 'The billing data for the Mexican invoice (checkout_info), or null',
        params: companyIdPathSchema,
        response: { 200: billingInfoResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.billingInfo(callerId(request), request.params.company_id) }),
  );

  app.put(
    `/${BILLING_INFO_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary:
          'Save the billing data: RFC, legal name, tax regime, CFDI use and postal code, validated together',
        params: companyIdPathSchema,
        body: billingInfoSchema,
        response: { 200: billingInfoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.saveBillingInfo(callerId(request), request.params.company_id, request.body),
    }),
  );
};
