import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalScroll,
  expectPath,
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

describe('first visit', () => {
  it('goes from / to the Spanish login, then switches to English', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    await expectPath(page, '/es');
    await expect.poll(() => page.getByRole('heading', { name: 'Inicia sesión' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Correo electrónico').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.title()).toBe('Inicia sesión · Forja');
    await expectAccessible(page);
    await screenshot(page, 'login-es-1280');

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expectPath(page, '/en');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    await expectAccessible(page);

    // The choice is remembered: a bare path now lands in English.
    await page.goto('/companies');
    await expectPath(page, '/en');
    await context.close();
  });

  it('normalises Chinese URLs and renders Chinese on a phone', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    await page.goto('/zh-CN');
    await expectPath(page, '/zh_cn');
    await expect.poll(() => page.getByRole('heading', { name: '登录' }).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'login-zh_cn-375');
    await context.close();
  });

  it('tells the user, in their language, when sign-in fails', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    await page.goto('/es');
    await page.getByLabel('Correo electrónico').fill('ana@example.mx');
    await page.getByLabel('Contraseña').and(page.locator('input')).fill('una contraseña');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const toast = page.getByRole('alert');
    await expect.poll(() => toast.first().textContent()).toMatch(/\S/);
    await screenshot(page, 'login-error-es-375');
    await context.close();
  });
});
