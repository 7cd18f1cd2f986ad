import {
  HEALTH_LIVE_PATH,
  HEALTH_PATH,
  HEALTH_READY_PATH,
  getHealthResponseSchema,
  getReadinessResponseSchema,
  type GetLivenessResponse,
  type ReadinessCheck,
} from '@forja/contracts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appliedMigrationCount, committedMigrationCount } from '../../db/database';

/** The liveness answer never changes: written once, sent as bytes. */
const LIVE_BODY = JSON.stringify({ content: { status: 'ok' } } satisfies GetLivenessResponse);

/**
 * The HTTP server, answering liveness itself before Fastify's routing, hooks and logging: a probe that may
 * come every second from every load balancer costs next to nothing, and still proves the event loop turns.
 * Every other request goes to Fastify. (Under `inject`, which has no server, the route below answers.)
 */
export function serverAnsweringLiveness(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
) {
  return createServer((request, response) => {
    if (request.url === HEALTH_LIVE_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(LIVE_BODY),
        'cache-control': 'no-store',
      });
      response.end(request.method === 'HEAD' ? undefined : LIVE_BODY);
      return;
    }
    handler(request, response);
  });
}

/**
 * Health for load balancers and people: liveness (the process answers, nothing else touched, not logged),
 * readiness (the database answers and carries every committed migration), and the original combined check.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const committed = committedMigrationCount();

  app.get(
    HEALTH_LIVE_PATH,
    {
      logLevel: 'silent',
      // The body is constant and sent as written (getLivenessResponseSchema describes it).
      schema: { tags: ['system'], summary: 'Liveness: the process answers (no database)' },
    },
    (_request, reply) => {
      void reply.type('application/json; charset=utf-8').send(LIVE_BODY);
    },
  );

  app.get(
    HEALTH_READY_PATH,
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and every migration is applied',
        response: { 200: getReadinessResponseSchema, 503: getReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const failed: ReadinessCheck[] = [];
      try {
        await app.database.db.execute(sql`select 1`);
        if ((await appliedMigrationCount(app.database)) < committed) failed.push('migrations');
      } catch {
        failed.push('database');
      }
      const body = {
        content: {
          status: failed.length === 0 ? ('ok' as const) : ('unavailable' as const),
          database: app.database.kind,
          failed,
        },
      };
      return reply.status(failed.length === 0 ? 200 : 503).send(body);
    },
  );

  app.get(
    HEALTH_PATH,
    {
      schema: {
        tags: ['system'],
        summary: 'The process and the database in use (see also live and ready)',
        response: { 200: getHealthResponseSchema },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { content: { status: 'ok' as const, database: app.database.kind } };
    },
  );
};
