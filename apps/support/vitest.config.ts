import { defineProject } from 'vitest/config';

export default defineProject({
  // No test here mocks a module or changes a global: the files share a worker rather than each starting one.
  test: {
    name: 'support',
    include: ['src/**/*.test.ts', 'evaluation/**/*.test.ts'],
    isolate: false,
    // Indexing the knowledge (three languages, about 5 000 wordings) takes about a second on a loaded 2-core
    // machine, and a test that builds the app (or two, for a host) does it each time.
    testTimeout: 60_000,
  },
});
