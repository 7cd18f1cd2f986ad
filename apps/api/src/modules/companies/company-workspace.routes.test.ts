import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMail, register, uniqueEmail, type Registered } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: Registered;
let beto: Registered;
let companyId: number;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A multipart body with optional text fields and one file, as a browser sends it. */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer; field?: string },
) {
  const boundary = `----forja${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) });
  ana = await register(t.app);
  beto = await register(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(ana.access),
    payload: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Workspace ${Date.now()}`, priority: 1 }],
      legal_representation: true,
    },
  });
  companyId = res.json<{ content: { id: number } }>().content.id;
});
afterAll(() => t.close());

const profile = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(ana.access),
    })
  ).json<{
    content: Record<string, unknown> & {
      documents: { id: number; type: string; document_url: string; is_approved: boolean }[];
      council: { name: string; council_role: string }[];
      legal_representatives: { id: number; rfc: string; image: string }[];
    };
  }>().content;

describe('business activities', () => {
  it('searches the catalogue in the language asked, by name or code', async () => {
    const es = await t.app.inject({ method: 'GET', url: '/api/v3/business-twists?q=restaurante&lang=es' });
    const list = es.json<{ content: { business_twists: { id: number; code: string; name: string }[] } }>()
      .content.business_twists;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]?.name.toLowerCase()).toContain('restaurante');
    const en = await t.app.inject({ method: 'GET', url: '/api/v3/business-twists?q=software&lang=en' });
    expect(
      en.json<{ content: { business_twists: unknown[] } }>().content.business_twists.length,
    ).toBeGreaterThan(0);
    const all = await t.app.inject({ method: 'GET', url: '/api/v3/business-twists?limit=200' });
    expect(
      all.json<{ content: { business_twists: unknown[] } }>().content.business_twists.length,
    ).toBeGreaterThanOrEqual(150);
  });
});

describe('basic data', () => {
  it('saves activities, description, website and hiring, and the profile shows them', async () => {
    const twists = await t.app.inject({ method: 'GET', url: '/api/v3/business-twists?q=consultor&lang=es' });
    const ids = twists
      .json<{ content: { business_twists: { id: number }[] } }>()
      .content.business_twists.slice(0, 2)
      .map((b) => ({ id: b.id }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/set-company-category/${companyId}`,
      headers: bearer(ana.access),
      payload: {
        activities: ids,
        description: 'Consultoría de software para restaurantes',
        web_site: 'https://nopal.mx',
        will_hire: true,
        company_activity: { activity: 'Software', description: null, products: 'Apps' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const content = await profile();
    expect(content).toMatchObject({
      description: 'Consultoría de software para restaurantes',
      web_site: 'https://nopal.mx',
      will_hire: true,
    });
    expect((content.company_business_twists as unknown[]).length).toBe(2);
  });

  it.each([
    [{ activities: [], description: 'Una descripción larga' }, 'invalid_request'],
    [{ activities: [{ id: 999_999 }], description: 'Una descripción larga' }, 'invalid_request'],
    [{ activities: [{ id: 1 }], description: 'corta' }, 'invalid_request'],
  ])('refuses %o', async (payload, code) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/set-company-category/${companyId}`,
      headers: bearer(ana.access),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string[] }>().message[0]).toBe(code);
  });

  it('saves goal, subsidiary, fiscal residence and flags', async () => {
    for (const [url, payload] of [
      [`/api/v3/update-company-goal/${companyId}`, { company_goal: 'Vender en todo México' }],
      [`/api/v3/company/subsidiary/set/${companyId}`, { subsidiary: false }],
      [`/api/v3/company/save-fiscal-residence/${companyId}`, { fiscal_residence: 'Ciudad de México' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(ana.access), payload });
      expect(res.statusCode, url).toBe(200);
    }
    const flag = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/update-flags/${companyId}`,
      headers: bearer(ana.access),
      payload: { type: 'not_interested_banks', is_aprroved: true },
    });
    expect(flag.statusCode).toBe(200);
    const badFlag = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/update-flags/${companyId}`,
      headers: bearer(ana.access),
      payload: { type: 'testimony', is_aprroved: true },
    });
    expect(badFlag.statusCode).toBe(400);
    const stage = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/stage/basic_data/company/${companyId}`,
      headers: bearer(ana.access),
      payload: { completed: true },
    });
    expect(stage.statusCode).toBe(200);
    expect(await profile()).toMatchObject({
      fiscal_residence: 'Ciudad de México',
      not_interested_banks: true,
      testimony: false,
      stages: [{ name: 'basic_data', completed: true }],
    });
  });
});

describe('the RFC', () => {
  it('refuses a bad format or date, asks to confirm a check-digit mismatch, and saves', async () => {
    const save = (rfc: string, confirm_checksum = false) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/company/save-rfc/${companyId}`,
        headers: bearer(ana.access),
        payload: { rfc, confirm_checksum },
      });
    expect((await save('ABC68')).json()).toEqual({ message: ['rfc_invalid_format'] });
    expect((await save('ABC681324P76')).json()).toEqual({ message: ['rfc_invalid_date'] });
    expect((await save('GODE561231GR8')).json()).toEqual({ message: ['rfc_wrong_kind'] });
    const warning = await save('abc680524p76');
    expect(warning.statusCode).toBe(409);
    expect(warning.json()).toEqual({ message: ['rfc_checksum_mismatch'] });
    const confirmed = await save('abc680524p76', true);
    expect(confirmed.json()).toEqual({ content: { rfc: 'ABC680524P76' } });
    const later = await t.app.inject({
      method: 'GET',
      url: `/api/v3/update-boolean-rfc-company/${companyId}`,
      headers: bearer(ana.access),
    });
    expect(later.statusCode).toBe(200);
    expect(await profile()).toMatchObject({ rfc: 'ABC680524P76', rfc_later: true });
  });
});

describe('administration', () => {
  it('saves a board with its roles, and refuses two administrators for a sole administrator', async () => {
    const board = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/administration/${companyId}`,
      headers: bearer(ana.access),
      payload: {
        has_unique_administrator: false,
        council: [
          { name: 'Ana López', council_role: 'president' },
          { name: 'Luis Pérez', council_role: 'commissary' },
        ],
      },
    });
    expect(board.statusCode).toBe(200);
    expect((await profile()).council.map((m) => m.council_role)).toEqual(['president', 'commissary']);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/administration/${companyId}`,
      headers: bearer(ana.access),
      payload: {
        has_unique_administrator: true,
        council: [
          { name: 'Ana López', council_role: 'sole_administrator' },
          { name: 'Luis', council_role: 'member' },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('adds a legal representative with a validated RFC and an ID image, serves the image by link, and deletes', async () => {
    const form = multipart(
      { name: 'Ana López', rfc: 'GODE561231GR8' },
      { name: 'ine.png', type: 'image/png', data: PNG, field: 'image' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/legal-representatives/new/${companyId}`,
      headers: { ...bearer(ana.access), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ content: { id: number; approved: boolean } }>().content.id;
    const representative = (await profile()).legal_representatives.find((r) => r.id === id);
    expect(representative?.rfc).toBe('GODE561231GR8');
    const image = await t.app.inject({ method: 'GET', url: representative?.image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const badRfc = multipart(
      { name: 'Ana López', rfc: 'ABC680524P76' },
      { name: 'ine.png', type: 'image/png', data: PNG, field: 'image' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/legal-representatives/new/${companyId}`,
      headers: { ...bearer(ana.access), ...badRfc.headers },
      payload: badRfc.payload,
    });
    expect(refused.json()).toEqual({ message: ['rfc_wrong_kind'] });

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/legal-representatives/delete',
      headers: bearer(ana.access),
      payload: { legal_representative: id },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: representative?.image ?? '' })).statusCode).toBe(404);
  });
});

describe('documents', () => {
  const upload = (type: string, file: { name: string; type: string; data: Buffer }, who = ana) => {
    const form = multipart({}, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${companyId}/documents/${type}`,
      headers: { ...bearer(who.access), ...form.headers },
      payload: form.payload,
    });
  };

  it('accepts a PDF by content, replaces it, and serves it through a signed link', async () => {
    const first = await upload('CSF_company', { name: 'constancia.pdf', type: 'application/pdf', data: PDF });
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload('CSF_company', {
      name: 'constancia-nueva.pdf',
      type: 'application/pdf',
      data: PDF,
    });
    expect(second.statusCode).toBe(200);
    const documents = (await profile()).documents.filter((d) => d.type === 'CSF_company');
    expect(documents).toHaveLength(1);
    expect(documents[0]?.is_approved).toBe(false);
    const file = await t.app.inject({ method: 'GET', url: documents[0]?.document_url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('constancia-nueva.pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    ['a PNG named .pdf', { name: 'truco.pdf', type: 'application/pdf', data: PNG }],
    ['plain text', { name: 'nota.pdf', type: 'application/pdf', data: Buffer.from('hola, no soy un PDF') }],
    [
      'a file over the limit',
      {
        name: 'grande.pdf',
        type: 'application/pdf',
        data: Buffer.concat([PDF, Buffer.alloc(70 * 1024, 32)]),
      },
    ],
  ])('refuses %s with invalid_format', async (_label, file) => {
    const res = await upload('fiscal_identity', file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ['invalid_format'] });
  });

  it('refuses types the founder does not provide, and a request with no file', async () => {
    expect(
      (await upload('articles_of_incorporation', { name: 'acta.pdf', type: 'application/pdf', data: PDF }))
        .statusCode,
    ).toBe(403);
    const empty = multipart({ note: 'sin archivo' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${companyId}/documents/fiscal_identity`,
      headers: { ...bearer(ana.access), ...empty.headers },
      payload: empty.payload,
    });
    expect(res.json()).toEqual({ message: ['invalid_format'] });
  });

  it('refuses a forged or expired link', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/files/not-a-token' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ['document_not_exist_s3'] });
  });

  it('e-mails a reminder for a missing document', async () => {
    const to = uniqueEmail('contador');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/alert-document',
      headers: bearer(ana.access),
      payload: { company_id: companyId, type: 'CSF_company', email: to },
    });
    expect(res.statusCode).toBe(200);
    expect((await lastMail(t.app, to))?.text).toContain('Constancia de Situación Fiscal');
  });

  it('keeps every workspace route to those who belong to the company', async () => {
    const form = multipart({}, { name: 'c.pdf', type: 'application/pdf', data: PDF });
    const routes = [
      {
        method: 'PUT' as const,
        url: `/api/v3/company/set-company-category/${companyId}`,
        payload: { activities: [{ id: 1 }], description: 'Una descripción larga' },
      },
      {
        method: 'POST' as const,
        url: `/api/v3/update-company-goal/${companyId}`,
        payload: { company_goal: 'x' },
      },
      {
        method: 'POST' as const,
        url: `/api/v3/company/subsidiary/set/${companyId}`,
        payload: { subsidiary: true },
      },
      {
        method: 'POST' as const,
        url: `/api/v3/company/save-fiscal-residence/${companyId}`,
        payload: { fiscal_residence: 'CDMX' },
      },
      {
        method: 'POST' as const,
        url: `/api/v3/company/save-rfc/${companyId}`,
        payload: { rfc: 'ABC680524P76', confirm_checksum: true },
      },
      { method: 'GET' as const, url: `/api/v3/update-boolean-rfc-company/${companyId}` },
      {
        method: 'PUT' as const,
        url: `/api/v3/company/update-flags/${companyId}`,
        payload: { type: 'rfc_later', is_aprroved: true },
      },
      { method: 'PUT' as const, url: `/api/v3/stage/rfc/company/${companyId}`, payload: { completed: true } },
      {
        method: 'POST' as const,
        url: '/api/v3/alert-document',
        payload: { company_id: companyId, type: 'CSF_company', email: 'a@b.mx' },
      },
      {
        method: 'PUT' as const,
        url: `/api/v3/company/administration/${companyId}`,
        payload: { has_unique_administrator: true, council: [] },
      },
      {
        method: 'POST' as const,
        url: `/api/v3/company/${companyId}/documents/fiscal_identity`,
        payload: form.payload,
        headers: form.headers,
      },
    ];
    for (const route of routes) {
      const res = await t.app.inject({
        ...route,
        headers: { ...bearer(beto.access), ...(route.headers ?? {}) },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ message: ['user_not_belong_to_company'] });
    }
  });
});
