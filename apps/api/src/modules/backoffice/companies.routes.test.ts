import {
  type BackofficeCompaniesPage,
  type BackofficeCompanyDetail,
  type CompanyNote,
} from '@forja/contracts';
import { onboardingStepsOf } from '@forja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyNotes,
  companyOnboardingSteps,
  companyTaxRegistrations,
  partners,
  users,
} from '../../db/schema/index';
import { bearer, register, uniqueEmail, type Registered } from '../../test/accounts';
import { refreshSession, registerStaff } from '../../test/staff';
import { addAcceptedPartner, createSupportRequest, registerCompany } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { arrangeCompany } from '../../test/appointments';
import { checkout, payByCard } from '../../test/checkout';
import { companyWithPartners, saveCapTable } from '../../test/companies';

const clock = testClock();
const DAY = 24 * 60 * 60_000;
let t: TestApp;
let operator: Registered;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  operator = await registerStaff(t.app, 'operator');
});
afterAll(() => t.close());

const BASE = '/api/v3/backoffice/companies';

const call = (
  method: 'GET' | 'POST',
  url: string,
  account?: Registered | { access: string },
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: account ? bearer(account.access) : {},
    ...(payload ? { payload } : {}),
  });

/** Staff sessions go idle after 15 minutes: tests that move the clock sign the operator in again. */
async function freshOperator(): Promise<Registered> {
  operator = await registerStaff(t.app, 'operator');
  return operator;
}

async function list(query: string, staff: Registered = operator): Promise<BackofficeCompaniesPage> {
  const res = await call('GET', `${BASE}?${query}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: BackofficeCompaniesPage }>().content;
}

async function detail(companyId: number, staff: Registered = operator): Promise<BackofficeCompanyDetail> {
  const res = await call('GET', `${BASE}/${companyId}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: BackofficeCompanyDetail }>().content;
}

const addNote = (companyId: number, staff: Registered, body: string, visible: boolean) =>
  call('POST', `${BASE}/${companyId}/notes`, staff, { body, visible_to_founder: visible });

const founderNotes = (companyId: number, account?: Registered) =>
  call('GET', `/api/v3/company/${companyId}/notes`, account);

/** A word no other company of the file has, to search by. */
const word = () => `Zq${Math.random().toString(36).slice(2, 8)}`;

async function fillBasicData(founder: Registered, companyId: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v3/company/set-company-category/${companyId}`,
    headers: bearer(founder.access),
    payload: { activities: [{ id: 1 }], description: 'Panadería artesanal de barrio' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('who reaches the companies', () => {
  it('answers founders, partners, anonymous callers and forged or expired tokens like a route that does not exist', async () => {
    let founder = await register(t.app);
    const company = await registerCompany(t.app, founder, `Tacos ${word()}`);
    const partner = await register(t.app);
    await addAcceptedPartner(t.app, company.id, partner);
    const expiring = await registerStaff(t.app, 'operator');
    clock.advance(16 * 60_000);
    founder = await refreshSession(t.app, founder);
    const unknown = await call('GET', '/api/v3/backoffice/no-such-page');
    const routes: [method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>][] = [
      ['GET', BASE],
      ['GET', `${BASE}?q=${company.friendly_id}`],
      ['GET', `${BASE}/${company.id}`],
      ['POST', `${BASE}/${company.id}/notes`, { body: 'Llamar mañana', visible_to_founder: true }],
    ];
    for (const [method, url, payload] of routes) {
      for (const caller of [undefined, founder, partner, { access: 'forged.token.value' }, expiring]) {
        const res = await call(method, url, caller, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
    }
    const written = await t.database.db
      .select()
      .from(companyNotes)
      .where(eq(companyNotes.company_id, company.id));
    expect(written).toEqual([]);
    const renewed = await refreshSession(t.app, expiring);
    expect((await call('GET', `${BASE}/${company.id}`, renewed)).statusCode).toBe(200);
  });

  it('lets operators and admins list, search and open a company', async () => {
    const founder = await register(t.app);
    const name = `Tortas ${word()}`;
    const company = await registerCompany(t.app, founder, name);
    for (const role of ['operator', 'admin'] as const) {
      const staff = await registerStaff(t.app, role);
      const page = await list(`q=${encodeURIComponent(name)}`, staff);
      expect(
        page.items.map((item) => item.id),
        role,
      ).toEqual([company.id]);
      expect((await detail(company.id, staff)).summary.friendly_id).toBe(company.friendly_id);
    }
  });

  it('answers 404 for a company that does not exist, and 400 for a step or page that cannot be', async () => {
    await freshOperator();
    const missing = await call('GET', `${BASE}/99999999`, operator);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ['not_found'] });
    expect((await addNote(99_999_999, operator, 'Hola', false)).statusCode).toBe(404);
    for (const query of [
      'step=Nowhere',
      'path_step=Nowhere',
      'path_step=Dashboard',
      'page=0',
      'page_size=1000',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await call('GET', `${BASE}?${query}`, operator);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string[] }>().message).toEqual(['invalid_request']);
    }
  });
});

describe('companies by onboarding step', () => {
  it("shows each company's live step and time on it, the longest first; a company that moves on starts its new step now", async () => {
    await freshOperator();
    const tag = word();
    let early = await register(t.app);
    const first = await registerCompany(t.app, early, `Primera ${tag}`);
    const startedFirst = clock.now().toISOString();
    await list(`q=${tag}`);
    clock.advance(DAY);
    const late = await register(t.app);
    const second = await registerCompany(t.app, late, `Segunda ${tag}`);
    const startedSecond = clock.now().toISOString();
    await freshOperator();
    await detail(second.id);
    clock.advance(DAY);
    await freshOperator();

    const before = await list(`q=${tag}`);
    expect(before.total).toBe(2);
    expect(before.items.map((item) => [item.id, item.step, item.waits_on, item.step_since])).toEqual([
      [first.id, 'CompanyBasicData', 'founder', startedFirst],
      [second.id, 'CompanyBasicData', 'founder', startedSecond],
    ]);
    expect(before.items[0]?.founder).toMatchObject({ id: early.id, email: early.email, name: 'Ana López' });

    // The first company's founder fills the basic data: it is now on the payment step, since now.
    early = await refreshSession(t.app, early);
    await fillBasicData(early, first.id);
    const movedAt = clock.now().toISOString();
    const after = await list(`q=${tag}`);
    expect(after.items.map((item) => [item.id, item.step, item.step_since])).toEqual([
      [second.id, 'CompanyBasicData', startedSecond],
      [first.id, 'CheckoutAdvance', movedAt],
    ]);
    // The reminder check reads the same record.
    const [recorded] = await t.database.db
      .select()
      .from(companyOnboardingSteps)
      .where(eq(companyOnboardingSteps.company_id, first.id));
    expect(recorded).toMatchObject({ step: 'CheckoutAdvance', since: new Date(movedAt) });

    const paying = await list(`q=${tag}&step=CheckoutAdvance`);
    expect(paying.items.map((item) => item.id)).toEqual([first.id]);
    const basic = await list(`q=${tag}&step=CompanyBasicData`);
    expect(basic.items.map((item) => item.id)).toEqual([second.id]);
  });

  it('finds a step that changed since it was recorded when the page shows it, and pages through the rest', async () => {
    await freshOperator();
    const tag = word();
    const founder = await register(t.app);
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await registerCompany(t.app, founder, `Página ${index} ${tag}`)).id);
      await list(`q=${tag}`);
      clock.advance(60_000);
    }
    const firstPage = await list(`q=${tag}&page_size=2`);
    expect(firstPage).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(firstPage.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    const secondPage = await list(`q=${tag}&page_size=2&page=2`);
    expect(secondPage.items.map((item) => item.id)).toEqual(ids.slice(2));

    // The oldest moves on without anyone looking: the next list shows it last, on its new step.
    await fillBasicData(founder, ids[0]!);
    const again = await list(`q=${tag}&page_size=2`);
    expect(again.items.map((item) => [item.id, item.step])).toEqual([
      [ids[1], 'CompanyBasicData'],
      [ids[2], 'CompanyBasicData'],
    ]);
    expect((await list(`q=${tag}&page_size=2&page=2`)).items.map((item) => [item.id, item.step])).toEqual([
      [ids[0], 'CheckoutAdvance'],
    ]);
  });

  it('past the redirect steps, names the step of the whole path and who acts on it, not always Forja', async () => {
    await freshOperator();
    const tag = word();
    let founder = await register(t.app);
    const company = await registerCompany(t.app, founder, `Camino ${tag}`);
    founder = await refreshSession(t.app, founder);
    await fillBasicData(founder, company.id);
    await payByCard(t.app, (await checkout(t.app, founder, company.id, 'formation')).checkout_url);
    const added = await saveCapTable(t.app, founder, company.id, [
      { name: 'Ana López', email: founder.email, percentage: 100 },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    await t.database.db
      .update(companies)
      .set({ partners_has_documents_completed: true })
      .where(eq(companies.id, company.id));

    // The partners' documents are with Forja's team: Forja acts.
    const [reviewing] = (await list(`q=${tag}`)).items;
    expect(reviewing).toMatchObject({
      id: company.id,
      step: 'Dashboard',
      waits_on: 'forja',
      path: { current: 'partner_documents', actor: 'forja', done: 3 },
    });
    // Signed, registered and with its RFC: the founder books the e.firma, so the list says it waits on them.
    await arrangeCompany(t.app, company.id, { signed: true, deed: true, rfc: true });
    const [booking] = (await list(`q=${tag}&step=Dashboard`)).items;
    expect(booking).toMatchObject({
      id: company.id,
      step: 'Dashboard',
      waits_on: 'founder',
      path: { current: 'efirma', actor: 'founder', done: 7 },
    });
    expect((await detail(company.id)).summary).toMatchObject({ waits_on: 'founder', path: booking?.path });
  });

  it('records the step of a company never seen before the first time it is listed', async () => {
    await freshOperator();
    const tag = word();
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, `Nueva ${tag}`);
    const seen = await t.database.db
      .select()
      .from(companyOnboardingSteps)
      .where(eq(companyOnboardingSteps.company_id, company.id));
    expect(seen).toEqual([]);
    const page = await list('step=CompanyBasicData&page_size=100');
    expect(page.items.map((item) => item.id)).toContain(company.id);
  });
});

describe('companies by step of the whole path', () => {
  /**
   * A company whose founder filled the basic data, paid and saved a cap table of one partner (not the founder):
   * on the partners' documents.
   */
  async function companyOnPartnerDocuments(name: string) {
    let founder = await register(t.app);
    const company = await registerCompany(t.app, founder, name);
    founder = await refreshSession(t.app, founder);
    await fillBasicData(founder, company.id);
    await payByCard(t.app, (await checkout(t.app, founder, company.id, 'formation')).checkout_url);
    const added = await saveCapTable(t.app, founder, company.id, [
      { name: 'Luis Pérez', email: uniqueEmail('socio'), percentage: 100 },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    return company;
  }
  const documentsIn = (companyId: number) =>
    t.database.db
      .update(companies)
      .set({ partners_has_documents_completed: true })
      .where(eq(companies.id, companyId));
  const ids = (page: BackofficeCompaniesPage) => page.items.map((item) => item.id).sort((a, b) => a - b);

  it("finds every company waiting on the partners' documents: on their page, and in review on the dashboard", async () => {
    await freshOperator();
    const tag = word();
    const uploading = await companyOnPartnerDocuments(`Subiendo ${tag}`);
    const reviewing = await companyOnPartnerDocuments(`Revisando ${tag}`);
    await documentsIn(reviewing.id);
    const starting = await registerCompany(t.app, await register(t.app), `Empezando ${tag}`);

    const waiting = await list(`q=${tag}&path_step=partner_documents`);
    expect(ids(waiting)).toEqual([uploading.id, reviewing.id]);
    const byId = new Map(waiting.items.map((item) => [item.id, item]));
    // The partners send their documents: the list says it waits on them, as the path does.
    expect(byId.get(uploading.id)).toMatchObject({
      step: 'PartnersDocuments',
      waits_on: 'partners',
      path: { current: 'partner_documents', actor: 'partners' },
    });
    expect(byId.get(reviewing.id)).toMatchObject({
      step: 'Dashboard',
      waits_on: 'forja',
      path: { current: 'partner_documents', actor: 'forja' },
    });
    // The onboarding step alone still finds only the founder's page.
    expect(ids(await list(`q=${tag}&step=PartnersDocuments`))).toEqual([uploading.id]);
    expect(ids(await list(`q=${tag}&path_step=basic_data`))).toEqual([starting.id]);
    expect(ids(await list(`q=${tag}&path_step=partner_documents&step=Dashboard`))).toEqual([reviewing.id]);
    expect((await list(`q=${tag}&path_step=deed`)).total).toBe(0);
  });

  it('follows a company along the path past the dashboard: a path step that changed is recorded when the page shows it', async () => {
    await freshOperator();
    const tag = word();
    const company = await companyOnPartnerDocuments(`Avanza ${tag}`);
    await documentsIn(company.id);
    const reviewed = await list(`q=${tag}&path_step=partner_documents`);
    expect(reviewed.items.map((item) => item.id)).toEqual([company.id]);
    const arrived = reviewed.items[0]!.step_since;

    // Signed, registered and with its RFC: on the e.firma now. The list still filtering by the partners'
    // documents shows the recorded step, finds it moved and reads the page again.
    clock.advance(DAY);
    await freshOperator();
    await arrangeCompany(t.app, company.id, { signed: true, deed: true, rfc: true });
    expect((await list(`q=${tag}&path_step=partner_documents`)).total).toBe(0);
    const booking = await list(`q=${tag}&path_step=efirma`);
    expect(booking.items.map((item) => [item.id, item.step, item.path.current])).toEqual([
      [company.id, 'Dashboard', 'efirma'],
    ]);
    // Still on the dashboard since it arrived there: the path step moves without restarting its time.
    expect(booking.items[0]?.step_since).toBe(arrived);
    const [recorded] = await t.database.db
      .select()
      .from(companyOnboardingSteps)
      .where(eq(companyOnboardingSteps.company_id, company.id));
    expect(recorded).toMatchObject({ step: 'Dashboard', path_step: 'efirma', since: new Date(arrived) });
  });

  it('records the path step in the reminder check too, so the filter finds a company the back office has not shown since it moved', async () => {
    await freshOperator();
    const tag = word();
    const company = await companyOnPartnerDocuments(`Recordada ${tag}`);
    await documentsIn(company.id);
    await list(`q=${tag}`);
    await arrangeCompany(t.app, company.id, { signed: true, deed: true, rfc: true });
    await t.services().onboardingReminders.check();
    expect(ids(await list(`q=${tag}&path_step=efirma`))).toEqual([company.id]);
  });

  it('keeps a founder who has not confirmed their e-mail out of the path steps, and finds the companies with every step done', async () => {
    await freshOperator();
    const tag = word();
    const founder = await register(t.app);
    const unconfirmed = await registerCompany(t.app, founder, `Sin confirmar ${tag}`);
    await t.database.db.update(users).set({ is_confirmed: false }).where(eq(users.id, founder.id));
    const [listed] = (await list(`q=${tag}`)).items;
    expect(listed).toMatchObject({ id: unconfirmed.id, step: 'VerifyAccount', waits_on: 'nobody' });
    expect((await list(`q=${tag}&path_step=basic_data`)).total).toBe(0);
    expect(ids(await list(`q=${tag}&step=VerifyAccount`))).toEqual([unconfirmed.id]);

    const finished = await companyOnPartnerDocuments(`Terminada ${tag}`);
    await documentsIn(finished.id);
    await arrangeCompany(t.app, finished.id, { signed: true, deed: true, rfc: true });
    await t.database.db
      .insert(companyTaxRegistrations)
      .values({ company_id: finished.id, efirma_obtained_at: clock.now() });
    await t.database.db
      .update(companies)
      .set({ not_interested_banks: true })
      .where(eq(companies.id, finished.id));
    await list(`q=${tag}`);
    const done = await list(`q=${tag}&path_step=done`);
    expect(done.items.map((item) => [item.id, item.path.current, item.waits_on])).toEqual([
      [finished.id, null, 'nobody'],
    ]);
  });
});

describe('search', () => {
  it('finds a company by friendly_id, name, legal name, e-mail, RFC or phone of the company, its founder or a partner', async () => {
    await freshOperator();
    const tag = word().toLowerCase();
    const founderEmail = uniqueEmail(`fundadora${tag}`);
    const founder = await register(t.app, founderEmail);
    const company = await registerCompany(t.app, founder, `Panadería Ñandú ${tag}`);
    const other = await registerCompany(t.app, await register(t.app), `Otra ${tag}`);
    const partnerEmail = uniqueEmail(`socio${tag}`);
    const partner = await register(t.app, partnerEmail);
    await addAcceptedPartner(t.app, company.id, partner);
    const db = t.database.db;
    await db.update(partners).set({ rfc: 'PEGL800101AB1' }).where(eq(partners.user_id, partner.id));
    await db.update(companies).set({ rfc: 'PNA200101XY9' }).where(eq(companies.id, company.id));
    await db
      .update(users)
      .set({ phone: '3398765432', phone_country_code: '52' })
      .where(eq(users.id, founder.id));
    await db
      .update(users)
      .set({ phone: '8187654321', phone_country_code: '52' })
      .where(eq(users.id, partner.id));
    const authorized = await t.app.inject({
      method: 'POST',
      url: `/api/v3/set-approved-denomination/company/${company.id}`,
      headers: bearer(operator.access),
      payload: { legal_name: `Harinas del Bajío ${tag}` },
    });
    expect(authorized.statusCode, authorized.body).toBe(200);

    const searches: [field: string, text: string][] = [
      ['friendly_id', company.friendly_id.slice(3).toLowerCase()],
      ['name, without accents', `panaderia nandu ${tag}`],
      ['legal name', `HARINAS DEL BAJIO ${tag}`],
      ["founder's e-mail", founderEmail.toUpperCase()],
      ["partner's e-mail", partnerEmail.split('@')[0]!],
      ["company's RFC", 'pna200101xy9'],
      ["partner's RFC", 'PEGL-800101'],
      ["founder's phone", '+52 (33) 9876-5432'],
      ["partner's phone", '81 8765 4321'],
    ];
    for (const [field, text] of searches) {
      const page = await list(`q=${encodeURIComponent(text)}&page_size=100`);
      expect(
        page.items.map((item) => item.id),
        field,
      ).toEqual([company.id]);
    }
    expect((await list(`q=${tag}&page_size=100`)).items.map((item) => item.id).sort()).toEqual(
      [company.id, other.id].sort(),
    );
    expect(await list(`q=${encodeURIComponent('nadie se llama así')}`)).toMatchObject({
      items: [],
      total: 0,
    });
    // Wildcards are only text.
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);
  });
});

describe('the company page', () => {
  it('shows the data, founder, step, partners, support requests, notes and timeline', async () => {
    await freshOperator();
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, `Mole ${word()}`);
    const partner = await register(t.app);
    await addAcceptedPartner(t.app, company.id, partner);
    const request = await createSupportRequest(t.app, founder, company.id);
    const page = await detail(company.id);
    expect(page.summary).toMatchObject({ id: company.id, step: 'CompanyBasicData', waits_on: 'founder' });
    // The whole path of the founder's dashboard: nothing done yet, the basic data first.
    expect(page.summary.path).toMatchObject({ current: 'basic_data', actor: 'founder', done: 0 });
    expect(page.summary.path.total).toBe(onboardingStepsOf(page.company).length);
    expect(page.founder).toMatchObject({
      id: founder.id,
      email: founder.email,
      is_confirmed: true,
      language: 'es',
    });
    expect(page.founder.phone).toBe('+525512345678');
    expect(page.company).toMatchObject({ id: company.id, friendly_id: company.friendly_id });
    expect(page.company.partners.map((p) => p.name)).toEqual(['Luis Pérez']);
    expect(page.support_requests).toEqual([
      expect.objectContaining({ id: request.id, status: 'Pendiente', stage: 'pending' }),
    ]);
    expect(page.orders).toEqual([]);
    expect(page.notes).toEqual([]);
    expect(page.commissary).toBeNull();
    const kinds = page.timeline.map((item) => item.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['company_created', 'partner_added', 'support_request', 'step_reached']),
    );
    expect(page.timeline.find((item) => item.kind === 'step_reached')?.detail).toBe('CompanyBasicData');
    // Newest first.
    const times = page.timeline.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('the company page’s commissary', () => {
  it("shows the current commissary's name and RFC, the one the founder gave or its correction", async () => {
    await freshOperator();
    const founder = await register(t.app);
    const { companyId } = await companyWithPartners(t.app, founder);
    const appointed = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${companyId}/commissary`,
      headers: bearer(founder.access),
      payload: {
        name: 'Carmen Ruiz',
        email: uniqueEmail('comisario'),
        phone: '5512345678',
        rfc: 'rucc800101ab1',
        relationship: {
          is_partner_administrator: false,
          is_employee: false,
          is_relative_of_administrator: false,
        },
      },
    });
    expect(appointed.statusCode, appointed.body).toBe(200);
    expect((await detail(companyId)).commissary).toEqual({ name: 'Carmen Ruiz', rfc: 'RUCC800101AB1' });

    // Another commissary replaces her: the page shows the current one only.
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${companyId}/commissary`,
      headers: bearer(founder.access),
      payload: {
        name: 'Irene Solís',
        email: uniqueEmail('comisario'),
        phone: '5512345679',
        rfc: 'SOII800101AB1',
        relationship: {
          is_partner_administrator: false,
          is_employee: false,
          is_relative_of_administrator: false,
        },
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await detail(companyId)).commissary).toEqual({ name: 'Irene Solís', rfc: 'SOII800101AB1' });
  });
});

describe('operator notes', () => {
  it('are private or shown on the dashboard; each is in the audit log and on the timeline', async () => {
    await freshOperator();
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, `Notas ${word()}`);
    const otherFounder = await register(t.app);
    const otherCompany = await registerCompany(t.app, otherFounder, `Ajena ${word()}`);

    const secret = await addNote(company.id, operator, 'Cliente VIP: revisar con calma', false);
    expect(secret.statusCode, secret.body).toBe(200);
    expect(secret.json<{ content: CompanyNote }>().content).toMatchObject({
      company_id: company.id,
      order_id: null,
      body: 'Cliente VIP: revisar con calma',
      visible_to_founder: false,
      author_name: 'Ana López',
    });
    clock.advance(60_000);
    const shown = await addNote(company.id, operator, '  Tu acta estará lista el lunes.  ', true);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<{ content: CompanyNote }>().content).toMatchObject({
      body: 'Tu acta estará lista el lunes.',
      visible_to_founder: true,
    });

    const page = await detail(company.id);
    expect(page.notes.map((note) => [note.body, note.visible_to_founder])).toEqual([
      ['Tu acta estará lista el lunes.', true],
      ['Cliente VIP: revisar con calma', false],
    ]);
    const acts = page.timeline.filter((item) => item.kind === 'audit').map((item) => item.audit);
    expect(acts).toEqual([
      expect.objectContaining({
        action: 'company_note.add',
        actor_id: operator.id,
        company_id: company.id,
        after: { body: 'Tu acta estará lista el lunes.', visible_to_founder: true },
      }),
      expect.objectContaining({
        action: 'company_note.add',
        after: expect.objectContaining({ visible_to_founder: false }),
      }),
    ]);
    const audit = await call('GET', `/api/v3/backoffice/audit?company_id=${company.id}`, operator);
    expect(audit.json<{ content: { total: number } }>().content.total).toBe(2);

    // The founder sees only the visible note, and only on their own company.
    const mine = await founderNotes(company.id, founder);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ content: { body: string }[] }>().content).toEqual([
      { id: expect.any(Number), body: 'Tu acta estará lista el lunes.', created_at: expect.any(String) },
    ]);
    const foreign = await founderNotes(company.id, otherFounder);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: ['user_not_belong_to_company'] });
    expect((await founderNotes(company.id)).statusCode).toBe(401);
    expect((await founderNotes(otherCompany.id, otherFounder)).json()).toEqual({ content: [] });
  });

  it('shows the dashboard notes to an accepted partner of the company too', async () => {
    await freshOperator();
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, `Socios ${word()}`);
    const partner = await register(t.app);
    await addAcceptedPartner(t.app, company.id, partner);
    expect((await addNote(company.id, operator, 'Firmamos el jueves', true)).statusCode).toBe(200);
    const seen = await founderNotes(company.id, partner);
    expect(seen.json<{ content: { body: string }[] }>().content.map((note) => note.body)).toEqual([
      'Firmamos el jueves',
    ]);
  });

  it('need a recent sign-in and a body', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, `Vacía ${word()}`);
    let staff = await registerStaff(t.app, 'admin');
    const empty = await addNote(company.id, staff, '   ', true);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string[] }>().message).toEqual(['invalid_request']);
    const long = await addNote(company.id, staff, 'x'.repeat(2001), false);
    expect(long.statusCode).toBe(400);

    clock.advance(16 * 60_000);
    staff = await refreshSession(t.app, staff);
    const idle = await addNote(company.id, staff, 'Hola', true);
    expect(idle.statusCode).toBe(403);
    expect(idle.json()).toEqual({ message: ['recent_sign_in_required'] });
    expect((await detail(company.id, staff)).notes).toEqual([]);
  });
});
