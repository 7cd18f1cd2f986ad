import {
  ANALYTICS_EVENTS_PATH,
  BACKOFFICE_ANALYTICS_FUNNEL_PATH,
  analyticsBatchResponseSchema,
  analyticsBatchSchema,
  analyticsFunnelQuerySchema,
  analyticsFunnelResponseSchema,
  errorResponseSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { bearerToken } from '../auth/authenticate';

/** Batches per browser address and minute: the client sends one every 3 s at most, with room for bursts. */
const BATCHES_PER_MINUTE = { limit: 60, windowMs: 60_000 };

const errors = { 400: errorResponseSchema, 413: errorResponseSchema, 429: errorResponseSchema };

/** `POST analytics/events`: a consenting browser's batch of usage events (the `local` analytics provider). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimiter = app.services.rateLimiter;

  app.post(
    `/${ANALYTICS_EVENTS_PATH}`,
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['analytics'],
        summary:
          'A batch of usage events from a browser that granted the analytics consent (others are dropped unread)',
        body: analyticsBatchSchema,
        response: { 200: analyticsBatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const now = app.clock();
      const allowed = await rateLimiter.hit(`analytics:ip:${request.ip}`, BATCHES_PER_MINUTE, now);
      if (!allowed.allowed) throw new AppError(429, 'too_many_requests');
      // A valid Bearer token names the user; a missing or stale one leaves the batch anonymous.
      const token = bearerToken(request);
      const claims = token ? await app.accessTokens.verify(token, now) : null;
      const userId = claims && claims !== 'expired' ? claims.userId : null;
      return { content: { stored: await app.services.analytics.ingest(request.body, userId) } };
    },
  );
};

/** `GET backoffice/analytics/funnel` (staff: registered under the back office's prefix and guard). */
export const analyticsBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${BACKOFFICE_ANALYTICS_FUNNEL_PATH}`,
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'The funnel of product events by week (optionally one campaign), with the median time between steps',
        querystring: analyticsFunnelQuerySchema,
        response: { 200: analyticsFunnelResponseSchema },
      },
    },
    async (request) => ({
      content: await app.services.analytics.funnel(request.query.weeks, request.query.campaign || undefined),
    }),
  );
};
