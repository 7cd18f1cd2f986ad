import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, companies, companyDeeds, users } from '../../db/schema/index';
import { addSlot } from '../../test/appointments';
import { bearer, lastMail, register, type Registered } from '../../test/accounts';
import { multipart, PDF } from '../../test/multipart';
import { refreshSession, registerStaff } from '../../test/staff';
import { addAcceptedPartner, registerCompany } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

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

const BASE = '/api/v3/backoffice/sat';
/** A company's RFC whose check digit matches (stdnum), and one whose does not. */
const RFC = 'NAZ261120AB7';
const RFC_CHECKSUM_MISMATCH = 'NAZ261120AB1';

type Sat = {
  company_id: number;
  company_type: string | null;
  deed_recorded_at: string | null;
  rfc: string | null;
  status_federal_registration: string | null;
  rfc_recorded_at: string | null;
  efirma_obtained_at: string | null;
  stage: string;
  efirma_appointment: { starts_at: string; ends_at: string; location: string; time_zone: string } | null;
  efirma_by_forja: boolean;
  appointment_receipt: {
    id: number;
    file_name: string;
    uploaded_at: string;
    uploaded_by_staff: boolean;
    document_url: string;
    review_state: string;
    rejection_category: string | null;
    rejection_note: string | null;
  } | null;
};

const get = (url: string, account?: { access: string }) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.access) : {} });
const send = (method: 'POST' | 'PUT', url: string, account: { access: string }, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(account.access), ...(payload ? { payload } : {}) });
const recordRfc = (companyId: number, account: { access: string }, body: object) =>
  send('POST', `${BASE}/${companyId}/rfc`, account, body);
const recordEfirma = (companyId: number, account: { access: string }) =>
  send('POST', `${BASE}/${companyId}/efirma`, account);

/** The notary's deed, as the back office records it (the deed's own routes belong to another module). */
async function recordDeed(companyId: number) {
  await t.database.db.insert(companyDeeds).values({
    company_id: companyId,
    notary_number: 42,
    notary_name: 'Lic. Rosa Méndez',
    notary_city: 'Ciudad de México',
    deed_number: '12345',
    deed_date: '2026-11-20',
    volume: '678',
    recorded_by: operator.id,
    recorded_at: clock.now(),
  });
}

async function profile(founder: Registered, companyId: number) {
  const res = await get(`/api/v3/company/get-company-profile/${companyId}`, founder);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    content: {
      rfc: string | null;
      status_federal_registration: string | null;
      formation: { rfc_recorded_at: string | null; efirma_obtained_at: string | null };
    };
  }>().content;
}

async function auditOf(companyId: number) {
  const res = await get(`/api/v3/backoffice/audit?company_id=${companyId}`, admin);
  return res.json<{
    content: { items: { action: string; actor_id: number; before: unknown; after: unknown }[] };
  }>().content.items;
}

describe('recording the RFC', () => {
  it('records it after the deed, shows it to the founder, audits it and e-mails the founder', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, 'Cerámica Talavera');
    await recordDeed(company.id);

    const before = await get(`${BASE}/${company.id}`, operator);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<{ content: Sat }>().content).toMatchObject({
      rfc: null,
      rfc_recorded_at: null,
      stage: 'awaiting_rfc',
    });

    const res = await recordRfc(company.id, operator, {
      rfc: ' naz-261120-ab7 ',
      status_federal_registration: 'active',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: Sat }>().content).toMatchObject({
      rfc: RFC,
      status_federal_registration: 'active',
      rfc_recorded_at: clock.now().toISOString(),
      efirma_obtained_at: null,
      stage: 'awaiting_efirma',
    });

    const seen = await profile(founder, company.id);
    expect(seen).toMatchObject({ rfc: RFC, status_federal_registration: 'active' });
    expect(seen.formation.rfc_recorded_at).toBe(clock.now().toISOString());

    const [event] = await auditOf(company.id);
    expect(event).toMatchObject({
      action: 'sat.rfc_record',
      actor_id: operator.id,
      before: { rfc: null },
      after: { rfc: RFC, status_federal_registration: 'active' },
    });

    expect(await t.services().jobs.runDueJobs()).toBeGreaterThanOrEqual(1);
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toBe(`Tu empresa ya tiene RFC: ${RFC}`);
    expect(mail?.text).toContain('Activo');
    expect(mail?.text).toContain(`/es/administration/${company.id}/company_fiels`);
    // Its booking link opens the e.firma appointment of this company for the founder.
    const token = decodeURIComponent(/\/es\/redirect_call\/([^\s)\]]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/v3/schedule-link',
      headers: bearer(founder.access),
      payload: { token },
    });
    expect(link.json()).toEqual({ content: { company_id: company.id, type: 'efirma' } });
  });

  it('tells the founder of a company that hired Forja as legal representative that Forja gets the e.firma: no booking link', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, 'Cerámica Poblana');
    await t.database.db
      .update(companies)
      .set({ legal_representation: true })
      .where(eq(companies.id, company.id));
    await recordDeed(company.id);
    const res = await recordRfc(company.id, operator, { rfc: RFC, status_federal_registration: 'active' });
    expect(res.statusCode, res.body).toBe(200);
    await t.services().jobs.runDueJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toBe(`Tu empresa ya tiene RFC: ${RFC}`);
    expect(mail?.text).toContain('Forja la tramita en el SAT; no tienes que reservar cita');
    expect(mail?.text).not.toContain('redirect_call');
    expect(mail?.text).toContain(`/es/administration/${company.id}/company_fiels`);
    // The back office's SAT page says so too.
    const sat = (await get(`${BASE}/${company.id}`, operator)).json<{ content: Sat }>().content;
    expect(sat).toMatchObject({ efirma_by_forja: true, efirma_appointment: null });
  });

  it("closes the founder's own RFC field once Forja recorded it (company_already_rfc)", async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    const saveOwn = (rfc: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/company/save-rfc/${company.id}`,
        headers: bearer(founder.access),
        payload: { rfc },
      });
    expect((await saveOwn(RFC)).statusCode).toBe(200);
    await recordDeed(company.id);
    const recorded = await recordRfc(company.id, operator, {
      rfc: RFC,
      status_federal_registration: 'active',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const refused = await saveOwn('NAZ261120AB8');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ['company_already_rfc'] });
    expect((await profile(founder, company.id)).rfc).toBe(RFC);
  });

  it('refuses the RFC before the deed is recorded', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    const res = await recordRfc(company.id, operator, { rfc: RFC, status_federal_registration: 'active' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['rfc_before_deed'] });
    expect((await profile(founder, company.id)).rfc).toBeNull();
    const sat = (await get(`${BASE}/${company.id}`, operator)).json<{ content: Sat }>().content;
    expect(sat.stage).toBe('awaiting_deed');
  });

  it('answers company_already_rfc the second time; a correction changes it, audited, and e-mails the founder the right RFC', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    await recordDeed(company.id);
    const first = await recordRfc(company.id, operator, { rfc: RFC, status_federal_registration: 'active' });
    expect(first.statusCode, first.body).toBe(200);
    await t.services().jobs.runDueJobs();
    const mailsBefore = await lastMail(t.app, founder.email);

    const again = await recordRfc(company.id, admin, { rfc: RFC, status_federal_registration: 'suspended' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ['company_already_rfc'] });

    const corrected = await send('PUT', `${BASE}/${company.id}/rfc`, admin, {
      rfc: RFC_CHECKSUM_MISMATCH,
      status_federal_registration: 'suspended',
      confirm_checksum: true,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<{ content: Sat }>().content).toMatchObject({
      rfc: RFC_CHECKSUM_MISMATCH,
      status_federal_registration: 'suspended',
    });
    const [event] = await auditOf(company.id);
    expect(event).toMatchObject({
      action: 'sat.rfc_correct',
      actor_id: admin.id,
      before: { rfc: RFC, status_federal_registration: 'active' },
      after: { rfc: RFC_CHECKSUM_MISMATCH, status_federal_registration: 'suspended' },
    });
    await t.services().jobs.runDueJobs();
    // The founder was told the RFC before: they hear about the correction, with the right one.
    const told = await lastMail(t.app, founder.email);
    expect(told?.subject).not.toBe(mailsBefore?.subject);
    expect(told?.subject).toBe(`Corregimos el RFC de tu empresa: ${RFC_CHECKSUM_MISMATCH}`);
    expect(told?.text).toContain('Suspendido');

    // The same data saved again changes nothing, and sends nothing.
    const same = await send('PUT', `${BASE}/${company.id}/rfc`, admin, {
      rfc: RFC_CHECKSUM_MISMATCH,
      status_federal_registration: 'suspended',
      confirm_checksum: true,
    });
    expect(same.statusCode, same.body).toBe(200);
    await t.services().jobs.runDueJobs();
    const mailbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(founder.email)}`,
    });
    const subjects = mailbox.json<{ content: { subject: string }[] }>().content.map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Corregimos el RFC'))).toHaveLength(1);
  });

  it('refuses a correction before any RFC is recorded', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    await recordDeed(company.id);
    const res = await send('PUT', `${BASE}/${company.id}/rfc`, operator, {
      rfc: RFC,
      status_federal_registration: 'active',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['rfc_not_recorded'] });
  });

  it.each([
    [{ rfc: 'NAZ26112', status_federal_registration: 'active' }, 400, 'rfc_invalid_format'],
    [{ rfc: 'NAZ261320AB1', status_federal_registration: 'active' }, 400, 'rfc_invalid_date'],
    [{ rfc: 'GODE561231GR8', status_federal_registration: 'active' }, 400, 'rfc_wrong_kind'],
    [{ rfc: RFC_CHECKSUM_MISMATCH, status_federal_registration: 'active' }, 409, 'rfc_checksum_mismatch'],
    [{ rfc: RFC, status_federal_registration: 'Activo!!' }, 400, 'invalid_request'],
    [{ rfc: RFC }, 400, 'invalid_request'],
    [{ rfc: 12, status_federal_registration: 'active' }, 400, 'invalid_request'],
  ])('refuses %j with %i %s, changing nothing', async (body, status, code) => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    await recordDeed(company.id);
    const res = await recordRfc(company.id, operator, body);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string[] }>().message).toEqual([code]);
    expect((await profile(founder, company.id)).rfc).toBeNull();
  });

  it('saves an RFC whose check digit does not match once the operator confirms it', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    await recordDeed(company.id);
    const res = await recordRfc(company.id, operator, {
      rfc: RFC_CHECKSUM_MISMATCH,
      status_federal_registration: 'active',
      confirm_checksum: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(founder, company.id)).rfc).toBe(RFC_CHECKSUM_MISMATCH);
  });

  it('answers 404 company_not_found for a company that does not exist, and bad ids with 400', async () => {
    const missing = await recordRfc(999_999, operator, { rfc: RFC, status_federal_registration: 'active' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ['company_not_found'] });
    expect((await get(`${BASE}/999999`, operator)).json()).toEqual({ message: ['company_not_found'] });
    expect((await get(`${BASE}/abc`, operator)).statusCode).toBe(400);
    expect((await recordEfirma(-1, operator)).statusCode).toBe(400);
  });
});

describe('recording the e.firma', () => {
  it('is refused before the RFC, then recorded once, audited, and the founder is e-mailed in their language', async () => {
    const founder = await register(t.app);
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, founder.id));
    const company = await registerCompany(t.app, founder);
    await recordDeed(company.id);

    const early = await recordEfirma(company.id, operator);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: ['rfc_not_recorded'] });

    expect(
      (await recordRfc(company.id, operator, { rfc: RFC, status_federal_registration: 'active' })).statusCode,
    ).toBe(200);
    // The founder booked the e.firma appointment at the SAT for tomorrow: the e.firma is issued there.
    const startsAt = new Date(clock.now().getTime() + 86_400_000);
    const slotId = await addSlot(t.app, 'efirma', 86_400_000);
    await t.database.db.insert(appointments).values({
      company_id: company.id,
      slot_id: slotId,
      type: 'efirma',
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 3_600_000),
      location: 'SAT Ciudad de México Centro',
      booked_by: founder.id,
    });
    const ahead = await recordEfirma(company.id, operator);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toEqual({ message: ['efirma_appointment_ahead'] });
    // The appointment took place (moved into the past in the database, so the sessions stay fresh).
    await t.database.db
      .update(appointments)
      .set({ starts_at: new Date(clock.now().getTime() - 3_600_000) })
      .where(eq(appointments.company_id, company.id));
    clock.advance(10 * 60_000);
    const res = await recordEfirma(company.id, operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: Sat }>().content).toMatchObject({
      efirma_obtained_at: clock.now().toISOString(),
      stage: 'complete',
    });
    expect((await profile(founder, company.id)).formation.efirma_obtained_at).toBe(clock.now().toISOString());
    const [event] = await auditOf(company.id);
    expect(event).toMatchObject({ action: 'sat.efirma_record', actor_id: operator.id });

    const twice = await recordEfirma(company.id, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ['efirma_already_recorded'] });

    await t.services().jobs.runDueJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toBe('Your company has its e.firma');
    expect(mail?.text).toContain(`/en/administration/${company.id}/company_fiels`);
    // Their own representative went to the SAT: the files are theirs to keep.
    expect(mail?.text).toContain("Keep the e.firma's files (.cer and .key) and its password somewhere safe");
  });

  it('tells the founder of a company Forja represents that Forja keeps the e.firma: no files to keep', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, 'Cerámica Poblana');
    await t.database.db
      .update(companies)
      .set({ legal_representation: true })
      .where(eq(companies.id, company.id));
    await recordDeed(company.id);
    expect(
      (await recordRfc(company.id, operator, { rfc: RFC, status_federal_registration: 'active' })).statusCode,
    ).toBe(200);
    const res = await recordEfirma(company.id, operator);
    expect(res.statusCode, res.body).toBe(200);
    await t.services().jobs.runDueJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toBe('Tu empresa ya tiene su e.firma');
    expect(mail?.text).toContain('Como representante legal de tu empresa, Forja obtuvo en el SAT la e.firma');
    expect(mail?.text).toContain('no te enviamos archivos ni tienes que guardar nada.');
    expect(mail?.text).not.toContain('Guarda los archivos');
  });
});

describe("the SAT page's e.firma appointment and its receipt", () => {
  it('shows none of them until the founder books the appointment and uploads the receipt, then both, the receipt opening by its link', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, 'Cerámica Talavera', 'sa');
    await recordDeed(company.id);
    const page = async () => {
      const res = await get(`${BASE}/${company.id}`, operator);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ content: Sat }>().content;
    };
    expect(await page()).toMatchObject({
      company_type: 'sa',
      efirma_appointment: null,
      efirma_by_forja: false,
      appointment_receipt: null,
    });

    const startsAt = new Date(clock.now().getTime() + 2 * 86_400_000);
    const slotId = await addSlot(t.app, 'efirma', 2 * 86_400_000);
    await t.database.db.insert(appointments).values({
      company_id: company.id,
      slot_id: slotId,
      type: 'efirma',
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 3_600_000),
      location: 'SAT Ciudad de México Centro, Av. Hidalgo 77',
      booked_by: founder.id,
    });
    const upload = multipart({}, { name: 'acuse-sat.pdf', type: 'application/pdf', data: PDF });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${company.id}/documents/acuse_cita_sat`,
      headers: { ...bearer(founder.access), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const seen = await page();
    expect(seen.efirma_appointment).toEqual({
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      location: 'SAT Ciudad de México Centro, Av. Hidalgo 77',
      time_zone: 'America/Mexico_City',
    });
    expect(seen.appointment_receipt).toMatchObject({
      file_name: 'acuse-sat.pdf',
      uploaded_at: clock.now().toISOString(),
      uploaded_by_staff: false,
      review_state: 'waiting',
      rejection_category: null,
      rejection_note: null,
    });
    const file = await t.app.inject({ method: 'GET', url: seen.appointment_receipt!.document_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // A cancelled appointment is no appointment.
    await t.database.db
      .update(appointments)
      .set({ cancelled_at: clock.now() })
      .where(eq(appointments.company_id, company.id));
    expect((await page()).efirma_appointment).toBeNull();
  });

  it("shows the receipt's review: rejected with its category and note, waiting again once replaced, then approved", async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, 'Cerámica Talavera', 'sa');
    const reviewer = await registerStaff(t.app, 'operator');
    const receipt = async () => {
      const res = await get(`${BASE}/${company.id}`, operator);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ content: Sat }>().content.appointment_receipt;
    };
    const uploadReceipt = async (name: string) => {
      const upload = multipart({}, { name, type: 'application/pdf', data: PDF });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v3/company/${company.id}/documents/acuse_cita_sat`,
        headers: { ...bearer(founder.access), ...upload.headers },
        payload: upload.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** The operator's decision in the documents queue, on the file they saw. */
    const decide = async (decision: 'approve' | 'reject', body: object = {}) => {
      const id = (await receipt())!.id;
      const queued = await get(`/api/v3/backoffice/documents/company/${id}`, reviewer);
      expect(queued.statusCode, queued.body).toBe(200);
      const { version } = queued.json<{ content: { version: string } }>().content;
      const res = await send('POST', `/api/v3/backoffice/documents/company/${id}/${decision}`, reviewer, {
        version,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    await uploadReceipt('acuse-sat.pdf');
    await decide('reject', { category: 'illegible', note: 'La fecha de la cita no se lee.' });
    expect(await receipt()).toMatchObject({
      file_name: 'acuse-sat.pdf',
      review_state: 'rejected',
      rejection_category: 'illegible',
      rejection_note: 'La fecha de la cita no se lee.',
    });

    await uploadReceipt('acuse-sat-legible.pdf');
    expect(await receipt()).toMatchObject({
      file_name: 'acuse-sat-legible.pdf',
      review_state: 'waiting',
      rejection_category: null,
      rejection_note: null,
    });

    await decide('approve');
    expect(await receipt()).toMatchObject({
      review_state: 'approved',
      rejection_category: null,
      rejection_note: null,
    });
  });
});

describe('who may use it', () => {
  it('answers 404 to anyone but staff, and asks staff back after a pause for their password', async () => {
    const founder = await register(t.app);
    const partner = await register(t.app);
    const company = await registerCompany(t.app, founder);
    await addAcceptedPartner(t.app, company.id, partner);
    await recordDeed(company.id);
    const expiring = await registerStaff(t.app, 'operator');
    const nothing = await get('/api/v3/backoffice/nothing-here', founder);
    const attempts = (account: { access: string }) => [
      get(`${BASE}/${company.id}`, account),
      recordRfc(company.id, account, { rfc: RFC, status_federal_registration: 'active' }),
      send('PUT', `${BASE}/${company.id}/rfc`, account, { rfc: RFC, status_federal_registration: 'active' }),
      recordEfirma(company.id, account),
    ];
    for (const account of [{ access: '' }, founder, partner]) {
      for (const res of await Promise.all(attempts(account))) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(nothing.json());
      }
    }
    expect((await profile(founder, company.id)).rfc).toBeNull();

    clock.advance(16 * 60_000);
    const renewed = await refreshSession(t.app, expiring);
    const [reading, recording] = await Promise.all(attempts(renewed));
    expect(reading?.statusCode).toBe(200);
    expect(recording?.statusCode).toBe(403);
    expect(recording?.json()).toEqual({ message: ['recent_sign_in_required'] });
  });
});
