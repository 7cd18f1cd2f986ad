import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A new worker and jsdom for every file cost more than most files' tests: files share them, and
    // fresh-file.ts gives each file the fresh modules, DOM and globals a worker of its own would have.
    isolate: false,
    setupFiles: ['./src/test/fresh-file.ts', './src/test/setup.ts'],
    // Routes load their pages lazily, as in the browser: the first test of a file that opens a page also
    // transforms that page's modules. CI runs this suite beside the lint and the browser journeys on two cores,
    // on machines up to 1.6 times slower from one day to the next: a test that takes 8 s alone has taken more
    // than twice that there. A timeout is there to end a test that hangs, not one that is slow, so files set
    // none of their own; Testing Library's waits get 15 s the same way (test/setup.ts).
    testTimeout: 60_000,
  },
});
