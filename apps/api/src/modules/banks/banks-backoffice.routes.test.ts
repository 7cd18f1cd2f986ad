import { readFileSync } from 'node:fs';
import type { Company } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, register, type Registered } from '../../test/accounts';
import { refreshSession, registerStaff } from '../../test/staff';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { importPostalCodes, SAMPLE_CATALOGUE } from '../postal-codes/postal-codes.service';
import {
  bankAccountOpenedEmail,
  bankReferralDeclinedEmail,
  bankReferralSentEmail,
  maskClabe,
} from './bank-emails';
import {
  addPartner,
  API,
  arrangeBankCompany,
  BACKOFFICE,
  call,
  chooseBank,
  codeOf,
  completeInformation,
  saveInformation,
} from './banks.test-helpers';

const clock = testClock();
let t: TestApp;
let operator: Registered;
let admin: Registered;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  await importPostalCodes(t.database, readFileSync(SAMPLE_CATALOGUE));
  operator = await registerStaff(t.app, 'operator');
  admin = await registerStaff(t.app, 'admin');
});
afterAll(() => t.close());

/** CLABEs from the clabe-validator README, and one whose first three digits are no bank. */
const VALID_CLABE = '002010077777777771';
const BAD_CHECK_DIGIT = '002010077777777772';
// clabe.calculate(998, 10, 7777777777): a well-formed CLABE of bank code 998, which no bank has. (999, the
// library's "N/A" entry, is accepted by it as a bank.)
const UNKNOWN_BANK = '998010077777777775';

type Entry = {
  company_id: number;
  company_name: string | null;
  friendly_id: string | null;
  founder_email: string | null;
  referral: { id: number; bank_key: string; bank_name: string; status: string; bank_note: string | null };
  information_complete: boolean;
  account: {
    bank_key: string | null;
    bank_name: string;
    account_holder: string;
    clabe: string;
    opened_at: string;
  } | null;
};

const referral = (companyId: number, act: 'sent' | 'declined' | 'opened', payload: object, who = operator) =>
  call(t.app, 'POST', `${BACKOFFICE}/bank-referrals/${companyId}/${act}`, who, payload);

async function queue(): Promise<Entry[]> {
  const res = await call(t.app, 'GET', `${BACKOFFICE}/bank-referrals`, operator);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Entry[] }>().content;
}

async function profile(who: Registered, companyId: number): Promise<Company> {
  const res = await call(t.app, 'GET', `${API}/company/get-company-profile/${companyId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Company }>().content;
}

async function auditOf(companyId: number) {
  const res = await call(t.app, 'GET', `${BACKOFFICE}/audit?company_id=${companyId}`, admin);
  return res.json<{
    content: { items: { action: string; actor_id: number; after: Record<string, unknown> }[] };
  }>().content.items;
}

/** A company whose founder chose a bank (and, when asked, completed the business information). */
async function chosenCompany(options: { complete?: boolean; bank?: string } = {}) {
  const founder = await register(t.app);
  const companyId = await arrangeBankCompany(t.app, founder);
  await chooseBank(t.app, founder, companyId, options.bank ?? 'bbva');
  if (options.complete) {
    const partnerId = await addPartner(t.app, companyId);
    const saved = await saveInformation(
      t.app,
      founder,
      companyId,
      completeInformation(partnerId, { bank_entity: options.bank ?? 'bbva' }),
    );
    expect(saved.complete).toBe(true);
  }
  return { founder, companyId };
}

async function mailTo(founder: Registered) {
  await t.services().jobs.runDueJobs();
  return lastMail(t.app, founder.email);
}

const bankBody = (overrides: Record<string, unknown> = {}) => ({
  key: 'banorte',
  name: 'Banorte',
  clabe_bank_codes: ['072'],
  summary: { es: 'Banco mexicano', en: 'A Mexican bank', zh_cn: '墨西哥银行' },
  requirements: { es: ['Testimonio'], en: ['Certified copy'], zh_cn: ['公证副本'] },
  opening_fee: { cents: 0, currency: 'MXN' },
  monthly_fee: { cents: 250_00, currency: 'MXN' },
  minimum_balance: { cents: 10_000_00, currency: 'MXN' },
  typical_days: 7,
  website: 'https://www.banorte.com/empresas',
  active: true,
  position: 30,
  ...overrides,
});

describe('the Banks queue', () => {
  it('sends a referral only once the business information is complete, and e-mails the founder', async () => {
    const { founder, companyId } = await chosenCompany();
    const entry = (await queue()).find((item) => item.company_id === companyId);
    expect(entry).toMatchObject({
      founder_email: founder.email,
      information_complete: false,
      referral: { bank_key: 'bbva', bank_name: 'BBVA México', status: 'chosen' },
      account: null,
    });

    const incomplete = await referral(companyId, 'sent', {});
    expect(incomplete.statusCode).toBe(409);
    expect(codeOf(incomplete)).toEqual(['company_data_banking']);

    const partnerId = await addPartner(t.app, companyId);
    await saveInformation(t.app, founder, companyId, completeInformation(partnerId));
    const sent = await referral(companyId, 'sent', { note: 'Enviado al ejecutivo de sucursal Reforma' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ content: Entry }>().content).toMatchObject({
      company_id: companyId,
      information_complete: true,
      referral: { status: 'sent', sent_at: clock.now().toISOString(), answered_at: null },
    });
    const [event] = await auditOf(companyId);
    expect(event).toMatchObject({ action: 'bank_referral.send', actor_id: operator.id });
    expect(event?.after).toMatchObject({ note: 'Enviado al ejecutivo de sucursal Reforma' });

    const mail = await mailTo(founder);
    expect(mail?.subject).toBe('Enviamos tu solicitud a BBVA México');
    expect(mail?.text).toContain(`/es/banks/${companyId}/bbva`);

    // The bank has it: the founder no longer changes the bank or says no, and it is not sent twice.
    const again = await referral(companyId, 'sent', {});
    expect(codeOf(again)).toEqual(['bank_referral_already_sent']);
    for (const res of [
      await call(t.app, 'POST', `${API}/banks/company/${companyId}/choose`, founder, {
        bank_key: 'fondeadora',
      }),
      await call(t.app, 'POST', `${API}/banks/company/${companyId}/not-interested`, founder, {}),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toEqual(['bank_referral_already_sent']);
    }
    expect((await profile(founder, companyId)).banking_services).toEqual([
      { id: entry!.referral.id, name: 'BBVA México', status: 'sent' },
    ]);
  });

  it.each([
    ['a CLABE that is not 18 digits', '0020100777777777', 'clabe_invalid'],
    ['a CLABE with letters', '00201007777777777A', 'clabe_invalid'],
    ['a CLABE whose check digit is wrong', BAD_CHECK_DIGIT, 'clabe_invalid_checksum'],
    ['a CLABE of no known bank', UNKNOWN_BANK, 'clabe_unknown_bank'],
  ])('refuses to record %s (400)', async (_what, value, code) => {
    const { companyId } = await chosenCompany({ complete: true });
    expect((await referral(companyId, 'sent', {})).statusCode).toBe(200);
    const res = await referral(companyId, 'opened', {
      clabe: value,
      account_holder: 'Nopal Azul, S.A. de C.V.',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(codeOf(res)).toEqual([code]);
    expect((await queue()).find((item) => item.company_id === companyId)).toMatchObject({
      referral: { status: 'sent' },
      account: null,
    });
  });

  it('records the account the bank opened, with the bank read from the CLABE; the founder sees it and is e-mailed', async () => {
    const { founder, companyId } = await chosenCompany({ complete: true });
    const early = await referral(companyId, 'opened', { clabe: VALID_CLABE, account_holder: 'Nopal Azul' });
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toEqual(['bank_referral_not_sent']);
    await referral(companyId, 'sent', {});

    const opened = await referral(companyId, 'opened', {
      clabe: '002 010 07777777777 1',
      account_holder: 'Nopal Azul Consultores, S.A. de C.V.',
      note: 'Cuenta empresarial Pyme',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const account = {
      bank_key: 'bbva',
      bank_name: 'Banco Nacional de México',
      account_holder: 'Nopal Azul Consultores, S.A. de C.V.',
      clabe: VALID_CLABE,
      opened_at: clock.now().toISOString(),
    };
    expect(opened.json<{ content: Entry }>().content).toMatchObject({
      referral: {
        status: 'opened',
        bank_note: 'Cuenta empresarial Pyme',
        answered_at: clock.now().toISOString(),
      },
      account,
    });

    const seen = await call(t.app, 'GET', `${API}/banks/company/${companyId}`, founder);
    expect(seen.json<{ content: unknown }>().content).toMatchObject({
      referral: { status: 'opened' },
      account,
    });
    const company = await profile(founder, companyId);
    expect(company.banking_services).toEqual([
      { id: expect.any(Number) as number, name: 'BBVA México', status: 'opened' },
    ]);

    const mail = await mailTo(founder);
    expect(mail?.subject).toBe('Tu cuenta en BBVA México está abierta');
    expect(mail?.text).toContain('Nopal Azul Consultores, S.A. de C.V.');
    expect(mail?.text).toContain('002 ••••••••••• 7771');
    expect(mail?.text).not.toContain(VALID_CLABE);
    expect(mail?.text).toContain(`/es/dashboard/${companyId}/bank`);
    expect((await auditOf(companyId))[0]).toMatchObject({
      action: 'bank_referral.open',
      actor_id: operator.id,
    });

    for (const [act, payload] of [
      ['opened', { clabe: VALID_CLABE, account_holder: 'Otra' }],
      ['declined', { note: 'Demasiado tarde' }],
      ['sent', {}],
    ] as const) {
      const res = await referral(companyId, act, payload);
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toEqual(['bank_referral_answered']);
    }
    const refused = await call(t.app, 'POST', `${API}/banks/company/${companyId}/choose`, founder, {
      bank_key: 'fondeadora',
    });
    expect(codeOf(refused)).toEqual(['bank_referral_already_sent']);
  });

  it("names an account whose CLABE is the partner bank's by the catalogue's name, as every other screen does", async () => {
    const { founder, companyId } = await chosenCompany({ complete: true });
    await referral(companyId, 'sent', {});
    // 012 is BBVA's code; the CLABE catalogue calls it "BBVA Bancomer", Forja's catalogue "BBVA México".
    const opened = await referral(companyId, 'opened', {
      clabe: '012180012345678909',
      account_holder: 'Nopal Azul Consultores, S.A. de C.V.',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const seen = await call(t.app, 'GET', `${API}/banks/company/${companyId}`, founder);
    expect(seen.json<{ content: { account: { bank_name: string } } }>().content.account.bank_name).toBe(
      'BBVA México',
    );
  });

  it('names a Fondeadora account whose CLABE is of STP, under which Fondeadora opened accounts, Fondeadora', async () => {
    const { founder, companyId } = await chosenCompany({ complete: true, bank: 'fondeadora' });
    await referral(companyId, 'sent', {});
    // 646 is STP's code, one of Fondeadora's two in the catalogue (699, 646).
    const opened = await referral(companyId, 'opened', {
      clabe: '646180012345678906',
      account_holder: 'Nopal Azul Consultores, S.A. de C.V.',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const seen = await call(t.app, 'GET', `${API}/banks/company/${companyId}`, founder);
    expect(
      seen.json<{ content: { account: { bank_name: string; clabe: string } } }>().content.account,
    ).toMatchObject({
      bank_name: 'Fondeadora',
      clabe: '646180012345678906',
    });
  });

  it("records the bank's refusal with its answer, e-mails it, and the founder may choose again", async () => {
    const { founder, companyId } = await chosenCompany({ complete: true, bank: 'fondeadora' });
    await referral(companyId, 'sent', {});
    const noNote = await referral(companyId, 'declined', {});
    expect(noNote.statusCode).toBe(400);
    const declined = await referral(companyId, 'declined', {
      note: 'El banco pide dos meses de estados de cuenta de los socios.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<{ content: Entry }>().content.referral).toMatchObject({
      status: 'declined',
      bank_note: 'El banco pide dos meses de estados de cuenta de los socios.',
    });
    expect((await profile(founder, companyId)).banking_services[0]).toMatchObject({
      name: 'Fondeadora',
      status: 'declined',
    });

    const mail = await mailTo(founder);
    expect(mail?.subject).toBe(
      'Fondeadora no abrió la cuenta de ' + (await profile(founder, companyId)).name,
    );
    expect(mail?.text).toContain('El banco pide dos meses de estados de cuenta de los socios.');
    expect(mail?.text).toContain(`/es/dashboard/${companyId}/banks`);

    await chooseBank(t.app, founder, companyId, 'bbva');
    expect((await queue()).find((item) => item.company_id === companyId)?.referral).toMatchObject({
      bank_key: 'bbva',
      status: 'chosen',
      bank_note: null,
    });
  });

  it('lists chosen referrals first (oldest first), then sent ones, then answered ones (newest first)', async () => {
    const a = await chosenCompany({ complete: true });
    clock.advance(60_000);
    const b = await chosenCompany({ complete: true });
    clock.advance(60_000);
    const c = await chosenCompany({ complete: true });
    const d = await chosenCompany({ complete: true });
    const e = await chosenCompany();
    await referral(c.companyId, 'sent', {});
    await referral(d.companyId, 'sent', {});
    await referral(a.companyId, 'sent', {});
    await referral(a.companyId, 'declined', { note: 'Sin historial crediticio' });
    clock.advance(60_000);
    await referral(d.companyId, 'opened', { clabe: VALID_CLABE, account_holder: 'Nopal Azul' });
    const ours = [a, b, c, d, e].map((item) => item.companyId);
    const order = (await queue()).map((item) => item.company_id).filter((id) => ours.includes(id));
    expect(order).toEqual([b.companyId, e.companyId, c.companyId, d.companyId, a.companyId]);
  });

  it('answers 409 bank_referral_missing without a choice and 404 for a company that does not exist', async () => {
    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder);
    for (const act of ['sent', 'declined', 'opened'] as const) {
      const payload =
        act === 'opened' ? { clabe: VALID_CLABE, account_holder: 'Nopal Azul' } : { note: 'Nota' };
      const res = await referral(companyId, act, payload);
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toEqual(['bank_referral_missing']);
      const missing = await referral(999_999, act, payload);
      expect(missing.statusCode).toBe(404);
      expect(codeOf(missing)).toEqual(['company_not_found']);
    }
  });
});

describe("Forja's partner-bank catalogue", () => {
  it('adds, edits and deactivates a bank, audited; founders see only the active ones', async () => {
    const before = await call(t.app, 'GET', `${BACKOFFICE}/partner-banks`, operator);
    expect(before.json<{ content: { key: string }[] }>().content.map((bank) => bank.key)).toEqual(
      expect.arrayContaining(['bbva', 'fondeadora']),
    );
    const created = await call(t.app, 'POST', `${BACKOFFICE}/partner-banks`, operator, bankBody());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ content: bankBody() });
    const duplicate = await call(t.app, 'POST', `${BACKOFFICE}/partner-banks`, operator, bankBody());
    expect(duplicate.statusCode).toBe(409);
    expect(codeOf(duplicate)).toEqual(['conflict']);

    const founder = await register(t.app);
    const companyId = await arrangeBankCompany(t.app, founder);
    const offered = async () =>
      (await call(t.app, 'GET', `${API}/banks/company/${companyId}`, founder))
        .json<{ content: { banks: { key: string }[] } }>()
        .content.banks.map((bank) => bank.key);
    expect(await offered()).toEqual(['bbva', 'fondeadora', 'banorte']);

    const edited = await call(
      t.app,
      'PUT',
      `${BACKOFFICE}/partner-banks/banorte`,
      admin,
      bankBody({ name: 'Banorte Empresas', active: false }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ content: { name: 'Banorte Empresas', active: false } });
    expect(await offered()).toEqual(['bbva', 'fondeadora']);
    const listed = await call(t.app, 'GET', `${BACKOFFICE}/partner-banks`, operator);
    expect(listed.json<{ content: { key: string; active: boolean }[] }>().content).toContainEqual(
      expect.objectContaining({ key: 'banorte', active: false }),
    );

    const audit = await call(t.app, 'GET', `${BACKOFFICE}/audit?actor_id=${admin.id}`, admin);
    expect(audit.json<{ content: { items: { action: string }[] } }>().content.items[0]?.action).toBe(
      'partner_bank.deactivate',
    );
    const created_by = await call(t.app, 'GET', `${BACKOFFICE}/audit?actor_id=${operator.id}`, admin);
    expect(
      created_by.json<{ content: { items: { action: string }[] } }>().content.items.map((i) => i.action),
    ).toContain('partner_bank.create');
  });

  it('refuses a key that differs from the path, an unknown bank and malformed texts', async () => {
    const other = await call(
      t.app,
      'PUT',
      `${BACKOFFICE}/partner-banks/bbva`,
      operator,
      bankBody({ key: 'bbva_mx' }),
    );
    expect(other.statusCode).toBe(400);
    expect(codeOf(other)).toEqual(['invalid_request']);
    const unknown = await call(
      t.app,
      'PUT',
      `${BACKOFFICE}/partner-banks/banco_nuevo`,
      operator,
      bankBody({ key: 'banco_nuevo' }),
    );
    expect(unknown.statusCode).toBe(404);
    for (const overrides of [
      { key: 'Banorte MX' },
      { clabe_bank_codes: ['72'] },
      { clabe_bank_codes: [] },
      { clabe_bank_codes: ['072', '072'] },
      { summary: { es: 'Solo español' } },
      { requirements: { es: [], en: [], zh_cn: [] } },
      { website: 'banorte' },
      { opening_fee: { cents: 1.5, currency: 'MXN' } },
    ]) {
      const res = await call(
        t.app,
        'POST',
        `${BACKOFFICE}/partner-banks`,
        operator,
        bankBody({ key: 'banco_b', ...overrides }),
      );
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
  });
});

describe('the back office bank routes', () => {
  it('answer 404 to anyone but staff, and staff after a pause must confirm their password', async () => {
    const { founder, companyId } = await chosenCompany();
    const expiring = await registerStaff(t.app, 'operator');
    const nothing = await call(t.app, 'GET', `${BACKOFFICE}/nothing-here`, founder);
    const attempts = (who: { access: string } | null) => [
      call(t.app, 'GET', `${BACKOFFICE}/partner-banks`, who),
      call(t.app, 'GET', `${BACKOFFICE}/bank-referrals`, who),
      call(t.app, 'POST', `${BACKOFFICE}/partner-banks`, who, bankBody({ key: 'banco_c' })),
      call(t.app, 'PUT', `${BACKOFFICE}/partner-banks/bbva`, who, bankBody({ key: 'bbva' })),
      call(t.app, 'POST', `${BACKOFFICE}/bank-referrals/${companyId}/sent`, who, {}),
      call(t.app, 'POST', `${BACKOFFICE}/bank-referrals/${companyId}/declined`, who, { note: 'No' }),
      call(t.app, 'POST', `${BACKOFFICE}/bank-referrals/${companyId}/opened`, who, {
        clabe: VALID_CLABE,
        account_holder: 'Nopal Azul',
      }),
    ];
    for (const who of [null, founder]) {
      for (const res of await Promise.all(attempts(who))) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(nothing.json());
      }
    }
    clock.advance(16 * 60_000);
    const renewed = await refreshSession(t.app, expiring);
    const [banks, referrals, ...acts] = await Promise.all(attempts(renewed));
    expect(banks?.statusCode).toBe(200);
    expect(referrals?.statusCode).toBe(200);
    for (const res of acts) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ['recent_sign_in_required'] });
    }
  });
});

describe("the founder's bank e-mails", () => {
  it.each(['es', 'en', 'zh_cn'] as const)('are written in %s, the CLABE masked', async (language) => {
    const base = { language, name: 'Ana', companyName: 'Nopal Azul', bankName: 'BBVA México' };
    const link = 'https://forja.example/x';
    const mails = await Promise.all([
      bankReferralSentEmail({ ...base, link }),
      bankAccountOpenedEmail({
        ...base,
        link,
        accountHolder: 'Nopal Azul',
        maskedClabe: maskClabe(VALID_CLABE),
      }),
      bankReferralDeclinedEmail({ ...base, link, note: 'Faltan estados de cuenta' }),
    ]);
    for (const mail of mails) {
      expect(mail.subject).toContain('BBVA México');
      expect(mail.text).toContain(link);
      expect(mail.text).not.toContain(VALID_CLABE);
    }
    expect(mails[1]?.text).toContain('002 ••••••••••• 7771');
    expect(mails[2]?.text).toContain('Faltan estados de cuenta');
  });
});
