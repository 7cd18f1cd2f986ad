import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMail, register, uniqueEmail, type Registered } from '../../test/accounts';
import { refreshSession, registerStaff } from '../../test/staff';
import { addAcceptedPartner } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { checkout, createCompany, payByCard } from '../../test/checkout';

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
const send = (method: 'POST' | 'PUT', url: string, account: { access: string }, payload: object) =>
  t.app.inject({ method, url, headers: bearer(account.access), payload });

/** Pays a product of the catalogue with the sandbox's test card, as the checkout page does. */
async function pay(founder: Registered, companyId: number, product: string) {
  const started = await checkout(t.app, founder, companyId, product);
  await payByCard(t.app, started.checkout_url);
}

const accountantBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Fernández',
  email: uniqueEmail('lucia'),
  phone: '5512345678',
  professional_licence: '12345678',
  ...overrides,
});

async function addAccountant(overrides: Record<string, unknown> = {}) {
  const res = await send('POST', `${BACKOFFICE}/forja-accountants`, operator, accountantBody(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { id: number; name: string; email: string; active: boolean } }>().content;
}

const companyAccountant = (founder: Registered, companyId: number) =>
  get(`${API}/company/${companyId}/accountant`, founder);

async function auditOf(companyId: number) {
  const res = await get(`${BACKOFFICE}/audit?company_id=${companyId}`, admin);
  return res.json<{ content: { items: { action: string; actor_id: number; after: unknown }[] } }>().content
    .items;
}

describe("the founder's accountant service", () => {
  it('is not bought until paid; then Forja assigns one, the founder sees who and is e-mailed', async () => {
    const founder = await register(t.app);
    const companyId = await createCompany(t.app, founder);
    expect((await companyAccountant(founder, companyId)).json()).toEqual({
      content: { purchased: false, accountant: null },
    });

    await pay(founder, companyId, 'formation');
    await pay(founder, companyId, 'accountant');
    expect((await companyAccountant(founder, companyId)).json()).toEqual({
      content: { purchased: true, accountant: null },
    });

    const queue = await get(`${BACKOFFICE}/accountant-assignments`, operator);
    expect(queue.statusCode, queue.body).toBe(200);
    const waiting = queue
      .json<{ content: { company_id: number; assigned: unknown }[] }>()
      .content.find((entry) => entry.company_id === companyId);
    expect(waiting).toMatchObject({ company_id: companyId, assigned: null });

    const accountant = await addAccountant();
    const assigned = await send('POST', `${BACKOFFICE}/accountant-assignments/${companyId}`, operator, {
      forja_accountant_id: accountant.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      content: { company_id: companyId, assigned: { id: accountant.id, name: 'Lucía Fernández' } },
    });

    const seen = await companyAccountant(founder, companyId);
    expect(seen.json()).toEqual({
      content: {
        purchased: true,
        accountant: {
          name: 'Lucía Fernández',
          email: accountant.email,
          phone: '5512345678',
          professional_licence: '12345678',
          assigned_at: clock.now().toISOString(),
        },
      },
    });
    const [event] = await auditOf(companyId);
    expect(event).toMatchObject({ action: 'accountant.assign', actor_id: operator.id });

    await t.services().jobs.runDueJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toBe('Tu contador en Forja: Lucía Fernández');
    expect(mail?.text).toContain(accountant.email);
    expect(mail?.text).toContain(`/es/administration/${companyId}/accountant_tally`);

    const list = await get(`${BACKOFFICE}/forja-accountants`, operator);
    expect(
      list
        .json<{ content: { id: number; assigned_count: number }[] }>()
        .content.find((a) => a.id === accountant.id),
    ).toMatchObject({ assigned_count: 1 });
  });

  it('answers a stranger as for a company that does not exist; a partner who accepted sees it', async () => {
    const founder = await register(t.app);
    const companyId = await createCompany(t.app, founder);
    const stranger = await register(t.app);
    const foreign = await companyAccountant(stranger, companyId);
    const missing = await companyAccountant(stranger, 999_999);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(missing.json());
    expect((await get(`${API}/company/${companyId}/accountant`)).statusCode).toBe(401);
    expect((await companyAccountant(founder, Number.NaN)).statusCode).toBe(400);
    const partner = await register(t.app);
    await addAcceptedPartner(t.app, companyId, partner);
    expect((await companyAccountant(partner, companyId)).statusCode).toBe(200);
  });
});

describe("Forja's accountants", () => {
  it('are added, edited and deactivated, audited; a deactivated one is not assigned', async () => {
    const accountant = await addAccountant({ name: 'Raúl Ortega' });
    const edited = await send('PUT', `${BACKOFFICE}/forja-accountants/${accountant.id}`, admin, {
      ...accountantBody({ name: 'Raúl Ortega Ruiz', email: accountant.email }),
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ content: { name: 'Raúl Ortega Ruiz', active: false } });
    const audit = await get(`${BACKOFFICE}/audit?actor_id=${admin.id}`, admin);
    expect(audit.json<{ content: { items: { action: string }[] } }>().content.items[0]?.action).toBe(
      'forja_accountant.deactivate',
    );

    const founder = await register(t.app);
    const companyId = await createCompany(t.app, founder);
    await pay(founder, companyId, 'formation');
    await pay(founder, companyId, 'accountant');
    const refused = await send('POST', `${BACKOFFICE}/accountant-assignments/${companyId}`, operator, {
      forja_accountant_id: accountant.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ['accountant_inactive'] });
    const unknown = await send('POST', `${BACKOFFICE}/accountant-assignments/${companyId}`, operator, {
      forja_accountant_id: 987_654,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses assigning one to a company that did not buy the service, or that does not exist', async () => {
    const accountant = await addAccountant();
    const founder = await register(t.app);
    const companyId = await createCompany(t.app, founder);
    await pay(founder, companyId, 'formation');
    const res = await send('POST', `${BACKOFFICE}/accountant-assignments/${companyId}`, operator, {
      forja_accountant_id: accountant.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['accountant_not_purchased'] });
    const missing = await send('POST', `${BACKOFFICE}/accountant-assignments/999999`, operator, {
      forja_accountant_id: accountant.id,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ['company_not_found'] });
  });

  it.each([
    [{ professional_licence: '12-34' }, 'invalid_request'],
    [{ name: 'A' }, 'invalid_request'],
    [{ phone: '123' }, 'invalid_request'],
    [{ email: 'not-an-email' }, 'email_invalid_format'],
  ])('refuses %j with 400 %s', async (overrides, code) => {
    const res = await send('POST', `${BACKOFFICE}/forja-accountants`, operator, accountantBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string[] }>().message).toEqual([code]);
  });

  it('answers 404 to anyone but staff, and staff after a pause must confirm their password', async () => {
    const founder = await register(t.app);
    const companyId = await createCompany(t.app, founder);
    const expiring = await registerStaff(t.app, 'operator');
    const nothing = await get(`${BACKOFFICE}/nothing-here`, founder);
    const attempts = (account: { access: string }) => [
      get(`${BACKOFFICE}/forja-accountants`, account),
      get(`${BACKOFFICE}/accountant-assignments`, account),
      send('POST', `${BACKOFFICE}/forja-accountants`, account, accountantBody()),
      send('PUT', `${BACKOFFICE}/forja-accountants/1`, account, accountantBody()),
      send('POST', `${BACKOFFICE}/accountant-assignments/${companyId}`, account, { forja_accountant_id: 1 }),
    ];
    for (const account of [{ access: '' }, founder]) {
      for (const res of await Promise.all(attempts(account))) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(nothing.json());
      }
    }
    clock.advance(16 * 60_000);
    const renewed = await refreshSession(t.app, expiring);
    const [listing, , adding] = await Promise.all(attempts(renewed));
    expect(listing?.statusCode).toBe(200);
    expect(adding?.statusCode).toBe(403);
    expect(adding?.json()).toEqual({ message: ['recent_sign_in_required'] });
  });
});
