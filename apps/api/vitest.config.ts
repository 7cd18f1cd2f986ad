import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api (pglite)',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    env: { FORJA_TEST_DB: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
