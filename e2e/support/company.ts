import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { createConfirmedAccount } from './founder';

/**
 * A small, real PDF and a real 8×8 grey PNG that a browser can draw (the server checks content, not names): the
 * back office's preview shows the PDF's one page, with its cross-reference table where a reader looks for it.
 */
const PDF = onePagePdf('Documento de prueba');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAAAAADhZOFXAAAADklEQVR4nGNogAIGyhgAgIQgAQ2AJGEAAAAASUVORK5CYII=',
  'base64',
);
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const SOCIETIES = {
  sas: 'Sociedad por Acciones Simplificada',
  sa: 'Sociedad Anónima de Capital Variable',
} as const;

/**
 * A founder of an S.A.S. (or, with `{ companyType: 'sa' }`, of an S.A. de C.V.) who has paid (in the sandbox
 * checkout), with basic data and herself as a partner (with 100 %, or what the co-partners leave): the next
 * thing the company needs is the partners' documents.
 */
export async function paidSasFounder(
  context: BrowserContext,
  coPartners: {
    name: string;
    first_name: string;
    last_name: string;
    email: string;
    percentage: number;
  }[] = [],
  { companyType = 'sas' }: { companyType?: keyof typeof SOCIETIES } = {},
): Promise<{ email: string; companyId: number; name: string; accessToken: string; partnerIds: number[] }> {
  const request: APIRequestContext = context.request;
  const { email, accessToken } = await createConfirmedAccount(request);
  const auth = { authorization: `Bearer ${accessToken}`, 'x-language': 'es' };
  const twists = await request.get('/api/v3/business-twists?q=consultor&lang=es');
  const twist = ((await twists.json()) as { content: { business_twists: { id: number; name: string }[] } })
    .content.business_twists[0];
  const name = `Tuna Roja ${Date.now().toString(36)}`;
  const created = await request.post('/api/v3/company/register', {
    headers: auth,
    data: {
      type_society: SOCIETIES[companyType],
      company_type: companyType,
      company_name: name,
      legal_names: [{ name, priority: 1 }],
      activities: [{ id: twist?.id, name: twist?.name }],
      legal_representation: false,
      amazon_customer: false,
      name_authorization: false,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const companyId = ((await created.json()) as { content: { id: number } }).content.id;
  const basic = await request.put(`/api/v3/company/set-company-category/${companyId}`, {
    headers: auth,
    data: { activities: [{ id: twist?.id }], description: 'Consultoría de software', will_hire: false },
  });
  expect(basic.status(), await basic.text()).toBe(200);

  const checkout = await request.post(`/api/v3/checkout/company/${companyId}`, {
    headers: auth,
    data: { product: 'formation' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { checkout_url } = ((await checkout.json()) as { content: { checkout_url: string } }).content;
  const page = await context.newPage();
  await page.goto(checkout_url);
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel(/Vencimiento/).fill('12/34');
  await page.getByLabel('Código de seguridad (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pagar / }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toContain('/payment_complete');
  // The receipt page is still loading (and goes on by itself): Chromium's close of a page in the middle of a
  // navigation can wait forever, which hung a whole test. Close it once the network is quiet.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.close();

  const partners = await request.post(`/api/v3/add-partners/company/${companyId}`, {
    headers: auth,
    data: {
      partners: [
        {
          name: 'Ana López',
          first_name: 'Ana',
          last_name: 'López',
          email,
          shares: [{ series: 'A', percentage: 100 - coPartners.reduce((sum, p) => sum + p.percentage, 0) }],
        },
        ...coPartners.map(({ percentage, ...partner }) => ({
          ...partner,
          shares: [{ series: 'A', percentage }],
        })),
      ],
    },
  });
  expect(partners.status(), await partners.text()).toBe(200);
  const partnerIds = (
    (await partners.json()) as { content: { partners: { id: number }[] } }
  ).content.partners.map((partner) => partner.id);
  const partnerId = partnerIds[0];
  const complements = await request.post(`/api/v3/partner-complements/${partnerId}`, {
    headers: auth,
    data: {
      rfc: 'GODE561231GR8',
      curp: 'BOXW310820HNERXN09',
      birthplace: 'Puebla, Puebla',
      civil_status: 'soltero',
      accept_terms_conditions: true,
    },
  });
  expect(complements.status(), await complements.text()).toBe(200);
  return { email, companyId, name, accessToken, partnerIds };
}

/** The four documents of a partner who is a person, single, with an INE. */
const PARTNER_DOCUMENTS = [
  ['national_identity', png('ine-frente.png')],
  ['national_identity_back', png('ine-reverso.png')],
  ['address', pdf('domicilio.pdf')],
  ['CFI', pdf('cfi.pdf')],
] as const;

/** Uploads a partner's four documents as that partner (or the founder) would. */
export async function uploadPartnerDocuments(
  request: APIRequestContext,
  partnerId: number,
  headers: Record<string, string>,
): Promise<void> {
  for (const [type, file] of PARTNER_DOCUMENTS) {
    const res = await request.post(`/api/v3/partner/${partnerId}/documents/${type}`, {
      headers,
      multipart: { file },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** The start of a WebM file as a browser's MediaRecorder writes it: what the server and the sandbox accept. */
const WEBM = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
  'hex',
);

/**
 * A partner's identity check as their own flow sends it, once their ID is uploaded: the selfie video, then the
 * sandbox's decision, waited for until it is Approved (the articles are not released before it).
 */
export async function verifyIdentity(
  request: APIRequestContext,
  partnerId: number,
  headers: Record<string, string>,
): Promise<void> {
  const sent = await request.post(`/api/v3/partner/${partnerId}/identity-verification`, {
    headers,
    multipart: { video: { name: 'selfie.webm', mimeType: 'video/webm', buffer: WEBM } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v3/partner/${partnerId}/identity-verification`, { headers });
        return ((await res.json()) as { content: { status: string | null } }).content.status;
      },
      { timeout: 30_000 },
    )
    .toBe('Approved');
}

/**
 * What the articles name besides the partners, as the founder saves it on her pages: the company's domicile
 * (Datos básicos) and its sole administrator (Administración).
 */
export async function giveArticlesData(
  request: APIRequestContext,
  companyId: number,
  headers: Record<string, string>,
  administrator = 'Ana López',
): Promise<void> {
  const domicile = await request.post(`/api/v3/company/save-fiscal-residence/${companyId}`, {
    headers,
    data: { fiscal_residence: 'Av. Juárez 10, Centro, 06000, Cuauhtémoc, Ciudad de México' },
  });
  expect(domicile.status(), await domicile.text()).toBe(200);
  const administration = await request.put(`/api/v3/company/administration/${companyId}`, {
    headers,
    data: {
      has_unique_administrator: true,
      council: [{ name: administrator, council_role: 'sole_administrator' }],
    },
  });
  expect(administration.status(), await administration.text()).toBe(200);
}

/**
 * What the back office does before the articles can be signed: the legal name authorised by the Secretaría de
 * Economía and every partner document approved. `admin` are the admin's headers (staff.ts adminHeaders).
 */
export async function approveForSigning(
  request: APIRequestContext,
  companyId: number,
  founderHeaders: Record<string, string>,
  admin: Record<string, string>,
): Promise<void> {
  const profileRes = await request.get(`/api/v3/company/get-company-profile/${companyId}`, {
    headers: founderHeaders,
  });
  const profile = (
    (await profileRes.json()) as {
      content: { legal_names: { id: number }[]; partners: { documents: { id: number }[] }[] };
    }
  ).content;
  const authorized = await request.post(`/api/v3/backoffice/legal-names/${companyId}/authorize`, {
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
    const detail = await request.get(`/api/v3/backoffice/documents/partner/${document.id}`, {
      headers: admin,
    });
    const { version } = ((await detail.json()) as { content: { version: string } }).content;
    const approved = await request.post(`/api/v3/backoffice/documents/partner/${document.id}/approve`, {
      headers: admin,
      data: { version },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
}

/** A founder who signed up as an Amazon seller (not paid yet): the company is an Amazon customer. */
export async function amazonFounder(
  request: APIRequestContext,
): Promise<{ email: string; companyId: number; accessToken: string }> {
  const { email, accessToken } = await createConfirmedAccount(request);
  const twists = await request.get('/api/v3/business-twists?q=comercio&lang=es');
  const twist = ((await twists.json()) as { content: { business_twists: { id: number; name: string }[] } })
    .content.business_twists[0];
  const name = `Cacao Norte ${Date.now().toString(36)}`;
  const created = await request.post('/api/v3/company/register', {
    headers: { authorization: `Bearer ${accessToken}`, 'x-language': 'es' },
    data: {
      type_society: SOCIETIES.sas,
      company_type: 'sas',
      company_name: name,
      legal_names: [{ name, priority: 1 }],
      activities: [{ id: twist?.id, name: twist?.name }],
      legal_representation: true,
      amazon_customer: true,
      name_authorization: false,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return {
    email,
    accessToken,
    companyId: ((await created.json()) as { content: { id: number } }).content.id,
  };
}

/** A one-page PDF that says `text`, with the byte offsets its cross-reference table needs. */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 40 120 Td (${text}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    `<</Length ${content.length}>>stream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj${object}endobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
