import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace. The API suite runs on PGlite, and a second time on
// PostgreSQL when TEST_DATABASE_URL is set.
const projects = ['packages/domain', 'packages/contracts', 'apps/web', 'apps/api/vitest.config.ts'];
if (process.env.TEST_DATABASE_URL) projects.push('apps/api/vitest.postgres.config.ts');

export default defineConfig({
  test: {
    projects,
  },
});
