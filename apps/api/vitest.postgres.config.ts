import { defineProject } from 'vitest/config';
import { databaseTestFiles, PGLITE_ONLY_TEST_FILES } from './src/test/database-test-files';

export default defineProject({
  test: {
    name: 'api (postgres)',
    // The files that reach a database: the rest (templates, PDFs, providers) run the same on either one, and
    // the PGlite run has them.
    include: databaseTestFiles(`${import.meta.dirname}/src`).map((file) => `src/${file}`),
    // The embedded database's own file tests mean nothing on PostgreSQL.
    exclude: PGLITE_ONLY_TEST_FILES,
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/password-hashing-cost.ts', './src/test/postgres-statement-order.ts'],
    env: { FORJA_TEST_DB: 'postgres' },
    // As for PGlite: one database per file, the app's modules loaded once per worker.
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
