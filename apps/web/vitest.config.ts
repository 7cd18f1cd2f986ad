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
    // transforms that page's modules, which with both cores busy can take longer than the default 5 s.
    testTimeout: 15_000,
  },
});
