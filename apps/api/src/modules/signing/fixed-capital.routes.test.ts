import type { SigningStatus } from '@forja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { bearer, register, type Registered } from '../../test/accounts';
import { newCompany } from '../../test/companies';
import { extractPdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyReadyToSign, signingStatus } from './signing.test-helpers';

let t: TestApp;
let ana: Registered;
beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
});
afterAll(() => t.close());

type Holder = { id?: number; name: string; email: string | null; percentage: number };

/** The whole cap table (series A at $100 a share), with the fixed capital when given (`undefined`: left out). */
const saveCapTable = (who: Registered, companyId: number, holders: Holder[], fixedCapital?: number | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/add-partners/company/${companyId}`,
    headers: bearer(who.access),
    payload: {
      partners: holders.map((holder) => ({
        ...(holder.id ? { id: holder.id } : {}),
        name: holder.name,
        email: holder.email,
        nationalities: ['MX'],
        shares: [{ series: 'A', percentage: holder.percentage }],
      })),
      ...(fixedCapital !== undefined ? { fixed_capital_centavos: fixedCapital } : {}),
    },
  });

async function profileCapital(who: Registered, companyId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/company/get-company-profile/${companyId}`,
    headers: bearer(who.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { fixed_capital_centavos: number | null } }>().content.fixed_capital_centavos;
}

const twoPartners = (ids: number[] = []): Holder[] => [
  { id: ids[0], name: 'Ana López', email: ana.email, percentage: 50 },
  { id: ids[1], name: 'Luis Pérez', email: null, percentage: 50 },
];

describe("the fixed capital, chosen with the cap table's save", () => {
  it('is null until chosen; the save keeps it, changes it and clears it, and the profile gives it back', async () => {
    const companyId = await newCompany(t.app, ana);
    const first = await saveCapTable(ana, companyId, twoPartners());
    expect(first.statusCode, first.body).toBe(200);
    expect(await profileCapital(ana, companyId)).toBeNull();
    const ids = first.json<{ content: { partners: { id: number }[] } }>().content.partners.map((p) => p.id);

    const chosen = await saveCapTable(ana, companyId, twoPartners(ids), 10_000_000);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await profileCapital(ana, companyId)).toBe(10_000_000);

    // Left out of the body: unchanged.
    expect((await saveCapTable(ana, companyId, twoPartners(ids))).statusCode).toBe(200);
    expect(await profileCapital(ana, companyId)).toBe(10_000_000);

    // null: back to none chosen (the articles aim at MXN 50,000 again).
    expect((await saveCapTable(ana, companyId, twoPartners(ids), null)).statusCode).toBe(200);
    expect(await profileCapital(ana, companyId)).toBeNull();

    // MXN 50,000, the default, is kept as none chosen: the articles and their fingerprint stay as before.
    expect((await saveCapTable(ana, companyId, twoPartners(ids), 2_000_000)).statusCode).toBe(200);
    expect((await saveCapTable(ana, companyId, twoPartners(ids), 5_000_000)).statusCode).toBe(200);
    expect(await profileCapital(ana, companyId)).toBeNull();
  });

  it.each([
    [5_000_050, 'fixed_capital_whole_pesos'],
    [99_900, 'fixed_capital_below_minimum'],
    [0, 'fixed_capital_below_minimum'],
    [10_000_000_100, 'fixed_capital_above_maximum'],
  ])('refuses %s centavos with %s on the field, changing nothing', async (centavos, code) => {
    const companyId = await newCompany(t.app, ana);
    const first = await saveCapTable(ana, companyId, twoPartners(), 7_500_000);
    expect(first.statusCode, first.body).toBe(200);
    const ids = first.json<{ content: { partners: { id: number }[] } }>().content.partners.map((p) => p.id);
    const res = await saveCapTable(
      ana,
      companyId,
      [
        { id: ids[0], name: 'Ana López', email: ana.email, percentage: 70 },
        { id: ids[1], name: 'Luis Pérez', email: null, percentage: 30 },
      ],
      centavos,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: [code],
      fields: [{ path: 'body.fixed_capital_centavos', code }],
    });
    expect(await profileCapital(ana, companyId)).toBe(7_500_000);
    const table = await t.app.inject({
      method: 'GET',
      url: `/api/v3/partners/company/${companyId}`,
      headers: bearer(ana.access),
    });
    expect(
      table
        .json<{ content: { partners: { shares: { percentage: number }[] }[] } }>()
        .content.partners.map((p) => p.shares[0]?.percentage),
    ).toEqual([50, 50]);
  });

  it('no longer changes once every partner signed the articles, which print it', async () => {
    const companyId = await newCompany(t.app, ana);
    const first = await saveCapTable(ana, companyId, twoPartners(), 7_500_000);
    const ids = first.json<{ content: { partners: { id: number }[] } }>().content.partners.map((p) => p.id);
    await t.database.db
      .update(companies)
      .set({ date_signature: new Date('2026-11-20T18:00:00Z') })
      .where(eq(companies.id, companyId));
    const res = await saveCapTable(ana, companyId, twoPartners(ids), 10_000_000);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['articles_signed'] });
    expect(await profileCapital(ana, companyId)).toBe(7_500_000);
    // The same amount again is no change.
    expect((await saveCapTable(ana, companyId, twoPartners(ids), 7_500_000)).statusCode).toBe(200);
  });
});

describe('the draft articles of a company that chose its fixed capital', () => {
  it('print the amount the holdings reach from it, and each partner paying their part in cash', async () => {
    const ready = await companyReadyToSign(t, { secondHasAccount: false });
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v3/add-partners/company/${ready.companyId}`,
      headers: bearer(ready.founder.access),
      payload: {
        partners: [
          { id: ready.partnerIds[0], name: 'Ana López', email: ready.founder.email, nationalities: ['MX'] },
          { id: ready.partnerIds[1], name: 'Lucía Pérez', email: ready.secondEmail, nationalities: ['MX'] },
        ].map((partner) => ({ ...partner, shares: [{ series: 'A', percentage: 50 }] })),
        // 50/50 at $100 a share moves in steps of $200: MXN 75,100 is printed as 75,200.
        fixed_capital_centavos: 7_510_000,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const status = (await signingStatus(t, ready.founder, ready.companyId)).json<{
      content: SigningStatus;
    }>().content;
    expect(status.draft, JSON.stringify(status)).not.toBeNull();
    const url = new URL(status.draft!.document_url, 'http://localhost');
    const pdf = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('$75,200.00 M.N.');
    expect(text).toContain('SETENTA Y CINCO MIL DOSCIENTOS PESOS');
    expect(text).toContain('pagado en efectivo');
    expect(text).toContain('376 acciones');
    expect(text).not.toContain('$50,000.00 M.N.');
  });
});
