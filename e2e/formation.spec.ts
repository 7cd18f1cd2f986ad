import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { zonedDay } from '@forja/domain';
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
import {
  amazonFounder,
  approveForSigning,
  giveArticlesData,
  paidSasFounder,
  pdf,
  uploadPartnerDocuments,
  verifyIdentity,
} from './support/company';
import { signIn } from './support/founder';
import { acknowledge, mails, signWithCode } from './support/signing';
import { E2E_ADMIN_EMAIL, adminHeaders } from './support/staff';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for a text to show on a page. */
async function see(page: Page, text: string | RegExp, timeout = 15_000) {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true);
}

/**
 * Ana's S.A.S. (she is its only partner), paid, her documents approved by the back office, her identity
 * verified, its domicile and Ana as its administrator given, and the articles signed by her on the sandbox
 * signature page: where every company stands once the articles are signed.
 */
async function signedCompany(context: BrowserContext) {
  const request = context.request;
  const founder = await paidSasFounder(context);
  const founderAuth = { authorization: `Bearer ${founder.accessToken}`, 'x-language': 'es' };
  await uploadPartnerDocuments(request, founder.partnerIds[0]!, founderAuth);
  await verifyIdentity(request, founder.partnerIds[0]!, founderAuth);
  await giveArticlesData(request, founder.companyId, founderAuth);
  await approveForSigning(request, founder.companyId, founderAuth, await adminHeaders(request));
  const page = await context.newPage();
  await signIn(page, founder.email);
  await expectPath(page, `/es/dashboard/${founder.companyId}/home`);
  await page.getByRole('link', { name: 'Continuar: Firma del acta constitutiva' }).click();
  await see(page, /^Versión 1 · generada/, 20_000);
  await acknowledge(page);
  await signWithCode(page, founder.email, 'Ana López');
  return { founder, page };
}

/** The admin in a browser of their own, signed in to the back office. */
async function openBackoffice(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseUrl, viewport);
  await adminHeaders(context.request);
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN_EMAIL);
  await expectPath(page, '/es/backoffice');
  return { context, page };
}

/** Every e-mail an address has received so far, as one text (e-mails leave through the job queue). */
async function mailText(request: APIRequestContext, to: string): Promise<string> {
  return (await mails(request, to)).map((mail) => mail.text).join('\n');
}

/** Confirms a back-office dialog. */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  await dialog.getByRole('button', { name: button }).click();
}

/** The company the first journey formed; the bank journey carries on with it. */
let formed: { companyId: number; email: string } | undefined;

describe('from the signed articles to a working company', () => {
  it('an S.A.S. registered online with the SE (no notary), the RFC, the e.firma appointment: the dashboard completes and leads to Banks', async () => {
    const anaContext = await newContext(browser, baseUrl, DESKTOP);
    const { founder, page: ana } = await signedCompany(anaContext);
    await ana.goto(`/es/dashboard/${founder.companyId}/home`);
    const follow = ana.getByRole('link', { name: 'Seguir el avance: Registro en la Secretaría de Economía' });
    await expect.poll(() => follow.isVisible()).toBe(true);
    await see(ana, /Forja está capturando el acta en el sistema de la Secretaría de Economía/);
    expect(await ana.getByText('Escritura pública').count()).toBe(0);
    await expectAccessible(ana);
    await screenshot(ana, 'formation-signed-es-1280');

    // The operator records the registration in the SE's system (no notary) and uploads the registry slip.
    const { context: officeContext, page: office } = await openBackoffice();
    await office.goto(`/es/backoffice/companies/${founder.companyId}`);
    await office.getByRole('main').getByRole('link', { name: 'Escritura y entrega' }).click();
    await expectPath(office, `/es/backoffice/deed/${founder.companyId}`);
    expect(await office.getByLabel('Número de notaría').count()).toBe(0);
    // First the shareholders are told the articles are ready to sign in the SE's system with their e.firma;
    // the registration waits for it.
    await see(office, /^Primero avisa a los accionistas que el acta está lista para firmar/);
    await office.getByRole('button', { name: 'Avisar que el acta está lista para firmar' }).click();
    await confirm(office, '¿El acta ya está lista para firmarse en la SE?', 'Sí, avisar a los accionistas');
    await see(office, 'Avisamos a los accionistas por correo que firmen el acta en la SE.');
    await expect.poll(() => mailText(anaContext.request, founder.email)).toContain('con tu e.firma');
    await office.getByLabel('Número del acta en el sistema de la SE').fill('SAS-2026-000123');
    // Registered today (Mexico City): never before the partners signed, never later than today.
    await office.getByLabel('Fecha de inscripción').fill(zonedDay(new Date()));
    await office.getByLabel('Folio mercantil electrónico (opcional)').fill('N-2026012345');
    await office.getByRole('button', { name: 'Registrar inscripción' }).click();
    await expect.poll(() => office.getByRole('button', { name: 'Guardar cambios' }).isVisible()).toBe(true);
    await office.getByLabel('Archivo PDF de Folio mercantil electrónico').setInputFiles(pdf('boleta.pdf'));
    await see(office, 'Subimos Folio mercantil electrónico; le avisamos a la persona fundadora por correo.');
    expect(await office.getByLabel('Archivo PDF de Testimonio de la escritura constitutiva').count()).toBe(0);
    await expectAccessible(office);
    await screenshot(office, 'formation-backoffice-registration-es-1280');
    await expect
      .poll(() => mailText(anaContext.request, founder.email))
      .toContain('Una S.A.S. no pasa por notario');

    // Ana sees the registration on her phone, on the company record: nothing to ship, no address to give.
    const phoneContext = await newContext(browser, baseUrl, PHONE);
    const phone = await phoneContext.newPage();
    await signIn(phone, founder.email);
    await expect.poll(() => new URL(phone.url()).pathname).toContain('/dashboard/');
    await phone.goto(`/es/dashboard/${founder.companyId}/detail`);
    const registration = phone.getByRole('region', { name: 'Registro en la Secretaría de Economía' });
    await expect.poll(() => registration.getByText('SAS-2026-000123').isVisible()).toBe(true);
    expect(await phone.getByRole('button', { name: 'Dar dirección de envío' }).count()).toBe(0);
    await expectNoHorizontalScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'formation-detail-es-375');

    // The operator records the RFC the SAT assigned.
    await office.goto(`/es/backoffice/companies/${founder.companyId}`);
    await office.getByRole('main').getByRole('link', { name: 'SAT (RFC y e.firma)' }).click();
    await expectPath(office, `/es/backoffice/sat/${founder.companyId}`);
    await office.getByLabel('RFC de la empresa').fill('NAZ261120AB7');
    await office.getByRole('button', { name: 'Registrar RFC' }).click();
    await see(office, 'RFC registrado. Le avisamos a la persona fundadora por correo.');
    await expectAccessible(office);
    await screenshot(office, 'formation-backoffice-sat-es-1280');

    // The operator publishes tomorrow's e.firma appointments at the SAT (hours in Mexico City).
    await office.goto('/es/backoffice/appointments');
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    const publish = office.getByRole('region', { name: 'Publicar horarios de un día' });
    await publish.getByLabel(/^Día/).fill(tomorrow);
    await publish.getByLabel(/^Lugar/).fill('SAT Ciudad de México Centro, Av. Hidalgo 77, Col. Guerrero');
    await office.getByRole('button', { name: 'Publicar horarios' }).click();
    // What will be published is confirmed first.
    await office.getByRole('dialog').getByRole('button', { name: 'Sí, publicar' }).click();
    await see(office, /^Se publicaron \d+ horarios\.$/);
    await expectAccessible(office);
    await screenshot(office, 'formation-backoffice-appointments-es-1280');

    // Ana books the e.firma appointment from her dashboard, then moves it.
    await ana.goto(`/es/dashboard/${founder.companyId}/home`);
    await see(
      ana,
      'Reserva la cita en el SAT para que el representante legal tramite la e.firma de la empresa.',
    );
    await ana.getByRole('link', { name: 'Reservar cita' }).first().click();
    await expect.poll(() => new URL(ana.url()).pathname).toBe('/es/redirect_call');
    const slots = ana.getByRole('radiogroup', { name: 'Elige un horario' });
    await expect.poll(() => slots.getByRole('radio').count()).toBeGreaterThan(1);
    await slots.getByRole('radio').first().check();
    await expectAccessible(ana);
    await screenshot(ana, 'formation-schedule-es-1280');
    await ana.getByRole('button', { name: 'Reservar cita' }).click();
    await see(ana, /^Cita reservada/);
    // The booking e-mail carries the calendar file (the dev mailbox names it).
    await expect.poll(() => mailText(anaContext.request, founder.email)).toContain('.ics');
    const yourAppointment = ana.getByRole('region', { name: 'Tu cita' });
    await yourAppointment.getByRole('button', { name: 'Cambiar cita' }).click();
    const newTimes = ana.getByRole('radiogroup', { name: 'Elige el nuevo horario' });
    await newTimes.getByRole('radio').last().check();
    await ana.getByRole('button', { name: 'Cambiar a este horario' }).click();
    await see(ana, /^Cita cambiada/);
    await expectAccessible(ana);
    await screenshot(ana, 'formation-schedule-moved-es-1280');

    // What to bring is on the SAT page; the operator records the e.firma once the SAT issued it.
    await ana.goto(`/es/administration/${founder.companyId}/company_fiels`);
    await see(ana, 'NAZ261120AB7');
    await expectAccessible(ana);
    await screenshot(ana, 'formation-company-fiels-es-1280');
    // Before the appointment the e.firma cannot have been issued: the button waits for it, saying so.
    await office.goto(`/es/backoffice/sat/${founder.companyId}`);
    await see(office, 'La cita en el SAT todavía no ocurre: la e.firma se registra después de la cita.');
    expect(await office.getByRole('button', { name: 'Registrar e.firma obtenida' }).isDisabled()).toBe(true);
    // The legal representative got it at the SAT by other means: Ana cancels the appointment she no longer
    // needs, and the operator (the page loaded again) records the e.firma.
    await ana.goto(`/es/redirect_call?company=${founder.companyId}&type=efirma`);
    await ana.getByRole('region', { name: 'Tu cita' }).getByRole('button', { name: 'Cancelar cita' }).click();
    await ana.getByRole('button', { name: 'Sí, cancelar la cita' }).click();
    await see(ana, /^Cita cancelada/);
    await office.reload();
    await office.getByRole('button', { name: 'Registrar e.firma obtenida' }).click();
    await office.getByRole('button', { name: 'Sí, registrar' }).click();
    await see(office, 'e.firma registrada. Le avisamos a la persona fundadora por correo.');

    // Every formation step is done: the last one is the bank, and the checklist leads to Banks.
    await ana.goto(`/es/dashboard/${founder.companyId}/home`);
    await see(ana, '8 de 9 pasos');
    const bank = ana.getByRole('link', { name: 'Continuar: Cuenta bancaria' });
    await expect.poll(() => bank.isVisible()).toBe(true);
    await expectAccessible(ana);
    await screenshot(ana, 'formation-dashboard-complete-es-1280');
    await bank.click();
    await expectPath(ana, `/es/dashboard/${founder.companyId}/banks`);
    formed = { companyId: founder.companyId, email: founder.email };
    await ana.goto(`/es/dashboard/${founder.companyId}/detail`);
    await see(ana, 'NAZ261120AB7');
    await see(ana, 'N-2026012345');
    await expectAccessible(ana);
    await screenshot(ana, 'formation-detail-es-1280');

    await phoneContext.close();
    await officeContext.close();
    await anaContext.close();
  }, 240_000);

  it('Banks: the founder chooses BBVA and gives the business information, the operator sends it and records the account, and the Bank page shows it', async () => {
    expect(formed, 'the formation journey must have formed the company').toBeDefined();
    const { companyId, email } = formed!;
    const anaContext = await newContext(browser, baseUrl, DESKTOP);
    const ana = await anaContext.newPage();
    await signIn(ana, email);
    await expect.poll(() => new URL(ana.url()).pathname).toContain('/dashboard/');

    // Forja's partner banks, from the catalogue: BBVA and Fondeadora, with what each needs and costs.
    await ana.goto(`/es/dashboard/${companyId}/banks`);
    const bbva = ana.getByRole('article', { name: 'BBVA México' });
    await expect.poll(() => bbva.isVisible()).toBe(true);
    expect(await ana.getByRole('article', { name: 'Fondeadora' }).isVisible()).toBe(true);
    await see(ana, '$350.00');
    await expectAccessible(ana);
    await screenshot(ana, 'banks-catalogue-es-1280');
    await bbva.getByRole('button', { name: 'Elegir BBVA México' }).click();
    await expectPath(ana, `/es/banks/${companyId}/bbva`);

    // The business information: pesos with their dollars, the tax address from its postal code.
    const form = ana.getByRole('form', { name: 'Información de tu negocio' });
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByLabel('Nombre del negocio').fill('Nopal Azul Consultores');
    await form.getByLabel('Cuánto esperas mover al año (MXN)').fill('2500000');
    await see(ana, /^Equivale a unos USD/);
    await form
      .getByLabel('¿De dónde sale ese monto?')
      .fill('Contratos firmados con tres restaurantes de la Ciudad de México.');
    await form.getByRole('combobox', { name: 'Origen de los fondos' }).click();
    await ana.getByRole('option', { name: 'Ventas del negocio' }).click();
    await form.getByLabel('Código postal').fill('06700');
    await expect.poll(() => form.getByLabel('Colonia').inputValue()).not.toBe('');
    await form.getByLabel('Calle').fill('Avenida Álvaro Obregón');
    await form.getByLabel('Número exterior').fill('99');
    await form.getByRole('checkbox', { name: 'Ana López' }).check();
    await form.getByRole('combobox', { name: 'Nacionalidades de los socios' }).fill('Méx');
    await ana.getByRole('option', { name: 'México' }).click();
    await ana.keyboard.press('Escape');
    await expect.poll(() => ana.getByRole('listbox').count()).toBe(0);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await see(ana, 'Tu información está completa');
    await expectAccessible(ana);
    await screenshot(ana, 'banks-bbva-form-es-1280');

    // The operator sends the referral, then records the account BBVA opened.
    const { context: officeContext, page: office } = await openBackoffice();
    await office.goto('/es/backoffice/banks');
    const card = office.getByRole('listitem').filter({ hasText: email }).first();
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Marcar enviada' }).click();
    await confirm(office, '¿Marcar como enviada a BBVA México?', 'Sí, marcar enviada');
    await see(office, 'Solicitud marcada como enviada.');
    await card.getByRole('button', { name: 'Cuenta abierta' }).click();
    const opened = office.getByRole('dialog');
    await opened.getByLabel('CLABE (18 dígitos)').fill('012180012345678909');
    await see(office, 'Banco: BBVA México (012)');
    await expectAccessible(office);
    await screenshot(office, 'banks-backoffice-opened-es-1280');
    await opened.getByRole('button', { name: 'Guardar cuenta' }).click();
    await see(office, 'Cuenta registrada. Le avisamos a la persona fundadora.');

    // The founder was told, and the Bank page shows the account.
    await expect
      .poll(async () => (await mails(anaContext.request, email)).map((mail) => mail.text).join('\n'), {
        timeout: 20_000,
      })
      .toContain(`/es/dashboard/${companyId}/bank`);
    const phoneContext = await newContext(browser, baseUrl, PHONE);
    const phone = await phoneContext.newPage();
    await signIn(phone, email);
    await expect.poll(() => new URL(phone.url()).pathname).toContain('/dashboard/');
    await phone.goto(`/es/dashboard/${companyId}/bank`);
    await see(phone, '012 180 01234567890 9');
    await see(phone, 'BBVA México');
    await expectNoHorizontalScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'banks-bank-account-es-375');

    await phoneContext.close();
    await officeContext.close();
    await anaContext.close();
  }, 180_000);

  it("Import: an Amazon customer sees the padrón de importadores, gives the Amazon data, and the price is CheckoutAmazon's", async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const founder = await amazonFounder(context.request);
    const page = await context.newPage();
    await signIn(page, founder.email);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/es');
    await page.goto(`/es/dashboard/${founder.companyId}/import`);
    await expectPath(page, `/es/dashboard/${founder.companyId}/import`);
    await see(page, '¿Qué es el padrón de importadores?');
    await see(page, 'Sin iniciar');
    await see(page, '0 de 4 listos');
    await see(page, '$28,884.00');
    await expectAccessible(page);
    await screenshot(page, 'import-es-1280');

    await page.getByLabel('Nombre comercial').fill('Cacao Norte');
    await page
      .getByLabel('Dirección de tu tienda en Amazon')
      .fill('https://www.amazon.com.mx/shops/cacaonorte');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await see(page, 'Guardamos los datos de tu negocio.');
    await see(page, '1 de 4 listos');

    await page.goto(`/es/payment/${founder.companyId}/checkout_amazon`);
    await see(page, 'Pagar $28,884.00');
    await context.close();
  }, 90_000);
});
