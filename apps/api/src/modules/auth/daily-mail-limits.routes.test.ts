import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, uniqueEmail, type Registered } from '../../test/accounts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { DAILY_MAIL_LIMITS } from './daily-mail-limits';

const DAY_MS = 86_400_000;
const clock = testClock(new Date('2026-11-22T00:00:00Z'));
let t: TestApp;
let ana: Registered;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  ana = await register(t.app);
});
afterAll(() => t.close());

async function newCompany(): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(ana.access),
    payload: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Límites ${Date.now()}${Math.random()}`, priority: 1 }],
      legal_representation: false,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { id: number } }>().content.id;
}

/** Mail the dev outbox holds for an address. */
async function mailCount(to: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return res.json<{ content: unknown[] }>().content.length;
}

/** The access token after the test clock moved on (access tokens last 15 minutes). */
async function freshAccess(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/user/refresh',
    headers: bearer(ana.refresh),
  });
  expect(res.statusCode, res.body).toBe(200);
  const pair = res.json<{ content: { access_token: string; refresh_token: string } }>().content;
  ana = { ...ana, access: pair.access_token, refresh: pair.refresh_token };
  return pair.access_token;
}

describe('document reminders (alert-document)', () => {
  const remind = (companyId: number, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v3/alert-document',
      headers: bearer(ana.access),
      payload: { company_id: companyId, type: 'CSF_company', email },
    });

  it('e-mail one recipient a few times a day, then answer daily_limit_exceeded until the next day', async () => {
    const companyId = await newCompany();
    const to = uniqueEmail('contador');
    for (let i = 0; i < DAILY_MAIL_LIMITS.documentRemindersPerRecipient; i += 1) {
      expect((await remind(companyId, to)).statusCode).toBe(200);
    }
    const refused = await remind(companyId, to.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ['daily_limit_exceeded'] });
    expect(await mailCount(to)).toBe(DAILY_MAIL_LIMITS.documentRemindersPerRecipient);

    // Other recipients are not affected.
    expect((await remind(companyId, uniqueEmail('otro'))).statusCode).toBe(200);

    clock.advance(DAY_MS);
    await freshAccess();
    expect((await remind(companyId, to)).statusCode).toBe(200);
  });

  it('limit what one company sends in a day, whoever the recipients', async () => {
    const companyId = await newCompany();
    for (let i = 0; i < DAILY_MAIL_LIMITS.documentRemindersPerCompany; i += 1) {
      expect((await remind(companyId, uniqueEmail(`r${i}`))).statusCode).toBe(200);
    }
    const last = uniqueEmail('ultimo');
    const refused = await remind(companyId, last);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ['daily_limit_exceeded'] });
    expect(await mailCount(last)).toBe(0);
  });
});

describe('partner invitations (partners/send-invitations)', () => {
  const invite = (companyId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v3/partners/send-invitations/${companyId}`,
      headers: bearer(ana.access),
    });

  /** A company whose cap table has the owner plus `count` partners with an e-mail. */
  async function companyWithPartners(count: number): Promise<{ companyId: number; emails: string[] }> {
    const companyId = await newCompany();
    const emails = Array.from({ length: count }, (_, i) => uniqueEmail(`socio${i}`));
    // Whole percentages that add up to 100: the owner keeps the rest.
    const each = Math.floor(90 / count);
    const partners = [
      {
        name: 'Ana',
        email: ana.email,
        nationalities: ['MX'],
        shares: [{ series: 'A', percentage: 100 - each * count }],
      },
      ...emails.map((email, i) => ({
        name: `Socio ${i}`,
        email,
        nationalities: ['MX'],
        shares: [{ series: 'A', percentage: each }],
      })),
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/add-partners/company/${companyId}`,
      headers: bearer(ana.access),
      payload: { partners },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { companyId, emails };
  }

  it('invite one partner a few times a day, then answer daily_limit_exceeded until the next day', async () => {
    const { companyId, emails } = await companyWithPartners(1);
    const [luis = ''] = emails;
    for (let i = 0; i < DAILY_MAIL_LIMITS.invitationsPerRecipient; i += 1) {
      expect((await invite(companyId)).statusCode).toBe(200);
    }
    const refused = await invite(companyId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ['daily_limit_exceeded'] });
    expect(await mailCount(luis)).toBe(DAILY_MAIL_LIMITS.invitationsPerRecipient);

    clock.advance(DAY_MS);
    await freshAccess();
    expect((await invite(companyId)).statusCode).toBe(200);
  });

  it('limit how many invitations one company sends in a day, and send none of a call over it', async () => {
    // More partners than the company may invite a day in one go, in as many calls as each may be invited.
    const count =
      Math.floor(DAILY_MAIL_LIMITS.invitationsPerCompany / DAILY_MAIL_LIMITS.invitationsPerRecipient) + 1;
    const { companyId, emails } = await companyWithPartners(count);
    let sent = 0;
    while (sent + count <= DAILY_MAIL_LIMITS.invitationsPerCompany) {
      expect((await invite(companyId)).statusCode).toBe(200);
      sent += count;
    }
    const refused = await invite(companyId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ['daily_limit_exceeded'] });
    const counts = await Promise.all(emails.map(mailCount));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(sent);
  });
});
