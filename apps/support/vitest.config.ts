import { defineProject } from 'vitest/config';

export default defineProject({
  // No test here mocks a module or changes a global: the files share a worker rather than each starting one.
  test: { name: 'support', include: ['src/**/*.test.ts', 'evaluation/**/*.test.ts'], isolate: false },
});
