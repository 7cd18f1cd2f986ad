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
    // Worker threads, not child processes: four of the suite's files, minutes apart on CI's two cores, took 42 s
    // of CPU in 59 s against 52 s in 82 s (the web suite's files, measured the same way, gained nothing).
    pool: 'threads',
    // To end a test that hangs, not one that is slow: CI runs the suites beside the lint and the browser
    // journeys on two cores, on machines up to 1.6 times slower from one day to the next.
    testTimeout: 60_000,
    // expect.poll's own default of one second is short there too.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
  },
});
