import { defineConfig } from 'vitest/config';

// Browser journeys: real Chromium against the production build served by the real server.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failed-attempts.ts'],
    // To end a journey that hangs, not one that is slow: beside the unit suites and the lint on CI's two cores, a
    // journey of 50 s alone has taken more than 90 s.
    testTimeout: 180_000,
    // A journey waits on a real server beside the unit suites and the lint: a sign-in's password check runs on a
    // low-priority thread (apps/api/src/modules/auth/passwords.ts) and took over a second there, past
    // `expect.poll`'s default of one. Every poll waits up to 15 s unless it says otherwise.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 180_000,
    // One journey at a time: measured two at a time on CI's two cores, the run took as long (7.5 min) and
    // journeys timed out waiting on each other.
    fileParallelism: false,
    // A journey very rarely fails once on this 2-core machine under CI's load and passes at once after (seen in
    // the signing, commissary, accounts and back-office journeys, never twice in a row): it gets one more try, so
    // such a failure costs minutes instead of the whole run. A journey that fails twice still fails, and every
    // failed attempt leaves its error and screenshots (support/failed-attempts.ts) so its cause can be found.
    retry: 1,
  },
});
