import { strFromU8, unzipSync } from 'fflate';
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
import { PASSWORD, createConfirmedAccount, signIn } from './support/founder';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('my data, in the running product (ARCO self-service)', () => {
  it('switches an optional purpose on and off, downloads a zip of my data, deletes the account and is refused sign-in', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    const { email } = await createConfirmedAccount(page.request);
    await signIn(page, email);
    await page.waitForURL((url) => !url.pathname.endsWith('/es'), { timeout: 15_000 });
    await page.goto('/es/account');
    const myData = page.getByRole('region', { name: 'Mis datos', exact: true });
    await expect.poll(() => myData.isVisible()).toBe(true);

    // Opposition: an optional purpose switched on, then off, each recorded at once.
    const surveys = page.getByRole('switch', { name: 'Encuestas de satisfacción' });
    await expect.poll(() => surveys.isEnabled()).toBe(true);
    expect(await surveys.isChecked()).toBe(false);
    await surveys.click();
    await expect
      .poll(() => page.getByText('Listo: Encuestas de satisfacción activado.').isVisible())
      .toBe(true);
    await expect.poll(() => surveys.isEnabled()).toBe(true);
    expect(await surveys.isChecked()).toBe(true);
    await surveys.click();
    await expect
      .poll(() => page.getByText('Listo: Encuestas de satisfacción desactivado.').isVisible())
      .toBe(true);
    const consents = await page.evaluate(async () => {
      const token = window.localStorage.getItem('access_token');
      const response = await fetch('/api/v3/consents/me', { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { content: { purposes: { purpose: string; granted: boolean }[] } })
        .content;
    });
    expect(consents.purposes.find((entry) => entry.purpose === 'surveys')?.granted).toBe(false);

    // Access: the copy is prepared by a job, with its progress, and downloaded as a zip.
    await page.getByRole('button', { name: 'Preparar mi copia' }).click();
    const download = page.getByRole('link', { name: 'Descargar (.zip)' });
    await expect.poll(() => download.isVisible(), { timeout: 20_000 }).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'account-my-data-es-1280');
    const href = await download.getAttribute('href');
    const zip = await page.request.get(href ?? '');
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.body()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['account.json', 'companies.json', 'consents.json', 'partner_records.json']),
    );
    const account = JSON.parse(strFromU8(files['account.json'] ?? new Uint8Array())) as Record<
      string,
      unknown
    >;
    expect(account.email).toBe(email);
    expect(account).not.toHaveProperty('password_hash');
    const recorded = JSON.parse(strFromU8(files['consents.json'] ?? new Uint8Array())) as {
      purpose: string;
      granted: boolean;
    }[];
    expect(recorded.filter((row) => row.purpose === 'surveys').map((row) => row.granted)).toEqual([
      true,
      false,
    ]);

    // Cancellation: the dialog says what happens and asks for the password and a confirmation.
    await page.getByRole('button', { name: 'Borrar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Borrar mi cuenta' });
    await expect.poll(() => dialog.getByText(/Tu cuenta se bloquea en este momento/).isVisible()).toBe(true);
    expect(await dialog.getByText(/facturas de lo que pagaste: 5 años/).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'account-delete-dialog-es-1280');
    const confirm = dialog.getByRole('button', { name: 'Borrar mi cuenta' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Tu contraseña actual').fill('Clave-Equivocada-1');
    await dialog.getByRole('checkbox', { name: 'Entiendo que no se puede deshacer.' }).check();
    await confirm.click();
    await expect.poll(() => dialog.getByText('La contraseña actual no es correcta.').isVisible()).toBe(true);
    await dialog.getByLabel('Tu contraseña actual').fill(PASSWORD);
    await confirm.click();
    await expectPath(page, '/es');

    // Signing in again is refused, with the reason.
    await signIn(page, email);
    await expect
      .poll(() => page.getByText(/Esta cuenta fue cancelada a petición de su titular/).isVisible())
      .toBe(true);
    await context.close();
  });

  it('fits a phone', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    const { email } = await createConfirmedAccount(page.request);
    await signIn(page, email);
    await page.waitForURL((url) => !url.pathname.endsWith('/es'), { timeout: 15_000 });
    await page.goto('/es/account');
    await expect.poll(() => page.getByRole('button', { name: 'Preparar mi copia' }).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'account-my-data-es-375');
    await context.close();
  });
});
