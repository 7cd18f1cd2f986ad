import {
  BACKOFFICE_FEATURE_FLAGS_PATH,
  FEATURE_FLAGS_PATH,
  backofficeFeatureFlagResponseSchema,
  backofficeFeatureFlagsResponseSchema,
  errorResponseSchema,
  featureFlagMapResponseSchema,
  featureFlagParamsSchema,
  updateFeatureFlagBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit-log';
import { requireAdmin, requireRecentSignIn, staffOf } from '../staff/staff-access';
import { createFeatureFlagsService } from './feature-flags.service';

/** `GET feature-flags` (anyone, signed in or not): the evaluated map of the known flags. */
export const featureFlagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const flags = createFeatureFlagsService(app.database.db);
  app.get(
    `/${FEATURE_FLAGS_PATH}`,
    {
      schema: {
        tags: ['feature-flags'],
        summary: 'The feature flags, evaluated: {key: enabled}; a key not listed is off',
        response: { 200: featureFlagMapResponseSchema },
      },
    },
    async () => ({ content: await flags.evaluated() }),
  );
};

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** `GET/PUT backoffice/feature-flags` (admins: registered under the back office's prefix and staff guard). */
export const featureFlagsBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const flags = createFeatureFlagsService(db);

  app.get(
    `/${BACKOFFICE_FEATURE_FLAGS_PATH}`,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['backoffice'],
        summary: 'The known feature flags with their description, default and current state (admins)',
        response: { 200: backofficeFeatureFlagsResponseSchema, ...errors },
      },
    },
    async () => ({ content: await flags.list() }),
  );

  app.put(
    `/${BACKOFFICE_FEATURE_FLAGS_PATH}/:key`,
    {
      preHandler: [requireAdmin, requireRecentSignIn],
      schema: {
        tags: ['backoffice'],
        summary: 'Switch a feature flag on or off (admins; written to the audit log)',
        params: featureFlagParamsSchema,
        body: updateFeatureFlagBodySchema,
        response: { 200: backofficeFeatureFlagResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const updated = await flags.update(
        request.params.key,
        request.body.enabled,
        staff.userId,
        app.clock(),
        (tx, before, after) =>
          recordAudit(tx, request, {
            action: 'feature_flag.update',
            subjectType: 'feature_flag',
            before: { key: before.key, enabled: before.enabled },
            after: { key: after.key, enabled: after.enabled },
          }),
      );
      return { content: updated };
    },
  );
};
