import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { bearer, register, type Registered } from '../../test/accounts';
import { newCompany } from '../../test/companies';
import { PNG, multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Once every partner signed the articles of incorporation (date_signature), what they print is the company's:
 * Forja's forms no longer change it (409 articles_signed), while what they do not print still saves — the
 * fiscal address too, while it stays within the social domicile they name.
 */
const MEXICO_CITY_ADDRESS = 'Av. Juárez 10, Centro, 06000, Cuauhtémoc, Ciudad de México';
const CATEGORY = {
  activities: [{ id: 12 }],
  description: 'Consultoría de software para restaurantes',
  web_site: 'https://nopal.mx',
  will_hire: false,
};

let t: TestApp;
let ana: Registered;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  companyId = await newCompany(t.app, ana);
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/v3/company/save-fiscal-residence/${companyId}`,
    headers: bearer(ana.access),
    payload: { fiscal_residence: MEXICO_CITY_ADDRESS },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const category = await t.app.inject({
    method: 'PUT',
    url: `/api/v3/company/set-company-category/${companyId}`,
    headers: bearer(ana.access),
    payload: CATEGORY,
  });
  expect(category.statusCode, category.body).toBe(200);
  const board = await t.app.inject({
    method: 'PUT',
    url: `/api/v3/company/administration/${companyId}`,
    headers: bearer(ana.access),
    payload: {
      has_unique_administrator: true,
      council: [
        { name: 'Ana López', council_role: 'sole_administrator' },
        { name: 'Luis Pérez', council_role: 'commissary' },
      ],
    },
  });
  expect(board.statusCode, board.body).toBe(200);
  await t.database.db
    .update(companies)
    .set({ date_signature: new Date('2026-11-20T18:00:00Z') })
    .where(eq(companies.id, companyId));
});
afterAll(() => t.close());

const profile = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(ana.access),
    })
  ).json<{
    content: {
      company_type: string;
      fiscal_residence: string | null;
      description: string | null;
      not_interested_banks: boolean;
      web_site: string | null;
      will_hire: boolean;
      legal_representatives: unknown[];
      council: { name: string; council_role: string }[];
    };
  }>().content;

describe('the articles, once every partner signed them', () => {
  it.each([
    ['the society type', 'PUT', () => `/api/v3/update-company-type/${companyId}`, { company_type: 'sas' }],
    [
      'the domicile (a fiscal address in another state)',
      'POST',
      () => `/api/v3/company/save-fiscal-residence/${companyId}`,
      { fiscal_residence: 'Av. Constitución 100, Centro, 64000, Monterrey, Nuevo León' },
    ],
    [
      'the domicile (a fiscal address that does not say where)',
      'POST',
      () => `/api/v3/company/save-fiscal-residence/${companyId}`,
      { fiscal_residence: 'Av. Juárez 10, Centro' },
    ],
    [
      'the purpose',
      'PUT',
      () => `/api/v3/company/set-company-category/${companyId}`,
      { ...CATEGORY, description: 'Venta de tacos a domicilio en toda la ciudad' },
    ],
    [
      'the activities',
      'PUT',
      () => `/api/v3/company/set-company-category/${companyId}`,
      { ...CATEGORY, activities: [{ id: 13 }] },
    ],
    [
      'the administration',
      'PUT',
      () => `/api/v3/company/administration/${companyId}`,
      {
        has_unique_administrator: true,
        council: [
          { name: 'Beto Ruiz', council_role: 'sole_administrator' },
          { name: 'Luis Pérez', council_role: 'commissary' },
        ],
      },
    ],
    [
      'the commissary',
      'POST',
      () => `/api/v3/company/${companyId}/commissary`,
      {
        name: 'Carla Méndez',
        email: 'carla.comisaria@example.mx',
        phone: '5512345678',
        rfc: 'MECC800101AB1',
        relationship: {
          is_partner_administrator: false,
          is_employee: false,
          is_relative_of_administrator: false,
        },
      },
    ],
  ] as const)(
    'a change of %s answers 409 articles_signed and changes nothing',
    async (_what, method, url, payload) => {
      const before = await profile();
      const res = await t.app.inject({ method, url: url(), headers: bearer(ana.access), payload });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ message: ['articles_signed'] });
      expect(await profile()).toEqual(before);
    },
  );

  it('refuses a new legal representative before reading the upload', async () => {
    const form = multipart(
      { name: 'Ana López', rfc: 'GODE561231GR8' },
      { name: 'ine.png', type: 'image/png', data: PNG, field: 'image' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/legal-representatives/new/${companyId}`,
      headers: { ...bearer(ana.access), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ message: ['articles_signed'] });
    expect((await profile()).legal_representatives).toEqual([]);
  });

  it('still saves what the articles do not print: the website, hiring, goal and bank referral', async () => {
    const category = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/set-company-category/${companyId}`,
      headers: bearer(ana.access),
      payload: {
        ...CATEGORY,
        description: ` ${CATEGORY.description} `,
        web_site: 'https://nopal.com.mx',
        will_hire: true,
      },
    });
    expect(category.statusCode, category.body).toBe(200);
    const goal = await t.app.inject({
      method: 'POST',
      url: `/api/v3/update-company-goal/${companyId}`,
      headers: bearer(ana.access),
      payload: { company_goal: 'Vender en todo México' },
    });
    expect(goal.statusCode, goal.body).toBe(200);
    const flag = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/update-flags/${companyId}`,
      headers: bearer(ana.access),
      payload: { type: 'not_interested_banks', is_aprroved: true },
    });
    expect(flag.statusCode, flag.body).toBe(200);
    expect(await profile()).toMatchObject({
      web_site: 'https://nopal.com.mx',
      will_hire: true,
      not_interested_banks: true,
      fiscal_residence: MEXICO_CITY_ADDRESS,
      company_type: 'sa',
      council: [
        { name: 'Ana López', council_role: 'sole_administrator' },
        { name: 'Luis Pérez', council_role: 'commissary' },
      ],
    });
  });

  it('saves a fiscal address within the social domicile the articles name: another street of Mexico City', async () => {
    const moved = 'Av. Insurgentes Sur 1602, Crédito Constructor, C.P. 03940, Benito Juárez, CDMX';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/save-fiscal-residence/${companyId}`,
      headers: bearer(ana.access),
      payload: { fiscal_residence: moved },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile()).fiscal_residence).toBe(moved);
  });
});
