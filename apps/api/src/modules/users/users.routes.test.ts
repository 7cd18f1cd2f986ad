import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(users).values({ email: 'Taken@Example.mx' });
});
afterAll(() => t.close());

describe('POST /api/v3/available-email', () => {
  it('says a new e-mail is available', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      payload: { email: 'new@example.mx' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: { available: true } });
  });

  it('says a registered e-mail is taken, whatever its case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      payload: { email: ' taken@EXAMPLE.mx ' },
    });
    expect(res.json()).toEqual({ content: { available: false } });
  });

  it('refuses a malformed e-mail with email_invalid_format', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      payload: { email: 'ana@' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ['email_invalid_format'] });
  });
});
