import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, documentReviews, users } from '../../db/schema/index';
import { PASSWORD, bearer, register, type Registered } from '../../test/accounts';
import { confirmStaffPassword, refreshSession, registerStaff } from '../../test/staff';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { DOCUMENT_REVIEW_DIGEST_QUIET_MS } from '../notifications/document-review-digest';
import {
  PDF,
  companyWithPartners,
  joinAsPartner,
  mailsTo,
  pdf,
  png,
  saveCapTable,
  uploadCompanyDocument,
  uploadPartnerDocument,
  uploadPersonDocuments,
} from '../../test/companies';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(() => t.close());

const BASE = '/api/v3/backoffice/documents';

type QueueItem = {
  kind: 'company' | 'partner';
  id: number;
  type: string;
  version: string;
  uploaded_at: string;
  state: string;
  company: { id: number; friendly_id: string; name: string | null };
  partner: { id: number; name: string | null } | null;
  must_match: Record<string, unknown>;
};
type Page = { items: QueueItem[]; total: number; page: number; page_size: number };

const get = (url: string, who?: Registered | null) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.access) : {} });
const post = (url: string, payload: object, who: Registered | null) =>
  t.app.inject({ method: 'POST', url, payload, headers: who ? bearer(who.access) : {} });

const queue = async (who: Registered, query = '') => {
  const res = await get(`${BASE}?page_size=100${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Page }>().content;
};
const detail = async (who: Registered, kind: string, id: number) => {
  const res = await get(`${BASE}/${kind}/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    content: QueueItem & { last_decision: Record<string, unknown> | null; note_readers: unknown[] };
  }>().content;
};
const approve = (who: Registered | null, kind: string, id: number, version: string) =>
  post(`${BASE}/${kind}/${id}/approve`, { version }, who);
const reject = (who: Registered | null, kind: string, id: number, body: object) =>
  post(`${BASE}/${kind}/${id}/reject`, body, who);

const profileOf = async (who: Registered, companyId: number) => {
  const res = await get(`/api/v3/company/get-company-profile/${companyId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    content: {
      partners_has_documents_completed: boolean;
      documents: {
        id: number;
        type: string;
        is_approved: boolean;
        rejection_category: string | null;
        rejection_note?: string | null;
      }[];
      partners: {
        id: number;
        documents: {
          id: number;
          type: string;
          is_approved: boolean;
          rejection_category: string | null;
          rejection_note?: string | null;
        }[];
      }[];
    };
  }>().content;
};

/** A founder's company with the second partner's four documents uploaded; answers the queue items of them. */
async function companyWithUploads(founder: Registered, operator: Registered, name?: string) {
  const company = await companyWithPartners(t.app, founder, name);
  await uploadPersonDocuments(t.app, founder, company.ids[1]);
  const items = (await queue(operator, `&company_id=${company.companyId}`)).items;
  const byType = (type: string) => items.find((item) => item.type === type) as QueueItem;
  return { ...company, items, byType };
}

describe('who reaches the documents queue', () => {
  it('answers the founder, a partner, anyone anonymous and an expired token exactly like a missing page, and lets operators and admins in', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const admin = await registerStaff(t.app, 'admin');
    const { companyId, ids, emails, byType } = await companyWithUploads(founder, operator);
    const partner = await joinAsPartner(t.app, founder, companyId, ids[1], emails[1]);
    const document = byType('address');
    const urls = {
      list: `${BASE}`,
      detail: `${BASE}/partner/${document.id}`,
      file: `${BASE}/partner/${document.id}/file`,
    };
    const missing = await get('/api/v3/backoffice/no-such-page');
    expect(missing.statusCode).toBe(404);

    const expectHidden = async (who: Registered | null) => {
      for (const url of Object.values(urls)) {
        const res = await get(url, who);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(missing.json());
      }
      for (const res of [
        await approve(who, 'partner', document.id, document.version),
        await reject(who, 'partner', document.id, { version: document.version, category: 'illegible' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(missing.json());
      }
    };
    for (const who of [null, founder, partner]) await expectHidden(who);

    const expiredStaff = await registerStaff(t.app, 'operator');
    clock.advance(16 * 60_000);
    await expectHidden(expiredStaff);

    // Staff whose sessions are renewed get in; an outsider's attempts changed nothing.
    for (const staff of [await refreshSession(t.app, operator), await refreshSession(t.app, admin)]) {
      for (const url of Object.values(urls)) expect((await get(url, staff)).statusCode, url).toBe(200);
    }
    const renewed = await refreshSession(t.app, founder);
    const stored = (await profileOf(renewed, companyId)).partners.find((p) => p.id === ids[1]);
    expect(stored?.documents.find((d) => d.type === 'address')).toMatchObject({
      is_approved: false,
      rejection_category: null,
    });
  });

  it('asks for the password again after 15 minutes idle before any decision, and not to read', async () => {
    const founder = await register(t.app);
    let operator = await registerStaff(t.app, 'operator');
    const { byType } = await companyWithUploads(founder, operator);
    const document = byType('CFI');
    clock.advance(16 * 60_000);
    operator = await refreshSession(t.app, operator);
    expect((await get(`${BASE}/partner/${document.id}`, operator)).statusCode).toBe(200);
    for (const res of [
      await approve(operator, 'partner', document.id, document.version),
      await reject(operator, 'partner', document.id, { version: document.version, category: 'expired' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ['recent_sign_in_required'] });
    }
    expect((await confirmStaffPassword(t.app, operator, PASSWORD)).statusCode).toBe(200);
    expect((await approve(operator, 'partner', document.id, document.version)).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('lists waiting company and partner documents oldest first, with the data each must match, filtered and paginated', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId, ids } = await companyWithPartners(t.app, founder, 'Cacao Fino');
    await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner-complements/${ids[1]}`,
      headers: bearer(founder.access),
      payload: {
        rfc: 'GODE561231GR8',
        curp: 'BOXW310820HNERXN09',
        civil_status: 'soltero',
        accept_terms_conditions: true,
      },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner-address/${ids[1]}`,
      headers: bearer(founder.access),
      payload: {
        street: 'Calle Roble',
        exterior_number: '12',
        settlement: 'Centro',
        municipality: 'Cuauhtémoc',
        state: 'Ciudad de México',
        postal_code: '06000',
      },
    });
    expect((await uploadPartnerDocument(t.app, founder, ids[1], 'address', pdf('luz.pdf'))).statusCode).toBe(
      200,
    );
    clock.advance(60_000);
    expect((await uploadCompanyDocument(t.app, founder, companyId, 'CSF_company')).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await uploadPartnerDocument(t.app, founder, ids[0], 'CFI', pdf('cfi.pdf'))).statusCode).toBe(200);

    const all = await queue(operator, `&company_id=${companyId}`);
    expect(all.total).toBe(3);
    expect(all.items.map((item) => [item.kind, item.type])).toEqual([
      ['partner', 'address'],
      ['company', 'CSF_company'],
      ['partner', 'CFI'],
    ]);
    const [address, csf] = all.items as [QueueItem, QueueItem];
    expect(address).toMatchObject({
      state: 'waiting',
      company: { id: companyId, name: 'Cacao Fino' },
      partner: { id: ids[1], name: 'Luis Pérez' },
      must_match: {
        holder: 'partner',
        name: 'Luis Pérez',
        rfc: 'GODE561231GR8',
        curp: 'BOXW310820HNERXN09',
        address: 'Calle Roble 12, Centro, Cuauhtémoc, Ciudad de México, C.P. 06000',
      },
    });
    expect(csf).toMatchObject({ partner: null, must_match: { holder: 'company', name: 'Cacao Fino' } });

    const byText = await queue(
      operator,
      `&company=${encodeURIComponent(address.company.friendly_id.toLowerCase())}`,
    );
    expect(byText.items.map((item) => item.id).sort()).toEqual(all.items.map((item) => item.id).sort());
    expect((await queue(operator, `&company=cacao%20fi&company_id=${companyId}`)).total).toBe(3);
    expect((await queue(operator, `&company_id=${companyId}&kind=company`)).items.map((i) => i.type)).toEqual(
      ['CSF_company'],
    );
    expect((await queue(operator, `&company_id=${companyId}&kind=partner&type=CFI`)).total).toBe(1);
    expect((await queue(operator, `&company=nadie-se-llama-asi`)).total).toBe(0);

    const second = await get(`${BASE}?company_id=${companyId}&page=2&page_size=1`, operator);
    expect(second.json<{ content: unknown }>().content).toMatchObject({ total: 3, page: 2, page_size: 1 });
    expect(second.json<{ content: Page }>().content.items.map((item: QueueItem) => item.type)).toEqual([
      'CSF_company',
    ]);

    // An unknown type is bad input, not an empty queue.
    expect((await get(`${BASE}?type=not-a-type`, operator)).json()).toEqual({
      message: ['invalid_request'],
      fields: expect.any(Array),
    });
  });

  it('counts on the home page exactly what the queue lists', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    await companyWithUploads(founder, operator);
    const overview = (await get('/api/v3/backoffice/overview', operator)).json<{
      content: Record<string, number>;
    }>().content;
    expect(overview.documents).toBe((await queue(operator)).total);
  });

  it('streams the file inline with its content type', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { byType } = await companyWithUploads(founder, operator);
    const res = await get(`${BASE}/partner/${byType('address').id}/file`, operator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''luz\.pdf$/);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await get(`${BASE}/partner/999999/file`, operator)).statusCode).toBe(404);
  });
});

describe('approving and rejecting', () => {
  it('approves once: the second operator is told it was already reviewed, and the founder is e-mailed', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const admin = await registerStaff(t.app, 'admin');
    const { companyId, byType } = await companyWithUploads(founder, operator);
    const document = byType('address');

    const [first, second] = await Promise.all([
      approve(operator, 'partner', document.id, document.version),
      approve(admin, 'partner', document.id, document.version),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toEqual({ message: ['already_reviewed'] });
    const accepted = first.statusCode === 200 ? first : second;
    expect(accepted.json<{ content: unknown }>().content).toMatchObject({
      state: 'approved',
      last_decision: { approved: true },
    });

    const reviews = await t.database.db
      .select()
      .from(documentReviews)
      .where(and(eq(documentReviews.document_kind, 'partner'), eq(documentReviews.document_id, document.id)));
    expect(reviews).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.approve'), eq(auditEvents.subject_id, document.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ company_id: companyId, subject_type: 'partner_document' });

    // A later rejection of the same file is refused too, and the document left the queue.
    const late = await reject(operator, 'partner', document.id, {
      version: document.version,
      category: 'illegible',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: ['already_reviewed'] });
    expect((await queue(operator, `&company_id=${companyId}`)).items.map((i) => i.id)).not.toContain(
      document.id,
    );

    expect((await profileOf(founder, companyId)).partners.flatMap((p) => p.documents)).toContainEqual(
      expect.objectContaining({ id: document.id, is_approved: true, rejection_category: null }),
    );
    // Told once the operator has paused for the digest's quiet spell.
    const approvedMails = async () =>
      (await mailsTo(t.app, founder.email)).filter((mail) => /Aprobamos un documento/.test(mail.subject));
    await t.services().jobs.runDueJobs();
    expect(await approvedMails()).toEqual([]);
    clock.advance(DOCUMENT_REVIEW_DIGEST_QUIET_MS);
    await t.services().jobs.runDueJobs();
    expect(await approvedMails()).toHaveLength(1);
  });

  it('refuses a decision on a file replaced since it was opened, and the new file waits in the queue', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId, ids, byType } = await companyWithUploads(founder, operator);
    const seen = byType('CFI');
    const opened = await detail(operator, 'partner', seen.id);
    expect(
      (await uploadPartnerDocument(t.app, founder, ids[1], 'CFI', pdf('cfi-nueva.pdf'))).statusCode,
    ).toBe(200);

    for (const res of [
      await approve(operator, 'partner', seen.id, opened.version),
      await reject(operator, 'partner', seen.id, { version: opened.version, category: 'expired' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ['document_changed'] });
    }
    const waiting = (await queue(operator, `&company_id=${companyId}&type=CFI`)).items;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.version).not.toBe(opened.version);
    expect((await approve(operator, 'partner', seen.id, waiting[0]!.version)).statusCode).toBe(200);
  });

  it('puts a rejected document that is uploaded again back in the queue, without the old category', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId, ids, byType } = await companyWithUploads(founder, operator);
    const document = byType('address');
    expect(
      (await reject(operator, 'partner', document.id, { version: document.version, category: 'expired' }))
        .statusCode,
    ).toBe(200);
    expect((await queue(operator, `&company_id=${companyId}&type=address`)).total).toBe(0);

    expect(
      (await uploadPartnerDocument(t.app, founder, ids[1], 'address', pdf('luz-marzo.pdf'))).statusCode,
    ).toBe(200);
    const again = await queue(operator, `&company_id=${companyId}&type=address`);
    expect(again.total).toBe(1);
    const stored = (await profileOf(founder, companyId)).partners
      .flatMap((p) => p.documents)
      .find((d) => d.id === document.id);
    expect(stored).toMatchObject({ is_approved: false, rejection_category: null, rejection_note: null });
  });

  it('refuses to approve a file that is missing or no longer reads as what was uploaded, but lets it be rejected', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId, byType } = await companyWithUploads(founder, operator);
    const storage = t.services().storage;
    const gone = byType('address');
    await storage.delete(gone.version);
    const damaged = byType('national_identity');
    await storage.put(damaged.version, Buffer.from('esto ya no es una imagen'));

    for (const document of [gone, damaged]) {
      const res = await approve(operator, 'partner', document.id, document.version);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ['document_file_unreadable'] });
    }
    expect((await queue(operator, `&company_id=${companyId}`)).total).toBe(4);
    const rejected = await reject(operator, 'partner', gone.id, {
      version: gone.version,
      category: 'illegible',
      note: 'No pudimos abrir el archivo; súbelo otra vez.',
    });
    expect(rejected.statusCode).toBe(200);
  });

  it('needs a category from the list to reject, and a note with "other"', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { byType } = await companyWithUploads(founder, operator);
    const document = byType('CFI');
    for (const body of [
      { version: document.version },
      { version: document.version, category: null, note: 'Falta algo' },
      { version: document.version, category: 'other' },
      { version: document.version, category: 'other', note: '   ' },
    ]) {
      const res = await reject(operator, 'partner', document.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: ['rejection_category_required'] });
    }
    const unknown = await reject(operator, 'partner', document.id, {
      version: document.version,
      category: 'ugly',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string[] }>().message).toEqual(['invalid_request']);
    expect((await detail(operator, 'partner', document.id)).state).toBe('waiting');

    const other = await reject(operator, 'partner', document.id, {
      version: document.version,
      category: 'other',
      note: 'Es la constancia de otra persona.',
    });
    expect(other.statusCode).toBe(200);
    expect(other.json<{ content: unknown }>().content).toMatchObject({
      state: 'rejected',
      last_decision: { approved: false, category: 'other', note: 'Es la constancia de otra persona.' },
    });
  });

  it('shows the founder the category and note of a rejection, e-mails the reason, and the documents count as incomplete again', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId, ids, emails, byType } = await companyWithUploads(founder, operator);
    await uploadPersonDocuments(t.app, founder, ids[0]);
    const partner = await joinAsPartner(t.app, founder, companyId, ids[1], emails[1]);
    expect((await profileOf(founder, companyId)).partners_has_documents_completed).toBe(true);

    const document = byType('national_identity');
    const res = await reject(operator, 'partner', document.id, {
      version: document.version,
      category: 'illegible',
      note: 'La foto salió movida.',
    });
    expect(res.statusCode, res.body).toBe(200);

    const profile = await profileOf(founder, companyId);
    expect(profile.partners_has_documents_completed).toBe(false);
    expect(profile.partners.find((p) => p.id === ids[1])?.documents).toContainEqual(
      expect.objectContaining({
        type: 'national_identity',
        is_approved: false,
        rejection_category: 'illegible',
        rejection_note: 'La foto salió movida.',
      }),
    );
    // The partner reads the same in their own view.
    const own = await get(`/api/v3/only-partner/${ids[1]}/company/${companyId}`, partner);
    expect(own.json<{ content: { documents: unknown[] } }>().content.documents).toContainEqual(
      expect.objectContaining({ type: 'national_identity', rejection_category: 'illegible' }),
    );

    clock.advance(DOCUMENT_REVIEW_DIGEST_QUIET_MS);
    await t.services().jobs.runDueJobs();
    for (const to of [founder.email, partner.email]) {
      const mail = (await mailsTo(t.app, to))[0];
      expect(mail?.subject).toMatch(/Necesitamos otro archivo/);
      expect(mail?.text).toContain('No se lee bien.');
      expect(mail?.text).toContain('La foto salió movida.');
    }

    // Uploading it again makes the documents complete once more.
    expect(
      (await uploadPartnerDocument(t.app, partner, ids[1], 'national_identity', png('ine-nueva.png'))).json(),
    ).toMatchObject({ content: { partners_has_documents_completed: true } });
  });

  it('rejects and approves a company document, which the founder sees on their documents', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId } = await companyWithPartners(t.app, founder);
    await uploadCompanyDocument(t.app, founder, companyId, 'CSF_company');
    const [item] = (await queue(operator, `&company_id=${companyId}&kind=company`)).items;
    expect(item).toBeDefined();
    const res = await reject(operator, 'company', item!.id, { version: item!.version, category: 'expired' });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(founder, companyId)).documents).toContainEqual(
      expect.objectContaining({ type: 'CSF_company', rejection_category: 'expired', rejection_note: null }),
    );
    expect(
      (await get(`${BASE}/company/${item!.id}`, operator)).json<{ content: QueueItem }>().content.state,
    ).toBe('rejected');
  });

  it('e-mails "all documents approved" once, when the last required document is approved', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId, ids } = await companyWithPartners(t.app, founder);
    await uploadPersonDocuments(t.app, founder, ids[0]);
    await uploadPersonDocuments(t.app, founder, ids[1]);
    const items = (await queue(operator, `&company_id=${companyId}`)).items;
    expect(items).toHaveLength(8);
    const allApproved = async () =>
      (await mailsTo(t.app, founder.email)).filter((mail) =>
        /Aprobamos todos los documentos/.test(mail.subject),
      );
    for (const [index, item] of items.entries()) {
      expect((await approve(operator, item.kind, item.id, item.version)).statusCode).toBe(200);
      await t.services().jobs.runDueJobs();
      expect(await allApproved(), `after ${index + 1} approvals`).toHaveLength(0);
    }
    // It goes with the digest of the approvals, once the operator has paused; and only once.
    clock.advance(DOCUMENT_REVIEW_DIGEST_QUIET_MS);
    await t.services().jobs.runDueJobs();
    expect(await allApproved()).toHaveLength(1);
    clock.advance(DOCUMENT_REVIEW_DIGEST_QUIET_MS);
    await t.services().jobs.runDueJobs();
    expect(await allApproved()).toHaveLength(1);
  });
});

describe("who reads a rejection's note, and in which language", () => {
  it("names the founder in hers and a partner with an account in theirs; without the partner's account, only the founder", async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId, ids, emails, byType } = await companyWithUploads(founder, operator);
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, founder.id));
    const document = byType('address');
    expect((await detail(operator, 'partner', document.id)).note_readers).toEqual([
      { role: 'founder', name: 'Ana López', language: 'en' },
    ]);
    const partner = await joinAsPartner(t.app, founder, companyId, ids[1], emails[1]);
    await t.database.db.update(users).set({ language: 'zh_cn' }).where(eq(users.id, partner.id));
    expect((await detail(operator, 'partner', document.id)).note_readers).toEqual([
      { role: 'founder', name: 'Ana López', language: 'en' },
      { role: 'partner', name: 'Ana López', language: 'zh_cn' },
    ]);
  });
});

describe('the cap table once a partner is approved', () => {
  it("keeps an approved partner's data and shares, and lets the others change around them", async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId, ids, emails, items } = await companyWithUploads(founder, operator);
    const partner = await joinAsPartner(t.app, founder, companyId, ids[1], emails[1]);
    for (const item of items)
      expect((await approve(operator, item.kind, item.id, item.version)).statusCode).toBe(200);

    const table = (luis: { name?: string; percentage?: number }) => [
      { id: ids[0], name: 'Ana López', email: emails[0], percentage: 100 - (luis.percentage ?? 40) },
      { id: ids[1], name: luis.name ?? 'Luis Pérez', email: emails[1], percentage: luis.percentage ?? 40 },
    ];
    const locked = { message: ['partner_data_locked'] };
    for (const res of [
      await saveCapTable(t.app, founder, companyId, table({ percentage: 50 })),
      await saveCapTable(t.app, founder, companyId, table({ name: 'Luis Pérez Gómez' })),
      await saveCapTable(t.app, founder, companyId, [
        { id: ids[0], name: 'Ana López', email: emails[0], percentage: 50 },
        { name: 'Nueva Socia', email: null, percentage: 50 },
      ]),
      await t.app.inject({
        method: 'POST',
        url: `/api/v3/partner-complements/${ids[1]}`,
        headers: bearer(partner.access),
        payload: { rfc: 'GODE561231GR8', curp: 'BOXW310820HNERXN09', accept_terms_conditions: true },
      }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/v3/update-partner/${ids[1]}`,
        headers: bearer(founder.access),
        payload: { name: 'Otro Nombre' },
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/v3/delete-partner/${ids[1]}/company/${companyId}`,
        headers: bearer(founder.access),
      }),
      await uploadPartnerDocument(t.app, partner, ids[1], 'address', pdf('otra.pdf')),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual(locked);
    }

    // Unchanged, the approved partner may stay in a cap table whose other partner changes.
    const kept = await saveCapTable(t.app, founder, companyId, [
      { id: ids[0], name: 'Ana López Ruiz', email: emails[0], percentage: 60 },
      { id: ids[1], name: 'Luis Pérez', email: emails[1], percentage: 40 },
    ]);
    expect(kept.statusCode, kept.body).toBe(200);
    const names = kept
      .json<{ content: { partners: { name: string }[] } }>()
      .content.partners.map((p) => p.name);
    expect(names).toEqual(['Ana López Ruiz', 'Luis Pérez']);
  });
});
