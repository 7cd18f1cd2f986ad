import type { Browser, Page } from 'playwright-core';
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
import { signUpConsent } from './support/founder';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'Nopal-Azul-2026';
const NEW_PASSWORD = 'Mango-Verde-2027';

/** Opens the dev mailbox page for an address and answers the newest message's text. */
async function readNewestMail(page: Page, email: string, subject: RegExp): Promise<string> {
  await page.goto(`/es/dev/mailbox?to=${encodeURIComponent(email)}`);
  const article = page.getByRole('article').filter({ hasText: subject }).first();
  await expect.poll(() => article.isVisible()).toBe(true);
  await expectAccessible(page);
  return (await article.textContent()) ?? '';
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('an account, end to end in Spanish', () => {
  it('signs up, confirms by e-mailed code, signs out and in, and recovers the password', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    const email = `ana.${Date.now()}@example.mx`;

    // Sign-up (the registration wizard's last step calls this same endpoint).
    const signUp = await page.request.post('/api/v3/user/register', {
      headers: { 'x-language': 'es' },
      data: {
        ...(await signUpConsent(page.request)),
        email,
        password: PASSWORD,
        first_names: 'Ana',
        last_names: 'López',
        phone: '5512345678',
        phone_country_code: '52',
        language: 'es',
      },
    });
    expect(signUp.status()).toBe(200);

    // Signing in while unconfirmed lands on VerifyAccount.
    await page.goto('/es');
    await signIn(page, email, PASSWORD);
    await expectPath(page, '/es/verify_account');
    await expect.poll(() => page.getByRole('heading', { name: 'Confirma tu correo' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'verify-account-es-1280');

    // An unconfirmed user is confined to VerifyAccount.
    await page.goto('/es/companies');
    await expectPath(page, '/es/verify_account');

    // The code arrives in the dev mailbox.
    const mail = await readNewestMail(page, email, /código/i);
    const code = /\b(\d{6})\b/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await screenshot(page, 'dev-mailbox-es-1280');

    await page.goto('/es/verify_account');
    await page.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type(code ?? '');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expectPath(page, '/es/companies');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Aún no tienes empresas' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'companies-empty-es-1280');

    // A confirmed user opening VerifyAccount goes on.
    await page.goto('/es/verify_account');
    await expectPath(page, '/es/companies');

    // Sign out from the account menu, then back in.
    await page.getByRole('button', { name: 'Menú de tu cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expectPath(page, '/es');
    await page.goto('/es/account');
    await expectPath(page, '/es');
    await signIn(page, email, PASSWORD);
    await expectPath(page, '/es/companies');

    await page.goto('/es/account');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Mi cuenta', exact: true }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'account-es-1280');
    await page.getByRole('button', { name: 'Menú de tu cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expectPath(page, '/es');

    // Recover the password through the e-mailed link.
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expectPath(page, '/es/auth/recover_password');
    await expectAccessible(page);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => page.getByText('Revisa tu correo').isVisible()).toBe(true);

    await readNewestMail(page, email, /contraseña/i);
    await page
      .getByRole('article')
      .filter({ hasText: /contraseña/i })
      .first()
      .getByRole('link')
      .first()
      .click();
    await expectPath(page, '/es/auth/new_password');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Crea una contraseña nueva' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.getByLabel('Contraseña nueva').fill(NEW_PASSWORD);
    await page.getByLabel('Repite la contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expectPath(page, '/es');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);

    await signIn(page, email, PASSWORD);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos' }).count())
      .toBeGreaterThan(0);
    await page.getByLabel('Contraseña').and(page.locator('input')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectPath(page, '/es/companies');
    await context.close();
  });

  it('fits a phone: verify, recover and new-password screens', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    for (const [path, name] of [
      ['/es/auth/recover_password', 'recover-password-es-375'],
      ['/en/auth/new_password?token=x&email=ana%40example.mx', 'new-password-en-375'],
      ['/zh_cn/auth/recover_password', 'recover-password-zh_cn-375'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, name);
    }
    await context.close();
  });
});
