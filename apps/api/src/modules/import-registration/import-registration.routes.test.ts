import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyBusinessInformation, companyTaxRegistrations } from '../../db/schema/index';
import { bearer, lastMail, register, type Registered } from '../../test/accounts';
import { refreshSession, registerStaff } from '../../test/staff';
import { addAcceptedPartner } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { createCompany } from '../../test/checkout';

const clock = testClock();
let t: TestApp;
let operator: Registered;
let admin: Registered;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  operator = await registerStaff(t.app, 'operator');
  admin = await registerStaff(t.app, 'admin');
});
afterAll(() => t.close());

const API = '/api/v3';
const BACKOFFICE = `${API}/backoffice`;

const get = (url: string, account?: { access: string }) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.access) : {} });
const move = (companyId: number, account: { access: string }, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${BACKOFFICE}/import-registrations/${companyId}`,
    headers: bearer(account.access),
    payload,
  });
const founderView = (account: Registered, companyId: number) =>
  get(`${API}/import-registration/company/${companyId}`, account);

type Registration = {
  status: string;
  note: string | null;
  registered_at: string | null;
  requirements: { key: string; done: boolean }[];
};

const TAX_ADDRESS = {
  street: 'Av. Insurgentes Sur',
  exterior_number: '1602',
  interior_number: null,
  settlement: 'Crédito Constructor',
  municipality: 'Benito Juárez',
  state: 'Ciudad de México',
  postal_code: '03940',
};

/** What the SAT and the founder give along the way: the RFC, the e.firma and the Amazon business data. */
async function meetRequirements(
  companyId: number,
  parts: { rfc?: boolean; efirma?: boolean; address?: boolean; amazon?: boolean } = {},
) {
  const { rfc = true, efirma = true, address = true, amazon = true } = parts;
  const db = t.database.db;
  if (rfc) await db.update(companies).set({ rfc: 'NAZ261122AB1' }).where(eq(companies.id, companyId));
  if (efirma)
    await db
      .insert(companyTaxRegistrations)
      .values({ company_id: companyId, efirma_obtained_at: clock.now() });
  await db.insert(companyBusinessInformation).values({
    company_id: companyId,
    business_name: amazon ? 'Nopal Azul Store' : null,
    amazon_website: amazon ? 'https://www.amazon.com.mx/s?me=A1NOPAL' : null,
    tax_address: address ? TAX_ADDRESS : null,
  });
}

async function amazonCompany(): Promise<{ founder: Registered; companyId: number }> {
  const founder = await register(t.app);
  const companyId = await createCompany(t.app, founder, { amazon_customer: true });
  return { founder, companyId };
}

describe("the Amazon customer's import registration", () => {
  it('starts not started with every requirement open, and follows the business information as it comes', async () => {
    const { founder, companyId } = await amazonCompany();
    const first = await founderView(founder, companyId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      content: {
        status: 'not_started',
        note: null,
        updated_at: null,
        registered_at: null,
        requirements: [
          { key: 'rfc', done: false },
          { key: 'efirma', done: false },
          { key: 'tax_address', done: false },
          { key: 'amazon_information', done: false },
        ],
      },
    });

    await meetRequirements(companyId, { efirma: false, address: false });
    const later = (await founderView(founder, companyId)).json<{ content: Registration }>().content;
    expect(later.requirements).toEqual([
      { key: 'rfc', done: true },
      { key: 'efirma', done: false },
      { key: 'tax_address', done: false },
      { key: 'amazon_information', done: true },
    ]);
  });

  it('follows the Amazon business information the founder saves through data-banking', async () => {
    const { founder, companyId } = await amazonCompany();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${API}/data-banking/company/${companyId}`,
      headers: bearer(founder.access),
      payload: {
        business_name: 'Nopal Azul Store',
        amazon_website: 'https://www.amazon.com.mx/s?me=A1NOPAL',
        tax_address: TAX_ADDRESS,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = (await founderView(founder, companyId)).json<{ content: Registration }>().content;
    expect(seen.requirements).toEqual([
      { key: 'rfc', done: false },
      { key: 'efirma', done: false },
      { key: 'tax_address', done: true },
      { key: 'amazon_information', done: true },
    ]);
  });

  it('is filed once the requirements are met, then registered: the founder sees it and is e-mailed', async () => {
    const { founder, companyId } = await amazonCompany();
    const early = await move(companyId, operator, { status: 'in_progress' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: ['import_requirements_missing'] });

    await meetRequirements(companyId);
    const queue = await get(`${BACKOFFICE}/import-registrations`, operator);
    expect(queue.statusCode, queue.body).toBe(200);
    const entry = queue
      .json<{ content: (Registration & { company_id: number; company_name: string })[] }>()
      .content.find((item) => item.company_id === companyId);
    expect(entry).toMatchObject({ status: 'not_started', company_name: expect.stringMatching(/^Nopal /) });
    expect(entry?.requirements.every((requirement) => requirement.done)).toBe(true);

    const filed = await move(companyId, operator, { status: 'in_progress' });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({ content: { company_id: companyId, status: 'in_progress' } });
    const skipped = await move(companyId, operator, { status: 'not_started' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toEqual({ message: ['invalid_status_transition'] });

    // Filed companies come first: the operator waits on the SAT's answer for them.
    const ordered = (await get(`${BACKOFFICE}/import-registrations`, operator)).json<{
      content: { status: string }[];
    }>().content;
    expect(ordered[0]?.status).toBe('in_progress');

    const registered = await move(companyId, operator, { status: 'registered', note: 'Folio SAT 12345' });
    expect(registered.statusCode, registered.body).toBe(200);
    const seen = (await founderView(founder, companyId)).json<{ content: Registration }>().content;
    expect(seen).toMatchObject({
      status: 'registered',
      note: 'Folio SAT 12345',
      registered_at: clock.now().toISOString(),
    });

    await t.services().jobs.runDueJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toBe('Tu empresa ya está en el padrón de importadores');
    expect(mail?.text).toContain(`/es/dashboard/${companyId}/import`);

    const audit = await get(`${BACKOFFICE}/audit?company_id=${companyId}`, admin);
    expect(
      audit.json<{ content: { items: { action: string; actor_id: number }[] } }>().content.items[0],
    ).toMatchObject({ action: 'import_registration.registered', actor_id: operator.id });
    expect((await move(companyId, operator, { status: 'rejected', note: 'Tarde' })).statusCode).toBe(409);
  });

  it('is rejected only with a note, which the founder reads and gets by e-mail; then filed again', async () => {
    const { founder, companyId } = await amazonCompany();
    await meetRequirements(companyId);
    expect((await move(companyId, operator, { status: 'in_progress' })).statusCode).toBe(200);
    const bare = await move(companyId, operator, { status: 'rejected', note: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ message: ['import_note_required'] });

    const reason = 'El domicilio fiscal no coincide con la Constancia de Situación Fiscal.';
    expect((await move(companyId, operator, { status: 'rejected', note: reason })).statusCode).toBe(200);
    expect((await founderView(founder, companyId)).json()).toMatchObject({
      content: { status: 'rejected', note: reason, registered_at: null },
    });
    await t.services().jobs.runDueJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toBe('El SAT no aceptó el registro en el padrón de importadores');
    expect(mail?.text).toContain(reason);

    expect((await move(companyId, operator, { status: 'in_progress' })).statusCode).toBe(200);
  });

  it('is for Amazon customers only, and refuses bad input', async () => {
    const founder = await register(t.app);
    const companyId = await createCompany(t.app, founder);
    const refused = await founderView(founder, companyId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ['not_amazon_customer'] });
    const moved = await move(companyId, operator, { status: 'in_progress' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: ['not_amazon_customer'] });
    const queue = (await get(`${BACKOFFICE}/import-registrations`, operator)).json<{
      content: { company_id: number }[];
    }>().content;
    expect(queue.some((entry) => entry.company_id === companyId)).toBe(false);

    const missing = await move(999_999, operator, { status: 'in_progress' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ['company_not_found'] });
    const unknownStatus = await move(companyId, operator, { status: 'approved' });
    expect(unknownStatus.statusCode).toBe(400);
    expect((await founderView(founder, Number.NaN)).statusCode).toBe(400);
  });

  it('answers a stranger as for a company that does not exist; a partner who accepted sees it', async () => {
    const { companyId } = await amazonCompany();
    const stranger = await register(t.app);
    const foreign = await founderView(stranger, companyId);
    const missing = await founderView(stranger, 999_999);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(missing.json());
    expect((await get(`${API}/import-registration/company/${companyId}`)).statusCode).toBe(401);
    const partner = await register(t.app);
    await addAcceptedPartner(t.app, companyId, partner);
    expect((await founderView(partner, companyId)).statusCode).toBe(200);
  });

  it('answers 404 to anyone but staff in the back office, and asks staff after a pause to sign in again', async () => {
    const { founder, companyId } = await amazonCompany();
    const expiring = await registerStaff(t.app, 'operator');
    const nothing = await get(`${BACKOFFICE}/nothing-here`, founder);
    for (const account of [{ access: '' }, founder]) {
      for (const res of [
        await get(`${BACKOFFICE}/import-registrations`, account),
        await move(companyId, account, { status: 'in_progress' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(nothing.json());
      }
    }
    clock.advance(16 * 60_000);
    const renewed = await refreshSession(t.app, expiring);
    expect((await get(`${BACKOFFICE}/import-registrations`, renewed)).statusCode).toBe(200);
    const act = await move(companyId, renewed, { status: 'in_progress' });
    expect(act.statusCode).toBe(403);
    expect(act.json()).toEqual({ message: ['recent_sign_in_required'] });
  });
});
