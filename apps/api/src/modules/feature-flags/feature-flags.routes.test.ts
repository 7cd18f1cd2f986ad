import type { AuditEvent, BackofficeFeatureFlag } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, type Registered } from '../../test/accounts';
import { registerStaff } from '../../test/staff';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

const clock = testClock();
let t: TestApp;
let admin: Registered;
let operator: Registered;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  admin = await registerStaff(t.app, 'admin');
  operator = await registerStaff(t.app, 'operator');
});
afterAll(() => t.close());

async function evaluated(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v3/feature-flags', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Record<string, boolean> }>().content;
}

const toggle = (who: Registered, key: string, enabled: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v3/backoffice/feature-flags/${key}`,
    headers: bearer(who.access),
    payload: { enabled },
  });

describe('feature flags', () => {
  it('answers the defaults to anyone before any switch', async () => {
    expect(await evaluated()).toEqual({ surveys: true });
    const founder = await register(t.app);
    expect(await evaluated(bearer(founder.access))).toEqual({ surveys: true });
  });

  it('lets an admin switch a flag, which everyone then sees, and records it in the audit log', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v3/backoffice/feature-flags',
      headers: bearer(admin.access),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ content: BackofficeFeatureFlag[] }>().content).toEqual([
      expect.objectContaining({ key: 'surveys', enabled: true, default: true, updated_at: null }),
    ]);

    const off = await toggle(admin, 'surveys', false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ content: BackofficeFeatureFlag }>().content).toMatchObject({
      key: 'surveys',
      enabled: false,
      updated_by: admin.email,
    });
    expect(await evaluated()).toEqual({ surveys: false });

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v3/backoffice/audit',
      headers: bearer(admin.access),
    });
    const entries = audit.json<{ content: { items: AuditEvent[] } }>().content.items;
    expect(entries[0]).toMatchObject({
      action: 'feature_flag.update',
      before: { key: 'surveys', enabled: true },
      after: { key: 'surveys', enabled: false },
    });

    expect((await toggle(admin, 'surveys', true)).statusCode).toBe(200);
    expect(await evaluated()).toEqual({ surveys: true });
  });

  it('hides the admin routes from operators and customers, and rejects unknown keys', async () => {
    const founder = await register(t.app);
    expect((await toggle(operator, 'surveys', false)).statusCode).toBe(404);
    expect((await toggle(founder, 'surveys', false)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v3/backoffice/feature-flags',
      headers: bearer(operator.access),
    });
    expect(list.statusCode).toBe(404);
    const unknown = await toggle(admin, 'no_such_flag', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string[] }>().message).toEqual(['feature_flag_unknown']);
    expect(await evaluated()).toEqual({ surveys: true });
  });
});
