import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace. The API suite runs on PGlite, and a second time on
// PostgreSQL when TEST_DATABASE_URL is set.
const projects = [
  'packages/domain',
  'packages/contracts',
  'apps/web',
  'apps/api/vitest.config.ts',
  'apps/support',
];
if (process.env.TEST_DATABASE_URL) projects.push('apps/api/vitest.postgres.config.ts');

export default defineConfig({
  test: {
    projects,
    // Vitest's default is one worker fewer than the CPUs: on CI's two cores that is a single worker, and
    // the second core sits idle while a file waits on PostgreSQL, PGlite, argon2 or a timer.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The domain's rules are held to a coverage floor by their own tests: CI fails below it. `npm run test:unit`
    // measures coverage on the domain's run only; V8's coverage costs the other projects about a tenth of their
    // time for files it never reports.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: [
        'packages/domain/src/**/*.test.ts',
        'packages/domain/src/index.ts',
        'packages/domain/src/testing/**',
      ],
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
    },
  },
});
