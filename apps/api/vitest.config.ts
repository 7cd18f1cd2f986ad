import { defineProject } from 'vitest/config';
import { POSTGRES_ONLY_TEST_FILES } from './src/test/database-test-files';

export default defineProject({
  test: {
    name: 'api (pglite)',
    include: ['src/**/*.test.ts'],
    // Backups with pg_dump and migrations raced by several processes need a PostgreSQL server.
    exclude: POSTGRES_ONLY_TEST_FILES,
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/password-hashing-cost.ts'],
    env: { FORJA_TEST_DB: 'pglite' },
    // A worker runs file after file: each file still builds its own app on its own copy of the database
    // (createTestApp), but the app's modules are loaded once per worker instead of once per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
