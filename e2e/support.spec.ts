import type { Browser } from 'playwright-core';
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
import { createFounder, signIn } from './support/founder';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the support assistant, in Spanish', () => {
  it('answers by topic, offers a request when it cannot answer, takes it, and lists it as in process', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const founder = await createFounder(context.request);
    const page = await context.newPage();
    await signIn(page, founder.email);
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toContain(`/es/dashboard/${founder.companyId}/`);

    await page.getByRole('button', { name: /^(¿Necesitas ayuda\?|Abrir la ayuda de Lupita)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Lupita, tu asistente de Forja' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Constitución' }).click();
    await dialog.getByRole('button', { name: 'Proceso y tiempos' }).click();

    const input = dialog.getByRole('textbox', { name: 'Tu mensaje' });
    await input.fill('¿Cuánto tarda la constitución de mi empresa?');
    await input.press('Enter');
    await expect
      .poll(() => dialog.getByText(/Secretaría de Economía autorice/).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'support-answer-es-1280');

    await input.fill('¿Puedo pagar el trámite con bitcoins desde la luna?');
    await input.press('Enter');
    const createRequest = dialog.getByRole('button', { name: 'Crear solicitud' });
    await expect.poll(() => createRequest.isVisible(), { timeout: 15_000 }).toBe(true);
    await createRequest.click();
    await input.fill('Necesito hablar con alguien del equipo sobre formas de pago.');
    await input.press('Enter');
    await expect
      .poll(() => dialog.getByText(/Enviamos tu solicitud al equipo de Forja/).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await input.isDisabled()).toBe(true);

    await dialog.getByRole('tab', { name: 'Solicitudes' }).click();
    await expect.poll(() => dialog.getByText('En proceso').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'support-requests-es-1280');
    await context.close();
  });

  it('fits a phone', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const founder = await createFounder(context.request);
    const page = await context.newPage();
    await signIn(page, founder.email);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toContain('/dashboard/');
    await page.getByRole('button', { name: /^(¿Necesitas ayuda\?|Abrir la ayuda de Lupita)$/ }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Lupita, tu asistente de Forja' }).isVisible())
      .toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'support-open-es-375');
    await context.close();
  });
});
