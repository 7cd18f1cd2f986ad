import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalScroll,
  launchBrowser,
  newContext,
  screenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Analytics traffic: Forja's own event endpoint or any outside analytics host. */
const isAnalytics = (request: Request) =>
  request.url().includes('/api/v3/analytics/') ||
  /posthog|segment|google-analytics|hotjar/i.test(request.url());

describe('consent governs every analytic byte', () => {
  it('rejected on the banner: no analytic request, cookie or id while browsing', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP, { consent: 'pending' });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (request) => {
      if (isAnalytics(request)) seen.push(request.url());
    });
    await page.goto('/es');
    const banner = page.getByRole('region', { name: 'Cookies y medición' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'consent-banner-es-1280');
    // Pending: browsing sends nothing.
    await page.goto('/es/legal/terms');
    await page.waitForTimeout(3500);
    expect(seen).toEqual([]);

    await page.getByRole('button', { name: 'Rechazar' }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    await page.goto('/es/legal/privacy');
    await page.getByRole('link', { name: 'Términos y condiciones' }).first().click();
    await page.waitForTimeout(3500);
    expect(seen).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(() => Object.keys(window.localStorage));
    expect(stored).not.toContain('forja_analytics_id');
    await context.close();
  });

  it('accepted: page views and leaves with their route names reach Forja’s own analytics', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP, { consent: 'pending' });
    const page = await context.newPage();
    const batches: { events: { name: string; route_name: string | null; path: string | null }[] }[] = [];
    const stored: number[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/v3/analytics/events')) batches.push(request.postDataJSON() as never);
    });
    context.on('response', async (response) => {
      if (response.url().endsWith('/api/v3/analytics/events')) {
        stored.push(((await response.json()) as { content: { stored: number } }).content.stored);
      }
    });
    await page.goto('/es?utm_source=newsletter&utm_campaign=otono');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    // Through the app's own links, as a visitor moves: the footer's notice, then the terms.
    const footer = page.getByRole('navigation', { name: 'Documentos legales' });
    await footer.getByRole('link', { name: 'Aviso de privacidad' }).click();
    await page.waitForURL(/\/es\/legal\/privacy(\?|$)/);
    await page
      .getByRole('navigation', { name: 'Documentos legales' })
      .getByRole('link', { name: 'Términos y condiciones' })
      .click();
    await page.waitForURL(/\/es\/legal\/terms(\?|$)/);
    await expect.poll(() => stored.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(2);
    const events = batches.flatMap((batch) => batch.events);
    expect(events.map((event) => event.name)).toEqual(expect.arrayContaining(['page_view', 'page_leave']));
    // The campaign of the arrival stays in every path (the router puts the stored values back).
    const campaign = '?utm_source=newsletter&utm_campaign=otono';
    const terms = events.find((event) => event.name === 'page_view' && event.route_name === 'legal/terms');
    expect(terms?.path).toBe(`/es/legal/terms${campaign}`);
    const left = events.find((event) => event.name === 'page_leave' && event.route_name === 'legal/privacy');
    expect(left?.path).toBe(`/es/legal/privacy${campaign}`);
    await context.close();
  });

  it('the banner fits a phone', async () => {
    const context = await newContext(browser, baseUrl, PHONE, { consent: 'pending' });
    const page = await context.newPage();
    await page.goto('/es');
    await expect.poll(() => page.getByRole('region', { name: 'Cookies y medición' }).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'consent-banner-es-375');
    // Scrolled to the end, the page's last link or button lies above the banner, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const { lastBottom, bannerTop } = await page.evaluate(() => {
      const banner = document.querySelector('[aria-labelledby="consent-banner-title"]');
      const controls = [...document.querySelectorAll('a[href], button')].filter(
        (element) => !banner?.contains(element) && element.getBoundingClientRect().height > 0,
      );
      return {
        lastBottom: controls.at(-1)?.getBoundingClientRect().bottom ?? 0,
        bannerTop: banner?.getBoundingClientRect().top ?? 0,
      };
    });
    expect(lastBottom).toBeGreaterThan(0);
    expect(lastBottom).toBeLessThanOrEqual(bannerTop);
    await context.close();
  });

  it.each([
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const)('a toast never covers the banner (%s px)', async (width, viewport) => {
    const context = await newContext(browser, baseUrl, viewport, { consent: 'pending' });
    const page = await context.newPage();
    await page.goto('/es');
    const banner = page.getByRole('region', { name: 'Cookies y medición' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    // A failed sign-in shows an error toast while the banner is still unanswered.
    await page.getByLabel('Correo electrónico').fill('nadie@example.mx');
    await page.getByLabel('Contraseña').and(page.locator('input')).fill('una contraseña');
    await page.getByLabel('Contraseña').and(page.locator('input')).press('Enter');
    const toast = page.getByRole('alert').filter({ hasText: /\S/ }).first();
    await expect.poll(() => toast.isVisible()).toBe(true);
    // Its entrance over (Mantine slides it in), where it rests.
    await page.waitForTimeout(600);
    const [toastBox, bannerBox] = [await toast.boundingBox(), await banner.boundingBox()];
    expect(toastBox && bannerBox).toBeTruthy();
    const apart =
      toastBox!.y + toastBox!.height <= bannerBox!.y ||
      bannerBox!.y + bannerBox!.height <= toastBox!.y ||
      toastBox!.x + toastBox!.width <= bannerBox!.x ||
      bannerBox!.x + bannerBox!.width <= toastBox!.x;
    expect(apart, JSON.stringify({ toastBox, bannerBox })).toBe(true);
    // The banner's buttons still take their taps: nothing of the toast lies over them.
    for (const name of ['Rechazar', 'Aceptar']) {
      const button = banner.getByRole('button', { name, exact: true });
      const box = (await button.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(name);
    }
    await screenshot(page, `toast-above-consent-banner-es-${width}`);
    await context.close();
  });
});
