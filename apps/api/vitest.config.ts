import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api (pglite)',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    env: { FORJA_TEST_DB: 'pglite' },
    // A worker runs file after file: each file still builds its own app on its own copy of the database
    // (createTestApp), but the app's modules are loaded once per worker instead of once per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
