import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api (postgres)',
    include: ['src/**/*.test.ts'],
    // The embedded database's own file tests mean nothing on PostgreSQL.
    exclude: ['src/db/pglite.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/postgres-statement-order.ts'],
    env: { FORJA_TEST_DB: 'postgres' },
    // As for PGlite: one database per file, the app's modules loaded once per worker.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
