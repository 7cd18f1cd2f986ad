import {
  LOGIN_PATH,
  REGISTER_PATH,
  SEND_RECOVERY_PASSWORD_ENTRY_PATH,
  SEND_RECOVERY_PASSWORD_PATH,
  SEND_VERIFY_EMAIL_PATH,
  VERIFICATION_CODE_PATH,
  authTokensResponseSchema,
  codeSentResponseSchema,
  confirmedResponseSchema,
  errorResponseSchema,
  loginBodySchema,
  okResponseSchema,
  passwordUpdatedResponseSchema,
  recoverySentResponseSchema,
  registerBodySchema,
  sendRecoveryPasswordBodySchema,
  sendRecoveryPasswordEntryBodySchema,
  verificationCodeBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../http/request-language';
import { AppError } from '../../http/errors';
import { consentContextOf } from '../../http/consent-context';
import { bearerToken } from './authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;

  app.post(
    `/${REGISTER_PATH}`,
    {
      schema: {
        tags: ['user'],
        summary: 'Create an account; e-mails a 6-digit code to confirm the address',
        body: registerBodySchema,
        response: { 200: authTokensResponseSchema, ...errors },
      },
    },
    async (request) => {
      // The sign-up checkbox: the privacy notice and terms accepted, with their versions (else consent_required).
      const accepted = app.services.consents.requireSignUpConsent(request.body);
      const context = consentContextOf(request);
      return {
        content: await auth.register(request.body, request.ip, app.clock(), (userId, tx) =>
          app.services.consents.recordSignUp(userId, accepted, context, tx),
        ),
      };
    },
  );

  app.post(
    `/${LOGIN_PATH}`,
    {
      schema: {
        tags: ['user'],
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: authTokensResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await auth.login(request.body.email, request.body.password, request.ip, app.clock()),
    }),
  );

  app.post(
    '/user/refresh',
    {
      schema: {
        tags: ['user'],
        summary: 'Exchange the refresh token (sent as the Bearer credential) for a new pair',
        response: { 200: authTokensResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new AppError(401, 'invalid_token');
      return { content: await auth.refresh(token, app.clock()) };
    },
  );

  app.post(
    '/user/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Close this session',
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (request.auth) await auth.logout(request.auth.sessionId, app.clock());
      return { content: { ok: true as const } };
    },
  );

  app.post(
    `/${VERIFICATION_CODE_PATH}`,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Confirm the e-mail address with the code sent to it',
        body: verificationCodeBodySchema,
        response: { 200: confirmedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.confirmEmail(request.auth?.userId ?? 0, request.body.code, app.clock());
      return { content: { is_confirmed: true as const } };
    },
  );

  app.post(
    `/${SEND_VERIFY_EMAIL_PATH}`,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Send a new confirmation code (one a minute)',
        response: { 200: codeSentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { retryAfterSeconds } = await auth.resendConfirmation(request.auth?.userId ?? 0, app.clock());
      return { content: { sent: true as const, retry_after_seconds: retryAfterSeconds } };
    },
  );

  app.post(
    `/${SEND_RECOVERY_PASSWORD_PATH}`,
    {
      schema: {
        tags: ['user'],
        summary: 'E-mail a password recovery link; the answer never says whether the address has an account',
        body: sendRecoveryPasswordBodySchema,
        response: { 200: recoverySentResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.sendRecovery(request.body.identity, request.ip, requestLanguage(request), app.clock());
      return { content: { sent: true as const } };
    },
  );

  app.post(
    `/${SEND_RECOVERY_PASSWORD_ENTRY_PATH}`,
    {
      schema: {
        tags: ['user'],
        summary: 'Set a new password with the token of a recovery link',
        body: sendRecoveryPasswordEntryBodySchema,
        response: { 200: passwordUpdatedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { identity, token, password } = request.body;
      await auth.recoverPassword(identity, token, password, request.ip, app.clock());
      return { content: { updated: true as const } };
    },
  );
};
