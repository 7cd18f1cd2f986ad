import { request, type Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, expectPath, screenshot } from './support/browser';
import { test } from './support/fixtures';
import { createConfirmedAccount, PASSWORD } from './support/founder';

/**
 * The pages a signed-out visitor starts on come prerendered (scripts/prerender.mjs): the browser paints them from
 * the HTML before any of the app's JavaScript runs, then the app takes them over.
 */
const PAGES = [
  { path: '/es', lang: 'es', heading: 'Inicia sesión', title: 'Inicia sesión · Forja' },
  { path: '/en', lang: 'en', heading: 'Sign in', title: 'Sign in · Forja' },
  { path: '/zh_cn', lang: 'zh-CN', heading: '登录', title: '登录 · Forja' },
  {
    path: '/es/register',
    lang: 'es',
    heading: '¿Quieres que Forja sea el representante legal de tu empresa?',
    title: 'Representación · Forja',
  },
  {
    path: '/en/register',
    lang: 'en',
    heading: "Would you like Forja to be your company's legal representative?",
    title: 'Representation · Forja',
  },
  {
    path: '/zh_cn/register',
    lang: 'zh-CN',
    heading: '您希望由 Forja 担任公司的法定代表人吗？',
    title: '法定代表 · Forja',
  },
];

/** Holds the app's script until `release()`: the page stays as the HTML painted it. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app has taken the prerendered page over (#root no longer names the page it came with). */
async function expectAppRunning(page: Page): Promise<void> {
  await expect.poll(() => page.locator('#root').getAttribute('data-prerendered')).toBeNull();
}

/** The console's errors and the page's uncaught ones, from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser reports an API's error answers (a failed sign-in's 401, the staff check's 404): not the app's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('the prerendered first pages', () => {
  test('are painted from the HTML, without JavaScript, in each language', async ({ browser, baseUrl }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const { path, lang, heading, title } of PAGES) {
        await page.goto(path);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.title()).toBe(title);
      }
      await page.goto('/es');
      await screenshot(page, `prerendered-login-es-${viewport.width}`);
      await page.goto('/es/register');
      await screenshot(page, `prerendered-options-es-${viewport.width}`);
      await context.close();
    }
  });

  test('are taken over by the app without an error, as accessible as before', async ({ newContext }) => {
    const context = await newContext(PHONE, { consent: 'pending' });
    const page = await context.newPage();
    const errors = errorsOf(page);
    for (const path of ['/es', '/es/register']) {
      await page.goto(path);
      const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
      await expectAppRunning(page);
      // Hydrated: the painted heading is the app's.
      expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
      await expectAccessible(page);
    }
    expect(errors).toEqual([]);
  });

  test('keep what the visitor typed and sent before the app ran, and sign them in', async ({
    newContext,
    baseUrl,
  }) => {
    const api = await request.newContext({ baseURL: baseUrl });
    const { email } = await createConfirmedAccount(api);
    await api.dispose();
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const release = await holdApp(page);
    await page.goto('/es');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').and(page.locator('input')).fill(PASSWORD);
    await page.keyboard.press('Enter');
    // Held, not posted: the page is still the one painted.
    expect(new URL(page.url()).pathname).toBe('/es');
    release();
    await expectPath(page, '/es/companies');
    expect(errors).toEqual([]);
  });

  test('send a signed-in visitor on, as before', async ({ newContext, founder }) => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto('/es/legal/privacy');
    await page.evaluate((token) => window.localStorage.setItem('access_token', token), founder.accessToken);
    await page.goto('/es');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/es');
    await expect.poll(() => page.getByRole('heading', { name: 'Inicia sesión' }).count()).toBe(0);
  });
});
