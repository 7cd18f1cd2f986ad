import type { Company, SigningStatus } from '@forja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { bearer, type Registered } from '../../test/accounts';
import { extractPdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyReadyToSign, signingStatus } from './signing.test-helpers';

/**
 * The social domicile the founder states when the SEPOMEX catalogue cannot place the postal code of the fiscal
 * address (here the sample catalogue, which does not know Torreón's 27000): the articles name it, and signing
 * goes on; the catalogue, and a Mexico City code, still win over it.
 */
const TORREON = 'Av. Morelos 10, Centro, 27000, Torreón, Coahuila';
const STATED = { municipality: '  Torreón ', state: 'Coahuila de Zaragoza' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (who: Registered, companyId: number) =>
  (await signingStatus(t, who, companyId)).json<{ content: SigningStatus }>().content;

const save = (who: Registered, companyId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/company/save-fiscal-residence/${companyId}`,
    headers: bearer(who.access),
    payload,
  });

const profile = async (who: Registered, companyId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(who.access),
    })
  ).json<{ content: Company }>().content;

/** The text of the current draft's PDF, its spaces collapsed. */
async function draftText(who: Registered, companyId: number): Promise<string> {
  const draft = (await status(who, companyId)).draft;
  expect(draft).not.toBeNull();
  const url = new URL(draft!.document_url, 'http://localhost');
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(res.statusCode).toBe(200);
  return (await extractPdfText(res.rawPayload)).replace(/\s+/g, ' ');
}

describe('the social domicile the founder states', () => {
  it('names the stated municipality and state for a postal code the catalogue cannot place, and signing goes on', async () => {
    const ready = await companyReadyToSign(t);
    expect((await save(ready.founder, ready.companyId, { fiscal_residence: TORREON })).statusCode).toBe(200);
    expect(await status(ready.founder, ready.companyId)).toMatchObject({
      blocked_by: 'articles_incomplete',
      missing: [{ item: 'domicile', partner_id: null, name: null }],
    });

    const stated = await save(ready.founder, ready.companyId, {
      fiscal_residence: TORREON,
      domicile: STATED,
    });
    expect(stated.statusCode, stated.body).toBe(200);
    expect((await profile(ready.founder, ready.companyId)).stated_domicile).toEqual({
      municipality: 'Torreón',
      state: 'Coahuila de Zaragoza',
    });
    expect(await status(ready.founder, ready.companyId)).toMatchObject({
      blocked_by: null,
      missing: [],
      draft: { version: 1 },
    });
    const text = await draftText(ready.founder, ready.companyId);
    expect(text).toContain('El domicilio de la sociedad es el municipio de Torreón, Coahuila de Zaragoza.');
    expect(text).not.toContain('Av. Morelos 10');

    // Another street of Torreón, the same place stated: the same articles, the same version.
    const moved = await save(ready.founder, ready.companyId, {
      fiscal_residence: 'Calle Falcón 50, Centro, C.P. 27000, Torreón',
      domicile: { municipality: 'Torreón', state: 'Coahuila de Zaragoza' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await status(ready.founder, ready.companyId)).draft?.version).toBe(1);

    // A fiscal address saved without the place clears it: the domicile is pending again.
    expect((await save(ready.founder, ready.companyId, { fiscal_residence: TORREON })).statusCode).toBe(200);
    expect((await profile(ready.founder, ready.companyId)).stated_domicile).toBeNull();
    expect(await status(ready.founder, ready.companyId)).toMatchObject({
      blocked_by: 'articles_incomplete',
      missing: [{ item: 'domicile', partner_id: null, name: null }],
    });
  });

  it('prints what the catalogue says of a code it knows, and Mexico City for a Mexico City code, whatever was stated', async () => {
    const ready = await companyReadyToSign(t);
    const guadalajara = await save(ready.founder, ready.companyId, {
      fiscal_residence: 'Av. Vallarta 1000, Guadalajara Centro, 44100, Guadalajara',
      domicile: { municipality: 'Zapopan', state: 'Jalisco' },
    });
    expect(guadalajara.statusCode, guadalajara.body).toBe(200);
    expect(await status(ready.founder, ready.companyId)).toMatchObject({ blocked_by: null, missing: [] });
    const text = await draftText(ready.founder, ready.companyId);
    expect(text).toContain('El domicilio de la sociedad es el municipio de Guadalajara, Jalisco.');
    expect(text).not.toContain('Zapopan');

    const mexicoCity = await save(ready.founder, ready.companyId, {
      fiscal_residence: 'Av. Juárez 10, Centro, 06000, Cuauhtémoc, Ciudad de México',
      domicile: { municipality: 'Zapopan', state: 'Jalisco' },
    });
    expect(mexicoCity.statusCode, mexicoCity.body).toBe(200);
    const second = await draftText(ready.founder, ready.companyId);
    expect(second).toContain('El domicilio de la sociedad es la Ciudad de México.');
    expect(second).not.toContain('Zapopan');
  });

  it.each([
    [
      'a state that is not one of the 32',
      { municipality: 'Torreón', state: 'Texas' },
      'domicile_state_invalid',
      'body.domicile.state',
    ],
    [
      'a state that is not the postal code’s',
      { municipality: 'Torreón', state: 'Jalisco' },
      'domicile_state_mismatch',
      'body.domicile.state',
    ],
    [
      'a municipality too short',
      { municipality: ' T ', state: 'Coahuila de Zaragoza' },
      'domicile_municipality_invalid',
      'body.domicile.municipality',
    ],
    [
      'a municipality too long',
      { municipality: 'x'.repeat(101), state: 'Coahuila de Zaragoza' },
      'domicile_municipality_invalid',
      'body.domicile.municipality',
    ],
    [
      'a municipality not in Latin letters',
      { municipality: '托雷翁', state: 'Coahuila de Zaragoza' },
      'domicile_municipality_invalid',
      'body.domicile.municipality',
    ],
  ])('refuses %s with 400 %s and saves nothing', async (_label, domicile, code, path) => {
    const ready = await companyReadyToSign(t);
    const before = (await profile(ready.founder, ready.companyId)).fiscal_residence;
    const res = await save(ready.founder, ready.companyId, { fiscal_residence: TORREON, domicile });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: [code], fields: [{ path, code }] });
    const after = await profile(ready.founder, ready.companyId);
    expect(after.fiscal_residence).toBe(before);
    expect(after.stated_domicile).toBeNull();
  });

  it('refuses a domicile that is not an object of texts as an invalid request', async () => {
    const ready = await companyReadyToSign(t);
    const res = await save(ready.founder, ready.companyId, {
      fiscal_residence: TORREON,
      domicile: { municipality: 12, state: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string[] }>().message).toEqual(['invalid_request']);
  });

  it('once the articles are signed, keeps the fiscal address within the stated domicile they name', async () => {
    const ready = await companyReadyToSign(t);
    expect(
      (await save(ready.founder, ready.companyId, { fiscal_residence: TORREON, domicile: STATED }))
        .statusCode,
    ).toBe(200);
    await t.database.db
      .update(companies)
      .set({ date_signature: new Date('2026-11-20T18:00:00Z') })
      .where(eq(companies.id, ready.companyId));

    const sameStreet = await save(ready.founder, ready.companyId, {
      fiscal_residence: 'Calle Falcón 50, Centro, C.P. 27000, Torreón',
      domicile: STATED,
    });
    expect(sameStreet.statusCode, sameStreet.body).toBe(200);
    const elsewhere = await save(ready.founder, ready.companyId, {
      fiscal_residence: TORREON,
      domicile: { municipality: 'Matamoros', state: 'Coahuila de Zaragoza' },
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ message: ['articles_signed'] });
    // Without the place the articles would say the domicile is pending: that is a change of the articles too.
    const unstated = await save(ready.founder, ready.companyId, { fiscal_residence: TORREON });
    expect(unstated.statusCode).toBe(409);
    expect((await profile(ready.founder, ready.companyId)).stated_domicile).toEqual({
      municipality: 'Torreón',
      state: 'Coahuila de Zaragoza',
    });
  });
});
