import {
  SIGNED_REQUEST_HEADER,
  acknowledgmentBodySchema,
  companyIdParamsSchema,
  errorResponseSchema,
  linkPartnerBodySchema,
  linkTwoFactorVerifyBodySchema,
  signatureReturnResponseSchema,
  signingStatusResponseSchema,
  twoFactorSentResponseSchema,
  twoFactorVerifiedResponseSchema,
  twoFactorVerifyBodySchema,
} from '@forja/contracts';
import { parseLanguage } from '@forja/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../http/errors';
import { SignatureWebhookError } from '../../providers/signature/signature';
import { callerId } from '../auth/authenticate';
import type { SigningActor } from './signing.service';

const WEBHOOK_BODY_LIMIT = 256 * 1024;
const LINK_BODY_LIMIT = 16 * 1024;

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};

const requestFacts = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 500) || null,
});

/** The language the caller's page is in, when the request says one (x-language). */
const sentLanguage = (request: FastifyRequest) => {
  const value = request.headers['x-language'];
  return parseLanguage(Array.isArray(value) ? value[0] : value);
};

/** Reads a raw JSON body with a contract schema: what the link's HMAC covers is the exact bytes sent. */
function parseRaw<T extends z.ZodType>(schema: T, raw: Buffer): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    throw badRequest('invalid_json');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw badRequest().withFields(
      parsed.error.issues.map((issue) => ({ path: `body.${issue.path.join('.')}`, code: 'invalid_format' })),
    );
  }
  return parsed.data;
}

/**
 * Signing the incorporation (spec section 7: acknowledgment-status, two-factor, and the e-signature redirect):
 * the signed-in partner's calls, the same calls from the e-mailed link (HMAC-signed), the page the provider
 * returns signers to, and the provider's webhooks.
 */
export const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  const signing = app.services.signing;

  const accountActor = (request: FastifyRequest, companyId: number): Promise<SigningActor> =>
    signing.accountActor(callerId(request), companyId, requestFacts(request));

  app.get(
    '/company/:id/signing',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['signing'],
        summary: 'Where the signing of the articles stands: the draft, every partner, the envelope',
        description:
          'Renders the draft articles (a new version) when the data they show changed. blocked_by says what the ' +
          'draft waits for. Only partners of the company.',
        params: companyIdParamsSchema,
        response: { 200: signingStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await accountActor(request, request.params.id);
      return { content: await signing.status(request.params.id, actor) };
    },
  );

  app.post(
    '/company/:id/acknowledgment-status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['signing'],
        summary: "A partner acknowledges the draft's version, or asks for a correction (with a note)",
        params: companyIdParamsSchema,
        body: acknowledgmentBodySchema,
        response: { 200: signingStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await accountActor(request, request.params.id);
      return { content: await signing.acknowledge(request.params.id, actor, request.body) };
    },
  );

  for (const action of ['set', 'resend'] as const) {
    app.post(
      `/company/:id/two-factor/${action}`,
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['signing'],
          summary:
            action === 'set'
              ? 'Sends the partner a 6-digit code to sign (e-mail, and SMS when the account has a phone)'
              : 'Sends a new code (not within a minute of the last)',
          params: companyIdParamsSchema,
          response: { 200: twoFactorSentResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await accountActor(request, request.params.id);
        return { content: await signing.sendCode(request.params.id, actor) };
      },
    );
  }

  app.post(
    '/company/:id/two-factor/verify',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['signing'],
        summary: "Checks the code and answers the provider's signing page for the partner",
        params: companyIdParamsSchema,
        body: twoFactorVerifyBodySchema,
        response: { 200: twoFactorVerifiedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await accountActor(request, request.params.id);
      return { content: await signing.verifyCode(request.params.id, actor, request.body.code) };
    },
  );

  app.get(
    '/signature/return/:token_data',
    {
      schema: {
        tags: ['signing'],
        summary: 'What the redirect_sign page shows when the provider returns a signer (no sign-in)',
        params: z.object({ token_data: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/) }),
        response: { 200: signatureReturnResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await signing.returnStatus(request.params.token_data) }),
  );

  // The link's calls and the webhooks read their bodies raw: their signatures cover the exact bytes.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const raw = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
    const header = (request: FastifyRequest) => {
      const value = request.headers[SIGNED_REQUEST_HEADER];
      return Array.isArray(value) ? value[0] : value;
    };
    const linkActor = (request: FastifyRequest, companyId: number, partnerId: number, body: Buffer) =>
      signing.linkActor(
        companyId,
        partnerId,
        { header: header(request), rawBody: body.toString('utf8') },
        requestFacts(request),
        sentLanguage(request),
      );
    const tooLarge = (body: Buffer) => {
      if (body.length > LINK_BODY_LIMIT) throw new AppError(413, 'payload_too_large');
    };

    scope.get(
      '/temporary-token/company/:id/signing',
      {
        schema: {
          tags: ['signing'],
          summary: 'The signing state for a partner holding the e-mailed link (signed request, empty body)',
          params: companyIdParamsSchema,
          querystring: z.object({ partner: z.coerce.number().int().positive() }),
          response: { 200: signingStatusResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await linkActor(request, request.params.id, request.query.partner, Buffer.alloc(0));
        return { content: await signing.status(request.params.id, actor) };
      },
    );

    scope.post(
      '/temporary-token/company/:id/acknowledgment-status',
      {
        schema: {
          tags: ['signing'],
          summary:
            'Acknowledgment from the e-mailed link: the body signed with the link in x-forja-signature',
          description:
            'Same body as company/{id}/acknowledgment-status. A bad or stale signature answers 403 ' +
            'invalid_hmac_signature; a signature already used answers 409 request_replayed.',
          params: companyIdParamsSchema,
          response: { 200: signingStatusResponseSchema, ...errors, 413: errorResponseSchema },
        },
      },
      async (request) => {
        const body = raw(request);
        tooLarge(body);
        const parsed = parseRaw(acknowledgmentBodySchema, body);
        const actor = await linkActor(request, request.params.id, parsed.partner_id, body);
        return { content: await signing.acknowledge(request.params.id, actor, parsed) };
      },
    );

    scope.post(
      '/temporary-token/company/:id/two-factor/set',
      {
        schema: {
          tags: ['signing'],
          summary: 'Sends the code to sign, from the e-mailed link (signed request with partner_id)',
          params: companyIdParamsSchema,
          response: { 200: twoFactorSentResponseSchema, ...errors, 413: errorResponseSchema },
        },
      },
      async (request) => {
        const body = raw(request);
        tooLarge(body);
        const parsed = parseRaw(linkPartnerBodySchema, body);
        const actor = await linkActor(request, request.params.id, parsed.partner_id, body);
        return { content: await signing.sendCode(request.params.id, actor) };
      },
    );

    scope.post(
      '/temporary-token/company/:id/two-factor/verify',
      {
        schema: {
          tags: ['signing'],
          summary: "Checks the code from the e-mailed link and answers the provider's signing page",
          params: companyIdParamsSchema,
          response: { 200: twoFactorVerifiedResponseSchema, ...errors, 413: errorResponseSchema },
        },
      },
      async (request) => {
        const body = raw(request);
        tooLarge(body);
        const parsed = parseRaw(linkTwoFactorVerifyBodySchema, body);
        const actor = await linkActor(request, request.params.id, parsed.partner_id, body);
        return { content: await signing.verifyCode(request.params.id, actor, parsed.code) };
      },
    );

    scope.post(
      '/signature/webhook/:provider',
      {
        schema: {
          tags: ['signing'],
          summary: "The e-signature provider's webhook (the sandbox's HMAC signature, or Documenso's secret)",
          description:
            'Verified over the raw body and applied once per (provider, event id): a redelivered or late event ' +
            'changes nothing. Bad, missing or stale signatures answer 400 invalid_hmac_signature.',
          params: z.object({ provider: z.string().max(20) }),
          response: {
            200: z.object({ content: z.object({ received: z.literal(true) }) }),
            400: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        try {
          await signing.webhook(request.params.provider, raw(request), request.headers);
        } catch (error) {
          if (!(error instanceof SignatureWebhookError)) throw error;
          request.log.warn(
            { provider: request.params.provider, reason: error.message, ip: request.ip },
            'signature webhook refused: bad or missing signature',
          );
          throw new AppError(400, 'invalid_hmac_signature');
        }
        return { content: { received: true as const } };
      },
    );
  });
};
