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

  it('answers Chinese names for zh_cn, by lang or by the x-language header, and finds them in Chinese', async () => {
    type Found = { content: { business_twists: { id: number; code: string; name: string }[] } };
    const search = async (url: string, headers: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'GET', url, headers })).json<Found>().content.business_twists;

    const chinese = await search(`/api/v3/business-twists?q=${encodeURIComponent('软件')}&lang=zh_cn`);
    expect(chinese.map((twist) => `${twist.code} ${twist.name}`)).toEqual([
      '513210 软件出版',
      '541510 计算机系统设计、软件开发及相关服务',
    ]);
    // A Latin query on a Chinese page: found by the English name, answered in Chinese.
    const latin = await search('/api/v3/business-twists?q=software', { 'x-language': 'zh_cn' });
    expect(latin).toEqual(chinese);
    const byCode = await search('/api/v3/business-twists?q=722512&lang=zh_cn');
    expect(byCode).toEqual([{ id: expect.any(Number), code: '722512', name: '海鲜餐厅' }]);
    // The same activity stays English and Spanish on those pages.
    expect((await search('/api/v3/business-twists?q=722512&lang=en'))[0]?.name).toBe('Seafood restaurants');
    expect((await search('/api/v3/business-twists?q=722512', { 'x-language': 'es' }))[0]?.name).toBe(
      'Restaurantes con servicio de preparación de pescados y mariscos',
    );
  });
});
