import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index';
import { bearer, register, type Registered } from '../../test/accounts';
import { registerStaff } from '../../test/staff';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

/**
 * The local analytics provider: only consenting browsers' events are stored, and a signed-in user's own
 * consent on the server wins; properties and paths lose secrets and document numbers; bad batches are
 * refused; the back office's funnel counts people per step and week.
 */

const clock = testClock(new Date('2026-11-26T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_PROVIDER: 'local' }, { clock: clock.now });
});
afterAll(() => t.close());

const event = (name: string, extra: object = {}) => ({
  name,
  route_name: 'Companies',
  path: '/es/companies',
  occurred_at: clock.now().toISOString(),
  ...extra,
});

const batch = (over: object = {}) => ({
  distinct_id: 'b6f1c0de-0000-4000-8000-000000000001',
  session_id: 's-1',
  consent: 'granted',
  utm: { utm_source: 'newsletter', utm_campaign: 'otono' },
  events: [event('page_view')],
  ...over,
});

const post = (payload: object, who?: Registered, ip = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v3/analytics/events',
    remoteAddress: ip,
    headers: who ? bearer(who.access) : {},
    payload,
  });

const grant = (who: Registered, granted: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v3/consents/me',
    headers: bearer(who.access),
    payload: { purpose: 'analytics', granted, method: 'banner' },
  });

describe('POST analytics/events', () => {
  it('drops a batch without the analytics consent, unread', async () => {
    for (const consent of ['pending', 'denied']) {
      const res = await post(batch({ consent, distinct_id: `anon-${consent}` }));
      expect(res.json()).toEqual({ content: { stored: 0 } });
      const rows = await t.database.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.distinct_id, `anon-${consent}`));
      expect(rows).toEqual([]);
    }
  });

  it('stores a consenting anonymous browser’s page views with their route, path and campaign', async () => {
    const res = await post(
      batch({ distinct_id: 'anon-granted', events: [event('page_view'), event('page_leave')] }),
    );
    expect(res.json()).toEqual({ content: { stored: 2 } });
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.distinct_id, 'anon-granted'));
    expect(rows.map((row) => [row.name, row.route_name, row.path, row.user_id])).toEqual([
      ['page_view', 'Companies', '/es/companies', null],
      ['page_leave', 'Companies', '/es/companies', null],
    ]);
    expect(rows[0]?.utm).toEqual({ utm_source: 'newsletter', utm_campaign: 'otono' });
  });

  it('follows the signed-in user’s own consent on the server, and identifies them by the padded id', async () => {
    const ana = await register(t.app);
    // The browser says granted, the account never did: nothing is kept.
    expect((await post(batch(), ana)).json()).toEqual({ content: { stored: 0 } });
    await grant(ana, true);
    expect((await post(batch(), ana)).json()).toEqual({ content: { stored: 1 } });
    const [row] = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.user_id, ana.id));
    expect(row).toMatchObject({ user_id: ana.id, distinct_id: String(ana.id).padStart(5, '0') });
    await grant(ana, false);
    expect((await post(batch(), ana)).json()).toEqual({ content: { stored: 0 } });
  });

  it('never stores a password, code, token or document number (canaries)', async () => {
    const res = await post(
      batch({
        distinct_id: 'anon-canary',
        events: [
          event('sign_up', {
            path: '/es/auth/new_password?token=Canario-Token-77&email=canario@example.mx&utm_source=ads',
            properties: {
              password: 'Canario-Clave-7781',
              note: 'mi RFC es GODE561231GR8 y mi CURP BOXW310820HNERXN09',
              label: 'código 482913',
              company_type: 'sas',
            },
          }),
        ],
      }),
    );
    expect(res.json()).toEqual({ content: { stored: 1 } });
    const [row] = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.distinct_id, 'anon-canary'));
    const stored = JSON.stringify(row);
    for (const canary of [
      'Canario-Clave-7781',
      'GODE561231GR8',
      'BOXW310820HNERXN09',
      '482913',
      'Canario-Token-77',
      'canario@example.mx',
    ]) {
      expect(stored).not.toContain(canary);
    }
    expect(row?.path).toBe('/es/auth/new_password?utm_source=ads');
    expect(row?.properties).toMatchObject({ company_type: 'sas', password: '[redacted]' });
  });

  it.each([
    ['an unknown event', { events: [event('bought_a_yacht')] }],
    [
      'markup in a property',
      { events: [event('page_view', { properties: { label: '<script>x</script>' } })] },
    ],
    ['too many events', { events: Array.from({ length: 101 }, () => event('page_view')) }],
    ['a bad property name', { events: [event('page_view', { properties: { 'Bad Key': 1 } })] }],
    ['no events', { events: [] }],
  ])('refuses %s with 400, storing nothing', async (_label, over) => {
    const res = await post(batch({ distinct_id: 'anon-bad', ...over }));
    expect(res.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.distinct_id, 'anon-bad'));
    expect(rows).toEqual([]);
  });

  it('limits batches per address', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      answers.push((await post(batch({ consent: 'pending' }), undefined, '10.9.9.9')).statusCode);
    }
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});

describe('the funnel (back office)', () => {
  it('counts people per step and week, by campaign, with the median time between steps, for staff only', async () => {
    const beto = await register(t.app);
    await grant(beto, true);
    const at = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000).toISOString();
    await post(
      batch({
        utm: { utm_campaign: 'invierno' },
        events: [event('sign_up', { occurred_at: at(0) }), event('company_created', { occurred_at: at(0) })],
      }),
      beto,
    );
    await post(
      batch({
        utm: { utm_campaign: 'invierno' },
        events: [event('email_confirmed', { occurred_at: at(2) })],
      }),
      beto,
    );
    // A server-side step: tracked because Beto granted the consent; a user without it leaves no trace.
    await t.services().analytics.track(beto.id, 'paid', { company_id: 1 });
    const carla = await register(t.app);
    expect(await t.services().analytics.track(carla.id, 'paid', { company_id: 2 })).toBe(0);

    const staff = await registerStaff(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/backoffice/analytics/funnel?weeks=2&campaign=invierno',
      headers: bearer(staff.access),
    });
    expect(res.statusCode, res.body).toBe(200);
    const funnel = res.json<{
      content: {
        weeks: string[];
        steps: {
          event: string;
          total: number;
          counts: number[];
          median_hours_from_previous: number | null;
        }[];
        campaigns: { campaign: string; people: number }[];
      };
    }>().content;
    expect(funnel.weeks).toEqual(['2026-11-16', '2026-11-23']);
    const step = (name: string) => funnel.steps.find((entry) => entry.event === name);
    expect(step('sign_up')).toMatchObject({ total: 1, counts: [0, 1] });
    expect(step('email_confirmed')).toMatchObject({ total: 1, median_hours_from_previous: 2 });
    expect(step('paid')?.total).toBe(1);
    expect(funnel.campaigns).toContainEqual({ campaign: 'invierno', people: 1 });

    const founder = await t.app.inject({
      method: 'GET',
      url: '/api/v3/backoffice/analytics/funnel',
      headers: bearer(beto.access),
    });
    expect(founder.statusCode).toBe(404);
  });
});
