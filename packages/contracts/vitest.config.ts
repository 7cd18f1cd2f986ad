import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions: the files share a worker rather than each starting one.
  test: { name: 'contracts', include: ['src/**/*.test.ts'], isolate: false },
});
