import { errorResponseSchema } from '@forja/contracts';
import {
  BILLING_INFO_PATH,
  billingInfoResponseSchema,
  billingInfoSchema,
} from '@forja/contracts/payments/billing-info';
import { COMPANY_BILLS_PATH, companyBillsResponseSchema } from '@forja/contracts/payments/bills';
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
import {
  HEAR_ABOUT_PATH,
  hearAboutBodySchema,
  hearAboutResponseSchema,
} from '@forja/contracts/payments/hear-about';
import {
  COMPANY_ORDERS_PATH,
  UPDATE_PAYMENT_METHOD_PATH,
  companyOrdersResponseSchema,
  subscriptionIdParamsSchema,
  updatePaymentMethodResponseSchema,
} from '@forja/contracts/payments/orders';
import { USD_MXN_RATE_PATH, usdMxnRateResponseSchema } from '@forja/contracts/payments/rates';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/request-language';
import { WebhookSignatureError } from '../../providers/payments/payments';
import { callerId } from '../auth/authenticate';
import { ProviderUnavailableError } from './payments.service';
import { sandboxRoutes } from './sandbox.routes';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};

/** Webhook bodies are read raw (the signature covers the exact bytes), up to this size. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Payments: checkout of catalogue products, the payment link, orders and subscriptions for
 * PaymentStatus, the card of a subscription, hear_about, checkout_info (CFDI data), bills with PDF receipts,
 * the USD rate, and the providers' webhook.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.payments;
  const auth = { preHandler: app.authenticate };

  // A provider that cannot be reached is logged with its reason (never sent to the caller).
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof ProviderUnavailableError) {
      request.log.error({ err: error.reason }, 'payments provider unavailable');
    }
  });

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

  app.get(
    `/${HEAR_ABOUT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: 'How the founder heard of Forja, or null',
        params: companyIdPathSchema,
        response: { 200: hearAboutResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.hearAbout(callerId(request), request.params.company_id) }),
  );

  app.post(
    `/${HEAR_ABOUT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: 'Store how the founder heard of Forja, with the campaign values of the x_utm_tags header',
        params: companyIdPathSchema,
        body: hearAboutBodySchema,
        response: { 200: hearAboutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const header = request.headers['x_utm_tags'];
      return {
        content: await service.saveHearAbout(
          callerId(request),
          request.params.company_id,
          request.body,
          Array.isArray(header) ? header[0] : header,
        ),
      };
    },
  );

  app.get(
    `/${COMPANY_BILLS_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary:
          'The bills of a company (invoices page), newest first, each with a signed link to its PDF receipt',
        params: companyIdPathSchema,
        response: { 200: companyBillsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.companyBills(
        callerId(request),
        request.params.company_id,
        requestLanguage(request),
      ),
    }),
  );

  app.get(
    '/bills/receipt/:token',
    {
      schema: {
        tags: ['payments'],
        summary: 'The PDF receipt of a bill, through a signed, short-lived link from the bills list',
        params: z.object({ token: z.string().max(2000) }),
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await service.receipt(request.params.token);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
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

  // The webhook reads its body raw, in its own scope: the signature is over the exact bytes received.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/payments/webhook/:provider',
      {
        schema: {
          tags: ['payments'],
          summary: "The payments provider's webhook (Stripe-Signature, or the sandbox's HMAC signature)",
          description:
            'Verifies the signature over the raw body and applies the event once: (provider, event id) is the ' +
            'idempotency key, so a redelivered event changes nothing. Unsigned, wrongly signed or stale ' +
            '(replayed) bodies answer 400 invalid_hmac_signature and are logged. Events may arrive in any ' +
            'order: an order only moves forward (awaiting_checkout → pending → complete) and never leaves complete.',
          params: z.object({ provider: z.string().max(20) }),
          response: {
            200: z.object({ content: z.object({ received: z.literal(true), outcome: z.string() }) }),
            400: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          const result = await service.handleWebhook(request.params.provider, body, request.headers);
          if (result.duplicate) {
            request.log.warn(
              { provider: request.params.provider, event_id: result.event_id, type: result.type },
              'payment webhook: event already received, nothing changed',
            );
          } else {
            request.log.info(
              {
                provider: request.params.provider,
                event_id: result.event_id,
                type: result.type,
                outcome: result.outcome,
              },
              'payment webhook applied',
            );
          }
          return { content: { received: true as const, outcome: result.outcome } };
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          request.log.warn(
            { provider: request.params.provider, reason: error.message, ip: request.ip },
            'payment webhook refused: bad or missing signature',
          );
          throw new AppError(400, 'invalid_hmac_signature');
        }
      },
    );
  });

  // The sandbox's hosted pages, only when it is the provider.
  const sandbox = app.services.sandboxPayments;
  if (sandbox) await app.register(sandboxRoutes(sandbox));
};
