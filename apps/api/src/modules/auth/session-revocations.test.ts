import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { PASSWORD, bearer, register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REVOCATION_SYNC_MS } from './session-revocations';

/**
 * Access tokens of confirmed accounts are accepted without a database read, so these check that closing a
 * session still shuts its token out: at once in the process that closed it, and within a second in another
 * process over the same database.
 */

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second process: its own app (and its own memory) over the same database.
  other = await buildApp(t.config, { database: t.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function signIn(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/user/login',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { access_token: string; refresh_token: string } }>().content;
}

const profile = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/v3/user/profile', headers: bearer(token) });

describe('closing a session', () => {
  it('shuts its token out at once in the process that closed it', async () => {
    const account = await register(t.app);
    const session = await signIn(t.app, account.email);
    expect((await profile(t.app, session.access_token)).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/logout',
      headers: bearer(session.access_token),
    });
    expect(out.statusCode).toBe(200);
    const after = await profile(t.app, session.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: ['user_disconnected'] });
  });

  it('shuts its token out of another process within a second', async () => {
    const account = await register(t.app);
    const session = await signIn(t.app, account.email);
    expect((await profile(other, session.access_token)).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/v3/user/logout', headers: bearer(session.access_token) });
    await new Promise((resolve) => setTimeout(resolve, REVOCATION_SYNC_MS + 100));
    const after = await profile(other, session.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: ['user_disconnected'] });
  });

  it('shuts out every session of an account whose password changed, in both processes', async () => {
    const account = await register(t.app);
    const elsewhere = await signIn(other, account.email);
    const here = await signIn(t.app, account.email);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-password/${account.id}`,
      headers: bearer(here.access_token),
      payload: { current_password: PASSWORD, password: 'Otro-Nopal-2027' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await profile(t.app, elsewhere.access_token)).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, REVOCATION_SYNC_MS + 100));
    expect((await profile(other, elsewhere.access_token)).statusCode).toBe(401);
  });

  it('refuses a token whose claims were edited after signing', async () => {
    const account = await register(t.app);
    const session = await signIn(t.app, account.email);
    const [header, , signature] = session.access_token.split('.');
    const payload = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString());
    // A token whose claims were edited (here: a different user) no longer matches its signature.
    const edited = Buffer.from(JSON.stringify({ ...payload, sub: String(account.id + 1) })).toString(
      'base64url',
    );
    const res = await profile(t.app, `${header}.${edited}.${signature}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ['unauthenticated'] });
  });
});
