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

/** What a user reads and types in the widget, per interface language. */
const WIDGET = {
  es: {
    launcher: /^(¿Necesitas ayuda\?|Abrir la ayuda de Lupita)$/,
    dialog: 'Lupita, tu asistente de Forja',
    topic: 'Constitución',
    subtopic: 'Proceso y tiempos',
    input: 'Tu mensaje',
    price: { ask: '¿cuánto cuesta?', says: '$12,500 MXN más IVA ($14,500 MXN con IVA)' },
    ownCase: 'me rechazaron mi comprobante de domicilio, ¿por qué?',
    createRequest: 'Crear solicitud',
  },
  en: {
    launcher: /^(Need help\?|Open help from Lupita)$/,
    dialog: 'Lupita, your Forja assistant',
    topic: 'Incorporation',
    subtopic: 'Process and timing',
    input: 'Your message',
    price: { ask: 'how much does it cost?', says: '$12,500 MXN plus IVA ($14,500 MXN with IVA)' },
    ownCase: 'the notary cancelled our appointment yesterday, can you book us another one?',
    createRequest: 'Create request',
  },
  zh_cn: {
    launcher: /^(需要帮助？|打开 Lupita 的帮助)$/,
    dialog: 'Lupita，您的 Forja 助手',
    topic: '公司设立',
    subtopic: '流程和时间',
    input: '您的消息',
    price: { ask: '注册公司多少钱？', says: '$12,500 MXN（不含增值税 IVA；含税 $14,500 MXN）' },
    ownCase: '我的地址证明被拒了，为什么？',
    createRequest: '创建请求',
  },
} as const;

describe.each(['es', 'en', 'zh_cn'] as const)('the support assistant in %s', (language) => {
  const texts = WIDGET[language];

  it("answers in the user's language with the catalogue's prices, shows the company's next step, and hands the user's own case to a person", async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const founder = await createFounder(context.request);
    const page = await context.newPage();
    await signIn(page, founder.email);
    await expect.poll(() => new URL(page.url()).pathname).toContain(`/es/dashboard/${founder.companyId}/`);
    if (language !== 'es') {
      await page.goto(new URL(page.url()).pathname.replace(/^\/es\//, `/${language}/`));
    }

    await page.getByRole('button', { name: texts.launcher }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: texts.topic }).click();
    await dialog.getByRole('button', { name: texts.subtopic }).click();
    const input = dialog.getByRole('textbox', { name: texts.input });
    const createRequest = dialog.getByRole('button', { name: texts.createRequest });

    await input.fill(texts.price.ask);
    await input.press('Enter');
    await expect.poll(() => dialog.getByText(texts.price.says, { exact: false }).count()).toBeGreaterThan(0);
    expect(await createRequest.count()).toBe(0);

    // "What's next?" is answered for this founder's company, with the dashboard's button to the step.
    await input.fill({ es: '¿qué sigue?', en: "what's next?", zh_cn: '下一步做什么？' }[language]);
    await input.press('Enter');
    const progress = dialog.getByTestId('company-progress');
    await expect.poll(() => progress.isVisible()).toBe(true);
    expect(await progress.textContent()).toContain('Nopal Azul');
    // The dashboard's button to the step, unless the founder is already on the step's page.
    const hrefs = await progress
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).not.toContain(new URL(page.url()).pathname);
    await expectAccessible(page);
    await screenshot(page, `support-answer-${language}-1280`);

    // A question about the user's own case gets a person, not the general rule as its answer.
    await input.fill(texts.ownCase);
    await input.press('Enter');
    await expect.poll(() => createRequest.isVisible()).toBe(true);
    await screenshot(page, `support-hand-off-${language}-1280`);
    if (language === 'es') {
      await createRequest.click();
      await input.fill('Necesito que revisen por qué rechazaron mi comprobante.');
      await input.press('Enter');
      await expect
        .poll(() => dialog.getByText(/Enviamos tu solicitud al equipo de Forja/).count())
        .toBeGreaterThan(0);
      expect(await input.isDisabled()).toBe(true);
      await dialog.getByRole('tab', { name: 'Solicitudes' }).click();
      await expect.poll(() => dialog.getByText('En proceso').count()).toBeGreaterThan(0);
      await expectAccessible(page);
      await screenshot(page, 'support-requests-es-1280');
    }
    await context.close();
  });
});

describe('the support assistant on a phone', () => {
  it('fits a phone', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const founder = await createFounder(context.request);
    const page = await context.newPage();
    await signIn(page, founder.email);
    await expect.poll(() => new URL(page.url()).pathname).toContain('/dashboard/');
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
