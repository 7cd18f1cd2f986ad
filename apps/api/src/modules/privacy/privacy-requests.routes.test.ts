import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, users } from '../../db/schema/index';
import { bearer, lastCode, lastMail, register, uniqueEmail, type Registered } from '../../test/accounts';
import { registerStaff } from '../../test/staff';
import { addAcceptedPartner, registerCompany } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

// Sunday 2026-11-22 12:00 UTC: the deadline counts 20 business days from Monday the 23rd.
const clock = testClock();
let t: TestApp;
let founder: Registered;
let company: { id: number; friendly_id: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  founder = await register(t.app);
  company = await registerCompany(t.app, founder, 'Tacos del Norte');
});
afterAll(() => t.close());

const MINE = '/api/v3/privacy/me/requests';
const QUEUE = '/api/v3/backoffice/privacy-requests';

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  account?: { access: string },
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: account ? bearer(account.access) : {},
    ...(payload ? { payload } : {}),
  });

type Request = {
  id: number;
  kind: string;
  status: string;
  reason: string;
  details: Record<string, unknown>;
  created_at: string;
  due_at: string;
  resolved_at: string | null;
  resolution_note: string | null;
};
type QueueItem = Request & {
  user: { id: number | null; name: string; email: string | null };
  business_days_left: number;
  overdue: boolean;
};

const rectification = (details: Record<string, unknown> = {}, reason = 'Mi CURP tiene un error') => ({
  kind: 'rectification',
  reason,
  details: { field: 'curp', requested_value: 'LOAA900101MDFPNN09', ...details },
});

async function file(account: Registered, body: Record<string, unknown>): Promise<Request> {
  const res = await call('POST', MINE, account, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Request }>().content;
}

async function mine(account: Registered): Promise<Request[]> {
  const res = await call('GET', MINE, account);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Request[] }>().content;
}

async function queue(staff: Registered, status = 'open'): Promise<QueueItem[]> {
  const res = await call('GET', `${QUEUE}?status=${status}&page_size=100`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { items: QueueItem[] } }>().content.items;
}

async function auditOf(staff: Registered, query: string) {
  const res = await call('GET', `/api/v3/backoffice/audit?page_size=100&${query}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    content: {
      items: {
        action: string;
        actor_id: number;
        subject_type: string;
        subject_id: number | null;
        partner_id: number | null;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }[];
    };
  }>().content.items;
}

describe('my privacy requests', () => {
  it('files a rectification as an open request due at the end of the 20th business day in Mexico City', async () => {
    const created = await file(founder, rectification({ company_id: company.id }));
    expect(created).toMatchObject({
      kind: 'rectification',
      status: 'open',
      reason: 'Mi CURP tiene un error',
      details: { field: 'curp', requested_value: 'LOAA900101MDFPNN09', company_id: company.id },
      resolved_at: null,
      resolution_note: null,
    });
    // Nov 23 … Dec 18 are 20 business days (no rest day in between); Dec 18 ends at 06:00 UTC the next day.
    expect(created.due_at).toBe('2026-12-19T05:59:59.999Z');
  });

  it('files an opposition to a purpose, named or in my own words, and lists mine newest first', async () => {
    const person = await register(t.app);
    const first = await file(person, {
      kind: 'opposition',
      reason: 'No quiero que usen mis datos para estadísticas',
      details: { purpose: 'analytics' },
    });
    clock.advance(60_000);
    const second = await file(person, {
      kind: 'opposition',
      reason: 'Prefiero que no compartan mi domicilio',
      details: { purpose: '  Compartir mi domicilio con bancos  ', ignored: 'x' },
    });
    expect(second.details).toEqual({ purpose: 'Compartir mi domicilio con bancos' });
    const list = await mine(person);
    expect(list.map((request) => request.id)).toEqual([second.id, first.id]);
    expect(list.every((request) => request.status === 'open' && request.due_at > request.created_at)).toBe(
      true,
    );
    // Nobody else's requests are in my list.
    expect((await mine(founder)).map((request) => request.id)).not.toContain(first.id);
  });

  it.each([
    ['an unknown kind', { kind: 'access', reason: 'x', details: {} }, 'privacy_request_kind_invalid'],
    [
      'cancellation (asked by cancelling the account)',
      { kind: 'cancellation', reason: 'x' },
      'privacy_request_kind_invalid',
    ],
    ['no reason', { ...rectification(), reason: '   ' }, 'privacy_request_reason_required'],
    ['a reason over 2000 characters', rectification({}, 'a'.repeat(2001)), 'privacy_request_reason_required'],
    [
      'a field that is not personal data',
      rectification({ field: 'password' }),
      'privacy_request_field_invalid',
    ],
    [
      'no field',
      { kind: 'rectification', reason: 'x', details: { requested_value: 'y' } },
      'privacy_request_field_invalid',
    ],
    ['no requested value', rectification({ requested_value: ' ' }), 'privacy_request_value_required'],
    [
      'a requested value over 500 characters',
      rectification({ requested_value: 'b'.repeat(501) }),
      'privacy_request_value_required',
    ],
    [
      'an opposition without purpose',
      { kind: 'opposition', reason: 'x', details: {} },
      'privacy_request_purpose_required',
    ],
    ['a company id that is not a number', rectification({ company_id: 'abc' }), 'invalid_request'],
  ])('refuses %s with 400 and its own code', async (_name, body, code) => {
    const before = (await mine(founder)).length;
    const res = await call('POST', MINE, founder, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string[] }>().message).toEqual([code]);
    expect(await mine(founder)).toHaveLength(before);
  });

  it('answers 400 for a body that is not the expected shape, and 401 without a session', async () => {
    const bad = await call('POST', MINE, founder, { reason: 'sin tipo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string[] }>().message).toEqual(['invalid_request']);
    expect((await call('GET', MINE)).statusCode).toBe(401);
    expect((await call('POST', MINE, undefined, rectification())).statusCode).toBe(401);
  });

  it("refuses a rectification about someone else's company or partner record, and accepts my partner record", async () => {
    const stranger = await register(t.app);
    const strangerCompany = await registerCompany(t.app, stranger, 'Mole Poblano');
    const partner = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner-basic/company/${strangerCompany.id}`,
      headers: bearer(stranger.access),
      payload: { name: 'Luisa Ramos', is_moral_person: false, nationalities: ['MX'] },
    });
    expect(partner.statusCode, partner.body).toBe(200);
    const partnerId = partner.json<{ content: { id: number } }>().content.id;

    for (const details of [
      { company_id: strangerCompany.id },
      { partner_id: partnerId },
      { partner_id: 99_999_999 },
      { company_id: 99_999_999 },
    ]) {
      const res = await call('POST', MINE, founder, rectification(details));
      expect(res.statusCode, JSON.stringify(details)).toBe(403);
      expect(res.json()).toEqual({ message: ['user_not_belong_to_company'] });
    }
    // The stranger's partner record, in the stranger's company, but named with my company: still refused.
    const mixed = await call(
      'POST',
      MINE,
      stranger,
      rectification({ partner_id: partnerId, company_id: company.id }),
    );
    expect(mixed.statusCode).toBe(403);

    // A partner who joined the founder's company may ask about their own record.
    const joined = await register(t.app);
    await addAcceptedPartner(t.app, company.id, joined);
    const [own] = await t.app.database.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.user_id, joined.id));
    const created = await file(joined, rectification({ partner_id: own?.id, company_id: company.id }));
    expect(created.details).toMatchObject({ partner_id: own?.id, company_id: company.id });
  });
});

describe('the back office privacy queue', () => {
  it('is hidden from anyone but staff, like a route that does not exist', async () => {
    const created = await file(founder, rectification());
    const unknown = await call('GET', '/api/v3/backoffice/no-such-page');
    for (const [method, url, payload] of [
      ['GET', QUEUE, undefined],
      ['POST', `${QUEUE}/${created.id}/decision`, { outcome: 'resolved', note: 'Listo' }],
    ] as const) {
      for (const caller of [undefined, founder]) {
        const res = await call(method, url, caller, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
    }
    expect((await mine(founder)).find((request) => request.id === created.id)?.status).toBe('open');
  });

  it('lists open requests with the nearest deadline first, who asked, and the business days left', async () => {
    const first = await register(t.app);
    const older = await file(first, rectification());
    clock.advance(3 * 86_400_000);
    // Sessions last 15 minutes: whoever acts after the clock moved signs up (or in) again.
    const staff = await registerStaff(t.app);
    const person = await register(t.app);
    const newer = await file(person, { kind: 'opposition', reason: 'No', details: { purpose: 'surveys' } });
    const items = await queue(staff);
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const dues = items.map((item) => item.due_at);
    expect(dues).toEqual([...dues].sort());
    expect(items.every((item) => item.status === 'open')).toBe(true);
    expect(items.find((item) => item.id === newer.id)).toMatchObject({
      kind: 'opposition',
      reason: 'No',
      details: { purpose: 'surveys' },
      user: { id: person.id, name: 'Ana López', email: person.email },
      business_days_left: 20,
      overdue: false,
    });

    // Past the deadline the request shows as overdue, with negative days left.
    clock.advance(40 * 86_400_000);
    const late = (await queue(await registerStaff(t.app))).find((item) => item.id === older.id);
    expect(late?.overdue).toBe(true);
    expect(late?.business_days_left).toBeLessThan(0);
  });

  it('resolves with a note: audited, e-mailed in the person’s language, shown in their list; once only', async () => {
    const staff = await registerStaff(t.app, 'admin');
    const person = await register(t.app);
    await t.app.database.db.update(users).set({ language: 'en' }).where(eq(users.id, person.id));
    const created = await file(person, rectification({ field: 'phone', requested_value: '55 8765 4321' }));
    const decide = (body: Record<string, unknown>) =>
      call('POST', `${QUEUE}/${created.id}/decision`, staff, body);

    const noNote = await decide({ outcome: 'resolved', note: '   ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({ message: ['privacy_request_note_required'] });

    const res = await decide({ outcome: 'resolved', note: 'We updated your phone number.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: QueueItem }>().content).toMatchObject({
      id: created.id,
      status: 'resolved',
      resolution_note: 'We updated your phone number.',
      overdue: false,
    });

    const [own] = (await mine(person)).filter((request) => request.id === created.id);
    expect(own).toMatchObject({ status: 'resolved', resolution_note: 'We updated your phone number.' });
    expect(own?.resolved_at).toBe(clock.now().toISOString());

    const audit = (await auditOf(staff, `actor_id=${staff.id}`)).filter(
      (event) => event.subject_type === 'privacy_request' && event.subject_id === created.id,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'privacy_request.resolve',
      actor_id: staff.id,
      before: { status: 'open' },
      after: { status: 'resolved', note: 'We updated your phone number.', kind: 'rectification' },
    });

    const mail = await lastMail(t.app, person.email);
    expect(mail?.subject).toBe('We handled your personal data rectification request');
    expect(mail?.text).toContain('We updated your phone number.');
    expect(mail?.text).toContain('/en/legal/privacy');
    expect(mail?.text).toContain('under "Correct your data or object to a use"');
    expect(mail?.text).toContain('/en/account#privacy-requests-title');

    const again = await decide({ outcome: 'rejected', note: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ['already_reviewed'] });
    expect((await queue(staff)).map((item) => item.id)).not.toContain(created.id);
    expect((await queue(staff, 'resolved')).map((item) => item.id)).toContain(created.id);
  });

  it('rejects with the reason e-mailed in Spanish, and answers 404 for a request that does not exist', async () => {
    const staff = await registerStaff(t.app);
    const person = await register(t.app);
    const created = await file(person, { kind: 'opposition', reason: 'No', details: { purpose: 'service' } });
    const res = await call('POST', `${QUEUE}/${created.id}/decision`, staff, {
      outcome: 'rejected',
      note: 'El servicio necesita tus datos para constituir la sociedad.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastMail(t.app, person.email);
    expect(mail?.subject).toBe('Respuesta a tu solicitud de oposición de datos personales');
    expect(mail?.text).toContain('El servicio necesita tus datos');
    expect(mail?.text).toContain('/es/legal/privacy');
    const audit = await auditOf(staff, `actor_id=${staff.id}`);
    expect(audit.map((event) => event.action)).toContain('privacy_request.reject');

    const missing = await call('POST', `${QUEUE}/99999999/decision`, staff, {
      outcome: 'resolved',
      note: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('changes to personal data are in the audit log', () => {
  it("records a founder's changes to a partner's names and RFC with before and after, RFC masked", async () => {
    const staff = await registerStaff(t.app);
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder, 'Cactus Dorado');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner-basic/company/${company.id}`,
      headers: bearer(founder.access),
      payload: {
        name: 'Luis Pérez',
        first_name: 'Luis',
        last_name: 'Pérez',
        is_moral_person: false,
        nationalities: ['MX'],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const partnerId = added.json<{ content: { id: number } }>().content.id;

    const renamed = await call('PUT', `/api/v3/update-partner/${partnerId}`, founder, {
      name: 'Luis Peña',
      first_name: 'Luis',
      last_name: 'Peña',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const events = (await auditOf(staff, `company_id=${company.id}`)).filter(
      (event) => event.partner_id === partnerId,
    );
    const update = events.find((event) => event.action === 'partner.personal_data.update');
    expect(update).toMatchObject({
      actor_id: founder.id,
      subject_type: 'partner',
      subject_id: partnerId,
      before: { name: 'Luis Pérez', last_name: 'Pérez' },
      after: { name: 'Luis Peña', last_name: 'Peña' },
    });
    expect(update?.after).not.toHaveProperty('first_name');
    expect(events.map((event) => event.action)).toContain('partner.personal_data.create');

    const complements = await call('POST', `/api/v3/partner-complements/${partnerId}`, founder, {
      rfc: 'GODE561231GR8',
      curp: 'BOXW310820HNERXN09',
      civil_status: 'soltero',
      accept_terms_conditions: true,
      confirm_checksum: true,
    });
    expect(complements.statusCode, complements.body).toBe(200);
    const withRfc = (await auditOf(staff, `company_id=${company.id}`)).find(
      (event) => event.partner_id === partnerId && event.after !== null && 'rfc' in event.after,
    );
    expect(withRfc).toMatchObject({
      action: 'partner.personal_data.update',
      actor_id: founder.id,
      before: { rfc: null, curp: null, civil_status: null },
      after: { rfc: '•••GR8', curp: '•••N09', civil_status: 'soltero' },
    });
    expect(JSON.stringify(withRfc)).not.toContain('GODE561231');

    // A refused change is not audited.
    const count = (await auditOf(staff, `company_id=${company.id}`)).length;
    const stranger = await register(t.app);
    const refused = await call('PUT', `/api/v3/update-partner/${partnerId}`, stranger, { name: 'Intruso' });
    expect(refused.statusCode).toBe(403);
    expect(await auditOf(staff, `company_id=${company.id}`)).toHaveLength(count);
  });

  it('records a change of my own e-mail and phone with me as actor', async () => {
    const staff = await registerStaff(t.app);
    const person = await register(t.app);
    const email = uniqueEmail('nuevo');
    const contact = { email, phone: '55 8765 4321', phone_country_code: '52' };
    const asked = await call(
      'POST',
      `/api/v3/request-verification-code-to-update/user/${person.id}`,
      person,
      contact,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const applied = await call('PUT', `/api/v3/update-phone-email/user/${person.id}`, person, {
      ...contact,
      verification_code: await lastCode(t.app, email),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const events = (await auditOf(staff, `actor_id=${person.id}`)).filter(
      (event) => event.action === 'user.contact.update',
    );
    expect(events).toEqual([
      expect.objectContaining({
        actor_id: person.id,
        subject_type: 'user',
        subject_id: person.id,
        before: { email: person.email, phone: '5512345678' },
        after: { email, phone: '5587654321' },
      }),
    ]);
  });
});
