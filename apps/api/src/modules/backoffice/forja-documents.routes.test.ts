import { FORJA_ISSUED_DOCUMENTS } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMail, register, type Registered } from '../../test/accounts';
import { PDF, PNG, multipart } from '../../test/multipart';
import { refreshSession, registerStaff } from '../../test/staff';
import { addAcceptedPartner, registerCompany } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

const clock = testClock();
let t: TestApp;
let operator: Registered;
let admin: Registered;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) }, { clock: clock.now });
  operator = await registerStaff(t.app, 'operator');
  admin = await registerStaff(t.app, 'admin');
});
afterAll(() => t.close());

const BASE = '/api/v3/backoffice/forja-documents';

type Documents = {
  company_id: number;
  friendly_id: string;
  founder_email: string | null;
  documents: {
    type: string;
    document: {
      id: number;
      file_name: string;
      is_approved: boolean;
      uploaded_by_email: string | null;
      uploaded_by_staff: boolean;
      document_url: string | null;
    } | null;
  }[];
};

const get = (url: string, account?: { access: string }) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.access) : {} });

const upload = (
  companyId: number,
  type: string,
  staff: { access: string },
  options: { fields?: Record<string, string>; data?: Buffer; name?: string } = {},
) => {
  const form = multipart(options.fields ?? {}, {
    name: options.name ?? 'acta.pdf',
    type: 'application/pdf',
    data: options.data ?? PDF,
  });
  return t.app.inject({
    method: 'PUT',
    url: `${BASE}/${companyId}/${type}`,
    headers: { ...bearer(staff.access), ...form.headers },
    payload: form.payload,
  });
};

const withdraw = (companyId: number, type: string, documentId: number, staff: { access: string }) =>
  t.app.inject({
    method: 'DELETE',
    url: `${BASE}/${companyId}/${type}?document_id=${documentId}`,
    headers: bearer(staff.access),
  });

async function documentsOf(companyId: number, staff: Registered = operator): Promise<Documents> {
  const res = await get(`${BASE}/${companyId}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Documents }>().content;
}

const current = (documents: Documents, type: string) =>
  documents.documents.find((entry) => entry.type === type)?.document ?? null;

async function founderDocuments(founder: Registered, companyId: number) {
  const res = await get(`/api/v3/company/get-company-profile/${companyId}`, founder);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    content: { documents: { id: number; type: string; document_url: string | null; is_approved: boolean }[] };
  }>().content.documents;
}

async function auditOf(companyId: number) {
  const res = await get(`/api/v3/backoffice/audit?company_id=${companyId}`, admin);
  return res.json<{
    content: {
      items: { action: string; actor_id: number; subject_id: number; after: unknown; before: unknown }[];
    };
  }>().content.items;
}

describe('finding a company', () => {
  it('finds companies by friendly_id or name, and lists every Forja-issued type of one', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, 'Cerámica Talavera');
    const byId = await get(`${BASE}/companies?q=${company.friendly_id.toLowerCase()}`, operator);
    expect(byId.statusCode).toBe(200);
    type Found = { content: { total: number; items: { company_id: number }[] } };
    expect(byId.json<Found>().content).toMatchObject({
      total: 1,
      items: [{ company_id: company.id, name: 'Cerámica Talavera', founder_email: founder.email }],
    });
    const byName = await get(`${BASE}/companies?q=talavera`, admin);
    expect(byName.json<Found>().content.items.map((item) => item.company_id)).toContain(company.id);

    const documents = await documentsOf(company.id);
    expect(documents.documents.map((entry) => entry.type)).toEqual([...FORJA_ISSUED_DOCUMENTS]);
    expect(documents.documents.every((entry) => entry.document === null)).toBe(true);
    const missing = await get(`${BASE}/999999`, operator);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ['company_not_found'] });
  });
});

describe('uploading a Forja-issued document', () => {
  it('stores it approved; the founder sees it on Documents, can download it, and gets an e-mail', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    const res = await upload(company.id, 'articles_of_incorporation', operator, {
      name: 'acta constitutiva.pdf',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = current(res.json<{ content: Documents }>().content, 'articles_of_incorporation');
    expect(stored).toMatchObject({
      file_name: 'acta constitutiva.pdf',
      is_approved: true,
      uploaded_by_email: operator.email,
      uploaded_by_staff: true,
    });

    const seen = (await founderDocuments(founder, company.id)).find(
      (document) => document.type === 'articles_of_incorporation',
    );
    expect(seen).toMatchObject({ id: stored?.id, is_approved: true });
    const file = await get(seen?.document_url ?? '/missing');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [event] = await auditOf(company.id);
    expect(event).toMatchObject({
      action: 'forja_document.upload',
      actor_id: operator.id,
      subject_id: stored?.id,
      before: null,
      after: { type: 'articles_of_incorporation', file_name: 'acta constitutiva.pdf', is_approved: true },
    });

    expect(await t.services().jobs.runDueJobs()).toBeGreaterThanOrEqual(1);
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toMatch(/Acta constitutiva/i);
    expect(mail?.text).toContain(`/dashboard/${company.id}/documents`);
  });

  it('replaces the document the operator saw, and refuses when another one was stored meanwhile', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    const first = current(
      (await upload(company.id, 'mandate_contract', operator)).json<{ content: Documents }>().content,
      'mandate_contract',
    );
    const replaced = await upload(company.id, 'mandate_contract', admin, {
      fields: { current_document_id: String(first?.id) },
      name: 'contrato v2.pdf',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = current(replaced.json<{ content: Documents }>().content, 'mandate_contract');
    expect(second?.id).not.toBe(first?.id);
    expect(second).toMatchObject({ file_name: 'contrato v2.pdf', uploaded_by_email: admin.email });
    expect((await get(first?.document_url ?? '/missing')).statusCode).toBe(404);

    const stale = await upload(company.id, 'mandate_contract', operator, {
      fields: { current_document_id: String(first?.id) },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: ['document_changed'] });
    const [event] = await auditOf(company.id);
    expect(event).toMatchObject({
      action: 'forja_document.replace',
      actor_id: admin.id,
      before: { document_id: first?.id },
      after: { document_id: second?.id, file_name: 'contrato v2.pdf' },
    });
  });

  it('takes one of two uploads made at the same time for a document nobody had stored', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    const colleague = await registerStaff(t.app, 'operator');
    const answers = await Promise.all([
      upload(company.id, 'acuse_cita_sat', operator, { fields: { current_document_id: 'none' } }),
      upload(company.id, 'acuse_cita_sat', colleague, { fields: { current_document_id: 'none' } }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({ message: ['document_changed'] });
    const audit = await auditOf(company.id);
    expect(audit.map((event) => event.action)).toEqual(['forja_document.upload']);
  });

  it('checks the content like a founder upload, and refuses types the founder provides', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    for (const [data, code] of [
      [PNG, 'file_content_invalid'],
      [Buffer.from('hola, no soy un PDF'), 'file_content_invalid'],
      [Buffer.concat([PDF, Buffer.alloc(70 * 1024, 32)]), 'file_too_large'],
    ] as const) {
      const res = await upload(company.id, 'mandate_contract', operator, { data });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: [code, 'invalid_format'] });
    }
    const empty = multipart({ note: 'sin archivo' });
    const noFile = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${company.id}/mandate_contract`,
      headers: { ...bearer(operator.access), ...empty.headers },
      payload: empty.payload,
    });
    expect(noFile.json()).toEqual({ message: ['invalid_format'] });
    const founderType = await upload(company.id, 'fiscal_identity', operator);
    expect(founderType.statusCode).toBe(400);
    expect(current(await documentsOf(company.id), 'mandate_contract')).toBeNull();
    expect(await auditOf(company.id)).toEqual([]);
  });
});

describe('withdrawing a Forja-issued document', () => {
  it('removes it from the founder’s Documents, audited; withdrawing it twice answers document_changed', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    const stored = current(
      (await upload(company.id, 'mandate_contract', operator)).json<{ content: Documents }>().content,
      'mandate_contract',
    );
    if (!stored) throw new Error('not stored');
    const res = await withdraw(company.id, 'mandate_contract', stored.id, operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(current(res.json<{ content: Documents }>().content, 'mandate_contract')).toBeNull();
    expect((await founderDocuments(founder, company.id)).some((d) => d.type === 'mandate_contract')).toBe(
      false,
    );
    expect((await get(stored.document_url ?? '/missing')).statusCode).toBe(404);
    const [event] = await auditOf(company.id);
    expect(event).toMatchObject({
      action: 'forja_document.withdraw',
      subject_id: stored.id,
      before: { type: 'mandate_contract', document_id: stored.id },
      after: null,
    });
    const again = await withdraw(company.id, 'mandate_contract', stored.id, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ['document_changed'] });
  });
});

describe('who reaches the Forja documents', () => {
  it('answers founders, partners, anonymous callers and expired tokens with the same 404 on every route', async () => {
    const founder = await register(t.app);
    const partner = await register(t.app);
    const company = await registerCompany(t.app, founder);
    await addAcceptedPartner(t.app, company.id, partner);
    const stored = current(
      (await upload(company.id, 'commissary_CSF', operator)).json<{ content: Documents }>().content,
      'commissary_CSF',
    );
    const nothing = await get('/api/v3/backoffice/no-such-page');
    const expiring = await registerStaff(t.app, 'admin');
    const attempts = (account: { access: string }) => [
      get(`${BASE}/companies`, account),
      get(`${BASE}/${company.id}`, account),
      upload(company.id, 'commissary_CSF', account),
      withdraw(company.id, 'commissary_CSF', stored?.id ?? 0, account),
    ];
    for (const account of [{ access: '' }, founder, partner]) {
      for (const res of await Promise.all(attempts(account))) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(nothing.json());
      }
    }
    for (const staff of [operator, admin]) {
      expect((await get(`${BASE}/companies`, staff)).statusCode).toBe(200);
      expect((await get(`${BASE}/${company.id}`, staff)).statusCode).toBe(200);
    }
    clock.advance(16 * 60_000);
    for (const res of await Promise.all(attempts(expiring))) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(nothing.json());
    }
    // A session back after the pause must confirm the password before acting.
    const renewed = await refreshSession(t.app, expiring);
    const [, , uploading, withdrawing] = await Promise.all(attempts(renewed));
    for (const res of [uploading, withdrawing]) {
      expect(res?.statusCode).toBe(403);
      expect(res?.json()).toEqual({ message: ['recent_sign_in_required'] });
    }
    expect(current(await documentsOf(company.id, renewed), 'commissary_CSF')?.id).toBe(stored?.id);
  });
});
