import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalScroll,
  expectPath,
  screenshot,
} from './support/browser';
import { test } from './support/fixtures';
import { createFounder, findActivity, signIn, type Founder } from './support/founder';

/** The texts the journeys read (the locales' and the sandbox pages' texts, spelled out on purpose). */
const TEXT = {
  checkoutAdvance: 'Paga la constitución de tu empresa',
  checkoutRepresentation: 'Paga tu constitución con representación legal',
  testMode: 'Modo de prueba (SANDBOX)',
  payAdvance: 'Pagar $14,500.00',
  payRepresentation: 'Pagar $21,924.00',
  sandboxBanner: 'Modo de prueba: aquí no se cobra dinero real.',
  cardNumber: 'Número de tarjeta',
  expiry: 'Vencimiento (MM/AA)',
  cvc: 'Código de seguridad (CVC)',
  declined: 'Tu tarjeta fue rechazada. Prueba con otra tarjeta.',
  oxxo: 'Generar ficha OXXO',
  thanks: '¡Gracias por tu pago!',
  continue: 'Continuar',
  hearAbout: 'Una pregunta rápida',
  search: 'Buscando en internet',
  sendAndContinue: 'Enviar y continuar',
  status: 'Estado de tu pago',
  oxxoTitle: 'Paga en efectivo en OXXO',
  testStore: 'Abrir la tienda de prueba',
  paidAtStore: 'Pagado en la tienda',
  storeConfirmed: 'La tienda confirmó el pago. Tu pedido está pagado.',
  backToForja: 'Volver a Forja',
  paid: 'Tu pago está confirmado',
  invoices: 'Facturas y recibos',
  cfdiIssued: 'CFDI emitido',
  cfdiTest: 'CFDI de prueba (sandbox), sin validez fiscal',
  cfdiXml: /Descargar el XML del CFDI/,
};

/** The buyer's billing data (SAT's public test taxpayer), as the billing form sends it. */
const BILLING = {
  rfc: 'EKU9003173C9',
  legal_name: 'ESCUELA KEMPER URGATE',
  tax_regime: '601',
  cfdi_use: 'G03',
  postal_code: '26015',
};

/**
 * A confirmed founder of an S.A. de C.V. as the wizard leaves them, whose basic data is done, so the onboarding
 * order sends them to the checkout.
 */
async function payingFounder(request: APIRequestContext, legalRepresentation: boolean): Promise<Founder> {
  return createFounder(request, {
    legalRepresentation,
    asWizard: true,
    activities: [await findActivity(request, 'consultor')],
    description: 'Consultoría de software para restaurantes',
  });
}

async function orderStatuses(request: APIRequestContext, founder: Founder): Promise<string[]> {
  const res = await request.get(`/api/v3/company/get-company-profile/${founder.companyId}`, {
    headers: founder.auth,
  });
  return ((await res.json()) as { content: { orders: { status: string }[] } }).content.orders.map(
    (order) => order.status,
  );
}

async function heading(page: Page, name: string) {
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name }).isVisible(), { timeout: 20_000 })
    .toBe(true);
}

/** axe, no horizontal scroll on phones, and a screenshot of the page as it is now. */
async function check(page: Page, name: string, width: number): Promise<void> {
  if (width <= PHONE.width) await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshot(page, `${name}-${width}`);
}

async function payByCard(page: Page, number: string) {
  await page.getByLabel(TEXT.cardNumber).fill(number);
  await page.getByLabel(TEXT.expiry).fill('12/34');
  await page.getByLabel(TEXT.cvc).fill('123');
  await page.getByRole('button', { name: TEXT.payAdvance }).click();
}

describe('payments, end to end in the sandbox', () => {
  test('a founder pays by card (after a declined test card) and lands on the next onboarding step', async ({
    newContext,
  }) => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    const founder = await payingFounder(context.request, false);
    const width = DESKTOP.width;

    // Signing in, the onboarding order sends the unpaid founder to the checkout that fits the company.
    await signIn(page, founder.email);
    await expectPath(page, `/es/payment/${founder.companyId}`);
    await heading(page, TEXT.checkoutAdvance);
    await expect.poll(() => page.getByText(TEXT.testMode).isVisible()).toBe(true);
    expect(await page.getByText('IVA (16 %)').isVisible()).toBe(true);
    await check(page, 'payments-checkout-advance-es', width);
    expect(await orderStatuses(context.request, founder)).toEqual([]);

    // Billing data before paying: the CFDI is issued once the payment arrives.
    const billing = await context.request.put(`/api/v3/billing-info/company/${founder.companyId}`, {
      headers: founder.auth,
      data: BILLING,
    });
    expect(billing.status(), await billing.text()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByText(`RFC ${BILLING.rfc}`, { exact: false }).isVisible()).toBe(true);

    // Forja's own sandbox page, clearly labelled, takes the payment.
    await page.getByRole('button', { name: TEXT.payAdvance }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/api\/v3\/sandbox\/checkout\/cs_sandbox_/);
    expect(await page.getByText(TEXT.sandboxBanner).isVisible()).toBe(true);
    expect(await orderStatuses(context.request, founder)).toEqual(['awaiting_checkout']);
    await check(page, 'payments-sandbox-checkout-es', width);

    await payByCard(page, '4000 0000 0000 0002');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: TEXT.declined }).count()).toBe(1);
    await check(page, 'payments-sandbox-declined-es', width);

    await payByCard(page, '4242 4242 4242 4242');
    await expectPath(page, `/es/payment/${founder.companyId}/payment_complete`);
    await heading(page, TEXT.thanks);
    // The payment survey (once per step): rated, then thanked; it is not asked again.
    const survey = page.getByRole('region', { name: '¿Cómo te fue con el pago?' });
    await expect.poll(() => survey.isVisible()).toBe(true);
    await check(page, 'payments-complete-es', width);
    await survey.getByRole('radio', { name: '5' }).check();
    await survey.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => page.getByText('¡Gracias!').isVisible()).toBe(true);
    expect(await orderStatuses(context.request, founder)).toEqual(['complete']);

    await page.getByRole('button', { name: TEXT.continue }).click();
    await expectPath(page, `/es/payment/${founder.companyId}/hear_about`);
    await heading(page, TEXT.hearAbout);
    await check(page, 'payments-hear-about-es', width);
    await page.getByRole('radio', { name: TEXT.search }).check();
    await page.getByRole('button', { name: TEXT.sendAndContinue }).click();

    // The next onboarding step of a paid S.A. (resolveNextRoute): its partners and share series.
    await expectPath(page, `/es/dashboard/${founder.companyId}/company_partners`);

    // The invoices page lists the bill with its PDF receipt made by Forja.
    await page.goto(`/es/dashboard/${founder.companyId}/invoices`);
    await heading(page, TEXT.invoices);
    const row = page.getByRole('row').filter({ hasText: '$14,500.00' });
    await expect.poll(() => row.count()).toBe(1);
    const href = await row
      .getByRole('link', { name: /^Descargar el recibo .+ en PDF$/ })
      .getAttribute('href');
    const pdf = await context.request.get(href ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Its CFDI, issued by the sandbox in the background: the folio fiscal, the test label and the XML.
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor({ timeout: 15_000 });
          return row.getByText(TEXT.cfdiIssued).isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await row.getByText(TEXT.cfdiTest).isVisible()).toBe(true);
    await check(page, 'payments-invoices-es', width);
    // On a phone the bill is a card with the same CFDI.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await page.reload();
    const card = page.getByRole('article', { name: /^Recibo \d{4}-\d+$/ });
    await expect.poll(() => card.getByText(TEXT.cfdiIssued).isVisible()).toBe(true);
    await check(page, 'payments-invoices-es', PHONE.width);
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    const xmlHref = await row.getByRole('link', { name: TEXT.cfdiXml }).getAttribute('href');
    const xml = await context.request.get(xmlHref ?? '');
    expect(xml.status()).toBe(200);
    expect(await xml.text()).toContain(`Rfc="${BILLING.rfc}"`);

    // A service bought from the Services page, through the sandbox checkout, shows as contracted.
    await page.goto(`/es/dashboard/${founder.companyId}/services`);
    await page.getByRole('link', { name: 'Contratar: Servicio de contabilidad' }).click();
    await expectPath(page, `/es/payment/${founder.companyId}/checkout_accountant`);
    await page.getByRole('button', { name: 'Pagar $20,880.00' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/api\/v3\/sandbox\/checkout\/cs_sandbox_/);
    await page.getByLabel(TEXT.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(TEXT.expiry).fill('12/34');
    await page.getByLabel(TEXT.cvc).fill('123');
    await page.getByRole('button', { name: 'Pagar $20,880.00' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(new RegExp(`^/es/payment/${founder.companyId}/`));
    await page.goto(`/es/dashboard/${founder.companyId}/services`);
    const contracted = page.getByRole('listitem').filter({ hasText: 'Servicio de contabilidad' });
    await expect.poll(() => contracted.getByText('Contratado').isVisible()).toBe(true);
    await check(page, 'payments-services-contracted-es', width);
  });

  test('another founder chooses OXXO, sees PaymentStatus, and the test store confirms the payment', async ({
    newContext,
  }) => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const founder = await payingFounder(context.request, true);
    const width = PHONE.width;

    await signIn(page, founder.email);
    await expectPath(page, `/es/payment/${founder.companyId}/checkout_representation`);
    await heading(page, TEXT.checkoutRepresentation);
    await check(page, 'payments-checkout-representation-es', width);

    await page.getByRole('button', { name: TEXT.payRepresentation }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/v3\/sandbox\/checkout\//);
    await check(page, 'payments-sandbox-checkout-es', width);
    await page.getByRole('button', { name: TEXT.oxxo }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/v3\/sandbox\/oxxo\//);
    await check(page, 'payments-sandbox-voucher-es', width);

    // Back in Forja, the pending order shows PaymentStatus with the reference and the deadline.
    await page.getByRole('link', { name: TEXT.backToForja }).click();
    await expectPath(page, `/es/payment/${founder.companyId}/payment_status`);
    await heading(page, TEXT.status);
    await expect.poll(() => page.getByRole('heading', { name: TEXT.oxxoTitle }).isVisible()).toBe(true);
    expect(await page.getByText(/^\d{4} \d{4} \d{4} \d{2}$/).isVisible()).toBe(true);
    await check(page, 'payments-status-pending-es', width);
    expect(await orderStatuses(context.request, founder)).toEqual(['pending']);

    // The checkout guard keeps a pending founder on PaymentStatus.
    await page.goto(`/es/payment/${founder.companyId}/checkout_representation`);
    await expectPath(page, `/es/payment/${founder.companyId}/payment_status`);

    // The sandbox store confirms the cash payment through the same webhook a real provider uses.
    await page.getByRole('link', { name: TEXT.testStore }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/v3\/sandbox\/oxxo\//);
    await page.getByRole('button', { name: TEXT.paidAtStore }).click();
    await expect.poll(() => page.getByText(TEXT.storeConfirmed).isVisible()).toBe(true);
    await check(page, 'payments-sandbox-store-paid-es', width);
    expect(await orderStatuses(context.request, founder)).toEqual(['complete']);

    await page.goto(`/es/payment/${founder.companyId}/payment_status`);
    await expect.poll(() => page.getByText(TEXT.paid).isVisible()).toBe(true);
    await check(page, 'payments-status-paid-es', width);
    const deletion = await context.request.post(`/api/v3/delete-company/${founder.companyId}`, {
      headers: founder.auth,
    });
    expect(((await deletion.json()) as { message: string[] }).message).toEqual(['error_delete_company_paid']);
  });

  // One test per width: both in one (fourteen pages, each checked by axe and photographed) ran out of its time on a
  // loaded 2-core machine.
  for (const viewport of [PHONE, DESKTOP]) {
    const width = viewport === PHONE ? '375 px (a phone)' : '1280 px';
    test(`shows the payment screens in English and Chinese, at ${width}`, async ({ newContext }) => {
      const context = await newContext(viewport);
      const page = await context.newPage();
      const founder = await payingFounder(context.request, false);
      await signIn(page, founder.email);
      await expectPath(page, `/es/payment/${founder.companyId}`);
      for (const [language, title, info] of [
        ['en', "Pay for your company's incorporation", 'Billing details'],
        ['zh_cn', '支付公司设立费用', '开票信息'],
      ] as const) {
        await page.goto(`/${language}/payment/${founder.companyId}`);
        await heading(page, title);
        await check(page, `payments-checkout-advance-${language}`, viewport.width);
        await page.goto(`/${language}/payment/${founder.companyId}/checkout_info`);
        await heading(page, info);
        await check(page, `payments-checkout-info-${language}`, viewport.width);
      }
      await page.goto(`/en/payment/${founder.companyId}/payment_info_rnie`);
      await heading(page, 'Foreign investment registration (RNIE)');
      await check(page, 'payments-rnie-en', viewport.width);
      await page.goto(`/zh_cn/dashboard/${founder.companyId}/invoices`);
      await heading(page, '发票与收据');
      await check(page, 'payments-invoices-empty-zh_cn', viewport.width);
      const checkout = await context.request.post(`/api/v3/checkout/company/${founder.companyId}`, {
        headers: founder.auth,
        data: { product: 'formation' },
      });
      const { checkout_url } = ((await checkout.json()) as { content: { checkout_url: string } }).content;
      await page.goto(`${checkout_url}?lang=zh_cn`);
      await expect.poll(() => page.getByText('测试模式：此处不会收取真实款项。').isVisible()).toBe(true);
      await check(page, 'payments-sandbox-checkout-zh_cn', viewport.width);
      await context.close();
    }, 180_000);
  }
});
