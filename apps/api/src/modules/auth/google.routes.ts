import {
  LOGIN_GOOGLE_PATH,
  REGISTER_GOOGLE_PATH,
  authTokensResponseSchema,
  errorResponseSchema,
  loginGoogleBodySchema,
  registerGoogleBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { consentContextOf } from '../../http/consent-context';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const google = app.services.google;

  // The answer says only "unavailable"; the log says why (issuer unreachable, bad discovery document).
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof AppError && error.status === 503 && error.cause) {
      request.log.warn({ err: error.cause }, 'Google sign-in: the issuer could not be reached');
    }
  });

  app.post(
    `/${LOGIN_GOOGLE_PATH}`,
    {
      schema: {
        tags: ['user'],
        summary: 'Sign in with a Google ID token; links an account with the same verified e-mail',
        body: loginGoogleBodySchema,
        response: { 200: authTokensResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await google.login(request.body.id_token, request.ip, app.clock()) }),
  );

  app.post(
    `/${REGISTER_GOOGLE_PATH}`,
    {
      schema: {
        tags: ['user'],
        summary: 'Create an account from a Google ID token; the e-mail is confirmed by Google',
        body: registerGoogleBodySchema,
        response: { 200: authTokensResponseSchema, ...errors },
      },
    },
    async (request) => {
      // The sign-up checkbox: the privacy notice and terms accepted, with their versions (else consent_required).
      const accepted = app.services.consents.requireSignUpConsent(request.body);
      const context = consentContextOf(request);
      return {
        content: await google.register(request.body, request.ip, app.clock(), (userId, tx) =>
          app.services.consents.recordSignUp(userId, accepted, context, tx),
        ),
      };
    },
  );
};
