import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('business activities', () => {
  it('searches the catalogue in the language asked, by name or code', async () => {
    const es = await t.app.inject({ method: 'GET', url: '/api/v3/business-twists?q=restaurante&lang=es' });
    const list = es.json<{ content: { business_twists: { id: number; code: string; name: string }[] } }>()
      .content.business_twists;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]?.name.toLowerCase()).toContain('restaurante');
    const en = await t.app.inject({ method: 'GET', url: '/api/v3/business-twists?q=software&lang=en' });
    expect(
      en.json<{ content: { business_twists: unknown[] } }>().content.business_twists.length,
    ).toBeGreaterThan(0);
    const all = await t.app.inject({ method: 'GET', url: '/api/v3/business-twists?limit=200' });
    expect(
      all.json<{ content: { business_twists: unknown[] } }>().content.business_twists.length,
    ).toBeGreaterThanOrEqual(150);
  });
});
