import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMail, register, type Registered } from '../../test/accounts';
import { refreshSession, registerStaff } from '../../test/staff';
import {
  addAcceptedPartner,
  createSupportRequest,
  listOwnRequests,
  registerCompany,
} from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

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

const BASE = '/api/v3/backoffice/support-requests';

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

type Page = { content: { items: { id: number }[]; total: number; page: number; page_size: number } };

type Detail = {
  id: number;
  status: string;
  stage: string;
  category_key: string;
  main_category: string;
  request_type: string;
  message: string;
  company: { id: number; friendly_id: string | null; name: string | null };
  user: { id: number; name: string; email: string | null; phone: string | null };
  conversation_before_issue: { owner: string; message: string }[] | null;
  thread: { author_kind: string; author_name: string | null; body: string; created_at: string }[];
};

async function detail(id: number, staff: Registered): Promise<Detail> {
  const res = await call('GET', `${BASE}/${id}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Detail }>().content;
}

const move = (id: number, staff: Registered, from: string, to: string) =>
  call('POST', `${BASE}/${id}/status`, staff, { from, to });
const reply = (id: number, staff: Registered, body: string) =>
  call('POST', `${BASE}/${id}/replies`, staff, { body });

async function auditOf(requestId: number, staff: Registered) {
  const res = await call('GET', `/api/v3/backoffice/audit?company_id=${company.id}&page_size=100`, staff);
  return res
    .json<{
      content: {
        items: {
          action: string;
          subject_id: number;
          actor_id: number;
          before: unknown;
          after: Record<string, unknown>;
        }[];
      };
    }>()
    .content.items.filter((event) => event.subject_id === requestId);
}

describe('who reaches the support requests queue', () => {
  it('answers founders, partners, anonymous callers and forged or expired tokens like a route that does not exist', async () => {
    const request = await createSupportRequest(t.app, founder, company.id);
    const expiring = await registerStaff(t.app, 'operator');
    clock.advance(16 * 60_000);
    founder = await refreshSession(t.app, founder);
    const partner = await register(t.app);
    await addAcceptedPartner(t.app, company.id, partner);
    const unknown = await call('GET', '/api/v3/backoffice/no-such-page');
    const routes: [method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>][] = [
      ['GET', BASE],
      ['GET', `${BASE}/${request.id}`],
      ['POST', `${BASE}/${request.id}/replies`, { body: 'Hola' }],
      ['POST', `${BASE}/${request.id}/status`, { from: 'Pendiente', to: 'En proceso' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const caller of [undefined, founder, partner, { access: 'forged.token.value' }, expiring]) {
        const res = await call(method, url, caller, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
    }
    // Nothing was written by any of them.
    const [own] = await listOwnRequests(t.app, founder, company.id);
    expect(own).toMatchObject({ id: request.id, status: 'Pendiente', thread: [] });
    // The expired staff session, refreshed, gets in.
    const renewed = await refreshSession(t.app, expiring);
    expect((await call('GET', BASE, renewed)).statusCode).toBe(200);
  });

  it('lets operators and admins read the queue and a request', async () => {
    const request = await createSupportRequest(t.app, founder, company.id);
    for (const role of ['operator', 'admin'] as const) {
      const staff = await registerStaff(t.app, role);
      const list = await call('GET', `${BASE}?status=all&page_size=100`, staff);
      expect(list.statusCode, role).toBe(200);
      expect(list.json<Page>().content.items.map((item) => item.id)).toContain(request.id);
      expect((await detail(request.id, staff)).id).toBe(request.id);
    }
  });

  it('needs a recent sign-in before replying or moving a request, and writes nothing without it', async () => {
    const request = await createSupportRequest(t.app, founder, company.id);
    let staff = await registerStaff(t.app, 'admin');
    clock.advance(16 * 60_000);
    staff = await refreshSession(t.app, staff);
    founder = await refreshSession(t.app, founder);
    for (const res of [
      await reply(request.id, staff, 'Ya lo revisamos'),
      await move(request.id, staff, 'Pendiente', 'En proceso'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ['recent_sign_in_required'] });
    }
    expect(await detail(request.id, staff)).toMatchObject({ status: 'Pendiente', thread: [] });
  });
});

describe('the queue', () => {
  it('lists open requests oldest first, counted as on the home page, with category, company and user', async () => {
    const operator = await registerStaff(t.app);
    const other = await register(t.app);
    const otherCompany = await registerCompany(t.app, other, 'Mole Poblano');
    clock.advance(60_000);
    const older = await createSupportRequest(t.app, other, otherCompany.id, {
      category: 'bank_opening',
      subcategory: null,
      message: '¿Qué pide el banco?',
    });
    clock.advance(60_000);
    const newer = await createSupportRequest(t.app, founder, company.id, { message: 'Cambiar domicilio' });

    const res = await call('GET', `${BASE}?page_size=100`, operator);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ content: { items: Detail[]; total: number; page: number; page_size: number } }>()
      .content;
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const dates = page.items.map((item) => (item as unknown as { created_at: string }).created_at);
    expect(dates).toEqual([...dates].sort());

    const overview = await call('GET', '/api/v3/backoffice/overview', operator);
    expect(page.total).toBe(
      overview.json<{ content: { support_requests: number } }>().content.support_requests,
    );
    expect(page.items.every((item) => item.status !== 'Resuelto')).toBe(true);

    const item = page.items.find((entry) => entry.id === newer.id);
    expect(item).toMatchObject({
      status: 'Pendiente',
      stage: 'pending',
      category_key: 'incorporation',
      main_category: 'Constitución',
      request_type: 'Proceso y tiempos',
      message: 'Cambiar domicilio',
      company: { id: company.id, friendly_id: company.friendly_id, name: 'Tacos del Norte' },
      user: { id: founder.id, name: 'Ana López', email: founder.email },
      thread_count: 0,
      last_author_kind: null,
    });
  });

  it('filters by status, category and company, and pages', async () => {
    const operator = await registerStaff(t.app);
    const owner = await register(t.app);
    const own = await registerCompany(t.app, owner, 'Cactus Dorado');
    const first = await createSupportRequest(t.app, owner, own.id, {
      category: 'accounting',
      subcategory: null,
    });
    const second = await createSupportRequest(t.app, owner, own.id);
    const third = await createSupportRequest(t.app, owner, own.id);
    expect((await move(second.id, operator, 'Pendiente', 'En proceso')).statusCode).toBe(200);
    expect((await move(third.id, operator, 'Pendiente', 'En proceso')).statusCode).toBe(200);
    expect((await move(third.id, operator, 'En proceso', 'Resuelto')).statusCode).toBe(200);

    const ids = async (query: string) => {
      const res = await call('GET', `${BASE}?company_id=${own.id}&${query}`, operator);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ content: { items: { id: number }[] } }>().content.items.map((item) => item.id);
    };
    expect(await ids('')).toEqual([first.id, second.id]);
    expect(await ids('status=pending')).toEqual([first.id]);
    expect(await ids('status=in_progress')).toEqual([second.id]);
    expect(await ids('status=resolved')).toEqual([third.id]);
    expect(await ids('status=all')).toEqual([first.id, second.id, third.id]);
    expect(await ids('status=all&category=accounting')).toEqual([first.id]);
    expect(await ids('status=all&category=bank_opening')).toEqual([]);

    const byCompany = async (text: string) => {
      const res = await call('GET', `${BASE}?status=all&company=${encodeURIComponent(text)}`, operator);
      return res.json<{ content: { items: { id: number }[] } }>().content.items.map((item) => item.id);
    };
    expect(await byCompany(own.friendly_id.toLowerCase())).toEqual([first.id, second.id, third.id]);
    expect(await byCompany('cactus dor')).toEqual([first.id, second.id, third.id]);
    // Wildcards are taken literally.
    expect(await byCompany('%')).toEqual([]);

    const paged = await call('GET', `${BASE}?company_id=${own.id}&status=all&page=2&page_size=2`, operator);
    expect(paged.json<Page>().content).toMatchObject({
      total: 3,
      page: 2,
      page_size: 2,
      items: [{ id: third.id }],
    });
  });

  it('refuses filters it does not know', async () => {
    const operator = await registerStaff(t.app);
    for (const query of [
      'status=closed',
      'category=astrologia',
      'page=0',
      'page_size=500',
      'company_id=-1',
    ]) {
      const res = await call('GET', `${BASE}?${query}`, operator);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string[] }>().message).toEqual(['invalid_request']);
    }
  });
});

describe('a request', () => {
  it('shows who made it with their e-mail and phone, the company, and the conversation with the bot', async () => {
    const operator = await registerStaff(t.app);
    const request = await createSupportRequest(t.app, founder, company.id);
    expect(await detail(request.id, operator)).toMatchObject({
      company: { id: company.id, friendly_id: company.friendly_id, name: 'Tacos del Norte' },
      user: { id: founder.id, name: 'Ana López', email: founder.email, phone: '+525512345678' },
      conversation_before_issue: [
        { owner: 'user', message: '¿Cómo saco el RFC?' },
        { owner: 'bot', message: 'Puedo crear solicitud para ti.' },
      ],
      thread: [],
    });
  });

  it('answers 404 for a request that does not exist and 400 for an id that is not one', async () => {
    const operator = await registerStaff(t.app);
    const missing = await call('GET', `${BASE}/99999999`, operator);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ['not_found'] });
    expect((await reply(99999999, operator, 'Hola')).statusCode).toBe(404);
    expect((await move(99999999, operator, 'Pendiente', 'En proceso')).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/abc`, operator)).statusCode).toBe(400);
  });
});

describe('replying', () => {
  it('adds the reply to the thread, takes a Pendiente request, is audited, and e-mails the user', async () => {
    const operator = await registerStaff(t.app);
    const request = await createSupportRequest(t.app, founder, company.id);
    const res = await reply(
      request.id,
      operator,
      '  Hola Ana, ya tramitamos tu RFC.\nTe escribimos pronto.  ',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: Detail }>().content).toMatchObject({
      status: 'En proceso',
      stage: 'in_progress',
      thread_count: 1,
      last_author_kind: 'operator',
      thread: [
        {
          author_kind: 'operator',
          author_name: 'Ana López',
          body: 'Hola Ana, ya tramitamos tu RFC.\nTe escribimos pronto.',
          created_at: clock.now().toISOString(),
        },
      ],
    });

    // The founder reads it in the widget's Requests tab, as Forja's team (no operator named).
    const own = (await listOwnRequests(t.app, founder, company.id)).find((entry) => entry.id === request.id);
    expect(own?.status).toBe('En proceso');
    expect(own?.thread).toEqual([
      {
        id: expect.any(Number),
        author_kind: 'operator',
        body: 'Hola Ana, ya tramitamos tu RFC.\nTe escribimos pronto.',
        created_at: clock.now().toISOString(),
      },
    ]);

    const [event] = await auditOf(request.id, operator);
    expect(event).toMatchObject({
      action: 'support_request.reply',
      actor_id: operator.id,
      before: { status: 'Pendiente' },
      after: { status: 'En proceso', reply: 'Hola Ana, ya tramitamos tu RFC.\nTe escribimos pronto.' },
    });

    // The e-mail leaves once the reply is committed, through the job queue.
    await t.services().jobs.runDueJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toBe('Respondimos tu solicitud: Proceso y tiempos');
    expect(mail?.text).toContain('Hola Ana, ya tramitamos tu RFC.');
    expect(mail?.text).toContain('Necesito ayuda con mi RFC');
  });

  it('leaves a resolved request resolved', async () => {
    const operator = await registerStaff(t.app);
    const request = await createSupportRequest(t.app, founder, company.id);
    await move(request.id, operator, 'Pendiente', 'En proceso');
    await move(request.id, operator, 'En proceso', 'Resuelto');
    const res = await reply(request.id, operator, 'Por cierto: ya está tu constancia.');
    expect(res.json<{ content: Detail }>().content).toMatchObject({ status: 'Resuelto', thread_count: 1 });
  });

  it('refuses an empty, too long or unstorable reply, and stores nothing', async () => {
    const operator = await registerStaff(t.app);
    const request = await createSupportRequest(t.app, founder, company.id);
    for (const body of ['', '   \n ', 'x'.repeat(4001), 'Hola\u0000', 'Hola \uD800']) {
      const res = await reply(request.id, operator, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const noBody = await call('POST', `${BASE}/${request.id}/replies`, operator, {});
    expect(noBody.statusCode).toBe(400);
    expect(await detail(request.id, operator)).toMatchObject({ status: 'Pendiente', thread: [] });
    expect((await reply(request.id, operator, '🌵'.repeat(4000))).statusCode).toBe(200);
  });
});

describe('moving a request', () => {
  it('goes Pendiente → En proceso → Resuelto and back to En proceso, each move audited and seen by the founder', async () => {
    const operator = await registerStaff(t.app);
    const request = await createSupportRequest(t.app, founder, company.id);
    const steps: [string, string, string][] = [
      ['Pendiente', 'En proceso', 'in_progress'],
      ['En proceso', 'Resuelto', 'resolved'],
      ['Resuelto', 'En proceso', 'in_progress'],
    ];
    for (const [from, to, stage] of steps) {
      const res = await move(request.id, operator, from, to);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ content: Detail }>().content).toMatchObject({ status: to, stage });
      const own = (await listOwnRequests(t.app, founder, company.id)).find(
        (entry) => entry.id === request.id,
      );
      expect(own?.status).toBe(to);
    }
    const events = await auditOf(request.id, operator);
    expect(events.map((event) => [event.action, event.before, event.after])).toEqual(
      [...steps].reverse().map(([from, to]) => ['support_request.status', { status: from }, { status: to }]),
    );
  });

  it('refuses moves the workflow does not allow with invalid_status_transition', async () => {
    const operator = await registerStaff(t.app);
    const request = await createSupportRequest(t.app, founder, company.id);
    const skip = await move(request.id, operator, 'Pendiente', 'Resuelto');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ message: ['invalid_status_transition'] });
    await move(request.id, operator, 'Pendiente', 'En proceso');
    const back = await move(request.id, operator, 'En proceso', 'Pendiente');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ message: ['invalid_status_transition'] });
    const unknown = await move(request.id, operator, 'En proceso', 'Cerrado');
    expect(unknown.statusCode).toBe(400);
    expect((await detail(request.id, operator)).status).toBe('En proceso');
    expect((await auditOf(request.id, operator)).length).toBe(1);
  });

  it('changes nothing when the request already has the status, and refuses a move from a status it no longer has', async () => {
    const operator = await registerStaff(t.app);
    const request = await createSupportRequest(t.app, founder, company.id);
    await move(request.id, operator, 'Pendiente', 'En proceso');
    const again = await move(request.id, operator, 'Pendiente', 'En proceso');
    expect(again.statusCode).toBe(200);
    expect(again.json<{ content: Detail }>().content.status).toBe('En proceso');
    await move(request.id, operator, 'En proceso', 'Resuelto');
    // Seen as Pendiente on a page opened before the others acted: the request is not reopened by mistake.
    const stale = await move(request.id, operator, 'Pendiente', 'En proceso');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: ['already_reviewed'] });
    expect((await detail(request.id, operator)).status).toBe('Resuelto');
    expect((await auditOf(request.id, operator)).map((event) => event.action)).toEqual([
      'support_request.status',
      'support_request.status',
    ]);
  });

  it('moves once when two operators take the same request at the same time', async () => {
    const [ana, beto] = [await registerStaff(t.app), await registerStaff(t.app)];
    const request = await createSupportRequest(t.app, founder, company.id);
    const results = await Promise.all([
      move(request.id, ana, 'Pendiente', 'En proceso'),
      move(request.id, beto, 'Pendiente', 'En proceso'),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(results.map((res) => res.json<{ content: Detail }>().content.status)).toEqual([
      'En proceso',
      'En proceso',
    ]);
    expect(await auditOf(request.id, ana)).toHaveLength(1);
  });
});
