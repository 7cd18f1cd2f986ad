import {
  AVAILABLE_EMAIL_PATH,
  authTokensResponseSchema,
  availableEmailBodySchema,
  availableEmailResponseSchema,
  codeSentResponseSchema,
  errorResponseSchema,
  okResponseSchema,
  requestContactCodeBodySchema,
  updateLanguageBodySchema,
  updateNameBodySchema,
  updatePasswordBodySchema,
  updatePhoneEmailBodySchema,
  userIdParamsSchema,
  updateSidebarBodySchema,
  contentSchema,
} from '@forja/contracts';
import { userSchema } from '@forja/contracts/user/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId, requireSelf } from '../auth/authenticate';
import { AppError } from '../../http/errors';
import { withContactAudit } from '../privacy/personal-data-audit';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, auth } = app.services;

  app.post(
    `/${AVAILABLE_EMAIL_PATH}`,
    {
      schema: {
        tags: ['user'],
        summary: 'Whether an e-mail is free to register (runs the e-mail checks)',
        body: availableEmailBodySchema,
        response: { 200: availableEmailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: { available: await users.isEmailAvailable(request.body.email, request.ip, app.clock()) },
    }),
  );

  app.get(
    '/user/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, with the companies they own and those they joined as a partner',
        response: { 200: contentSchema(userSchema), ...errors },
      },
    },
    async (request) => {
      const profile = await app.services.userProfiles.byId(callerId(request));
      if (!profile) throw new AppError(401, 'user_not_found');
      return { content: profile };
    },
  );

  app.put(
    '/update-password/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "Change the caller's password; other sessions are closed and a new pair is returned",
        params: userIdParamsSchema,
        body: updatePasswordBodySchema,
        response: { 200: authTokensResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      const tokens = await auth.changePassword(
        userId,
        request.auth?.sessionId ?? '',
        request.body.current_password,
        request.body.password,
        app.clock(),
      );
      return { content: tokens };
    },
  );

  app.post(
    '/request-verification-code-to-update/user/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'E-mail a code to the new address before changing phone and e-mail',
        params: userIdParamsSchema,
        body: requestContactCodeBodySchema,
        response: { 200: codeSentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      const retry = await users.requestContactChange(userId, request.body, request.ip, app.clock());
      return { content: { sent: true as const, retry_after_seconds: retry } };
    },
  );

  app.put(
    '/update-phone-email/user/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Apply a phone and e-mail change with the code sent to the new address',
        params: userIdParamsSchema,
        body: updatePhoneEmailBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      await withContactAudit(app, request, userId, () =>
        users.applyContactChange(userId, request.body, app.clock()),
      );
      return { content: { ok: true as const } };
    },
  );

  app.put(
    '/update-name/user/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "Correct the caller's first and last names (audited)",
        params: userIdParamsSchema,
        body: updateNameBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      await withContactAudit(app, request, userId, () => users.updateName(userId, request.body, app.clock()));
      return { content: { ok: true as const } };
    },
  );

  app.put(
    '/update-language/user/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "Save the caller's language (for e-mails)",
        params: userIdParamsSchema,
        body: updateLanguageBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      await users.updateLanguage(userId, request.body.language, app.clock());
      return { content: { ok: true as const } };
    },
  );

  app.put(
    '/update-sidebar/user/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "Remember whether the caller's workspace sidebar is collapsed",
        params: userIdParamsSchema,
        body: updateSidebarBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      await app.services.usersRepository.update(userId, {
        sidebar_retract: request.body.sidebar_retract,
        updated_at: app.clock(),
      });
      return { content: { ok: true as const } };
    },
  );

  app.get(
    '/store-utms-interaction',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Record the campaign values of the x_utm_tags header for the caller',
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const header = request.headers['x_utm_tags'];
      await users.storeUtms(
        request.auth?.userId ?? 0,
        Array.isArray(header) ? header[0] : header,
        app.clock(),
      );
      return { content: { ok: true as const } };
    },
  );
};
