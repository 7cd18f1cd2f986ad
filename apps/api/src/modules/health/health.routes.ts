import {
  HEALTH_LIVE_PATH,
  HEALTH_PATH,
  HEALTH_READY_PATH,
  READINESS_CHECKS,
  getHealthResponseSchema,
  getReadinessResponseSchema,
  type DatabaseKind,
  type GetLivenessResponse,
  type GetReadinessResponse,
  type ReadinessCheck,
} from '@forja/contracts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appliedMigrationCount, committedMigrationCount } from '../../db/database';
import { REQUEST_ID_HEADER } from '../../http/request-id';

/** The liveness answer never changes: written once, sent as bytes. */
const LIVE_BODY = JSON.stringify({ content: { status: 'ok' } } satisfies GetLivenessResponse);

/** How long one readiness check may take before it counts as failed: readiness never hangs. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

/**
 * Whether the process is shutting down. Once `draining` (a stop signal came), readiness answers 503
 * `shutting_down`, so a load balancer stops sending, and every answer closes its connection.
 */
export type Drain = { draining: boolean };

/** Any other request's answer while the process shuts down. */
const UNAVAILABLE_BODY = JSON.stringify({ message: ['service_unavailable'] });

/** The readiness answer of a process that is shutting down. */
function drainingBody(database: DatabaseKind): string {
  return JSON.stringify({
    content: { status: 'unavailable', database, failed: ['shutting_down'] },
  } satisfies GetReadinessResponse);
}

/**
 * The HTTP server, answering liveness itself before Fastify's routing, hooks and logging: a probe that may
 * come every second from every load balancer costs next to nothing, and still proves the event loop turns.
 * While the process drains it turns new requests away itself (503 `service_unavailable`, readiness 503
 * `shutting_down`) in the API's envelope, where Fastify, closing, would answer its own bare 503. Every other
 * request goes to Fastify. (Under `inject`, which has no server, the routes below answer.)
 */
export function serverAnsweringHealth(
  drain: Drain,
  database: DatabaseKind,
  requestId: (request: IncomingMessage) => string,
) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void) =>
    createServer((request, response) => {
      const probe = request.method === 'GET' || request.method === 'HEAD';
      if (probe && request.url === HEALTH_LIVE_PATH) {
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(LIVE_BODY),
          'cache-control': 'no-store',
          [REQUEST_ID_HEADER]: requestId(request),
        });
        response.end(request.method === 'HEAD' ? undefined : LIVE_BODY);
        return;
      }
      if (drain.draining) {
        // A request that arrives while the process drains (on a connection kept alive from before) is turned
        // away with the connection closed, so the client or the proxy tries another process; readiness says why.
        const ready = probe && request.url === HEALTH_READY_PATH;
        const body = ready ? drainingBody(database) : UNAVAILABLE_BODY;
        response.writeHead(503, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'cache-control': 'no-store',
          connection: 'close',
          [REQUEST_ID_HEADER]: requestId(request),
        });
        response.end(request.method === 'HEAD' ? undefined : body);
        return;
      }
      handler(request, response);
    });
}

/** Resolves when `check` does within READINESS_CHECK_TIMEOUT_MS; rejects when it fails or takes longer. */
async function withinTimeout(check: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when the check passes in time. */
const passes = (check: () => Promise<unknown>): Promise<boolean> =>
  withinTimeout(check).then(
    () => true,
    () => false,
  );

/**
 * Health for load balancers and people: liveness (the process answers, nothing else touched, not logged),
 * readiness (the database answers and carries every committed migration, the file storage, Redis when configured
 * and the job queue answer, and the process is not shutting down), and the original combined check.
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

  /** The checks that fail now, in READINESS_CHECKS order; they run side by side, each within its timeout. */
  async function failedChecks(): Promise<ReadinessCheck[]> {
    if (app.drain.draining) return ['shutting_down'];
    const { storage, redis } = app.services;
    const databaseAnswers = passes(() => app.database.db.execute(sql`select 1`));
    // The migrations and the queue are read only from a database that answers (else only `database` fails).
    const afterDatabase = (check: () => Promise<unknown>) =>
      databaseAnswers.then((up) => (up ? passes(check) : true));
    const results: Record<Exclude<ReadinessCheck, 'shutting_down'>, Promise<boolean>> = {
      database: databaseAnswers,
      migrations: afterDatabase(async () => {
        if ((await appliedMigrationCount(app.database)) < committed) throw new Error('migrations pending');
      }),
      storage: passes(() => storage.check()),
      redis: redis ? passes(() => redis.ping()) : Promise.resolve(true),
      queue: afterDatabase(() => app.database.db.execute(sql`select 1 from jobs limit 1`)),
    };
    const failed: ReadinessCheck[] = [];
    for (const name of READINESS_CHECKS) {
      if (name !== 'shutting_down' && !(await results[name])) failed.push(name);
    }
    return failed;
  }

  app.get(
    HEALTH_READY_PATH,
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary:
          'Readiness: the database, its migrations, the file storage, Redis (when configured) and the job queue ' +
          'answer, and the process is not shutting down',
        response: { 200: getReadinessResponseSchema, 503: getReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const failed = await failedChecks();
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
