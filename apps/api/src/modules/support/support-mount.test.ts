import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, type Registered } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: Registered;
let beto: Registered;
beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  beto = await register(t.app);
});
afterAll(() => t.close());

describe('the support backend, mounted under /ai with the accounts tokens', () => {
  it('lists the eight topics for a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ai/get-faqs-categories/?lang=es',
      headers: bearer(ana.access),
    });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json<{ content: { categories: { key: string; name: string }[] } }>().content;
    expect(categories).toHaveLength(8);
    expect(categories.map((c) => c.name)).toContain('Otra consulta');
  });

  it('refuses callers without a valid session', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/ai/get-faqs-categories/?lang=es' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/ai/get-faqs-categories/?lang=es',
      headers: bearer(ana.access.slice(0, -3) + 'abc'),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers the caller, and refuses a user_id that is not theirs', async () => {
    const body = {
      prompt: '¿Qué es el RFC y cuándo lo obtiene mi empresa?',
      user_email: ana.email,
      category: 'incorporation',
    };
    const own = await t.app.inject({
      method: 'POST',
      url: '/ai/faqs-bot',
      headers: { ...bearer(ana.access), 'x-language': 'es' },
      payload: { ...body, user_id: ana.id },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ content: { message: string; lang: string } }>().content.lang).toBe('es');

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/ai/faqs-bot',
      headers: bearer(beto.access),
      payload: { ...body, user_id: ana.id },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: ['forbidden'] });
  });
});
