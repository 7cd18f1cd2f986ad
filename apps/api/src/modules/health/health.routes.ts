import { HEALTH_PATH, getHealthResponseSchema } from '@forja/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and the database in use',
        response: { 200: getHealthResponseSchema },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { content: { status: 'ok' as const, database: app.database.kind } };
    },
  );
};
