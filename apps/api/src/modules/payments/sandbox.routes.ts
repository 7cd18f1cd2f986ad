import { API_BASE } from '@forja/contracts';
import { parseLanguage, type Language } from '@forja/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxSessionClosedError,
  sandboxOxxoPath,
  type SandboxPayments,
  type SignedWebhook,
} from '../../providers/payments/sandbox';
import { renderCheckoutPage, renderNotFoundPage, renderVoucherPage } from './sandbox-page';

const paramsSchema = z.object({ session: z.string().regex(/^cs_sandbox_[A-Za-z0-9_-]{10,60}$/) });
const querySchema = z.object({ lang: z.string().max(10).optional() });
const checkoutFormSchema = z.object({
  action: z.enum(['card', 'oxxo']),
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(200).optional(),
});
const voucherFormSchema = z.object({ action: z.enum(['paid', 'expire']) });

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * The sandbox provider's hosted pages, served by Forja itself under /api/v3/sandbox (only when
 * PAYMENTS_PROVIDER is sandbox). What the payer does there reaches the orders as a signed webhook, posted to
 * the same webhook route a real provider calls.
 */
export function sandboxRoutes(sandbox: SandboxPayments): FastifyPluginAsyncZod {
  return async (app) => {
    // Plain HTML forms post application/x-www-form-urlencoded.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 10_000 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    /** Posts a signed webhook to the webhook route, exactly as the provider's servers would. */
    const deliver = async (webhook: SignedWebhook): Promise<boolean> => {
      const response = await app.inject({
        method: 'POST',
        url: `${API_BASE}/payments/webhook/sandbox`,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: webhook.signature },
        payload: webhook.body,
      });
      if (response.statusCode !== 200) {
        app.log.error({ status: response.statusCode }, 'sandbox: the webhook was not accepted');
        return false;
      }
      return true;
    };

    const languageOf = (query: { lang?: string | undefined }, fallback: string): Language =>
      parseLanguage(query.lang) ?? parseLanguage(fallback) ?? 'es';

    app.get(
      '/sandbox/checkout/:session',
      { schema: { hide: true, params: paramsSchema, querystring: querySchema } },
      async (request, reply) => {
        const session = await sandbox.findSession(request.params.session);
        if (!session)
          return html(
            reply,
            404,
            renderNotFoundPage(languageOf(request.query, 'es'), request.url.split('?')[0] ?? ''),
          );
        return html(reply, 200, renderCheckoutPage(session, languageOf(request.query, session.language)));
      },
    );

    app.post(
      '/sandbox/checkout/:session',
      { schema: { hide: true, params: paramsSchema, querystring: querySchema, body: checkoutFormSchema } },
      async (request, reply) => {
        const id = request.params.session;
        const session = await sandbox.findSession(id);
        const language = languageOf(request.query, session?.language ?? 'es');
        if (!session) return html(reply, 404, renderNotFoundPage(language, request.url.split('?')[0] ?? ''));
        try {
          if (request.body.action === 'oxxo') {
            const result = await sandbox.chooseOxxo(id, deliver);
            if (result === 'delivery_failed')
              return html(reply, 502, renderCheckoutPage(session, language, 'delivery_failed'));
            return reply.redirect(`${sandboxOxxoPath(id)}?lang=${language}`, 303);
          }
          const result = await sandbox.payByCard(
            id,
            { number: request.body.number, expiry: request.body.expiry, cvc: request.body.cvc },
            deliver,
          );
          if (result === 'delivered') return reply.redirect(session.success_path, 303);
          if (result === 'delivery_failed')
            return html(reply, 502, renderCheckoutPage(session, language, 'delivery_failed'));
          // Declined: the page again, with the reason, as a hosted checkout does.
          const { number, expiry, name } = request.body;
          return html(reply, 402, renderCheckoutPage(session, language, result, { number, expiry, name }));
        } catch (error) {
          if (!(error instanceof SandboxSessionClosedError)) throw error;
          const current = (await sandbox.findSession(id)) ?? session;
          return html(reply, 409, renderCheckoutPage(current, language));
        }
      },
    );

    app.get(
      '/sandbox/oxxo/:session',
      { schema: { hide: true, params: paramsSchema, querystring: querySchema } },
      async (request, reply) => {
        const session = await sandbox.findSession(request.params.session);
        const language = languageOf(request.query, session?.language ?? 'es');
        if (!session || session.payment_method !== 'oxxo') {
          return html(reply, 404, renderNotFoundPage(language, request.url.split('?')[0] ?? ''));
        }
        return html(reply, 200, renderVoucherPage(session, language));
      },
    );

    app.post(
      '/sandbox/oxxo/:session',
      { schema: { hide: true, params: paramsSchema, querystring: querySchema, body: voucherFormSchema } },
      async (request, reply) => {
        const id = request.params.session;
        const session = await sandbox.findSession(id);
        const language = languageOf(request.query, session?.language ?? 'es');
        if (!session || session.payment_method !== 'oxxo') {
          return html(reply, 404, renderNotFoundPage(language, request.url.split('?')[0] ?? ''));
        }
        try {
          const result =
            request.body.action === 'paid'
              ? await sandbox.oxxoPaid(id, deliver)
              : await sandbox.oxxoExpired(id, deliver);
          if (result === 'delivery_failed')
            return html(reply, 502, renderVoucherPage(session, language, 'delivery_failed'));
        } catch (error) {
          if (!(error instanceof SandboxSessionClosedError)) throw error;
        }
        return reply.redirect(`${sandboxOxxoPath(id)}?lang=${language}`, 303);
      },
    );
  };
}
