import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMail, register, uniqueEmail, type Registered } from '../../test/accounts';
import { newCompany } from '../../test/companies';
import { PDF, PNG, multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: Registered;
let beto: Registered;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) });
  ana = await register(t.app);
  beto = await register(t.app);
  companyId = await newCompany(t.app, ana);
});
afterAll(() => t.close());

const documentsOfType = async (type: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(ana.access),
    })
  )
    .json<{ content: { documents: { type: string; document_url: string; is_approved: boolean }[] } }>()
    .content.documents.filter((document) => document.type === type);

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
    const documents = await documentsOfType('CSF_company');
    expect(documents).toHaveLength(1);
    expect(documents[0]?.is_approved).toBe(false);
    const file = await t.app.inject({ method: 'GET', url: documents[0]?.document_url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('constancia-nueva.pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    ['a PNG named .pdf', { name: 'truco.pdf', type: 'application/pdf', data: PNG }, 'file_content_invalid'],
    [
      'plain text',
      { name: 'nota.pdf', type: 'application/pdf', data: Buffer.from('hola, no soy un PDF') },
      'file_content_invalid',
    ],
    [
      'a file over the limit',
      {
        name: 'grande.pdf',
        type: 'application/pdf',
        data: Buffer.concat([PDF, Buffer.alloc(70 * 1024, 32)]),
      },
      'file_too_large',
    ],
  ])('refuses %s, saying which problem it is (then invalid_format)', async (_label, file, code) => {
    const res = await upload('fiscal_identity', file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: [code, 'invalid_format'] });
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

  it('keeps the documents to those who belong to the company', async () => {
    const form = multipart({}, { name: 'c.pdf', type: 'application/pdf', data: PDF });
    const routes = [
      {
        method: 'POST' as const,
        url: '/api/v3/alert-document',
        payload: { company_id: companyId, type: 'CSF_company', email: 'a@b.mx' },
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
