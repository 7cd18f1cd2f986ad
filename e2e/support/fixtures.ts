import { request, type BrowserContext } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { DESKTOP, launchBrowser, newContext } from './browser';
import { createFounder, type FounderOptions } from './founder';

type Viewport = typeof DESKTOP;
type ContextOptions = NonNullable<Parameters<typeof newContext>[3]>;

/**
 * The journeys' fixtures (Playwright's test.extend, as epic-stack's tests/playwright-utils.ts uses it, in
 * Vitest). A test names the ones it needs:
 * - `baseUrl`: the server, the one global-setup.ts starts for every journey (a file that needs its own
 *   replaces it with `test.override('baseUrl', { scope: 'file' }, …)`);
 * - `browser`: one Chromium per file, launched with `browserArgs` (none unless the file overrides them);
 * - `newContext(viewport, options)`: a fresh browser context on the server (browser.ts newContext), closed
 *   when the test ends;
 * - `founder`: a confirmed founder with a company, made through the API as `founderOptions` say (a file
 *   overrides them with `test.override('founderOptions', …)`).
 */
export const test = base
  .extend('baseUrl', { scope: 'file' }, () => inject('baseUrl'))
  .extend('browserArgs', { scope: 'file' }, (): string[] => [])
  .extend('browser', { scope: 'file' }, async ({ browserArgs }, { onCleanup }) => {
    const browser = await launchBrowser(browserArgs);
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('newContext', ({ browser, baseUrl }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      await Promise.all(contexts.map((context) => context.close()));
    });
    return async (viewport: Viewport = DESKTOP, options: ContextOptions = {}): Promise<BrowserContext> => {
      const context = await newContext(browser, baseUrl, viewport, options);
      contexts.push(context);
      return context;
    };
  })
  .extend('founderOptions', {} as FounderOptions)
  .extend('founder', async ({ baseUrl, founderOptions }, { onCleanup }) => {
    const api = await request.newContext({ baseURL: baseUrl });
    onCleanup(() => api.dispose());
    return createFounder(api, founderOptions);
  });
