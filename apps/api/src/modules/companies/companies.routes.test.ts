import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, partners, users } from '../../db/schema/index';
import { addSlot, arrangeCompany } from '../../test/appointments';
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

const draft = (names: string[] = ['Nopal Azul', 'Tacos Órbita']) => ({
  type_society: 'Sociedad Anónima de Capital Variable',
  company_type: 'sa',
  company_package: 'formation_representation',
  company_name: 'Nopal Azul',
  legal_names: names.map((name, index) => ({ name, priority: index + 1 })),
  // Chosen on a page in English: the name the page showed travels with the id.
  activities: [{ id: 12, name: 'Multi-family housing construction' }],
  phone: '5512345678',
  email: 'contacto@nopal.mx',
  country: { lada: '52', alpha_code: 'MX' },
  legal_representation: true,
  amazon_customer: false,
  name_authorization: false,
});

type CompanyContent = {
  id: number;
  user_id: number;
  friendly_id: string;
  legal_names: { id: number; name: string; priority: number }[];
};

async function createCompany(owner: Registered, names?: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(owner.access),
    payload: draft(names),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: CompanyContent }>().content;
}

describe('company/register and the profile', () => {
  it('creates a company owned by the caller, with ranked names and every profile field', async () => {
    const company = await createCompany(ana, [`Alfa ${Date.now()}`, `Beta ${Date.now()}`]);
    expect(company.user_id).toBe(ana.id);
    expect(company.friendly_id).toMatch(/^FJ-[2-9A-HJ-NP-Z]{6}$/);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${company.id}`,
      headers: bearer(ana.access),
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json<{ content: Record<string, unknown> }>().content;
    expect(profile).toMatchObject({
      company_type: 'sa',
      legal_representation: true,
      amazon_customer: false,
      partners: [],
      orders: [],
      share_series: [],
      // Saved by the catalogue's Spanish name (the articles print it), with its code and English and Chinese
      // names for pages in those languages.
      company_business_twists: [
        {
          id: 12,
          name: 'Edificación de vivienda multifamiliar',
          code: '236112',
          name_en: 'Multi-family housing construction',
          name_zh: '多户住宅建造',
        },
      ],
      flags: { weetrust_id: null, date_signature: null },
    });
    expect((profile.legal_names as { priority: number }[]).map((d) => d.priority)).toEqual([1, 2]);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(ana.access),
    });
    expect(
      me.json<{ content: { companies: { id: number }[] } }>().content.companies.map((c) => c.id),
    ).toContain(company.id);
  });

  it.each([
    [{ company_name: 'Tacos@Home' }, 'void_special_characters'],
    [{ company_type: 'sociedad-cooperativa' }, 'invalid_request'],
    [{ company_package: 'gold' }, 'invalid_type'],
    [{ legal_names: [{ name: '  ', priority: 1 }] }, 'denomination_blank'],
    [{ legal_names: [{ name: 'Banco Azul', priority: 1 }] }, 'denomination_validate'],
    [{ legal_names: [{ name: 'Dragón #1', priority: 1 }] }, 'void_special_characters'],
    [
      {
        legal_names: [
          { name: 'Sol Maya', priority: 1 },
          { name: 'sol maya', priority: 2 },
        ],
      },
      'denomination_exist',
    ],
    [{ legal_names: [] }, 'invalid_request'],
    [{ activities: [{ id: 999_999, name: 'Venta de tacos' }] }, 'invalid_request'],
  ])('refuses %o with %s', async (change, code) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: bearer(ana.access),
      payload: { ...draft(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string[] }>().message[0]).toBe(code);
  });

  it('keeps a proposed name as the page shows it: runs of spaces become one', async () => {
    const stamp = Date.now();
    const company = await createCompany(ana, [`  Maguey   Azul  ${stamp} `]);
    expect(company.legal_names.map((entry) => entry.name)).toEqual([`Maguey Azul ${stamp}`]);
  });

  it('names the failing proposal, and refuses a name another company already proposed', async () => {
    const name = `Cactus Dorado ${Date.now()}`;
    await createCompany(beto, [name]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: bearer(ana.access),
      payload: draft(['Nopal Libre', name.toUpperCase()]),
    });
    expect(res.json()).toEqual({
      message: ['denomination_exist'],
      fields: [{ path: 'legal_names.1.name', code: 'denomination_exist' }],
    });
  });

  it.each([
    'Tacos Lupita S.A. de C.V.',
    'Tacos Lupita SA de CV',
    'Tacos Lupita S. de R.L.',
    'Tacos Lupita sapi de cv',
    'Tacos Lupita SAS',
  ])('refuses %j: the society type is not part of the name, Forja adds it', async (typed) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: bearer(ana.access),
      payload: draft([`Nopal Libre ${Date.now()}`, typed]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: ['denomination_society_type'],
      fields: [{ path: 'legal_names.1.name', code: 'denomination_society_type' }],
    });
  });

  it('takes names that merely contain those letters, as Sastrería Sánchez or Casa Saúl', async () => {
    const stamp = Date.now();
    const company = await createCompany(ana, [`Sastrería Sánchez ${stamp}`, `Casa Saúl ${stamp}`]);
    expect(company.legal_names.map((entry) => entry.name)).toEqual([
      `Sastrería Sánchez ${stamp}`,
      `Casa Saúl ${stamp}`,
    ]);
  });

  it('refuses options that are the same but for case, accents, spaces or dots, naming the two that repeat', async () => {
    const stamp = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: bearer(ana.access),
      payload: draft([
        `Tacos Lupita ${stamp}`,
        `Nopal Libre ${stamp}`,
        `TACOS  LUPÍTA ${stamp}.`,
        `nopal libre ${stamp}`,
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: ['denomination_exist'],
      fields: [
        { path: 'legal_names.2.name', code: 'denomination_exist', same_as: 'legal_names.0.name' },
        { path: 'legal_names.3.name', code: 'denomination_exist', same_as: 'legal_names.1.name' },
      ],
    });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/company/register', payload: draft() });
    expect(res.statusCode).toBe(401);
  });
});

describe('a company is only for those who belong to it', () => {
  it('answers user_not_belong_to_company to another user on every company route, and the same for a missing company', async () => {
    const company = await createCompany(ana, [`Gamma ${Date.now()}`]);
    const denominationId = company.legal_names[0]?.id ?? 0;
    const routes = (id: number, denomination: number) => [
      { method: 'GET' as const, url: `/api/v3/company/get-company-profile/${id}` },
      { method: 'PUT' as const, url: `/api/v3/update-company-type/${id}`, payload: { company_type: 'srl' } },
      { method: 'PUT' as const, url: `/api/v3/update-company-name/${id}`, payload: { name: 'Otro nombre' } },
      {
        method: 'POST' as const,
        url: `/api/v3/company/${id}/update-legal-name`,
        payload: { legal_names: [{ name: `Zeta ${Date.now()}`, priority: 1 }] },
      },
      {
        method: 'POST' as const,
        url: '/api/v3/add-new-denomination',
        payload: { company_id: id, name: `Eta ${Date.now()}`, priority: 2 },
      },
      {
        method: 'PUT' as const,
        url: `/api/v3/update-denomination/${denomination}`,
        payload: { name: `Theta ${Date.now()}`, priority: 1 },
      },
      { method: 'DELETE' as const, url: `/api/v3/delete-denomination/${denomination}` },
      { method: 'POST' as const, url: '/api/v3/reset-denominations-process', payload: { company_id: id } },
      {
        method: 'PUT' as const,
        url: `/api/v3/company/set-company-category/${id}`,
        payload: { activities: [{ id: 1 }], description: 'Una descripción larga' },
      },
      { method: 'POST' as const, url: `/api/v3/update-company-goal/${id}`, payload: { company_goal: 'x' } },
      { method: 'POST' as const, url: `/api/v3/company/subsidiary/set/${id}`, payload: { subsidiary: true } },
      {
        method: 'POST' as const,
        url: `/api/v3/company/save-fiscal-residence/${id}`,
        payload: { fiscal_residence: 'CDMX' },
      },
      {
        method: 'POST' as const,
        url: `/api/v3/company/save-rfc/${id}`,
        payload: { rfc: 'ABC680524P76', confirm_checksum: true },
      },
      { method: 'GET' as const, url: `/api/v3/update-boolean-rfc-company/${id}` },
      {
        method: 'PUT' as const,
        url: `/api/v3/company/update-flags/${id}`,
        payload: { type: 'rfc_later', is_aprroved: true },
      },
      { method: 'PUT' as const, url: `/api/v3/stage/rfc/company/${id}`, payload: { completed: true } },
      {
        method: 'PUT' as const,
        url: `/api/v3/company/administration/${id}`,
        payload: { has_unique_administrator: true, council: [] },
      },
      { method: 'POST' as const, url: `/api/v3/delete-company/${id}` },
    ];
    for (const route of [...routes(company.id, denominationId), ...routes(999_999, 999_999)]) {
      const res = await t.app.inject({ ...route, headers: bearer(beto.access) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ message: ['user_not_belong_to_company'] });
    }
    // Nothing changed for the owner.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${company.id}`,
      headers: bearer(ana.access),
    });
    expect(
      profile.json<{ content: { company_type: string; legal_names: unknown[] } }>().content,
    ).toMatchObject({ company_type: 'sa', legal_names: [{ id: denominationId }] });
  });
});

describe("the company's data", () => {
  let companyId: number;

  beforeAll(async () => {
    companyId = (await createCompany(ana, [`Datos ${Date.now()}`])).id;
  });

  const profile = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v3/company/get-company-profile/${companyId}`,
        headers: bearer(ana.access),
      })
    ).json<{ content: Record<string, unknown> & { council: { name: string; council_role: string }[] } }>()
      .content;

  describe('basic data', () => {
    it('saves activities, description, website and hiring, and the profile shows them', async () => {
      const twists = await t.app.inject({
        method: 'GET',
        url: '/api/v3/business-twists?q=consultor&lang=es',
      });
      const ids = twists
        .json<{ content: { business_twists: { id: number }[] } }>()
        .content.business_twists.slice(0, 2)
        .map((b) => ({ id: b.id }));
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v3/company/set-company-category/${companyId}`,
        headers: bearer(ana.access),
        payload: {
          activities: ids,
          description: 'Consultoría de software para restaurantes',
          web_site: 'https://nopal.mx',
          will_hire: true,
          company_activity: { activity: 'Software', description: null, products: 'Apps' },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const content = await profile();
      expect(content).toMatchObject({
        description: 'Consultoría de software para restaurantes',
        web_site: 'https://nopal.mx',
        will_hire: true,
      });
      expect((content.company_business_twists as unknown[]).length).toBe(2);
    });

    it.each([
      [{ activities: [], description: 'Una descripción larga' }, 'invalid_request'],
      [{ activities: [{ id: 999_999 }], description: 'Una descripción larga' }, 'invalid_request'],
      [{ activities: [{ id: 1 }], description: 'corta' }, 'invalid_request'],
    ])('refuses %o', async (payload, code) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v3/company/set-company-category/${companyId}`,
        headers: bearer(ana.access),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string[] }>().message[0]).toBe(code);
    });

    it('saves goal, subsidiary, fiscal residence and flags', async () => {
      for (const [url, payload] of [
        [`/api/v3/update-company-goal/${companyId}`, { company_goal: 'Vender en todo México' }],
        [`/api/v3/company/subsidiary/set/${companyId}`, { subsidiary: false }],
        [`/api/v3/company/save-fiscal-residence/${companyId}`, { fiscal_residence: 'Ciudad de México' }],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url, headers: bearer(ana.access), payload });
        expect(res.statusCode, url).toBe(200);
      }
      const flag = await t.app.inject({
        method: 'PUT',
        url: `/api/v3/company/update-flags/${companyId}`,
        headers: bearer(ana.access),
        payload: { type: 'not_interested_banks', is_aprroved: true },
      });
      expect(flag.statusCode).toBe(200);
      const badFlag = await t.app.inject({
        method: 'PUT',
        url: `/api/v3/company/update-flags/${companyId}`,
        headers: bearer(ana.access),
        payload: { type: 'testimony', is_aprroved: true },
      });
      expect(badFlag.statusCode).toBe(400);
      const stage = await t.app.inject({
        method: 'PUT',
        url: `/api/v3/stage/basic_data/company/${companyId}`,
        headers: bearer(ana.access),
        payload: { completed: true },
      });
      expect(stage.statusCode).toBe(200);
      expect(await profile()).toMatchObject({
        fiscal_residence: 'Ciudad de México',
        not_interested_banks: true,
        testimony: false,
        stages: [{ name: 'basic_data', completed: true }],
      });
    });
  });

  describe('the RFC', () => {
    it('refuses a bad format or date, asks to confirm a check-digit mismatch, and saves', async () => {
      const save = (rfc: string, confirm_checksum = false) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v3/company/save-rfc/${companyId}`,
          headers: bearer(ana.access),
          payload: { rfc, confirm_checksum },
        });
      expect((await save('ABC68')).json()).toEqual({ message: ['rfc_invalid_format'] });
      expect((await save('ABC681324P76')).json()).toEqual({ message: ['rfc_invalid_date'] });
      expect((await save('GODE561231GR8')).json()).toEqual({ message: ['rfc_wrong_kind'] });
      const warning = await save('abc680524p76');
      expect(warning.statusCode).toBe(409);
      expect(warning.json()).toEqual({ message: ['rfc_checksum_mismatch'] });
      const confirmed = await save('abc680524p76', true);
      expect(confirmed.json()).toEqual({ content: { rfc: 'ABC680524P76' } });
      const later = await t.app.inject({
        method: 'GET',
        url: `/api/v3/update-boolean-rfc-company/${companyId}`,
        headers: bearer(ana.access),
      });
      expect(later.statusCode).toBe(200);
      expect(await profile()).toMatchObject({ rfc: 'ABC680524P76', rfc_later: true });
    });
  });

  describe('administration', () => {
    it('saves a board with its roles, and refuses two administrators for a sole administrator', async () => {
      const board = await t.app.inject({
        method: 'PUT',
        url: `/api/v3/company/administration/${companyId}`,
        headers: bearer(ana.access),
        payload: {
          has_unique_administrator: false,
          council: [
            { name: 'Ana López', council_role: 'president' },
            { name: 'Luis Pérez', council_role: 'commissary' },
          ],
        },
      });
      expect(board.statusCode).toBe(200);
      expect((await profile()).council.map((m) => m.council_role)).toEqual(['president', 'commissary']);
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/v3/company/administration/${companyId}`,
        headers: bearer(ana.access),
        payload: {
          has_unique_administrator: true,
          council: [
            { name: 'Ana López', council_role: 'sole_administrator' },
            { name: 'Luis', council_role: 'member' },
          ],
        },
      });
      expect(bad.statusCode).toBe(400);
    });

    it("takes an S.A.S.'s sole administrator only from its partners, with the field that is wrong", async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v3/company/register',
        headers: bearer(ana.access),
        payload: {
          ...draft([`Simple ${Date.now()}`]),
          type_society: 'Sociedad por Acciones Simplificada',
          company_type: 'sas',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const sasId = created.json<{ content: CompanyContent }>().content.id;
      const administration = (council: { name: string; council_role: string }[], unique = true) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v3/company/administration/${sasId}`,
          headers: bearer(ana.access),
          payload: { has_unique_administrator: unique, council },
        });
      const councilOf = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v3/company/get-company-profile/${sasId}`,
            headers: bearer(ana.access),
          })
        ).json<{ content: { council: { name: string; council_role: string }[] } }>().content.council;

      // No partners yet: nobody can run it.
      const early = await administration([{ name: 'Wei Wang', council_role: 'sole_administrator' }]);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ message: ['administrator_not_a_partner'] });

      await t.app.database.db.insert(partners).values({
        company_id: sasId,
        email: `wei.${Date.now()}@example.mx`,
        name: 'Wei Wang',
        first_name: 'Wei',
        last_name: 'Wang',
      });
      const reversed = await administration([
        { name: 'Marta Ruiz', council_role: 'commissary' },
        { name: 'Wang Wei', council_role: 'sole_administrator' },
      ]);
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toEqual({
        message: ['administrator_not_a_partner'],
        fields: [{ path: 'body.council.1.name', code: 'administrator_not_a_partner' }],
      });
      expect(await councilOf()).toEqual([]);

      const board = await administration(
        [
          { name: 'Wei Wang', council_role: 'president' },
          { name: 'Ana López', council_role: 'secretary' },
        ],
        false,
      );
      expect(board.statusCode).toBe(400);
      expect(board.json()).toEqual({
        message: ['sole_administrator_required'],
        fields: [{ path: 'body.has_unique_administrator', code: 'sole_administrator_required' }],
      });

      const partner = await administration([{ name: 'Wei Wang', council_role: 'sole_administrator' }]);
      expect(partner.statusCode, partner.body).toBe(200);
      expect((await councilOf()).map(({ name, council_role }) => ({ name, council_role }))).toEqual([
        { name: 'Wei Wang', council_role: 'sole_administrator' },
      ]);
    });
  });
});

describe('legal names', () => {
  it('adds, edits, reorders and deletes proposals, checking each', async () => {
    const stamp = Date.now();
    const company = await createCompany(ana, [`Iota ${stamp}`]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v3/add-new-denomination',
      headers: bearer(ana.access),
      payload: { company_id: company.id, name: `Kappa ${stamp}`, priority: 2 },
    });
    expect(added.statusCode).toBe(200);
    const kappaId = added.json<{ content: { id: number } }>().content.id;

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/v3/add-new-denomination',
      headers: bearer(ana.access),
      payload: { company_id: company.id, name: `iota ${stamp}`, priority: 3 },
    });
    expect(duplicate.json()).toEqual({ message: ['denomination_exist'] });
    const societyType = await t.app.inject({
      method: 'POST',
      url: '/api/v3/add-new-denomination',
      headers: bearer(ana.access),
      payload: { company_id: company.id, name: `Mu ${stamp} S. de R.L. de C.V.`, priority: 3 },
    });
    expect(societyType.statusCode).toBe(400);
    expect(societyType.json()).toEqual({ message: ['denomination_society_type'] });
    const symbols = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-denomination/${kappaId}`,
      headers: bearer(ana.access),
      payload: { name: `Kappa@${stamp}`, priority: 2 },
    });
    expect(symbols.json()).toEqual({ message: ['void_special_characters'] });

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-denomination/${kappaId}`,
      headers: bearer(ana.access),
      payload: { name: `Lambda ${stamp}`, priority: 1 },
    });
    expect(edit.statusCode).toBe(200);
    const replace = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${company.id}/update-legal-name`,
      headers: bearer(ana.access),
      payload: {
        legal_names: [
          { name: `Mu ${stamp}`, priority: 2 },
          { name: `Nu ${stamp}`, priority: 1 },
        ],
        name_authorization: true,
      },
    });
    expect(replace.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${company.id}`,
      headers: bearer(ana.access),
    });
    const content = profile.json<{
      content: { legal_names: { id: number; name: string; priority: number }[]; name_authorization: boolean };
    }>().content;
    expect(content.legal_names.map((d) => [d.name, d.priority])).toEqual([
      [`Nu ${stamp}`, 1],
      [`Mu ${stamp}`, 2],
    ]);
    expect(content.name_authorization).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v3/delete-denomination/${content.legal_names[1]?.id ?? 0}`,
      headers: bearer(ana.access),
    });
    expect(del.statusCode).toBe(200);
  });

  it('lets only an operator record the approved name, granted from the command line; a reset reopens proposals', async () => {
    const company = await createCompany(ana, [`Xi ${Date.now()}`]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v3/set-approved-denomination/company/${company.id}`,
      headers: bearer(ana.access),
      payload: { legal_name: 'Xi' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ['forbidden'] });

    const operator = await register(t.app);
    await t.database.db.update(users).set({ is_operator: true }).where(eq(users.id, operator.id));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v3/set-approved-denomination/company/${company.id}`,
      headers: bearer(operator.access),
      payload: { legal_name: 'Xi Sabores' },
    });
    expect(approved.statusCode).toBe(200);
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/v3/add-new-denomination',
      headers: bearer(ana.access),
      payload: { company_id: company.id, name: `Omicron ${Date.now()}`, priority: 2 },
    });
    expect(locked.statusCode).toBe(409);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v3/reset-denominations-process',
      headers: bearer(ana.access),
      payload: { company_id: company.id },
    });
    expect(reset.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${company.id}`,
      headers: bearer(ana.access),
    });
    expect(profile.json()).toMatchObject({
      content: { legal_name: null, legal_names: [], reset_denominations: true },
    });
  });
});

describe('deleting a company', () => {
  const HOUR = 60 * 60 * 1000;
  const deleteCompany = (who: Registered, companyId: number) =>
    t.app.inject({ method: 'POST', url: `/api/v3/delete-company/${companyId}`, headers: bearer(who.access) });
  const profileOf = async (who: Registered) =>
    (await t.app.inject({ method: 'GET', url: '/api/v3/user/profile', headers: bearer(who.access) })).json<{
      content: { companies: { id: number }[]; company_as_a_partner: { id: number }[] };
    }>().content;

  /** A booked appointment of the company starting `msAhead` from the app's clock, written directly. */
  async function bookDirectly(companyId: number, msAhead: number) {
    const slotId = await addSlot(t.app, 'adviser_call', msAhead);
    const start = new Date(t.app.clock().getTime() + msAhead);
    const [row] = await t.app.database.db
      .insert(appointments)
      .values({
        company_id: companyId,
        slot_id: slotId,
        type: 'adviser_call',
        starts_at: start,
        ends_at: new Date(start.getTime() + HOUR),
        location: 'https://meet.example.mx/forja',
        booked_by: ana.id,
      })
      .returning({ id: appointments.id });
    return row!.id;
  }

  it('deletes an unpaid company of its creator, with its proposals: it leaves the profile', async () => {
    const company = await createCompany(ana, [`Pi ${Date.now()}`]);
    expect((await profileOf(ana)).companies.map((entry) => entry.id)).toContain(company.id);
    const res = await deleteCompany(ana, company.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: { deleted: true } });
    expect((await profileOf(ana)).companies.map((entry) => entry.id)).not.toContain(company.id);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${company.id}`,
      headers: bearer(ana.access),
    });
    expect(after.statusCode).toBe(403);
  });

  it('refuses a paid company with 409 error_delete_company_paid, and keeps it', async () => {
    const company = await createCompany(ana, [`Rho ${Date.now()}`]);
    await arrangeCompany(t.app, company.id, { paid: true });
    const res = await deleteCompany(ana, company.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['error_delete_company_paid'] });
    expect((await profileOf(ana)).companies.map((entry) => entry.id)).toContain(company.id);
  });

  it('tells a partner only the creator may (403 error_delete_company_no_owner), and keeps the company', async () => {
    const company = await createCompany(ana, [`Sigma ${Date.now()}`]);
    await t.app.database.db.insert(partners).values({
      company_id: company.id,
      user_id: beto.id,
      email: beto.email,
      name: 'Beto Ruiz',
      invitation_accepted: true,
      permission_to_edit: true,
    });
    expect((await profileOf(beto)).company_as_a_partner.map((entry) => entry.id)).toContain(company.id);
    const res = await deleteCompany(beto, company.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ['error_delete_company_no_owner'] });
    expect((await profileOf(ana)).companies.map((entry) => entry.id)).toContain(company.id);
  });

  it('answers a stranger as for a company that does not exist (403 user_not_belong_to_company)', async () => {
    const company = await createCompany(ana, [`Tau ${Date.now()}`]);
    const existing = await deleteCompany(beto, company.id);
    const missing = await deleteCompany(beto, 999_999);
    expect(existing.statusCode).toBe(403);
    expect(missing.statusCode).toBe(403);
    expect(existing.json()).toEqual({ message: ['user_not_belong_to_company'] });
    expect(missing.json()).toEqual(existing.json());
    expect((await profileOf(ana)).companies.map((entry) => entry.id)).toContain(company.id);
  });

  it('refuses while an appointment of the company starts within 2 hours (409 error_delete_company_appointment_soon)', async () => {
    const company = await createCompany(ana, [`Upsilon ${Date.now()}`]);
    const appointmentId = await bookDirectly(company.id, HOUR);
    const res = await deleteCompany(ana, company.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['error_delete_company_appointment_soon'] });
    expect((await profileOf(ana)).companies.map((entry) => entry.id)).toContain(company.id);
    const [kept] = await t.app.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect(kept?.cancelled_at).toBeNull();
  });

  it('deletes a company whose appointment is 3 hours away, and the appointment goes with it', async () => {
    const company = await createCompany(ana, [`Phi ${Date.now()}`]);
    const appointmentId = await bookDirectly(company.id, 3 * HOUR);
    const res = await deleteCompany(ana, company.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: { deleted: true } });
    expect((await profileOf(ana)).companies.map((entry) => entry.id)).not.toContain(company.id);
    const left = await t.app.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect(left).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('serves society types, packages and products with prices in centavos', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/catalogue' });
    const catalogue = res.json<{
      content: {
        society_types: { key: string }[];
        products: { item_name: string; price_centavos: number }[];
        iva_basis_points: number;
      };
    }>().content;
    expect(catalogue.society_types.map((type) => type.key)).toEqual(['sas', 'srl', 'sa', 'sapi']);
    expect(catalogue.products.map((p) => p.item_name)).toEqual(
      expect.arrayContaining(['Complemento Acta Constitutiva', 'Servicio de Comisario']),
    );
    expect(catalogue.products.every((p) => Number.isInteger(p.price_centavos))).toBe(true);
    expect(catalogue.iva_basis_points).toBe(1600);
  });
});
