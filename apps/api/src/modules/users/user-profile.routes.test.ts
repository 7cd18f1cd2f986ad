import type { User } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, PASSWORD, register, type Registered } from '../../test/accounts';
import { statementsDuring } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: Registered;
let bruno: Registered;

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  bruno = await register(t.app);
});
afterAll(() => t.close());

describe('the user profile', () => {
  it('gives the user their public code: the id, zero-padded to at least 5 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(ana.access),
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json<{ content: User }>().content;
    expect(user.code).toBe(String(ana.id).padStart(5, '0'));
    expect(user).toMatchObject({ id: ana.id, email: ana.email, first_names: 'Ana', last_names: 'López' });
  });

  it('answers profiles asked for at the same moment from one statement, each person with their own', async () => {
    // Signed in once their e-mail is confirmed: the token alone then admits them, with no read of the session.
    const signIn = async (who: Registered) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/user/login',
        payload: { email: who.email, password: PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ content: { access_token: string } }>().content.access_token;
    };
    const tokens = { ana: await signIn(ana), bruno: await signIn(bruno) };
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v3/user/profile', headers: bearer(token) });
    let answers: Awaited<ReturnType<typeof profile>>[] = [];
    // Authentication reads the recently closed sessions once a second, which would hold one request back a turn.
    await profile(tokens.bruno);
    const statements = await statementsDuring(t.database, async () => {
      answers = await Promise.all([profile(tokens.ana), profile(tokens.bruno), profile(tokens.ana)]);
    });
    expect(statements).toHaveLength(1);
    const users = answers.map((res) => res.json<{ content: User }>().content);
    expect(users.map((user) => [user.id, user.email])).toEqual([
      [ana.id, ana.email],
      [bruno.id, bruno.email],
      [ana.id, ana.email],
    ]);
    expect(users[1]?.code).toBe(String(bruno.id).padStart(5, '0'));
  });
});
