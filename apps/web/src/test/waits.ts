/**
 * How long a test waits for what it expects to appear: Testing Library's waits (test/setup.ts) and vi.waitFor,
 * whose own default of one second is short on CI's loaded two cores. A wait ends as soon as its check passes.
 */
export const WAIT_MS = 15_000;
export const WAIT = { timeout: WAIT_MS };
