import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postalCodes } from '../../db/schema/index';
import {
  SIGN_UP_CONSENT,
  PASSWORD,
  bearer,
  lastMail,
  register,
  uniqueEmail,
  type Registered,
} from '../../test/accounts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { importPostalCodes } from '../postal-codes/postal-codes.service';
import { headersOf, partnerCalls, type Who } from './partners.test-helpers';

const clock = testClock();
let t: TestApp;
let ana: Registered;
let beto: Registered;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  ana = await register(t.app);
  beto = await register(t.app);
});
afterAll(() => t.close());

async function newCompany(owner: Registered, companyType = 'sa') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(owner.access),
    payload: {
      company_type: companyType,
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Socios ${Date.now()}${Math.random()}`, priority: 1 }],
      legal_representation: false,
    },
  });
  return res.json<{ content: { id: number } }>().content.id;
}

type CapTable = {
  partners: {
    id: number;
    name: string;
    email: string | null;
    shares: { percentage: number | null }[];
    invitation_accepted: boolean;
    permission_to_edit: boolean;
  }[];
  share_series: { name: string }[];
};

const saveCapTable = (who: Registered, companyId: number, partners: object[], share_series?: object[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/add-partners/company/${companyId}`,
    headers: bearer(who.access),
    payload: { partners, ...(share_series ? { share_series } : {}) },
  });

const partner = (name: string, percentage: number, extra: object = {}) => ({
  name,
  email: uniqueEmail(name.toLowerCase()),
  nationalities: ['MX'],
  shares: [{ series: 'A', percentage }],
  ...extra,
});

describe('the cap table', () => {
  it('saves partners with 60/40 shares in one series, and the profile shows them', async () => {
    const companyId = await newCompany(ana);
    const res = await saveCapTable(ana, companyId, [partner('Ana', 60), partner('Luis', 40)]);
    expect(res.statusCode, res.body).toBe(200);
    const table = res.json<{ content: CapTable }>().content;
    expect(table.partners.map((p) => p.shares[0]?.percentage)).toEqual([60, 40]);
    expect(table.share_series.map((s) => s.name)).toEqual(['A']);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(ana.access),
    });
    expect(
      profile.json<{ content: { partners: unknown[]; share_series: unknown[] } }>().content.partners,
    ).toHaveLength(2);
  });

  it.each([
    [
      [50, 50],
      ['Ana', 'Luis'],
    ],
    [
      [33.33, 33.33, 33.34],
      ['Ana', 'Luis', 'Marta'],
    ],
  ])('accepts equal shares %j (equal holdings are legal) and keeps them', async (percentages, names) => {
    const companyId = await newCompany(ana);
    const res = await saveCapTable(
      ana,
      companyId,
      names.map((name, index) => partner(name, percentages[index]!)),
    );
    expect(res.statusCode, res.body).toBe(200);
    const table = await t.app.inject({
      method: 'GET',
      url: `/api/v3/partners/company/${companyId}`,
      headers: bearer(ana.access),
    });
    expect(table.json<{ content: CapTable }>().content.partners.map((p) => p.shares[0]?.percentage)).toEqual(
      percentages,
    );
  });

  it.each([
    [[partner('Ana', 60), partner('Luis', 30)], 'shares_must_total_100'],
    [
      [
        partner('Ana', 60, {
          shares: [
            { series: 'A', percentage: 30 },
            { series: 'A', percentage: 30 },
          ],
        }),
        partner('Luis', 40),
      ],
      'use_different_percentages',
    ],
    [[partner('Ana', 100)], 'not_enough_partners'],
    [[partner('Ana', 60.555), partner('Luis', 39.445)], 'invalid_request'],
    [
      [partner('Ana', 60), { ...partner('Luis', 40), shares: [{ series: 'Z', percentage: 40 }] }],
      'invalid_request',
    ],
  ])('refuses %j with %s, changing nothing', async (partners, code) => {
    const companyId = await newCompany(ana);
    await saveCapTable(ana, companyId, [partner('Ana', 70), partner('Luis', 30)]);
    const res = await saveCapTable(ana, companyId, partners);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string[] }>().message[0]).toBe(code);
    const table = await t.app.inject({
      method: 'GET',
      url: `/api/v3/partners/company/${companyId}`,
      headers: bearer(ana.access),
    });
    expect(table.json<{ content: CapTable }>().content.partners.map((p) => p.shares[0]?.percentage)).toEqual([
      70, 30,
    ]);
  });

  it('lets one individual own an S.A.S., but never a legal entity', async () => {
    const companyId = await newCompany(ana, 'sas');
    expect((await saveCapTable(ana, companyId, [partner('Ana', 100)])).statusCode).toBe(200);
    const moral = await saveCapTable(ana, companyId, [partner('Holding', 100, { is_moral_person: true })]);
    expect(moral.json()).toEqual({ message: ['invalid_type'] });
  });

  it('splits shares across series A and B', async () => {
    const companyId = await newCompany(ana);
    const res = await saveCapTable(
      ana,
      companyId,
      [
        {
          ...partner('Ana', 0),
          shares: [
            { series: 'A', percentage: 35 },
            { series: 'B', percentage: 25 },
          ],
        },
        partner('Luis', 40),
      ],
      [
        { name: 'A', share_class: 'ordinary', nominal_value_centavos: 100000 },
        { name: 'B', share_class: 'preferred', nominal_value_centavos: 100000 },
      ],
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps partner routes to those who belong to the company', async () => {
    const companyId = await newCompany(ana);
    const saved = (await saveCapTable(ana, companyId, [partner('Ana', 60), partner('Luis', 40)])).json<{
      content: CapTable;
    }>().content;
    const partnerId = saved.partners[1]?.id ?? 0;
    for (const route of [
      { method: 'GET' as const, url: `/api/v3/partners/company/${companyId}` },
      {
        method: 'POST' as const,
        url: `/api/v3/add-partners/company/${companyId}`,
        payload: { partners: [partner('X', 60), partner('Y', 40)] },
      },
      { method: 'POST' as const, url: `/api/v3/partner-basic/company/${companyId}`, payload: { name: 'Z' } },
      { method: 'GET' as const, url: `/api/v3/only-partner/${partnerId}/company/${companyId}` },
      { method: 'PUT' as const, url: `/api/v3/update-partner/${partnerId}`, payload: { name: 'Otro' } },
      {
        method: 'POST' as const,
        url: `/api/v3/partner/set-nationalities/${partnerId}`,
        payload: { nationalities: ['US'] },
      },
      { method: 'POST' as const, url: `/api/v3/delete-partner/${partnerId}/company/${companyId}` },
      { method: 'POST' as const, url: `/api/v3/partners/send-invitations/${companyId}` },
    ]) {
      const res = await t.app.inject({ ...route, headers: bearer(beto.access) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ message: ['user_not_belong_to_company'] });
    }
    const permission = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner/permission-edit/${partnerId}`,
      headers: bearer(beto.access),
      payload: { company_id: companyId, permision_to_edit: true },
    });
    expect(permission.statusCode).toBe(403);
  });
});

describe('complements', () => {
  it('checks the RFC of a person, the CURP of a Mexican, and asks to confirm a check-digit mismatch', async () => {
    const companyId = await newCompany(ana);
    const saved = (await saveCapTable(ana, companyId, [partner('Ana', 60), partner('Luis', 40)])).json<{
      content: CapTable;
    }>().content;
    const id = saved.partners[0]?.id ?? 0;
    const send = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/partner-complements/${id}`,
        headers: bearer(ana.access),
        payload: { accept_terms_conditions: true, civil_status: 'casado', birthplace: 'Puebla', ...body },
      });
    expect((await send({ rfc: 'ABC680524P76', curp: 'BOXW310820HNERXN09' })).json()).toEqual({
      message: ['rfc_wrong_kind'],
    });
    expect((await send({ rfc: 'GODE561231GR8', curp: 'BOXW310820HNERXN08' })).json()).toEqual({
      message: ['curp_invalid'],
    });
    expect(
      (await send({ rfc: 'GODE561231GR8', curp: 'BOXW310820HNERXN09', accept_terms_conditions: false }))
        .statusCode,
    ).toBe(400);
    const ok = await send({ rfc: 'gode561231gr8', curp: 'boxw310820hnerxn09' });
    expect(ok.statusCode, ok.body).toBe(200);
    const only = await t.app.inject({
      method: 'GET',
      url: `/api/v3/only-partner/${id}/company/${companyId}`,
      headers: bearer(ana.access),
    });
    expect(only.json()).toMatchObject({
      content: {
        rfc: 'GODE561231GR8',
        curp: 'BOXW310820HNERXN09',
        civil_status: 'casado',
        accept_terms_conditions: true,
        company_type: 'sa',
      },
    });
  });

  it("refuses another partner's RFC or CURP, by the founder, by an invitation link and by the partner themself", async () => {
    const { companyWithPartners, invite } = partnerCalls(
      () => t.app,
      () => ana,
    );
    const { companyId, ids, emails } = await companyWithPartners(ana);
    const [anaId, luisId] = ids;
    const complements = (partnerId: number, who: Who, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/partner-complements/${partnerId}`,
        headers: headersOf(who),
        payload: { accept_terms_conditions: true, civil_status: 'soltero', birthplace: 'Puebla', ...body },
      });
    const luisCodes = { rfc: 'GODE561231GR8', curp: 'BOXW310820HNERXN09' };
    // The founder fills in Luis's data from the cap table.
    const byFounder = await complements(luisId, ana, luisCodes);
    expect(byFounder.statusCode, byFounder.body).toBe(200);

    // Ana's own data with Luis's codes, as she types them: refused, each code on its own.
    const both = await complements(anaId, ana, { rfc: 'gode561231gr8', curp: ' BOXW310820HNERXN09' });
    expect(both.statusCode).toBe(409);
    expect(both.json()).toEqual({ message: ['rfc_of_another_partner', 'curp_of_another_partner'] });
    expect((await complements(anaId, ana, { ...luisCodes, rfc: 'DIJO800101AB1' })).json()).toEqual({
      message: ['curp_of_another_partner'],
    });
    const ownCodes = { rfc: 'DIJO800101AB1', curp: 'PEGA900215MDFRRN07' };
    expect((await complements(anaId, ana, ownCodes)).statusCode).toBe(200);

    // Luis, through his invitation link, copies Ana's RFC: refused, and his saved data stays.
    const token = await invite(companyId, emails[1]);
    const byLink = await complements(luisId, { token }, { ...luisCodes, rfc: ownCodes.rfc });
    expect(byLink.statusCode).toBe(409);
    expect(byLink.json()).toEqual({ message: ['rfc_of_another_partner'] });
    // Saving his own codes again is no clash with himself.
    expect((await complements(luisId, { token }, luisCodes)).statusCode).toBe(200);
    const only = await t.app.inject({
      method: 'GET',
      url: `/api/v3/only-partner/${anaId}/company/${companyId}`,
      headers: bearer(ana.access),
    });
    expect(only.json()).toMatchObject({ content: ownCodes });

    // The same codes in another company are another matter.
    const other = await companyWithPartners(ana);
    expect((await complements(other.ids[1], ana, luisCodes)).statusCode).toBe(200);
  });

  it('asks a foreigner for tax country and tax id instead of a CURP', async () => {
    const companyId = await newCompany(ana);
    const saved = (
      await saveCapTable(ana, companyId, [
        partner('Ana', 60),
        { ...partner('John', 40), nationalities: ['US'] },
      ])
    ).json<{ content: CapTable }>().content;
    const id = saved.partners[1]?.id ?? 0;
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner-complements/${id}`,
      headers: bearer(ana.access),
      payload: { accept_terms_conditions: true },
    });
    expect(missing.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner-complements/${id}`,
      headers: bearer(ana.access),
      payload: {
        accept_terms_conditions: true,
        tax_country: 'US',
        tax_id: '123-45-6789',
        civil_status: 'soltero',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('partner address', () => {
  const { companyWithPartners, partnerIn, invite } = partnerCalls(
    () => t.app,
    () => ana,
  );
  const address = (postal_code: string, extra: object = {}) => ({
    street: 'Av. Álvaro Obregón',
    exterior_number: '120',
    interior_number: '4B',
    settlement: 'Roma Norte',
    municipality: 'Cuauhtémoc',
    state: 'Ciudad de México',
    postal_code,
    ...extra,
  });
  const save = (partnerId: number, body: object, who: Who = ana) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v3/partner-address/${partnerId}`,
      headers: headersOf(who),
      payload: body,
    });

  it('checks the shape and range of the postal code, and with the catalogue its colonia', async () => {
    await importPostalCodes(
      t.database,
      readFileSync(new URL('../postal-codes/sample/CPdescarga.txt', import.meta.url)),
    );
    const { companyId, ids } = await companyWithPartners(ana);
    const [id] = ids;
    for (const code of ['1234', '123456', '0670A', '00123', '18000']) {
      const res = await save(id, address(code));
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ message: ['invalid_zip_code'] });
    }
    for (const body of [address('06701'), address('06700', { settlement: 'Condesa' })]) {
      const res = await save(id, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ['postal_code_not_found'] });
    }
    // One of a code's several colonias, written loosely: the catalogue's spelling is kept.
    const ok = await save(
      id,
      address('22020', {
        settlement: ' hipodromo ',
        municipality: 'tijuana',
        state: 'BC',
        interior_number: ' ',
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await partnerIn(companyId, id)).address).toEqual({
      country: 'MX',
      street: 'Av. Álvaro Obregón',
      exterior_number: '120',
      interior_number: null,
      settlement: 'Hipódromo',
      municipality: 'Tijuana',
      state: 'Baja California',
      postal_code: '22020',
    });
    expect((await save(id, { ...address('06700'), street: '' })).statusCode).toBe(400);
  });

  it('checks only the shape when no catalogue is loaded, and keeps the address as given', async () => {
    const { companyId, ids, emails } = await companyWithPartners(ana);
    const [, id] = ids;
    const rows = await t.database.db.select().from(postalCodes);
    await t.database.db.delete(postalCodes);
    try {
      expect((await save(id, address('18000'))).json()).toEqual({ message: ['invalid_zip_code'] });
      const token = await invite(companyId, emails[1]);
      const res = await save(id, address('06701', { settlement: 'Inventada' }), { token });
      expect(res.statusCode, res.body).toBe(200);
      expect((await partnerIn(companyId, id)).address).toMatchObject({
        settlement: 'Inventada',
        postal_code: '06701',
      });
    } finally {
      await t.database.db.insert(postalCodes).values(rows.map(({ id: _id, ...row }) => row));
    }
  });

  const madrid = {
    country: 'ES',
    address_line1: ' Calle de Alcalá 42, 3.º izq. ',
    address_line2: '',
    city: 'Madrid',
    region: 'Comunidad de Madrid',
    postal_code: '28014',
  };

  it('keeps an address outside Mexico as written, without SEPOMEX, and gives it back in both profiles', async () => {
    await importPostalCodes(
      t.database,
      readFileSync(new URL('../postal-codes/sample/CPdescarga.txt', import.meta.url)),
    );
    const { companyId, ids } = await companyWithPartners(ana);
    const [id] = ids;
    const res = await save(id, madrid);
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      country: 'ES',
      address_line1: 'Calle de Alcalá 42, 3.º izq.',
      address_line2: null,
      city: 'Madrid',
      region: 'Comunidad de Madrid',
      postal_code: '28014',
    };
    expect((await partnerIn(companyId, id)).address).toEqual(saved);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v3/only-partner/${id}/company/${companyId}`,
      headers: headersOf(ana),
    });
    expect(own.json<{ content: { address: unknown } }>().content.address).toEqual(saved);

    // Shanghai: no region and no postal code needed; then back to a Mexican address, checked as before.
    const shanghai = { country: 'CN', address_line1: 'No. 1 Century Avenue, Pudong', city: 'Shanghai' };
    expect((await save(id, shanghai)).statusCode).toBe(200);
    expect((await partnerIn(companyId, id)).address).toEqual({
      ...shanghai,
      address_line2: null,
      region: null,
      postal_code: null,
    });
    expect((await save(id, address('06701'))).json()).toEqual({ message: ['postal_code_not_found'] });
    expect((await save(id, { ...address('06700'), country: 'MX' })).statusCode).toBe(200);
    expect((await partnerIn(companyId, id)).address).toMatchObject({
      country: 'MX',
      settlement: 'Roma Norte',
    });
  });

  it('names each field of a foreign address it refuses, and keeps the saved address', async () => {
    const { companyId, ids } = await companyWithPartners(ana);
    const [id] = ids;
    expect((await save(id, madrid)).statusCode).toBe(200);
    const refused = async (body: object) => {
      const res = await save(id, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string[]; fields: { path: string; code: string }[] }>();
    };
    expect(
      await refused({ country: 'ES', address_line1: 'C', city: '', postal_code: '1234567890123' }),
    ).toEqual({
      message: ['invalid_request'],
      fields: [
        { path: 'body.address_line1', code: 'too_small' },
        { path: 'body.city', code: 'too_small' },
        { path: 'body.postal_code', code: 'too_big' },
      ],
    });
    // A Mexican address's fields under another country are not an address there.
    expect((await refused({ ...address('06700'), country: 'US' })).fields).toContainEqual({
      path: 'body.address_line1',
      code: 'invalid_type',
    });
    expect((await refused({ ...madrid, country: 'XX' })).fields).toEqual([
      { path: 'body.country', code: 'invalid_union' },
    ]);
    expect(
      await refused({ country: 'CN', address_line1: '世纪大道1号', city: '上海', postal_code: '200120' }),
    ).toEqual({
      message: ['address_latin_letters_only'],
      fields: [
        { path: 'body.address_line1', code: 'address_latin_letters_only' },
        { path: 'body.city', code: 'address_latin_letters_only' },
      ],
    });
    expect((await partnerIn(companyId, id)).address).toMatchObject({ country: 'ES', city: 'Madrid' });
  });

  it('refuses a foreign user and an anonymous caller', async () => {
    const { ids } = await companyWithPartners(ana);
    const foreign = await save(ids[0], address('06700'), beto);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: ['user_not_belong_to_company'] });
    expect((await save(ids[0], address('06700'), null)).statusCode).toBe(401);
  });
});

describe('invitations', () => {
  it('e-mails a single-use link; the partner fills data by token, registers, and the company appears in their profile', async () => {
    const companyId = await newCompany(ana);
    const luisEmail = uniqueEmail('luis');
    const saved = (
      await saveCapTable(ana, companyId, [
        partner('Ana', 60, { email: ana.email }),
        { ...partner('Luis', 40), email: luisEmail },
      ])
    ).json<{ content: CapTable }>().content;
    const luisId = saved.partners[1]?.id ?? 0;

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partners/send-invitations/${companyId}`,
      headers: { ...bearer(ana.access), 'x-language': 'es' },
    });
    expect(sent.json()).toEqual({ content: { sent: [luisEmail] } });
    const mail = await lastMail(t.app, luisEmail);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe('/es/invited');
    expect(link.searchParams.get('partner')).toBe(String(luisId));
    const token = link.searchParams.get('token') ?? '';

    const viaToken = await t.app.inject({
      method: 'GET',
      url: `/api/v3/only-partner/${luisId}/company/${companyId}`,
      headers: { 'x-invitation-token': token },
    });
    expect(viaToken.statusCode).toBe(200);
    const wrongPartner = await t.app.inject({
      method: 'GET',
      url: `/api/v3/only-partner/${saved.partners[0]?.id}/company/${companyId}`,
      headers: { 'x-invitation-token': token },
    });
    expect(wrongPartner.json()).toEqual({ message: ['token_does_not_match'] });
    const badToken = await t.app.inject({
      method: 'GET',
      url: `/api/v3/only-partner/${luisId}/company/${companyId}`,
      headers: { 'x-invitation-token': 'not-a-real-token-at-all' },
    });
    expect(badToken.json()).toEqual({ message: ['token_not_found'] });

    const account = await t.app.inject({
      method: 'POST',
      url: `/api/v3/user/create-by-partner/${luisId}`,
      payload: {
        email: luisEmail,
        password: PASSWORD,
        first_names: 'Luis',
        last_names: 'Pérez',
        phone: '5587654321',
        phone_country_code: '52',
        language: 'es',
        ...SIGN_UP_CONSENT,
        company_id: companyId,
        token,
      },
    });
    expect(account.statusCode, account.body).toBe(200);
    // The invitation confirmed the address: no code to verify the account is e-mailed.
    expect((await lastMail(t.app, luisEmail))?.subject).toBe(mail?.subject);
    const luisAccess = account.json<{ content: { access_token: string } }>().content.access_token;
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(luisAccess),
    });
    expect(profile.json()).toMatchObject({
      content: { is_confirmed: true, company_as_a_partner: [{ id: companyId, invitation_accepted: true }] },
    });

    // The link is used up, and the partner now reads the company as a member, without edit rights.
    const reused = await t.app.inject({
      method: 'GET',
      url: `/api/v3/only-partner/${luisId}/company/${companyId}`,
      headers: { 'x-invitation-token': token },
    });
    expect(reused.json()).toEqual({ message: ['token_not_found'] });
    const company = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(luisAccess),
    });
    expect(company.statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-company-name/${companyId}`,
      headers: bearer(luisAccess),
      payload: { name: 'Otro nombre' },
    });
    expect(edit.statusCode).toBe(403);
    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner/permission-edit/${luisId}`,
      headers: bearer(ana.access),
      payload: { company_id: companyId, permision_to_edit: true },
    });
    expect(granted.statusCode).toBe(200);
    const editAgain = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-company-name/${companyId}`,
      headers: bearer(luisAccess),
      payload: { name: 'Otro nombre' },
    });
    expect(editAgain.statusCode).toBe(200);
    const deleteByPartner = await t.app.inject({
      method: 'POST',
      url: `/api/v3/delete-company/${companyId}`,
      headers: bearer(luisAccess),
    });
    expect(deleteByPartner.json()).toEqual({ message: ['error_delete_company_no_owner'] });
  });

  it('refuses an expired link, a missing token and a company without partners to invite', async () => {
    const companyId = await newCompany(ana);
    const email = uniqueEmail('marta');
    const saved = (
      await saveCapTable(ana, companyId, [
        partner('Ana', 60, { email: ana.email }),
        { ...partner('Marta', 40), email },
      ])
    ).json<{ content: CapTable }>().content;
    await t.app.inject({
      method: 'POST',
      url: `/api/v3/partners/send-invitations/${companyId}`,
      headers: bearer(ana.access),
    });
    const token =
      new URL(/https?:\/\/\S+/.exec((await lastMail(t.app, email))?.text ?? '')?.[0] ?? '').searchParams.get(
        'token',
      ) ?? '';
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/v3/attach-partner-with-company-by-invitation/partner/${saved.partners[1]?.id}`,
      headers: bearer(beto.access),
      payload: { company_id: companyId, invitation: '' },
    });
    expect(missing.statusCode).toBe(400);
    clock.advance(15 * 86_400_000);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh',
      headers: bearer(beto.refresh),
    });
    const betoAccess =
      refreshed.json<{ content: { access_token: string } }>().content?.access_token ?? beto.access;
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/v3/attach-partner-with-company-by-invitation/partner/${saved.partners[1]?.id}`,
      headers: bearer(betoAccess),
      payload: { company_id: companyId, invitation: token },
    });
    expect(expired.json()).toEqual({ message: ['token_expired'] });

    const lonely = await newCompany(beto.access === betoAccess ? beto : { ...beto, access: betoAccess });
    await saveCapTable({ ...beto, access: betoAccess }, lonely, [
      { ...partner('Beto', 60), email: null },
      { ...partner('Sin correo', 40), email: null },
    ]);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partners/send-invitations/${lonely}`,
      headers: bearer(betoAccess),
    });
    expect(none.json()).toEqual({ message: ['partner_without_mail'] });
  });
});
