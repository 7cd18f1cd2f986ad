import type { AuditEvent, BackofficeOverview, StaffMe, StaffMember } from '@forja/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  bearer,
  lastCode,
  register,
  registerUnconfirmed,
  uniqueEmail,
  type Registered,
} from '../../test/accounts';
import { confirmStaffPassword, refreshSession, registerStaff } from '../../test/staff';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

const clock = testClock();
const ADMIN_FROM_SETTING = uniqueEmail('jefa');
let t: TestApp;
let operator: Registered;
let admin: Registered;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_FROM_SETTING.toUpperCase() }, { clock: clock.now });
});
afterAll(() => t.close());

type Reply = { json: <T>() => T };
const me = (res: Reply) => res.json<{ content: StaffMe }>().content;
const profile = async (account: Registered) => {
  const res = await get('/api/v3/user/profile', account);
  expect(res.statusCode).toBe(200);
  return res.json<{ content: Record<string, unknown> }>().content;
};
const auditPage = (res: Reply) => res.json<{ content: { items: AuditEvent[]; total: number } }>().content;

const get = (url: string, account?: Registered, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: account ? { ...bearer(account.access), ...headers } : headers,
  });

describe('who reaches the back office', () => {
  const routes = ['/api/v3/backoffice/me', '/api/v3/backoffice/overview', '/api/v3/backoffice/audit'];
  const unknownRoute = '/api/v3/backoffice/no-such-page';

  it('answers anyone but staff exactly like a route that does not exist', async () => {
    const founder = await register(t.app);
    const nobody = await get(unknownRoute);
    expect(nobody.statusCode).toBe(404);
    for (const url of routes) {
      for (const res of [
        await get(url),
        await get(url, founder),
        await get(url, undefined, { authorization: 'Bearer forged.token.value' }),
      ]) {
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(nobody.json());
      }
    }
  });

  it('answers an expired token with the same 404, and the refreshed session gets in', async () => {
    const staff = await registerStaff(t.app);
    clock.advance(16 * 60_000);
    expect((await get('/api/v3/backoffice/me', staff)).statusCode).toBe(404);
    const renewed = await refreshSession(t.app, staff);
    expect((await get('/api/v3/backoffice/me', renewed)).statusCode).toBe(200);
  });

  it('lets an operator in with the operator role, and an admin with the admin role', async () => {
    operator = await registerStaff(t.app, 'operator');
    admin = await registerStaff(t.app, 'admin');
    const mine = await get('/api/v3/backoffice/me', operator);
    expect(mine.statusCode).toBe(200);
    expect(me(mine)).toMatchObject({ id: operator.id, email: operator.email, role: 'operator' });
    expect(me(await get('/api/v3/backoffice/me', admin)).role).toBe('admin');
  });

  it('makes an admin of a confirmed account named in ADMIN_EMAILS, whatever the case', async () => {
    const chief = await register(t.app, ADMIN_FROM_SETTING);
    const chiefs = await get('/api/v3/backoffice/me', chief);
    expect(chiefs.statusCode).toBe(200);
    expect(me(chiefs).role).toBe('admin');
    expect(await profile(chief)).toMatchObject({ is_staff: true });
  });

  it("marks staff's profile so the web app asks the back office only for them; a founder's profile has no trace of it", async () => {
    expect(await profile(await registerStaff(t.app, 'operator'))).toMatchObject({ is_staff: true });
    expect(await profile(await registerStaff(t.app, 'admin'))).toMatchObject({ is_staff: true });
    expect(await profile(await register(t.app))).not.toHaveProperty('is_staff');
    // An operator whose e-mail is not confirmed does not reach the back office either.
    const unconfirmed = await registerUnconfirmed(t.app);
    await t.app.database.db.execute(sql`update users set is_operator = true where id = ${unconfirmed.id}`);
    expect(await profile(unconfirmed)).not.toHaveProperty('is_staff');
  });

  it('counts what waits in each queue', async () => {
    operator = await registerStaff(t.app, 'operator');
    const res = await get('/api/v3/backoffice/overview', operator);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ content: BackofficeOverview }>().content).sort()).toEqual(
      ['documents', 'legal_names', 'legal_representatives', 'orders', 'support_requests'].sort(),
    );
  });
});

describe('staff roles', () => {
  it('are managed by admins only: an operator does not see the page at all', async () => {
    operator = await registerStaff(t.app, 'operator');
    expect((await get('/api/v3/backoffice/staff', operator)).statusCode).toBe(404);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/v3/backoffice/staff',
      headers: bearer(operator.access),
      payload: { email: operator.email, role: 'admin' },
    });
    expect(grant.statusCode).toBe(404);
  });

  it('are granted and withdrawn by an admin, and each change is in the audit log', async () => {
    const fresh = await registerStaff(t.app, 'admin');
    const newcomer = await register(t.app);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/v3/backoffice/staff',
      headers: { ...bearer(fresh.access), 'x-forwarded-for': '203.0.113.9' },
      payload: { email: newcomer.email.toUpperCase(), role: 'operator' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const list = await get('/api/v3/backoffice/staff', fresh);
    expect(list.json<{ content: StaffMember[] }>().content).toContainEqual(
      expect.objectContaining({ id: newcomer.id, role: 'operator' }),
    );
    expect((await get('/api/v3/backoffice/me', newcomer)).statusCode).toBe(200);

    const withdraw = await t.app.inject({
      method: 'DELETE',
      url: `/api/v3/backoffice/staff/${newcomer.id}`,
      headers: bearer(fresh.access),
    });
    expect(withdraw.statusCode).toBe(200);
    expect((await get('/api/v3/backoffice/me', newcomer)).statusCode).toBe(404);

    const audit = await get(`/api/v3/backoffice/audit?actor_id=${fresh.id}`, fresh);
    const actions = auditPage(audit).items.map((event) => [event.action, event.subject_id]);
    expect(actions).toEqual([
      ['role.withdraw', newcomer.id],
      ['role.grant', newcomer.id],
    ]);
    const [withdrawn] = auditPage(audit).items;
    expect(withdrawn).toMatchObject({
      actor_email: fresh.email,
      before: { is_operator: true, is_admin: false },
      after: { is_operator: false, is_admin: false },
      ip: '127.0.0.1',
    });
  });

  it('refuses an admin withdrawing their own role, and an unknown e-mail', async () => {
    admin = await registerStaff(t.app, 'admin');
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/v3/backoffice/staff/${admin.id}`,
      headers: bearer(admin.access),
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: ['cannot_change_own_role'] });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v3/backoffice/staff',
      headers: bearer(admin.access),
      payload: { email: 'nadie@example.mx', role: 'operator' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ['user_not_found'] });
  });
});

describe('a recent sign-in before acting', () => {
  it('is needed again after 15 minutes idle, and the password brings it back', async () => {
    let chief = await registerStaff(t.app, 'admin');
    const newcomer = await register(t.app);
    const grant = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/backoffice/staff',
        headers: bearer(chief.access),
        payload: { email: newcomer.email, role: 'operator' },
      });
    clock.advance(16 * 60_000);
    chief = await refreshSession(t.app, chief);
    expect(me(await get('/api/v3/backoffice/me', chief)).acts_allowed_until).toBeNull();

    const refused = await grant();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ['recent_sign_in_required'] });

    const wrong = await confirmStaffPassword(t.app, chief, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ['bad_credentials'] });

    const right = await confirmStaffPassword(t.app, chief, PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(new Date(me(right).acts_allowed_until ?? '').getTime()).toBe(clock.now().getTime() + 15 * 60_000);
    expect((await grant()).statusCode).toBe(200);
  });

  it('can be brought back with a code e-mailed to the staff member (an account without a password)', async () => {
    let chief = await registerStaff(t.app, 'admin');
    clock.advance(16 * 60_000);
    chief = await refreshSession(t.app, chief);
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/v3/backoffice/session/code', headers: bearer(chief.access) });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: ['code_already_sent'] });
    const code = await lastCode(t.app, chief.email);
    const confirm = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/backoffice/session/confirm',
        headers: bearer(chief.access),
        payload: body,
      });
    const wrong = await confirm({ code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json()).toEqual({ message: ['code_invalid'] });
    expect((await confirm({ code, password: PASSWORD })).statusCode).toBe(400);
    const right = await confirm({ code });
    expect(right.statusCode).toBe(200);
    expect(me(right).acts_allowed_until).not.toBeNull();
    // A code works once.
    expect((await confirm({ code })).json()).toEqual({ message: ['code_invalid'] });
  });

  it('stays while the back office is used at least every 15 minutes', async () => {
    let chief = await registerStaff(t.app, 'admin');
    for (let step = 0; step < 3; step += 1) {
      clock.advance(10 * 60_000);
      chief = await refreshSession(t.app, chief);
      expect(me(await get('/api/v3/backoffice/me', chief)).acts_allowed_until).not.toBeNull();
    }
  });
});

describe('the audit log', () => {
  it('cannot be changed or emptied, even by the database user', async () => {
    const db = t.database.db;
    const appendOnly = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
    await expect(db.execute(sql`update audit_events set action = 'forged'`)).rejects.toMatchObject(
      appendOnly,
    );
    await expect(db.execute(sql`delete from audit_events`)).rejects.toMatchObject(appendOnly);
    await expect(db.execute(sql`truncate audit_events`)).rejects.toMatchObject(appendOnly);
  });

  it('filters by dates', async () => {
    admin = await registerStaff(t.app, 'admin');
    const today = clock.now().toISOString().slice(0, 10);
    const all = await get(`/api/v3/backoffice/audit?from=${today}&to=${today}`, admin);
    expect(all.statusCode).toBe(200);
    const none = await get('/api/v3/backoffice/audit?from=2001-01-01&to=2001-01-02', admin);
    expect(auditPage(none)).toMatchObject({ items: [], total: 0 });
    const bad = await get('/api/v3/backoffice/audit?from=yesterday', admin);
    expect(bad.statusCode).toBe(400);
  });
});
