import { readFileSync } from 'node:fs';
import type { Company, User } from '@forja/contracts';
import { resolveNextRoute } from '@forja/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerBanks } from '../../db/schema/index';
import { register, type Registered } from '../../test/accounts';
import { addAcceptedPartner } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { addSlot, book } from '../../test/appointments';
import { importPostalCodes, SAMPLE_CATALOGUE } from '../postal-codes/postal-codes.service';
import {
  addPartner,
  API,
  arrangeBankCompany,
  call,
  chooseBank,
  codeOf,
  completeInformation,
  saveInformation,
  TAX_ADDRESS,
} from './banks.test-helpers';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  await importPostalCodes(t.database, readFileSync(SAMPLE_CATALOGUE));
  // A bank the back office took out of the catalogue: never offered, never chosen.
  await t.database.db.insert(partnerBanks).values({
    key: 'banco_cerrado',
    name: 'Banco Cerrado',
    clabe_bank_codes: ['030'],
    summary: { es: 'Ya no', en: 'No longer', zh_cn: '不再' },
    requirements: { es: ['Nada'], en: ['Nothing'], zh_cn: ['无'] },
    opening_fee: { cents: 0, currency: 'MXN' },
    monthly_fee: { cents: 0, currency: 'MXN' },
    minimum_balance: { cents: 0, currency: 'MXN' },
    typical_days: 5,
    website: 'https://example.mx',
    active: false,
    position: 5,
  });
});
afterAll(() => t.close());

type Banking = {
  banks: { key: string; name: string; active: boolean }[];
  open: boolean;
  not_interested: boolean;
  not_interested_reason: string | null;
  referral: { id: number; bank_key: string; bank_name: string; status: string; chosen_at: string } | null;
  account: unknown;
  information_complete: boolean;
};

type Information = {
  business_name: string | null;
  expected_annual_volume: { cents: number; currency: string } | null;
  expected_annual_volume_mex: { cents: number; currency: string } | null;
  usd_rate: { mxn_per_usd: number; as_of: string; source: string } | null;
  tax_address: Record<string, string | null> | null;
  scheduled_call: { id: number; type: string; starts_at: string; location: string } | null;
  bank_entity: string | null;
  partners: number[];
  complete: boolean;
  missing: string[];
};

const banking = (who: Registered | null, companyId: number) =>
  call(t.app, 'GET', `${API}/banks/company/${companyId}`, who);
const choose = (who: Registered | null, companyId: number, payload: object) =>
  call(t.app, 'POST', `${API}/banks/company/${companyId}/choose`, who, payload);
const notInterested = (who: Registered | null, companyId: number, payload: object = {}) =>
  call(t.app, 'POST', `${API}/banks/company/${companyId}/not-interested`, who, payload);
const information = (who: Registered | null, companyId: number) =>
  call(t.app, 'GET', `${API}/data-banking/company/${companyId}`, who);
const putInformation = (who: Registered | null, companyId: number, payload: object) =>
  call(t.app, 'PUT', `${API}/data-banking/company/${companyId}`, who, payload);

async function bankingOf(who: Registered, companyId: number): Promise<Banking> {
  const res = await banking(who, companyId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Banking }>().content;
}

async function profile(who: Registered, companyId: number): Promise<Company> {
  const res = await call(t.app, 'GET', `${API}/company/get-company-profile/${companyId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Company }>().content;
}

async function nextRoute(who: Registered, companyId: number) {
  const user = (await call(t.app, 'GET', `${API}/user/profile`, who)).json<{ content: User }>().content;
  return resolveNextRoute({ user, company: await profile(who, companyId), companyIdInPath: companyId }).name;
}

describe('the partner banks of a company', () => {
  it('are listed before the referral opens, but choosing or saying no waits for the signed articles', async () => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder, { open: false });
    const seen = await bankingOf(founder, companyId);
    expect(seen).toMatchObject({ open: false, referral: null, account: null, information_complete: false });
    expect(seen.banks.map((bank) => bank.key)).toEqual(['bbva', 'fondeadora']);
    expect(seen.banks[0]).toMatchObject({
      name: 'BBVA México',
      active: true,
      clabe_bank_codes: ['012', '812'],
    });

    for (const res of [
      await choose(founder, companyId, { bank_key: 'bbva' }),
      await notInterested(founder, companyId),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toEqual(['banks_not_open']);
    }
    expect((await profile(founder, companyId)).redirected_banks).toBe(false);
  });

  it('choosing one moves the redirect order past Banks and shows the referral in the company profile', async () => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder);
    expect(await nextRoute(founder, companyId)).toBe('Banks');
    expect((await bankingOf(founder, companyId)).open).toBe(true);

    const res = await chooseBank(t.app, founder, companyId, 'bbva');
    const chosen = res.json<{ content: Banking }>().content;
    expect(chosen.referral).toMatchObject({
      bank_key: 'bbva',
      bank_name: 'BBVA México',
      status: 'chosen',
      chosen_at: clock.now().toISOString(),
      sent_at: null,
      answered_at: null,
    });
    expect(chosen.not_interested).toBe(false);

    const company = await profile(founder, companyId);
    expect(company.redirected_banks).toBe(true);
    expect(company.not_interested_banks).toBe(false);
    expect(company.banking_services).toEqual([
      { id: chosen.referral!.id, name: 'BBVA México', status: 'chosen' },
    ]);
    expect(await nextRoute(founder, companyId)).not.toBe('Banks');

    // The business information now names the bank; choosing another bank before it is sent follows.
    const info = (await information(founder, companyId)).json<{ content: Information }>().content;
    expect(info).toMatchObject({ bank_entity: 'bbva', complete: false });
    await chooseBank(t.app, founder, companyId, 'fondeadora');
    expect((await bankingOf(founder, companyId)).referral).toMatchObject({
      id: chosen.referral!.id,
      bank_key: 'fondeadora',
      bank_name: 'Fondeadora',
    });
    expect((await information(founder, companyId)).json<{ content: Information }>().content.bank_entity).toBe(
      'fondeadora',
    );
    expect((await profile(founder, companyId)).banking_services).toEqual([
      { id: chosen.referral!.id, name: 'Fondeadora', status: 'chosen' },
    ]);
  });

  it('refuses a bank not in the active catalogue (404) and a malformed key (400)', async () => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder);
    for (const key of ['banco_cerrado', 'banco_inexistente']) {
      const res = await choose(founder, companyId, { bank_key: key });
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toEqual(['not_found']);
    }
    expect((await bankingOf(founder, companyId)).banks.map((bank) => bank.key)).not.toContain(
      'banco_cerrado',
    );
    for (const payload of [{ bank_key: 'BBVA!' }, {}, { bank_key: 12 }]) {
      const res = await choose(founder, companyId, payload);
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)).toEqual(['invalid_request']);
    }
    expect((await profile(founder, companyId)).redirected_banks).toBe(false);
  });

  it('"not interested" keeps the reason, withdraws a chosen referral and moves past Banks; choosing undoes it', async () => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder);
    await chooseBank(t.app, founder, companyId, 'bbva');
    const res = await notInterested(founder, companyId, { reason: '  Ya tenemos cuenta en Banorte  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: Banking }>().content).toMatchObject({
      not_interested: true,
      not_interested_reason: 'Ya tenemos cuenta en Banorte',
      referral: null,
    });
    const company = await profile(founder, companyId);
    expect(company).toMatchObject({
      not_interested_banks: true,
      redirected_banks: true,
      banking_services: [],
    });
    expect(await nextRoute(founder, companyId)).not.toBe('Banks');

    const without = await notInterested(founder, companyId, {});
    expect(without.json<{ content: Banking }>().content).toMatchObject({ not_interested_reason: null });
    const tooLong = await notInterested(founder, companyId, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);

    await chooseBank(t.app, founder, companyId, 'fondeadora');
    expect(await bankingOf(founder, companyId)).toMatchObject({
      not_interested: false,
      not_interested_reason: null,
      referral: { bank_key: 'fondeadora', status: 'chosen' },
    });
    expect((await profile(founder, companyId)).not_interested_banks).toBe(false);
  });

  it('answers a stranger as for a missing company, asks for a sign-in, and lets only editors choose', async () => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder);
    const stranger = await register(t.app);
    const attempts = (who: Registered | null, id: number) => [
      banking(who, id),
      choose(who, id, { bank_key: 'bbva' }),
      notInterested(who, id, {}),
      information(who, id),
      putInformation(who, id, { business_name: 'Ajena' }),
    ];
    const foreign = await Promise.all(attempts(stranger, companyId));
    const missing = await Promise.all(attempts(stranger, 999_999));
    foreign.forEach((res, index) => {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(missing[index]?.json());
    });
    for (const res of await Promise.all(attempts(null, companyId))) expect(res.statusCode).toBe(401);
    expect((await banking(founder, Number.NaN)).statusCode).toBe(400);

    const partner = await register(t.app);
    await addAcceptedPartner(t.app, companyId, partner);
    expect((await banking(partner, companyId)).statusCode).toBe(200);
    const refused = await choose(partner, companyId, { bank_key: 'bbva' });
    expect(refused.statusCode).toBe(403);
    expect((await bankingOf(founder, companyId)).referral).toBeNull();
  });
});

describe('the business information', () => {
  it('is not found before anything is saved, then saves as a draft and lists what is missing', async () => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder);
    const before = await information(founder, companyId);
    expect(before.statusCode).toBe(404);
    expect(codeOf(before)).toEqual(['company_data_banking']);

    const draft = await saveInformation(t.app, founder, companyId, {
      business_name: 'Nopal Azul Consultores',
    });
    expect(draft).toMatchObject({
      complete: false,
      missing: [
        'expected_annual_volume_mex',
        'volume_justification',
        'source_funds',
        'tax_address',
        'bank_entity',
        'nationalities',
        'partners',
      ],
    });
    const read = (await information(founder, companyId)).json<{ content: Information }>().content;
    expect(read).toMatchObject({
      business_name: 'Nopal Azul Consultores',
      expected_annual_volume: null,
      usd_rate: null,
    });
    expect((await profile(founder, companyId)).flag_data_banking_service).toBe(false);

    const other = await saveInformation(t.app, founder, companyId, {
      business_name: 'Nopal Azul Consultores',
      source_funds: 'other',
    });
    expect(other.missing).toContain('source_funds_other');
  });

  it('is complete with every field: the USD equivalent at the sandbox rate, the flag set, the address as SEPOMEX spells it', async () => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder);
    const partnerId = await addPartner(t.app, companyId);
    const saved = await putInformation(founder, companyId, completeInformation(partnerId));
    expect(saved.statusCode, saved.body).toBe(200);
    const content = saved.json<{ content: Information }>().content;
    expect(content).toMatchObject({
      complete: true,
      missing: [],
      partners: [partnerId],
      expected_annual_volume_mex: { cents: 1_750_000_00, currency: 'MXN' },
      // 1,750,000.00 MXN at the sandbox's 17.5 pesos per dollar.
      expected_annual_volume: { cents: 100_000_00, currency: 'USD' },
      usd_rate: { mxn_per_usd: 17.5, as_of: clock.now().toISOString().slice(0, 10), source: 'fixed' },
      scheduled_call: null,
    });
    expect(content.tax_address).toMatchObject({
      postal_code: '06700',
      settlement: 'Roma Norte',
      interior_number: '4',
    });
    expect((await profile(founder, companyId)).flag_data_banking_service).toBe(true);
    expect((await bankingOf(founder, companyId)).information_complete).toBe(true);

    // Emptied again: a draft, and the flag follows.
    await saveInformation(t.app, founder, companyId, completeInformation(partnerId, { partners: [] }));
    expect((await profile(founder, companyId)).flag_data_banking_service).toBe(false);
  });

  it('asks an Amazon customer for the Amazon store', async () => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder, { amazon: true });
    const partnerId = await addPartner(t.app, companyId);
    const draft = await saveInformation(t.app, founder, companyId, completeInformation(partnerId));
    expect(draft).toMatchObject({ complete: false, missing: ['amazon_website'] });
    const done = await saveInformation(
      t.app,
      founder,
      companyId,
      completeInformation(partnerId, { amazon_website: 'https://www.amazon.com.mx/shops/nopalazul' }),
    );
    expect(done).toMatchObject({ complete: true, missing: [] });
  });

  it('shows the adviser call the company booked', async () => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder);
    await saveInformation(t.app, founder, companyId, { business_name: 'Nopal Azul Consultores' });
    const slotId = await addSlot(t.app, 'adviser_call', 3 * 24 * 3_600_000, 'https://meet.forja.mx/asesor');
    const booked = await book(t.app, founder, companyId, slotId);
    expect(booked.statusCode, booked.body).toBe(200);
    const read = (await information(founder, companyId)).json<{ content: Information }>().content;
    expect(read.scheduled_call).toMatchObject({
      id: booked.json<{ content: { id: number } }>().content.id,
      type: 'adviser_call',
      location: 'https://meet.forja.mx/asesor',
    });
  });

  it.each([
    [
      'a postal code that is not Mexican',
      { tax_address: { ...TAX_ADDRESS, postal_code: '123' } },
      400,
      'invalid_zip_code',
    ],
    [
      'a postal code SEPOMEX does not know',
      { tax_address: { ...TAX_ADDRESS, postal_code: '06799' } },
      404,
      'postal_code_not_found',
    ],
    [
      'a colonia not of that postal code',
      { tax_address: { ...TAX_ADDRESS, settlement: 'Polanco' } },
      404,
      'postal_code_not_found',
    ],
    ['a partner of another company', { partners: [987_654] }, 400, 'company_partner_not_found'],
    ['a bank not in the catalogue', { bank_entity: 'banco_x' }, 404, 'not_found'],
    ['a website that is no address', { website: 'nopal azul' }, 400, 'invalid_request'],
    [
      'a negative volume',
      { expected_annual_volume_mex: { cents: -5, currency: 'MXN' } },
      400,
      'invalid_request',
    ],
    [
      'a volume in dollars',
      { expected_annual_volume_mex: { cents: 5, currency: 'USD' } },
      400,
      'invalid_request',
    ],
    ['an unknown source of funds', { source_funds: 'lottery' }, 400, 'invalid_request'],
    ['a nationality that is no country code', { nationalities: ['Mexico'] }, 400, 'invalid_request'],
  ])('refuses %s', async (_what, overrides, status, code) => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder);
    const partnerId = await addPartner(t.app, companyId);
    const res = await putInformation(founder, companyId, completeInformation(partnerId, overrides));
    expect(res.statusCode, res.body).toBe(status);
    expect(codeOf(res)).toEqual([code]);
    expect((await information(founder, companyId)).statusCode).toBe(404);
  });
});

describe('without a rate source', () => {
  it('saves the volume without its USD equivalent rather than failing', async () => {
    const offline = await createTestApp({
      RATES_PROVIDER: 'frankfurter',
      RATES_API_BASE: 'http://127.0.0.1:9',
    });
    try {
      const founder = await register(offline.app);
      const companyId = await arrangeBankCompany(offline.app, founder);
      const res = await call(offline.app, 'PUT', `${API}/data-banking/company/${companyId}`, founder, {
        expected_annual_volume_mex: { cents: 500_000_00, currency: 'MXN' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ content: Information }>().content).toMatchObject({
        expected_annual_volume_mex: { cents: 500_000_00, currency: 'MXN' },
        expected_annual_volume: null,
        usd_rate: null,
      });
    } finally {
      await offline.close();
    }
  });
});
