import type { SupportRequest } from '@forja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema/index';
import { bearer, register, type Registered } from '../../test/accounts';
import { registerStaff } from '../../test/staff';
import {
  addAcceptedPartner,
  createSupportRequest,
  listOwnRequests,
  registerCompany,
} from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

/** The founder's side of a support request's thread: answering Forja's team from the widget. */

const clock = testClock();
let t: TestApp;
let ana: Registered;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  ana = await register(t.app);
  companyId = (await registerCompany(t.app, ana)).id;
});
afterAll(() => t.close());

type Answered = { content: { request: SupportRequest } };

const answer = (requestId: number | string, account: Registered | null, message: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/ai/faqs/requests/${requestId}/messages`,
    headers: account ? bearer(account.access) : {},
    payload: { message },
  });

const operatorCall = (staff: Registered, url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/backoffice/support-requests${url}`,
    headers: bearer(staff.access),
    payload,
  });

describe("answering Forja's team in a request's thread", () => {
  it("adds the user's answer after the team's reply, in the thread the widget and the back office read", async () => {
    const operator = await registerStaff(t.app);
    const request = await createSupportRequest(t.app, ana, companyId);
    clock.advance(60_000);
    await operatorCall(operator, `/${request.id}/replies`, { body: '¿Ya tienes tu e.firma?' });
    clock.advance(60_000);

    const res = await answer(request.id, ana, '  Sí, ya la tengo.  ');
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<Answered>().content.request;
    expect(answered).toMatchObject({ id: request.id, status: 'En proceso' });
    expect(answered.thread.map((m) => [m.author_kind, m.body])).toEqual([
      ['operator', '¿Ya tienes tu e.firma?'],
      ['user', 'Sí, ya la tengo.'],
    ]);
    expect(answered.thread[1]?.created_at).toBe(clock.now().toISOString());

    const [listed] = await listOwnRequests(t.app, ana, companyId);
    expect(listed?.thread).toEqual(answered.thread);

    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/v3/backoffice/support-requests/${request.id}`,
      headers: bearer(operator.access),
    });
    expect(staffView.json<{ content: unknown }>().content).toMatchObject({
      thread_count: 2,
      last_author_kind: 'user',
      thread: [{ author_kind: 'operator' }, { author_kind: 'user', author_name: 'Ana López' }],
    });
  });

  it('reopens a resolved request as En proceso, and leaves a pending one pending', async () => {
    const operator = await registerStaff(t.app);
    const resolved = await createSupportRequest(t.app, ana, companyId);
    await operatorCall(operator, `/${resolved.id}/replies`, { body: 'Listo, ya quedó.' });
    await operatorCall(operator, `/${resolved.id}/status`, { from: 'En proceso', to: 'Resuelto' });
    const reopened = await answer(resolved.id, ana, 'Todavía no me llega la constancia.');
    expect(reopened.json<Answered>().content.request.status).toBe('En proceso');

    const pending = await createSupportRequest(t.app, ana, companyId);
    const added = await answer(pending.id, ana, 'Agrego un dato: mi RFC empieza con LOA.');
    expect(added.json<Answered>().content.request.status).toBe('Pendiente');
  });

  it("answers someone else's request exactly like one that does not exist, and stores nothing", async () => {
    const request = await createSupportRequest(t.app, ana, companyId);
    const stranger = await register(t.app);
    const partner = await register(t.app);
    await addAcceptedPartner(t.app, companyId, partner);
    const missing = await answer(99_999_999, ana, 'Hola');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ['not_found'] });
    // A partner of the same company cannot write in the founder's request either.
    for (const intruder of [stranger, partner]) {
      const res = await answer(request.id, intruder, 'Hola');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    const own = (await listOwnRequests(t.app, ana, companyId)).find((entry) => entry.id === request.id);
    expect(own?.thread).toEqual([]);
  });

  it('refuses a request of a company the user no longer belongs to', async () => {
    const luis = await register(t.app);
    await addAcceptedPartner(t.app, companyId, luis);
    const request = await createSupportRequest(t.app, luis, companyId);
    await t.database.db.delete(partners).where(eq(partners.user_id, luis.id));
    expect((await answer(request.id, luis, 'Hola')).statusCode).toBe(404);
  });

  it('refuses callers without a session, and an empty, too long or unstorable answer', async () => {
    const request = await createSupportRequest(t.app, ana, companyId);
    expect((await answer(request.id, null, 'Hola')).statusCode).toBe(401);
    for (const message of ['', '  \n ', 'x'.repeat(1001), 'Hola\u0000', 'Hola \uDC00', 42, null]) {
      const res = await answer(request.id, ana, message);
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
    }
    expect((await answer('abc', ana, 'Hola')).statusCode).toBe(400);
    const own = (await listOwnRequests(t.app, ana, companyId)).find((entry) => entry.id === request.id);
    expect(own?.thread).toEqual([]);
    // 1000 characters, counted as characters (an emoji is one).
    expect((await answer(request.id, ana, '🌵'.repeat(1000))).statusCode).toBe(200);
  });
});
