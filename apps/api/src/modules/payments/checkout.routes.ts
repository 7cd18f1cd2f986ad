import { errorResponseSchema } from '@forja/contracts';
import {
  CHECKOUT_PATH,
  CHECKOUT_QUOTE_PATH,
  PAYMENT_LINK_PATH,
  checkoutQuoteQuerySchema,
  checkoutQuoteResponseSchema,
  companyIdPathSchema,
  createCheckoutBodySchema,
  createCheckoutResponseSchema,
  paymentLinkResponseSchema,
} from '@forja/contracts/payments/checkout';
import { USD_MXN_RATE_PATH, usdMxnRateResponseSchema } from '@forja/contracts/payments/rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
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

/** The checkout of catalogue products, the payment link, the price quote and the USD rate. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.checkout;
  const auth = { preHandler: app.authenticate };

  app.post(
    `/${CHECKOUT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: 'Start a checkout for a catalogue product; the amount is computed on the server',
        description:
          'Creates (or reuses) an order in awaiting_checkout, visible at once in the company profile, and a hosted ' +
          "payment page of the provider: the sandbox's own page or Stripe Checkout (MXN, card or OXXO cash; yearly " +
          'products card only, as a subscription). Only the company owner may start one. The incorporation ' +
          'package must match the company (Amazon, legal representation or neither: invalid_type) and is paid once ' +
          '(conflict); extras need a complete order first (first_complete_payment). The order becomes complete ' +
          'only through the signed webhook.',
        params: companyIdPathSchema,
        body: createCheckoutBodySchema,
        response: { 200: createCheckoutResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.createCheckout(
        callerId(request),
        request.params.company_id,
        request.body.product,
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    `/${PAYMENT_LINK_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: 'The checkout as a link to send to whoever pays; records last_payment_link_at',
        params: companyIdPathSchema,
        body: createCheckoutBodySchema,
        response: { 200: paymentLinkResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.createPaymentLink(
        callerId(request),
        request.params.company_id,
        request.body.product,
        requestLanguage(request),
      ),
    }),
  );

  app.get(
    `/${CHECKOUT_QUOTE_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary:
          'The price of a product for the checkout screens: subtotal, IVA and total in centavos, and USD',
        params: companyIdPathSchema,
        querystring: checkoutQuoteQuerySchema,
        response: { 200: checkoutQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.quote(callerId(request), request.params.company_id, request.query.product),
    }),
  );

  app.get(
    `/${USD_MXN_RATE_PATH}`,
    {
      schema: {
        tags: ['payments'],
        summary:
          'Pesos per US dollar from the rate service (a fixed sandbox rate unless a real source is set)',
        response: { 200: usdMxnRateResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => {
      try {
        return { content: await service.usdMxn() };
      } catch (error) {
        request.log.warn({ err: error }, 'rate source unavailable');
        throw new AppError(502, 'internal_error');
      }
    },
  );
};
