import { beforeEach } from 'vitest';
import { screenshotOpenPages } from './browser';

// A journey gets one more try (vitest.config.ts), and when the second passes the run shows only "(retry x1)":
// what went wrong the first time would be lost. Each failed attempt prints its error and leaves a screenshot of
// every page still open in e2e/.artifacts, named after the journey and the attempt.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const name = `failed-${task.file.name.replace(/\.spec\.ts$/, '')}-${slug(task.name)}-attempt-${attempt}`;
    const pages = await screenshotOpenPages(name);
    const errors = (task.result?.errors ?? []).map((error) => error.stack ?? error.message);
    console.error(
      [`Attempt ${attempt} of "${task.name}" failed:`, ...errors, 'Open pages:', ...pages].join('\n'),
    );
  });
});

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}
