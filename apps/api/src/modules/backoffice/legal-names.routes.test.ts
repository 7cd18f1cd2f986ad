import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denominations, orders, partners } from '../../db/schema/index';
import { bearer, lastMail, register, type Registered } from '../../test/accounts';
import { arrangeCompany } from '../../test/appointments';
import { PDF, PNG, multipart } from '../../test/multipart';
import { refreshSession, registerStaff } from '../../test/staff';
import { addAcceptedPartner } from '../../test/support-requests';
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

const BASE = '/api/v3/backoffice/legal-names';
let stamp = 0;
/** A name no other test uses. */
const unique = (prefix: string) => {
  stamp += 1;
  return `${prefix} ${Date.now().toString(36)}${stamp}`;
};

type Proposal = {
  id: number;
  name: string;
  priority: number;
  decision: 'approved' | 'refused' | null;
  authorization_key: string | null;
  authorization_date: string | null;
  refusal_reason: string | null;
  refusal_note: string | null;
  check: { problem: string | null; risks: string[] };
};
type Case = {
  company_id: number;
  friendly_id: string;
  company_name: string | null;
  founder_email: string | null;
  founder_gender: string | null;
  waiting_since: string | null;
  proposals: Proposal[];
};
type Detail = Case & {
  legal_name: string | null;
  name_authorization: boolean;
  paid: boolean;
  decided: boolean;
  authorization_document: { id: number; document_url: string | null; is_approved: boolean } | null;
};

/** A founder's company with ranked proposals, as the registration creates it, paid unless told otherwise. */
async function createCompany(
  founder: Registered,
  names: string[],
  companyName = 'Nopal Azul',
  { paid = true }: { paid?: boolean } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(founder.access),
    payload: {
      company_type: 'sas',
      company_name: companyName,
      legal_names: names.map((name, index) => ({ name, priority: index + 1 })),
      legal_representation: false,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const company = res.json<{ content: { id: number; friendly_id: string } }>().content;
  if (paid) await arrangeCompany(t.app, company.id, { paid: true });
  return company;
}

const get = (url: string, account?: { access: string }) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.access) : {} });

async function queue(query: string, staff: Registered = operator) {
  const res = await get(`${BASE}?${query}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { items: Case[]; total: number; page: number; page_size: number } }>().content;
}

async function detail(companyId: number, staff: Registered = operator): Promise<Detail> {
  const res = await get(`${BASE}/${companyId}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Detail }>().content;
}

const authorize = (
  companyId: number,
  staff: { access: string },
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer } | null = {
    name: 'autorizacion.pdf',
    type: 'application/pdf',
    data: PDF,
  },
) => {
  const form = multipart(fields, file ?? undefined);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/${companyId}/authorize`,
    headers: { ...bearer(staff.access), ...form.headers },
    payload: form.payload,
  });
};

const refuse = (companyId: number, staff: { access: string }, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/${companyId}/refuse`,
    headers: bearer(staff.access),
    payload,
  });

async function founderProfile(founder: Registered, companyId: number) {
  const res = await get(`/api/v3/company/get-company-profile/${companyId}`, founder);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    content: {
      legal_name: string | null;
      name_authorization: boolean;
      legal_names: {
        id: number;
        name: string;
        priority: number;
        decision?: string | null;
        refusal_reason?: string | null;
        refusal_note?: string | null;
      }[];
      documents: { id: number; type: string; document_url: string | null; is_approved: boolean }[];
    };
  }>().content;
}

async function overviewCount(): Promise<number> {
  const res = await get('/api/v3/backoffice/overview', operator);
  return res.json<{ content: { legal_names: number } }>().content.legal_names;
}

async function auditOf(companyId: number) {
  const res = await get(`/api/v3/backoffice/audit?company_id=${companyId}`, admin);
  return res.json<{
    content: {
      items: {
        action: string;
        actor_id: number;
        subject_type: string;
        subject_id: number;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }[];
    };
  }>().content.items;
}

const runJobs = () => t.services().jobs.runDueJobs();

describe('the legal names queue', () => {
  it('lists companies with undecided proposals oldest first, each proposal ranked with its risk check', async () => {
    const tag = unique('Cola');
    const founder = await register(t.app);
    const older = await createCompany(founder, [`${tag} Primero`, `${tag} Segundo`], `${tag} Antigua`);
    const newer = await createCompany(founder, [`${tag} Tercero`], `${tag} Nueva`);
    // A name some other company now holds, and a word the SE reserves (proposed before the check existed).
    const holder = await createCompany(await register(t.app), [unique('Otra')]);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/v3/set-approved-denomination/company/${holder.id}`,
      headers: bearer(operator.access),
      payload: { legal_name: `${tag} Segundo` },
    });
    expect(set.statusCode, set.body).toBe(200);
    await t.database.db
      .insert(denominations)
      .values({ company_id: newer.id, name: `Banco ${tag}`, priority: 2 });

    const page = await queue(`q=${encodeURIComponent(tag)}`);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.company_id)).toEqual([older.id, newer.id]);
    const [first, second] = page.items;
    expect(first).toMatchObject({
      friendly_id: older.friendly_id,
      company_name: `${tag} Antigua`,
      founder_email: founder.email,
    });
    expect(first?.proposals.map((p) => [p.priority, p.name, p.check.problem, p.check.risks])).toEqual([
      [1, `${tag} Primero`, null, []],
      [2, `${tag} Segundo`, 'denomination_exist', ['legal_name_taken']],
    ]);
    expect(second?.proposals[1]?.check).toEqual({
      problem: 'denomination_validate',
      risks: ['reserved_word'],
    });
  });

  it('words the founder by the gender their CURP says, and neutrally when it is not known', async () => {
    const tag = unique('Genero');
    const ana = await register(t.app);
    const anaCompany = await createCompany(ana, [`${tag} Ana`], `${tag} Uno`);
    // The founder is a partner of her company with her CURP (M: mujer).
    await t.database.db.insert(partners).values({
      company_id: anaCompany.id,
      name: 'Ana López',
      email: ana.email.toUpperCase(),
      curp: 'LOPA800101MDFPRN09',
    });
    const sin = await register(t.app);
    await createCompany(sin, [`${tag} Sin`], `${tag} Dos`);
    const page = await queue(`q=${encodeURIComponent(tag)}`);
    const genderOf = (email: string) =>
      page.items.find((item) => item.founder_email === email)?.founder_gender;
    expect(genderOf(ana.email)).toBe('female');
    expect(genderOf(sin.email)).toBeNull();
    expect((await detail(anaCompany.id)).founder_gender).toBe('female');
  });

  it('finds a company by friendly_id or by a proposed name, and pages through the rest', async () => {
    const tag = unique('Busca');
    const founder = await register(t.app);
    const created = [];
    for (const n of [1, 2, 3]) created.push(await createCompany(founder, [`${tag} Opcion ${n}`]));
    const [one] = created;
    if (!one) throw new Error('no company');
    const byFriendly = await queue(`q=${one.friendly_id.toLowerCase()}`);
    expect(byFriendly.items.map((item) => item.company_id)).toEqual([one.id]);

    const firstPage = await queue(`q=${encodeURIComponent(tag)}&page_size=2`);
    const secondPage = await queue(`q=${encodeURIComponent(tag)}&page_size=2&page=2`);
    expect(firstPage.total).toBe(3);
    expect([...firstPage.items, ...secondPage.items].map((item) => item.company_id)).toEqual(
      created.map((company) => company.id),
    );
    expect((await queue('q=%25%25no-such-company%25')).total).toBe(0);
    expect((await get(`${BASE}?page=0`, operator)).statusCode).toBe(400);
  });

  it('counts on the home page exactly the companies the queue lists', async () => {
    const all = await queue('page_size=100');
    expect(await overviewCount()).toBe(all.total);
    const founder = await register(t.app);
    await createCompany(founder, [unique('Cuenta')]);
    expect(await overviewCount()).toBe(all.total + 1);
    expect((await queue('page_size=100')).total).toBe(all.total + 1);
  });

  it('leaves out a company that has not paid until it pays, on the home page too', async () => {
    const tag = unique('SinPagar');
    const before = await overviewCount();
    const unpaid = await createCompany(await register(t.app), [`${tag} Uno`], `${tag} Curiosa`, {
      paid: false,
    });
    expect((await queue(`q=${encodeURIComponent(tag)}`)).total).toBe(0);
    expect(await overviewCount()).toBe(before);
    // Opened by its address, the case says it is unpaid.
    expect(await detail(unpaid.id)).toMatchObject({ paid: false, decided: false });

    // A checkout started but not finished does not count either.
    await t.database.db.insert(orders).values({
      company_id: unpaid.id,
      status: 'pending',
      product_key: 'incorporation',
      subtotal_centavos: 100_00,
      iva_centavos: 16_00,
      total_centavos: 116_00,
      provider: 'sandbox',
    });
    expect((await queue(`q=${encodeURIComponent(tag)}`)).total).toBe(0);

    await arrangeCompany(t.app, unpaid.id, { paid: true });
    const listed = await queue(`q=${encodeURIComponent(tag)}`);
    expect(listed.items.map((item) => item.company_id)).toEqual([unpaid.id]);
    expect(await overviewCount()).toBe(before + 1);
    expect(await detail(unpaid.id)).toMatchObject({ paid: true });
  });

  it('leaves out a founder who says they already hold the SE authorisation', async () => {
    const founder = await register(t.app);
    const name = unique('Propia');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: bearer(founder.access),
      payload: {
        company_type: 'sas',
        company_name: 'Con permiso',
        legal_names: [{ name, priority: 1 }],
        legal_representation: false,
        name_authorization: true,
      },
    });
    expect(res.statusCode).toBe(200);
    await arrangeCompany(t.app, res.json<{ content: { id: number } }>().content.id, { paid: true });
    expect((await queue(`q=${encodeURIComponent(name)}`)).total).toBe(0);
  });
});

describe('authorising a legal name', () => {
  it("records the SE's authorisation with its PDF: the founder's company gets its legal name", async () => {
    const founder = await register(t.app);
    const tag = unique('Autoriza');
    const company = await createCompany(founder, [`${tag} Uno`, `${tag} Dos`]);
    const before = await overviewCount();
    const [first, second] = (await detail(company.id)).proposals;
    if (!first || !second) throw new Error('no proposals');

    const res = await authorize(company.id, operator, {
      denomination_id: String(second.id),
      authorization_key: 'A202611221234567890',
      authorization_date: '2026-11-20',
    });
    expect(res.statusCode, res.body).toBe(200);
    const decided = res.json<{ content: Detail }>().content;
    expect(decided).toMatchObject({ legal_name: `${tag} Dos`, name_authorization: true, decided: true });
    expect(decided.proposals.map((p) => [p.name, p.decision])).toEqual([
      [`${tag} Uno`, null],
      [`${tag} Dos`, 'approved'],
    ]);
    expect(decided.proposals[1]).toMatchObject({
      authorization_key: 'A202611221234567890',
      authorization_date: '2026-11-20',
    });
    expect(decided.authorization_document).toMatchObject({ is_approved: true });

    const profile = await founderProfile(founder, company.id);
    expect(profile.legal_name).toBe(`${tag} Dos`);
    expect(profile.name_authorization).toBe(true);
    const document = profile.documents.find((d) => d.type === 'legal_name_authorization');
    expect(document).toMatchObject({ is_approved: true });
    const file = await get(document?.document_url ?? '/missing');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(await overviewCount()).toBe(before - 1);
    expect((await queue(`q=${encodeURIComponent(tag)}`)).total).toBe(0);

    const [event] = await auditOf(company.id);
    expect(event).toMatchObject({
      action: 'legal_name.authorize',
      actor_id: operator.id,
      subject_type: 'denomination',
      subject_id: second.id,
      before: { legal_name: null, name_authorization: false, decision: null },
      after: {
        legal_name: `${tag} Dos`,
        decision: 'approved',
        authorization_key: 'A202611221234567890',
        authorization_date: '2026-11-20',
      },
    });

    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toContain(`${tag} Dos`);
    expect(mail?.text).toContain('/company_denomination');
  });

  it("is undone by the founder's reset: the name and its PDF go, and new proposals come back to the queue", async () => {
    const founder = await register(t.app);
    const tag = unique('Reinicio');
    const company = await createCompany(founder, [`${tag} Uno`]);
    const [proposal] = (await detail(company.id)).proposals;
    const done = await authorize(company.id, operator, {
      denomination_id: String(proposal?.id),
      authorization_key: 'KEY-R',
      authorization_date: '2026-11-20',
    });
    expect(done.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v3/reset-denominations-process',
      headers: bearer(founder.access),
      payload: { company_id: company.id },
    });
    expect(reset.statusCode).toBe(200);
    const profile = await founderProfile(founder, company.id);
    expect(profile).toMatchObject({ legal_name: null, name_authorization: false, legal_names: [] });
    expect(profile.documents.some((d) => d.type === 'legal_name_authorization')).toBe(false);

    const proposed = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${company.id}/update-legal-name`,
      headers: bearer(founder.access),
      payload: { legal_names: [{ name: `${tag} Dos`, priority: 1 }], name_authorization: false },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const back = await queue(`q=${encodeURIComponent(tag)}`);
    expect(back.items.map((item) => item.proposals.map((p) => [p.name, p.decision]))).toEqual([
      [[`${tag} Dos`, null]],
    ]);
  });

  it('gives one operator the decision when two authorise at the same time; the other gets already_reviewed', async () => {
    const founder = await register(t.app);
    const company = await createCompany(founder, [unique('Doble'), unique('Doble')]);
    const [first, second] = (await detail(company.id)).proposals;
    if (!first || !second) throw new Error('no proposals');
    const colleague = await registerStaff(t.app, 'operator');
    const answers = await Promise.all([
      authorize(company.id, operator, {
        denomination_id: String(first.id),
        authorization_key: 'KEY-ONE',
        authorization_date: '2026-11-21',
      }),
      authorize(company.id, colleague, {
        denomination_id: String(second.id),
        authorization_key: 'KEY-TWO',
        authorization_date: '2026-11-21',
      }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json()).toEqual({ message: ['already_reviewed'] });
    const after = await detail(company.id);
    expect(after.proposals.filter((p) => p.decision === 'approved')).toHaveLength(1);
    expect((await auditOf(company.id)).filter((e) => e.action === 'legal_name.authorize')).toHaveLength(1);

    const late = await refuse(company.id, colleague, {
      denomination_ids: [second.id],
      reason: 'name_taken',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: ['already_reviewed'] });
  });

  it('refuses a file that is not a PDF by its content, and changes nothing', async () => {
    const founder = await register(t.app);
    const company = await createCompany(founder, [unique('Archivo')]);
    const [proposal] = (await detail(company.id)).proposals;
    const fields = {
      denomination_id: String(proposal?.id),
      authorization_key: 'KEY',
      authorization_date: '2026-11-20',
    };
    for (const file of [
      { name: 'autorizacion.pdf', type: 'application/pdf', data: PNG },
      { name: 'autorizacion.pdf', type: 'application/pdf', data: Buffer.from('no soy un PDF') },
    ]) {
      const res = await authorize(company.id, operator, fields, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ['file_content_invalid', 'invalid_format'] });
    }
    const missing = await authorize(company.id, operator, fields, null);
    expect(missing.json()).toEqual({ message: ['invalid_format'] });
    const tooBig = await authorize(company.id, operator, fields, {
      name: 'grande.pdf',
      type: 'application/pdf',
      data: Buffer.concat([PDF, Buffer.alloc(70 * 1024, 32)]),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ message: ['file_too_large', 'invalid_format'] });
    const after = await detail(company.id);
    expect(after).toMatchObject({ legal_name: null, decided: false, authorization_document: null });
  });

  it('needs a proposal of the company, a key and a date that has come', async () => {
    const founder = await register(t.app);
    const company = await createCompany(founder, [unique('Campos')]);
    const other = await createCompany(founder, [unique('Ajena')]);
    const [own] = (await detail(company.id)).proposals;
    const [foreign] = (await detail(other.id)).proposals;
    const cases: [Record<string, string>, unknown][] = [
      [
        { denomination_id: String(foreign?.id), authorization_key: 'K', authorization_date: '2026-11-20' },
        { message: ['invalid_request'] },
      ],
      [
        { denomination_id: String(own?.id), authorization_key: '  ', authorization_date: '2026-11-20' },
        expect.objectContaining({ message: ['invalid_request'] }),
      ],
      [
        { denomination_id: String(own?.id), authorization_key: 'K', authorization_date: '20/11/2026' },
        expect.objectContaining({ message: ['invalid_request'] }),
      ],
      [
        { denomination_id: String(own?.id), authorization_key: 'K', authorization_date: '2026-12-31' },
        { message: ['invalid_request'] },
      ],
    ];
    for (const [fields, answer] of cases) {
      const res = await authorize(company.id, operator, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    const unknown = await authorize(999_999, operator, {
      denomination_id: String(own?.id),
      authorization_key: 'K',
      authorization_date: '2026-11-20',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ['company_not_found'] });
    expect((await detail(company.id)).legal_name).toBeNull();
  });
});

describe('refusing legal names', () => {
  it('records a refusal in words the founder reads, and keeps the company waiting on its other names', async () => {
    const founder = await register(t.app);
    const tag = unique('Rechazo');
    const company = await createCompany(founder, [`${tag} Uno`, `${tag} Dos`]);
    const [first] = (await detail(company.id)).proposals;
    if (!first) throw new Error('no proposals');

    const res = await refuse(company.id, admin, {
      denomination_ids: [first.id],
      reason: 'similar_name',
      note: 'Muy parecida a una sociedad de Monterrey',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: Detail }>().content.decided).toBe(false);

    const profile = await founderProfile(founder, company.id);
    expect(profile.legal_names.map((d) => [d.name, d.decision, d.refusal_reason, d.refusal_note])).toEqual([
      [`${tag} Uno`, 'refused', 'similar_name', 'Muy parecida a una sociedad de Monterrey'],
      [`${tag} Dos`, null, null, null],
    ]);
    expect((await queue(`q=${encodeURIComponent(tag)}`)).total).toBe(1);

    const [event] = await auditOf(company.id);
    expect(event).toMatchObject({
      action: 'legal_name.refuse',
      actor_id: admin.id,
      subject_id: first.id,
      after: { decision: 'refused', refusal_reason: 'similar_name' },
    });
    await runJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toContain(`${tag} Uno`);
    expect(mail?.subject).toMatch(/no autorizó/);

    const again = await refuse(company.id, operator, { denomination_ids: [first.id], reason: 'name_taken' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ['already_reviewed'] });
  });

  it('refuses every name at once; the founder proposes again and the company comes back to the queue', async () => {
    const founder = await register(t.app);
    const tag = unique('Todos');
    const company = await createCompany(founder, [`${tag} Uno`, `${tag} Dos`]);
    const proposals = (await detail(company.id)).proposals;
    const res = await refuse(company.id, operator, {
      denomination_ids: proposals.map((p) => p.id),
      reason: 'reserved_word',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: Detail }>().content.decided).toBe(true);
    expect((await queue(`q=${encodeURIComponent(tag)}`)).total).toBe(0);

    // Reordering keeps the refusals; a new name waits for the SE.
    const reorder = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${company.id}/update-legal-name`,
      headers: bearer(founder.access),
      payload: {
        legal_names: [
          { name: `${tag} Dos`, priority: 1 },
          { name: `${tag} Uno`, priority: 2 },
        ],
        name_authorization: false,
      },
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    const reordered = await founderProfile(founder, company.id);
    expect(reordered.legal_names.map((d) => [d.name, d.decision])).toEqual([
      [`${tag} Dos`, 'refused'],
      [`${tag} Uno`, 'refused'],
    ]);
    expect((await queue(`q=${encodeURIComponent(tag)}`)).total).toBe(0);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v3/add-new-denomination',
      headers: bearer(founder.access),
      payload: { company_id: company.id, name: `${tag} Tres`, priority: 3 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const back = await queue(`q=${encodeURIComponent(tag)}`);
    expect(back.items.map((item) => item.proposals.map((p) => [p.name, p.decision]))).toEqual([
      [
        [`${tag} Dos`, 'refused'],
        [`${tag} Uno`, 'refused'],
        [`${tag} Tres`, null],
      ],
    ]);

    // A refused name changed into another is a new proposal too.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-denomination/${reordered.legal_names[0]?.id}`,
      headers: bearer(founder.access),
      payload: { name: `${tag} Cuatro`, priority: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const profile = await founderProfile(founder, company.id);
    expect(profile.legal_names.find((d) => d.name === `${tag} Cuatro`)).toMatchObject({
      decision: null,
      refusal_reason: null,
    });
  });

  it('needs a reason, and a note when the reason is other', async () => {
    const founder = await register(t.app);
    const company = await createCompany(founder, [unique('Motivo')]);
    const [proposal] = (await detail(company.id)).proposals;
    const ids = [proposal?.id ?? 0];
    for (const body of [
      { denomination_ids: ids },
      { denomination_ids: ids, reason: 'other' },
      { denomination_ids: ids, reason: 'other', note: '   ' },
    ]) {
      const res = await refuse(company.id, operator, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ['rejection_category_required'] });
    }
    const unknownReason = await refuse(company.id, operator, { denomination_ids: ids, reason: 'ugly' });
    expect(unknownReason.statusCode).toBe(400);
    const foreign = await refuse(company.id, operator, { denomination_ids: [999_999], reason: 'name_taken' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ message: ['invalid_request'] });
    const withNote = await refuse(company.id, operator, {
      denomination_ids: ids,
      reason: 'other',
      note: 'La SE pidió otro giro',
    });
    expect(withNote.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 or 404 in the envelope, never a 500', async () => {
    const founder = await register(t.app);
    const company = await createCompany(founder, [unique('Entrada')]);
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/${company.id}/authorize`,
        headers: bearer(operator.access),
        payload: { denomination_id: 1 },
      }),
      await refuse(company.id, operator, { denomination_ids: ['uno'], reason: 'name_taken' }),
      await refuse(company.id, operator, { denomination_ids: [], reason: 'name_taken' }),
      await get(`${BASE}/abc`, operator),
      await get(`${BASE}?page=abc`, operator),
      await get(`${BASE}?q=${encodeURIComponent('%_\\')}`, operator),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400, 400, 400, 200]);
    for (const res of answers.slice(0, 5)) expect(res.json()).toMatchObject({ message: ['invalid_request'] });
  });
});

describe('set-approved-denomination, called by hand', () => {
  it('still works for staff, marks the proposal of that name approved, and is in the audit log', async () => {
    const founder = await register(t.app);
    const name = unique('Mano');
    const company = await createCompany(founder, [name]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/set-approved-denomination/company/${company.id}`,
      headers: bearer(admin.access),
      payload: { legal_name: name.toUpperCase() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(company.id);
    expect(after).toMatchObject({ legal_name: name.toUpperCase(), decided: true });
    expect(after.proposals[0]?.decision).toBe('approved');
    const [event] = await auditOf(company.id);
    expect(event).toMatchObject({ action: 'legal_name.set_by_api', actor_id: admin.id });
    const refusedFounder = await t.app.inject({
      method: 'POST',
      url: `/api/v3/set-approved-denomination/company/${company.id}`,
      headers: bearer(founder.access),
      payload: { legal_name: 'Otra' },
    });
    expect(refusedFounder.statusCode).toBe(403);
  });
});

describe('who reaches the legal names queue', () => {
  it('answers founders, partners, anonymous callers and expired tokens with the same 404 on every route', async () => {
    const founder = await register(t.app);
    const partner = await register(t.app);
    const company = await createCompany(founder, [unique('Acceso')]);
    await addAcceptedPartner(t.app, company.id, partner);
    const [proposal] = (await detail(company.id)).proposals;
    const nothing = await get('/api/v3/backoffice/no-such-page');
    const expiring = await registerStaff(t.app, 'operator');

    const attempts = (account?: { access: string }) => [
      get(BASE, account),
      get(`${BASE}/${company.id}`, account),
      authorize(company.id, account ?? { access: '' }, {
        denomination_id: String(proposal?.id),
        authorization_key: 'K',
        authorization_date: '2026-11-20',
      }),
      refuse(company.id, account ?? { access: '' }, {
        denomination_ids: [proposal?.id],
        reason: 'name_taken',
      }),
    ];
    for (const account of [undefined, founder, partner]) {
      for (const res of await Promise.all(attempts(account))) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(nothing.json());
      }
    }
    for (const staff of [operator, admin]) {
      expect((await get(BASE, staff)).statusCode).toBe(200);
      expect((await get(`${BASE}/${company.id}`, staff)).statusCode).toBe(200);
    }

    clock.advance(16 * 60_000);
    for (const res of await Promise.all(attempts(expiring))) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(nothing.json());
    }
    expect((await detail(company.id, await refreshSession(t.app, admin))).decided).toBe(false);
  });

  it('asks for the password again before an act after 15 minutes idle', async () => {
    const founder = await register(t.app);
    const company = await createCompany(founder, [unique('Reciente')]);
    const staff = await registerStaff(t.app, 'operator');
    const [proposal] = (await detail(company.id, staff)).proposals;
    clock.advance(16 * 60_000);
    const renewed = await refreshSession(t.app, staff);
    const authorizing = await authorize(company.id, renewed, {
      denomination_id: String(proposal?.id),
      authorization_key: 'K',
      authorization_date: '2026-11-20',
    });
    const refusing = await refuse(company.id, renewed, {
      denomination_ids: [proposal?.id],
      reason: 'name_taken',
    });
    for (const res of [authorizing, refusing]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ['recent_sign_in_required'] });
    }
    const row = await t.database.db
      .select({ decision: denominations.decision })
      .from(denominations)
      .where(eq(denominations.id, proposal?.id ?? 0));
    expect(row[0]?.decision).toBeNull();
  });
});
