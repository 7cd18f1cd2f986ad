import type { User } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, type Registered } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: Registered;

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
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
});
