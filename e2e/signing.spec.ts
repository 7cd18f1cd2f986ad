import type { Browser, BrowserContext } from 'playwright-core';
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
import { approveForSigning, paidSasFounder, uploadPartnerDocuments, verifyIdentity } from './support/company';
import { createConfirmedAccount, signIn } from './support/founder';
import { acknowledge, mails, signWithCode } from './support/signing';
import { adminHeaders } from './support/staff';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Json = Record<string, unknown>;
const body = async <T>(res: { json(): Promise<unknown> }) => ((await res.json()) as { content: T }).content;

/**
 * Arranged through the API as the earlier journeys do it by hand: a paid S.A.S. of Ana (50 %) and Luis (50 %,
 * with his own account through the invitation), both partners' documents uploaded and their identities
 * verified, then the legal name authorised and every document approved by the back office's admin. The
 * company's domicile and administrator are not given yet: Ana gives them where the dashboard leads her.
 */
async function companyWithApprovedDocuments(context: BrowserContext) {
  const request = context.request;
  const luisEmail = `luis.${Date.now().toString(36)}@example.mx`;
  const founder = await paidSasFounder(context, [
    { name: 'Luis Pérez', first_name: 'Luis', last_name: 'Pérez', email: luisEmail, percentage: 50 },
  ]);
  const [anaId, luisId] = founder.partnerIds as [number, number];
  const founderAuth = { authorization: `Bearer ${founder.accessToken}`, 'x-language': 'es' };

  const luis = await createConfirmedAccount(request, luisEmail, { first_names: 'Luis', last_names: 'Pérez' });
  const invited = await request.post(`/api/v3/partners/send-invitations/${founder.companyId}`, {
    headers: founderAuth,
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const invitation = (await mails(request, luisEmail))
    .map((mail) => /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
    .find(Boolean);
  const luisAuth = { authorization: `Bearer ${luis.accessToken}`, 'x-language': 'es' };
  const attached = await request.post(`/api/v3/attach-partner-with-company-by-invitation/partner/${luisId}`, {
    headers: luisAuth,
    data: { company_id: founder.companyId, invitation },
  });
  expect(attached.status(), await attached.text()).toBe(200);
  const complements = await request.post(`/api/v3/partner-complements/${luisId}`, {
    headers: luisAuth,
    data: {
      rfc: 'DIJO800101AB1',
      curp: 'PEGA900215MDFRRN07',
      birthplace: 'Oaxaca, Oaxaca',
      civil_status: 'soltero',
      accept_terms_conditions: true,
    },
  });
  expect(complements.status(), await complements.text()).toBe(200);
  await uploadPartnerDocuments(request, anaId, founderAuth);
  await uploadPartnerDocuments(request, luisId, luisAuth);
  await verifyIdentity(request, anaId, founderAuth);
  await verifyIdentity(request, luisId, luisAuth);
  // The admin authorises the legal name and approves the eight documents.
  await approveForSigning(request, founder.companyId, founderAuth, await adminHeaders(request));
  return { founder, luis: { email: luisEmail } };
}

describe('signing the articles of incorporation', () => {
  it('two partners acknowledge the draft, sign with their codes, and the dashboard counts the signature done', async () => {
    const anaContext = await newContext(browser, baseUrl, DESKTOP);
    const { founder, luis } = await companyWithApprovedDocuments(anaContext);

    // Ana: before the draft, the dashboard's next step asks for who runs the company and its domicile, which
    // the articles name, and leads to Administración.
    const ana = await anaContext.newPage();
    const workspace = `/es/dashboard/${founder.companyId}`;
    await signIn(ana, founder.email);
    await expectPath(ana, `${workspace}/home`);
    const next = ana.getByRole('link', { name: 'Continuar: Firma del acta constitutiva' });
    await expect.poll(() => next.isVisible()).toBe(true);
    await expect
      .poll(() =>
        ana.getByText(/^Antes de la firma, el acta necesita quién administrará tu empresa/).isVisible(),
      )
      .toBe(true);
    await next.click();
    await expectPath(ana, `${workspace}/company_admin`);
    // An S.A.S. is run by one of its partners: Ana chooses herself among them.
    await ana.getByLabel('Socio que será el administrador único').selectOption('Ana López');
    await ana.getByRole('button', { name: 'Guardar administración' }).click();
    await expect
      .poll(() => ana.getByText('Guardamos la administración de tu empresa').first().isVisible())
      .toBe(true);

    // Then to Datos básicos for the domicile.
    await ana.goto(`${workspace}/home`);
    await expect
      .poll(() =>
        ana.getByText(/^Antes de la firma, el acta necesita el domicilio de tu empresa/).isVisible(),
      )
      .toBe(true);
    await next.click();
    await expectPath(ana, `${workspace}/company_basic_data`);
    const domicile = ana.getByRole('form', { name: 'Domicilio fiscal' });
    await domicile
      .getByLabel('Domicilio fiscal de tu empresa')
      .fill('Av. Juárez 10, Centro, 06000, Cuauhtémoc, Ciudad de México');
    await domicile.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => ana.getByText('Guardamos el dato de tu empresa').first().isVisible()).toBe(true);

    // Nothing is missing: the next step leads to the draft.
    await ana.goto(`${workspace}/home`);
    await next.click();
    await expect.poll(() => new URL(ana.url()).pathname).toBe('/es/auth/yolo');
    await expect
      .poll(() => ana.getByText(/^Versión 1 · generada/).isVisible(), { timeout: 20_000 })
      .toBe(true);
    const draftLink = ana.getByRole('link', { name: 'Abrir el borrador (PDF)' });
    const draft = await anaContext.request.get(String(await draftLink.getAttribute('href')));
    expect(draft.status()).toBe(200);
    expect((await draft.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(ana);
    await screenshot(ana, 'signing-review-es-1280');
    await acknowledge(ana);

    // Luis, in a browser of his own (on a phone), with the link of his e-mail.
    const luisContext = await newContext(browser, baseUrl, PHONE);
    const luisPage = await luisContext.newPage();
    await signIn(luisPage, luis.email);
    await expect.poll(() => new URL(luisPage.url()).pathname).toContain('/dashboard/');
    const reviewMail = (await mails(luisContext.request, luis.email)).find((mail) =>
      mail.text.includes('auth/yolo'),
    );
    const link = /https?:\/\/\S+auth\/yolo\S*/.exec(reviewMail?.text ?? '')?.[0] ?? '';
    expect(link).toContain(`company=${founder.companyId}`);
    await luisPage.goto(new URL(link).pathname + new URL(link).search);
    await expect
      .poll(() => luisPage.getByText(/^Versión 1 · generada/).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expectNoHorizontalScroll(luisPage);
    await acknowledge(luisPage);
    await expect
      .poll(() => luisPage.getByRole('button', { name: 'Envíame un código' }).isVisible())
      .toBe(true);
    await expectAccessible(luisPage);
    await screenshot(luisPage, 'signing-code-es-375');

    await signWithCode(luisPage, luis.email, 'Luis Pérez');
    await screenshot(luisPage, 'signing-return-es-375');
    await ana.reload();
    await expect.poll(() => ana.getByRole('button', { name: 'Envíame un código' }).isVisible()).toBe(true);
    await signWithCode(ana, founder.email, 'Ana López');

    // Everyone signed: the page offers the signed articles and the certificate, and they download.
    await ana.goto(`/es/auth/yolo?company=${founder.companyId}`);
    await expect
      .poll(() => ana.getByRole('heading', { name: 'El acta está firmada por todos' }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    for (const name of ['Acta constitutiva firmada (PDF)', 'Certificado de firma electrónica (PDF)']) {
      const href = await ana.getByRole('link', { name }).first().getAttribute('href');
      const file = await anaContext.request.get(String(href));
      expect(file.status(), name).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    await expectAccessible(ana);
    await screenshot(ana, 'signing-done-es-1280');

    // The dashboard counts the signature step done and moves on.
    await ana.goto(`/es/dashboard/${founder.companyId}/home`);
    // The signature step is done: an S.A.S. is next registered with the SE (no notary), followed on the record.
    await expect
      .poll(() =>
        ana
          .getByRole('link', { name: 'Seguir el avance: Registro en la Secretaría de Economía' })
          .isVisible(),
      )
      .toBe(true);
    const profile = await body<{ flags: Json }>(
      await anaContext.request.get(`/api/v3/company/get-company-profile/${founder.companyId}`, {
        headers: { authorization: `Bearer ${founder.accessToken}` },
      }),
    );
    expect(profile.flags.date_signature).toBeTruthy();
    expect(String(profile.flags.weetrust_id)).toMatch(/^env_sandbox_/);
    await expectAccessible(ana);
    await screenshot(ana, 'dashboard-signed-es-1280');
    const signedMail = (await mails(anaContext.request, luis.email))[0];
    expect(signedMail?.subject).toBeTruthy();
    await luisContext.close();
    await anaContext.close();
  });
});
