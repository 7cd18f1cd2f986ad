import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
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
import { paidSasFounder, pdf, png } from './support/company';
import { PASSWORD, createConfirmedAccount, signIn } from './support/founder';
import { E2E_ADMIN_EMAIL, ensureAdmin } from './support/staff';

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

async function mails(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }[]> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return body<{ subject: string; text: string }[]>(res);
}

/** The code of the newest "your code to sign" e-mail to an address, waiting for it to arrive. */
async function newestSigningCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mail = (await mails(request, to)).find((entry) =>
          entry.subject.startsWith('Tu código para firmar'),
        );
        code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

const DOCUMENTS = [
  ['national_identity', png('ine-frente.png')],
  ['national_identity_back', png('ine-reverso.png')],
  ['address', pdf('domicilio.pdf')],
  ['CFI', pdf('cfi.pdf')],
] as const;

/**
 * Arranged through the API as the earlier journeys do it by hand: a paid S.A.S. of Ana (50 %) and Luis (50 %,
 * with his own account through the invitation), both partners' documents uploaded, then the legal name
 * authorised and every document approved by the back office's admin.
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
      rfc: 'GODE561231GR8',
      curp: 'BOXW310820HNERXN09',
      birthplace: 'Oaxaca, Oaxaca',
      civil_status: 'soltero',
      accept_terms_conditions: true,
    },
  });
  expect(complements.status(), await complements.text()).toBe(200);
  for (const [partnerId, auth] of [
    [anaId, founderAuth],
    [luisId, luisAuth],
  ] as const) {
    for (const [type, file] of DOCUMENTS) {
      const res = await request.post(`/api/v3/partner/${partnerId}/documents/${type}`, {
        headers: auth,
        multipart: { file },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  }

  // The admin: signs in, confirms the session, authorises the legal name and approves the eight documents.
  await ensureAdmin(request);
  const login = await request.post('/api/v3/user/login', {
    data: { email: E2E_ADMIN_EMAIL, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const admin = { authorization: `Bearer ${(await body<{ access_token: string }>(login)).access_token}` };
  const confirmed = await request.post('/api/v3/backoffice/session/confirm', {
    headers: admin,
    data: { password: PASSWORD },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const profile = await body<{
    legal_names: { id: number }[];
    partners: { documents: { id: number }[] }[];
  }>(await request.get(`/api/v3/company/get-company-profile/${founder.companyId}`, { headers: founderAuth }));
  const authorized = await request.post(`/api/v3/backoffice/legal-names/${founder.companyId}/authorize`, {
    headers: admin,
    multipart: {
      denomination_id: String(profile.legal_names[0]?.id),
      authorization_key: 'A2026-SE-0001',
      authorization_date: '2026-11-20',
      file: pdf('autorizacion-se.pdf'),
    },
  });
  expect(authorized.status(), await authorized.text()).toBe(200);
  for (const document of profile.partners.flatMap((partner) => partner.documents)) {
    const detail = await body<{ version: string }>(
      await request.get(`/api/v3/backoffice/documents/partner/${document.id}`, { headers: admin }),
    );
    const approved = await request.post(`/api/v3/backoffice/documents/partner/${document.id}/approve`, {
      headers: admin,
      data: { version: detail.version },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return { founder, luis: { email: luisEmail } };
}

/** On the review-and-sign page: confirms the draft, then signs with the e-mailed code on the sandbox page. */
async function acknowledge(page: Page) {
  await page.getByRole('button', { name: 'Leí el borrador y estoy de acuerdo' }).click();
  await expect
    .poll(() => page.getByText('Listo: confirmaste el borrador.').first().isVisible(), { timeout: 15_000 })
    .toBe(true);
}

async function signWithCode(page: Page, email: string, fullName: string) {
  await page.getByRole('button', { name: 'Envíame un código' }).click();
  const code = await newestSigningCode(page.context().request, email);
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Verificar y firmar' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toContain('/sandbox/signature/');
  await expect.poll(() => page.getByText('SANDBOX').first().isVisible()).toBe(true);
  await expectAccessible(page);
  await page.getByLabel(/^Acepto firmar electrónicamente/).check();
  await page.getByLabel('Tu firma: escribe tu nombre completo').fill(fullName);
  await page.getByRole('button', { name: 'Firmar el documento' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toContain('/redirect_sign/');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Tu firma quedó registrada' }).isVisible(), {
      timeout: 20_000,
    })
    .toBe(true);
  await expectAccessible(page);
}

describe('signing the articles of incorporation', () => {
  it('two partners acknowledge the draft, sign with their codes, and the dashboard counts the signature done', async () => {
    const anaContext = await newContext(browser, baseUrl, DESKTOP);
    const { founder, luis } = await companyWithApprovedDocuments(anaContext);

    // Ana: the dashboard's next step leads to the draft.
    const ana = await anaContext.newPage();
    await signIn(ana, founder.email);
    await expectPath(ana, `/es/dashboard/${founder.companyId}/home`);
    const next = ana.getByRole('link', { name: 'Continuar: Firma del acta constitutiva' });
    await expect.poll(() => next.isVisible(), { timeout: 15_000 }).toBe(true);
    await next.click();
    await expect.poll(() => new URL(ana.url()).pathname, { timeout: 15_000 }).toBe('/es/auth/yolo');
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
    await expect.poll(() => new URL(luisPage.url()).pathname, { timeout: 15_000 }).toContain('/dashboard/');
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
      .poll(() => luisPage.getByRole('button', { name: 'Envíame un código' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expectAccessible(luisPage);
    await screenshot(luisPage, 'signing-code-es-375');

    await signWithCode(luisPage, luis.email, 'Luis Pérez');
    await screenshot(luisPage, 'signing-return-es-375');
    await ana.reload();
    await expect
      .poll(() => ana.getByRole('button', { name: 'Envíame un código' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
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
    // The signature step is done: the next one is the company's RFC.
    await expect
      .poll(() => ana.getByRole('link', { name: 'Continuar: RFC de la empresa' }).isVisible(), {
        timeout: 15_000,
      })
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
