import { errorResponseSchema } from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { WebhookSignatureError } from '../../providers/payments/payments';

/** Webhook bodies are read raw (the signature covers the exact bytes), up to this size. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * The payments provider's webhook. It reads its body raw, in its own scope (this plugin, registered apart): the
 * signature is over the exact bytes received.
 */
export const paymentWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.paymentWebhooks;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
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
};
