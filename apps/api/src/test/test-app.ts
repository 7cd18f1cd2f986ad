import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  services: () => FastifyInstance['services'];
  close: () => Promise<void>;
};

/** The whole app on a fresh test database, ready for `app.inject` (silent unless a test passes a logger). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: join(tmpdir(), 'forja-test-data'),
    WEB_DIST: join(tmpdir(), 'forja-test-no-web-build'),
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    EMAIL_CHECKS: 'disposable',
    ...overrides,
  });
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    services: () => app.services,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-22T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}
