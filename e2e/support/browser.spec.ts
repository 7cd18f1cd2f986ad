import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser';

// The accessibility check every journey runs: what fails it, and what it leaves alone. The pages are served from
// an address of their own (routed in the browser), as Forja's are: frames are read only from a real origin.
describe('expectAccessible', () => {
  let browser: Browser;
  let page: Page;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.route('http://forja.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: pages.get(new URL(route.request().url()).pathname) ?? '',
      }),
    );
  });
  afterAll(() => browser?.close());

  async function show(body: string, frames: Record<string, string> = {}) {
    const html = (content: string) =>
      `<!doctype html><html lang="es"><head><title>Prueba</title></head><body>${content}</body></html>`;
    pages.set('/', html(body));
    for (const [path, content] of Object.entries(frames)) pages.set(path, html(content));
    await page.goto('http://forja.test/');
  }

  /** The violations the check failed on, as it lists them. */
  const violations = (check: Promise<void>) =>
    check.then(
      () => [],
      (error: { actual?: unknown }) => error.actual as string[],
    );

  it('fails on a critical violation (a button without a name) and a serious one (pale grey text on white)', async () => {
    await show(
      '<main><h1>Prueba</h1><button></button><p style="color:#ccc;background:#fff">Texto tenue</p></main>',
    );
    const found = await violations(expectAccessible(page));
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'button-name (critical)',
      'color-contrast (serious)',
    ]);
  });

  it('reads the frames inside the page', async () => {
    await show('<main><h1>Prueba</h1><iframe title="Formulario" src="/form"></iframe></main>', {
      '/form': '<main><button></button></main>',
    });
    const found = await violations(expectAccessible(page));
    expect(found).toEqual([expect.stringMatching(/^button-name \(critical\).*iframe.*button/)]);
  });

  it('passes a page whose only findings are moderate or minor (text outside landmarks, headings out of order)', async () => {
    await show('<p>Fuera de toda región</p><main><h1>Uno</h1><h4>Cuatro</h4><h2></h2></main>');
    await expectAccessible(page);
  });
});
