import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, SIGN_UP_CONSENT, bearer, register, uniqueEmail, type Registered } from '../test/accounts';
import { newCompany, saveCapTable } from '../test/companies';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Names and the description go into the Spanish articles, the deed and the SAT's registry, which take the Latin
 * alphabet only: another script or an emoji is refused where it is typed, with the field named, and nothing is
 * stored.
 */
let t: TestApp;
let ana: Registered;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  companyId = await newCompany(t.app, ana);
});
afterAll(() => t.close());

const refusal = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

describe('names in Latin letters', () => {
  it('refuses a sign-up with a name in Chinese characters, and creates no account', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/register',
      payload: {
        email,
        password: PASSWORD,
        first_names: '伟',
        last_names: 'Wang',
        phone: '55 1234 5678',
        phone_country_code: '52',
        language: 'zh_cn',
        ...SIGN_UP_CONSENT,
      },
    });
    expect(refusal(res)).toEqual({
      status: 400,
      body: {
        message: ['name_latin_letters_only'],
        fields: [{ path: 'body.first_names', code: 'name_latin_letters_only' }],
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);
  });

  it('refuses a partner named with an emoji in the cap table, keeping the partners as they were', async () => {
    const res = await saveCapTable(t.app, ana, companyId, [
      { name: 'Ana López', email: ana.email, percentage: 60 },
      { name: 'Li 🚀 Wei', email: uniqueEmail('socio'), percentage: 40 },
    ]);
    expect(refusal(res)).toEqual({
      status: 400,
      body: {
        message: ['name_latin_letters_only'],
        fields: [{ path: 'body.partners.1.name', code: 'name_latin_letters_only' }],
      },
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(ana.access),
    });
    expect(profile.json<{ content: { partners: unknown[] } }>().content.partners).toEqual([]);
    const latin = await saveCapTable(t.app, ana, companyId, [
      { name: 'Ana López', email: ana.email, percentage: 60 },
      { name: 'Łukasz Wąsowski', email: uniqueEmail('socio'), percentage: 40 },
    ]);
    expect(latin.statusCode, latin.body).toBe(200);
  });

  it('refuses a sole administrator in another script', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/administration/${companyId}`,
      headers: bearer(ana.access),
      payload: {
        has_unique_administrator: true,
        council: [{ name: '王伟', council_role: 'sole_administrator' }],
      },
    });
    expect(refusal(res)).toEqual({
      status: 400,
      body: {
        message: ['name_latin_letters_only'],
        fields: [{ path: 'body.council.0.name', code: 'name_latin_letters_only' }],
      },
    });
  });

  it('refuses a description in Chinese: it is the corporate purpose of the Spanish articles', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/set-company-category/${companyId}`,
      headers: bearer(ana.access),
      payload: { activities: [{ id: 12 }], description: '我们向咖啡馆和在网上销售恰帕斯州的咖啡豆。' },
    });
    expect(refusal(res)).toEqual({
      status: 400,
      body: {
        message: ['description_latin_letters_only'],
        fields: [{ path: 'body.description', code: 'description_latin_letters_only' }],
      },
    });
  });
});
