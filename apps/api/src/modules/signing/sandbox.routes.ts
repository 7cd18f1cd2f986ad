import { API_BASE } from '@forja/contracts';
import { parseLanguage, type Language } from '@forja/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxEnvelopeClosedError,
  SandboxNotYourTurnError,
  SandboxSignerDoneError,
  SandboxSignerNotFoundError,
  SandboxSigningInputError,
  sandboxSigningPath,
  signerLanguage,
  signerRedirectPath,
  type Deliver,
  type SandboxSignature,
  type SignerContext,
} from '../../providers/signature/sandbox';
import { renderNotFoundPage, renderSigningPage, renderUnavailablePage } from './sandbox-page';

/** The webhook route the sandbox posts to, as a real provider's servers would. */
export const SANDBOX_SIGNATURE_WEBHOOK_URL = `${API_BASE}/signature/webhook/sandbox`;

/**
 * Posts the sandbox's signed webhooks to Forja's own webhook route, in process (`app.inject`), exactly as the
 * provider's servers would over the network. True when the route accepted the event.
 */
export function createSandboxWebhookDelivery(app: Pick<FastifyInstance, 'inject' | 'log'>): Deliver {
  return async (webhook) => {
    const response = await app.inject({
      method: 'POST',
      url: SANDBOX_SIGNATURE_WEBHOOK_URL,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: webhook.signature },
      payload: webhook.body,
    });
    if (response.statusCode !== 200) {
      app.log.error({ status: response.statusCode }, 'signature sandbox: the webhook was not accepted');
      return false;
    }
    return true;
  };
}

const paramsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) });
const querySchema = z.object({ lang: z.string().max(10).optional() });
const signFormSchema = z.object({
  consent: z.string().max(10).optional(),
  typed_signature: z.string().max(500).default(''),
});
const declineFormSchema = z.object({ reason: z.string().max(2000).default('') });

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}

const languageOf = (query: { lang?: string | undefined }, fallback: string): Language =>
  parseLanguage(query.lang) ?? parseLanguage(fallback) ?? 'es';

const contextOf = (request: FastifyRequest): SignerContext => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The errors that mean "this signer cannot do that now": the page shows where things stand. */
const isStateError = (error: unknown) =>
  error instanceof SandboxEnvelopeClosedError ||
  error instanceof SandboxSignerDoneError ||
  error instanceof SandboxNotYourTurnError;

/**
 * The sandbox signing pages, served by Forja itself under /api/v3/sandbox/signature (only when
 * SIGNATURE_PROVIDER is sandbox). The token in the path is the signer's key: whoever holds the link signs, as
 * with a real provider's signing link, which Forja shows only after its own two-factor code. What the signer
 * does there reaches Forja as a signed webhook on the route a real provider calls.
 */
export function signatureSandboxRoutes(sandbox: SandboxSignature): FastifyPluginAsyncZod {
  return async (app) => {
    // Plain HTML forms post application/x-www-form-urlencoded.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 10_000 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

    app.get(
      '/sandbox/signature/:token',
      // Opening the page tells Forja the signer viewed it: no HEAD twin that would do the same.
      { exposeHeadRoute: false, schema: { hide: true, params: paramsSchema, querystring: querySchema } },
      async (request, reply) => {
        const { token } = request.params;
        const page = await sandbox.find(token);
        const language = languageOf(request.query, page ? signerLanguage(page) : 'es');
        if (!page) return html(reply, 404, renderNotFoundPage(language, pathOf(request)));
        if (page.envelope.status === 'pending' && page.signer.status === 'pending') {
          const viewed = await sandbox.view(token, contextOf(request));
          // Not delivered: the page still works, and the next visit tells Forja again.
          if (viewed === 'delivery_failed')
            request.log.warn('signature sandbox: signer_viewed not delivered');
        }
        return html(reply, 200, renderSigningPage((await sandbox.find(token)) ?? page, language));
      },
    );

    app.get(
      '/sandbox/signature/:token/document',
      { schema: { hide: true, params: paramsSchema, querystring: querySchema } },
      async (request, reply) => {
        const { token } = request.params;
        try {
          const document = await sandbox.documentOf(token);
          return reply
            .status(200)
            .header('cache-control', 'no-store')
            .header('x-robots-tag', 'noindex')
            .header(
              'content-disposition',
              `inline; filename="${document.signed ? 'signed' : 'document'}.pdf"`,
            )
            .type('application/pdf')
            .send(document.pdf);
        } catch (error) {
          const language = languageOf(request.query, 'es');
          if (error instanceof SandboxSignerNotFoundError) {
            return html(reply, 404, renderNotFoundPage(language, pathOf(request)));
          }
          if (error instanceof SandboxEnvelopeClosedError) {
            return html(reply, 410, renderUnavailablePage(language, pathOf(request)));
          }
          throw error;
        }
      },
    );

    app.post(
      '/sandbox/signature/:token/sign',
      { schema: { hide: true, params: paramsSchema, querystring: querySchema, body: signFormSchema } },
      async (request, reply) => {
        const { token } = request.params;
        const page = await sandbox.find(token);
        const language = languageOf(request.query, page ? signerLanguage(page) : 'es');
        if (!page) return html(reply, 404, renderNotFoundPage(language, sandboxSigningPath(token)));
        const values = { typed_signature: request.body.typed_signature };
        try {
          const outcome = await sandbox.sign(token, {
            ...contextOf(request),
            consent: request.body.consent !== undefined && request.body.consent !== '',
            typedSignature: request.body.typed_signature,
          });
          if (outcome === 'delivery_failed') {
            const current = (await sandbox.find(token)) ?? page;
            return html(reply, 502, renderSigningPage(current, language, 'delivery_failed', values));
          }
          return reply.redirect(signerRedirectPath(page), 303);
        } catch (error) {
          if (error instanceof SandboxSigningInputError) {
            return html(reply, 400, renderSigningPage(page, language, error.code, values));
          }
          if (!isStateError(error)) throw error;
          return html(reply, 409, renderSigningPage((await sandbox.find(token)) ?? page, language));
        }
      },
    );

    app.post(
      '/sandbox/signature/:token/decline',
      { schema: { hide: true, params: paramsSchema, querystring: querySchema, body: declineFormSchema } },
      async (request, reply) => {
        const { token } = request.params;
        const page = await sandbox.find(token);
        const language = languageOf(request.query, page ? signerLanguage(page) : 'es');
        if (!page) return html(reply, 404, renderNotFoundPage(language, sandboxSigningPath(token)));
        const values = { reason: request.body.reason };
        try {
          const outcome = await sandbox.decline(token, {
            ...contextOf(request),
            reason: request.body.reason,
          });
          if (outcome === 'delivery_failed') {
            return html(reply, 502, renderSigningPage(page, language, 'delivery_failed', values));
          }
          // The page now says the signer declined, with the way back to Forja.
          return reply.redirect(`${sandboxSigningPath(token)}?lang=${language}`, 303);
        } catch (error) {
          if (error instanceof SandboxSigningInputError) {
            return html(reply, 400, renderSigningPage(page, language, error.code, values));
          }
          if (!isStateError(error)) throw error;
          return html(reply, 409, renderSigningPage((await sandbox.find(token)) ?? page, language));
        }
      },
    );
  };
}
