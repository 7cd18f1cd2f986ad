import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conflict } from '../../http/errors';
import { hashSecret, newOpaqueToken } from '../auth/tokens';
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

/** Invitation links: one live link per partner, spent for good once the partner joins, and only for them. */

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

type Partner = { id: number; email: string | null };

/** Ana's new company with Ana (60 %) and an invitable partner (40 %) whose e-mail is `email`. */
async function companyWith(email: string | null) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(ana.access),
    payload: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Invitaciones ${Date.now()}${Math.random()}`, priority: 1 }],
      legal_representation: false,
    },
  });
  const companyId = created.json<{ content: { id: number } }>().content.id;
  const saved = await saveCapTable(companyId, email);
  return { companyId, partnerId: saved[1]?.id ?? 0, anaPartnerId: saved[0]?.id ?? 0 };
}

async function saveCapTable(companyId: number, email: string | null, ids: number[] = []) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/add-partners/company/${companyId}`,
    headers: bearer(ana.access),
    payload: {
      partners: [
        {
          ...(ids[0] ? { id: ids[0] } : {}),
          name: 'Ana',
          email: ana.email,
          nationalities: ['MX'],
          shares: [{ series: 'A', percentage: 60 }],
        },
        {
          ...(ids[1] ? { id: ids[1] } : {}),
          name: 'Luis',
          email,
          nationalities: ['MX'],
          shares: [{ series: 'A', percentage: 40 }],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { partners: Partner[] } }>().content.partners;
}

/** Sends the company's invitations and answers the token of the link e-mailed to `email`. */
async function invite(companyId: number, email: string): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/v3/partners/send-invitations/${companyId}`,
    headers: bearer(ana.access),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const link = /https?:\/\/\S+/.exec((await lastMail(t.app, email))?.text ?? '')?.[0] ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}

/** A link issued before links were replaced: a second live token of the partner, straight in the table. */
async function olderLink(partnerId: number): Promise<string> {
  const { token } = newOpaqueToken();
  const now = clock.now();
  await t.services().partnersRepository.insertInvitation({
    partner_id: partnerId,
    token_hash: hashSecret(token),
    expires_at: new Date(now.getTime() + 14 * 86_400_000),
    created_at: now,
  });
  return token;
}

const readByToken = (partnerId: number, companyId: number, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v3/only-partner/${partnerId}/company/${companyId}`,
    headers: { 'x-invitation-token': token },
  });

const attach = (who: Registered, partnerId: number, companyId: number, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/attach-partner-with-company-by-invitation/partner/${partnerId}`,
    headers: bearer(who.access),
    payload: { company_id: companyId, invitation: token },
  });

const createByPartner = (partnerId: number, companyId: number, token: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/user/create-by-partner/${partnerId}`,
    payload: {
      email,
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

type Seat = { id: number; email: string | null; user_id: number | null; invitation_accepted: boolean };

/** The company's partners as `who` reads them (the founder unless told otherwise). */
async function cohortOf(companyId: number, access = ana.access) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/partners/company/${companyId}`,
    headers: bearer(access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { partners: Seat[] } }>().content.partners;
}

describe('invitation links', () => {
  it('spends the earlier link when a new invitation is sent', async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId } = await companyWith(email);
    const first = await invite(companyId, email);
    const second = await invite(companyId, email);
    expect(second).not.toBe(first);
    expect((await readByToken(partnerId, companyId, first)).json()).toEqual({ message: ['token_not_found'] });
    const read = await readByToken(partnerId, companyId, second);
    expect(read.statusCode, read.body).toBe(200);
    // The partner and their company's society type (what they will need to sign depends on it) and name, as
    // the invitation e-mail gives it.
    expect(
      read.json<{ content: { id: number; company_type: string; company_name: string } }>().content,
    ).toMatchObject({
      id: partnerId,
      company_type: 'sa',
      company_name: 'Nopal Azul',
    });
  });

  it('spends every other link of the partner once one is accepted: no data, no seat', async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId } = await companyWith(email);
    const token = await invite(companyId, email);
    const older = await olderLink(partnerId);
    const joined = await createByPartner(partnerId, companyId, token, email);
    expect(joined.statusCode, joined.body).toBe(200);

    expect((await readByToken(partnerId, companyId, older)).json()).toEqual({ message: ['token_not_found'] });
    const seat = await attach(beto, partnerId, companyId, older);
    expect(seat.statusCode).toBe(404);
    expect(seat.json()).toEqual({ message: ['token_not_found'] });
    const partnerData = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-partner/${partnerId}`,
      headers: { 'x-invitation-token': older },
      payload: { name: 'Otro' },
    });
    expect(partnerData.statusCode).toBe(404);
  });

  it('refuses a link of a partner who has already joined, even one never marked as spent', async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId } = await companyWith(email);
    const token = await invite(companyId, email);
    expect((await createByPartner(partnerId, companyId, token, email)).statusCode).toBe(200);
    // A link left live by an earlier version, issued after nothing: the partner's seat is taken.
    const leftover = await olderLink(partnerId);
    expect((await readByToken(partnerId, companyId, leftover)).json()).toEqual({
      message: ['token_not_found'],
    });
    expect((await attach(beto, partnerId, companyId, leftover)).statusCode).toBe(404);
  });

  it('links an account only when its e-mail is the invited one; the link stays for the partner', async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId } = await companyWith(email);
    const token = await invite(companyId, email);

    const stranger = await attach(beto, partnerId, companyId, token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: ['token_does_not_match'] });
    expect((await cohortOf(companyId)).find((p) => p.id === partnerId)?.invitation_accepted).toBe(false);

    const luis = await register(t.app, email.toUpperCase());
    const linked = await attach(luis, partnerId, companyId, token);
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await cohortOf(companyId)).find((p) => p.id === partnerId)?.invitation_accepted).toBe(true);
  });

  it('does not register an account through the link of a partner without an e-mail', async () => {
    const { companyId, partnerId } = await companyWith(null);
    const token = await olderLink(partnerId);
    const intruder = uniqueEmail('intruso');
    const res = await createByPartner(partnerId, companyId, token, intruder);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ['token_does_not_match'] });
    expect((await cohortOf(companyId)).find((p) => p.id === partnerId)?.invitation_accepted).toBe(false);
  });

  it("spends the partner's links when the founder changes the partner's e-mail", async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId, anaPartnerId } = await companyWith(email);
    const token = await invite(companyId, email);
    await saveCapTable(companyId, uniqueEmail('luis.nuevo'), [anaPartnerId, partnerId]);
    expect((await readByToken(partnerId, companyId, token)).json()).toEqual({ message: ['token_not_found'] });
  });
});

/** The partner accepts the terms on their own screen, through their link: joining records that consent. */
async function acceptTermsByLink(partnerId: number, token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/partner-complements/${partnerId}`,
    headers: { 'x-invitation-token': token },
    payload: {
      accept_terms_conditions: true,
      rfc: 'GODE561231GR8',
      curp: 'BOXW310820HNERXN09',
      civil_status: 'soltero',
      birthplace: 'Puebla',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('create-by-partner: the account and the seat together, or neither', () => {
  it("leaves no account and no seat when the partner's consent cannot be recorded, and answers its code", async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId } = await companyWith(email);
    const token = await invite(companyId, email);
    await acceptTermsByLink(partnerId, token);

    const failing = vi.spyOn(t.services().consents, 'recordInvitation').mockRejectedValueOnce(conflict());
    const res = await createByPartner(partnerId, companyId, token, email);
    expect(failing).toHaveBeenCalledTimes(1);
    failing.mockRestore();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['conflict'] });
    expect(await t.services().usersRepository.findByEmail(email)).toBeNull();
    expect(await t.services().partnersRepository.findById(partnerId)).toMatchObject({
      user_id: null,
      invitation_accepted: false,
    });

    // Nothing was half done: the same link still creates the account and gives it the seat.
    const retry = await createByPartner(partnerId, companyId, token, email);
    expect(retry.statusCode, retry.body).toBe(200);
    const luis = await t.services().usersRepository.findByEmail(email);
    expect(luis).toMatchObject({ is_confirmed: true });
    expect(await t.services().partnersRepository.findById(partnerId)).toMatchObject({
      user_id: luis?.id,
      invitation_accepted: true,
    });
  });

  it('leaves no account when the link is taken by another request meanwhile', async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId } = await companyWith(email);
    const token = await invite(companyId, email);

    // The link passes its check, then another request uses it before this one does.
    const taken = vi.spyOn(t.services().partnersRepository, 'useInvitation').mockResolvedValueOnce(false);
    const res = await createByPartner(partnerId, companyId, token, email);
    expect(taken).toHaveBeenCalledTimes(1);
    taken.mockRestore();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ['token_not_found'] });
    expect(await t.services().usersRepository.findByEmail(email)).toBeNull();
    expect(await t.services().partnersRepository.findById(partnerId)).toMatchObject({ user_id: null });
  });
});

describe('attach by invitation: the seat and the consent together, or neither', () => {
  it("keeps the seat free when the partner's consent cannot be recorded", async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId } = await companyWith(email);
    const token = await invite(companyId, email);
    await acceptTermsByLink(partnerId, token);
    const luis = await register(t.app, email);

    const failing = vi.spyOn(t.services().consents, 'recordInvitation').mockRejectedValueOnce(conflict());
    const res = await attach(luis, partnerId, companyId, token);
    expect(failing).toHaveBeenCalledTimes(1);
    failing.mockRestore();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['conflict'] });
    expect(await t.services().partnersRepository.findById(partnerId)).toMatchObject({
      user_id: null,
      invitation_accepted: false,
    });
    expect((await attach(luis, partnerId, companyId, token)).statusCode).toBe(200);
  });
});

describe("partner-complements: the partner's data and their consent together, or neither", () => {
  it("keeps the former data when the partner's consent cannot be recorded, and answers its code", async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId } = await companyWith(email);
    const token = await invite(companyId, email);
    const joined = await createByPartner(partnerId, companyId, token, email);
    expect(joined.statusCode, joined.body).toBe(200);
    const luis = joined.json<{ content: { access_token: string } }>().content.access_token;
    const complements = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/partner-complements/${partnerId}`,
        headers: bearer(luis),
        payload: {
          accept_terms_conditions: true,
          rfc: 'GODE561231GR8',
          curp: 'BOXW310820HNERXN09',
          civil_status: 'soltero',
          birthplace: 'Puebla',
        },
      });

    const failing = vi.spyOn(t.services().consents, 'recordInvitation').mockRejectedValueOnce(conflict());
    const res = await complements();
    expect(failing).toHaveBeenCalledTimes(1);
    failing.mockRestore();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['conflict'] });
    expect(await t.services().partnersRepository.findById(partnerId)).toMatchObject({
      rfc: null,
      curp: null,
      accept_terms_conditions: false,
    });

    expect((await complements()).statusCode).toBe(200);
    expect(await t.services().partnersRepository.findById(partnerId)).toMatchObject({
      rfc: 'GODE561231GR8',
      accept_terms_conditions: true,
    });
  });
});

describe('partner/exists', () => {
  const exists = (who: Registered, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v3/partner/exists',
      headers: bearer(who.access),
      payload: { email },
    });

  it("answers only about the partners of the caller's own companies", async () => {
    const email = uniqueEmail('luis');
    await companyWith(email);
    expect((await exists(ana, email.toUpperCase())).json()).toEqual({ content: { exists: true } });
    expect((await exists(beto, email)).json()).toEqual({ content: { exists: false } });
  });
});

describe("the founder's own partner", () => {
  /** Luis takes his seat by his link; answers his access token. */
  async function luisJoins(companyId: number, partnerId: number, email: string) {
    const token = await invite(companyId, email);
    const joined = await createByPartner(partnerId, companyId, token, email);
    expect(joined.statusCode, joined.body).toBe(200);
    return joined.json<{ content: { access_token: string } }>().content.access_token;
  }

  it('has joined, with her account, for the co-partner who reads the partners and the company', async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId, anaPartnerId } = await companyWith(email);
    const luis = await luisJoins(companyId, partnerId, email);

    const seen = (await cohortOf(companyId, luis)).find((p) => p.id === anaPartnerId);
    expect(seen).toMatchObject({ email: ana.email, user_id: ana.id, invitation_accepted: true });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(luis),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(
      profile.json<{ content: { partners: Seat[] } }>().content.partners.find((p) => p.id === anaPartnerId),
    ).toMatchObject({ user_id: ana.id, invitation_accepted: true });
  });

  it('is never invited: the invitations go to the others only', async () => {
    const email = uniqueEmail('luis');
    const { companyId } = await companyWith(email);
    const before = (await lastMail(t.app, ana.email))?.text;
    await invite(companyId, email);
    expect((await lastMail(t.app, ana.email))?.text).toBe(before);
    // Everyone else joined or has no address: nobody to invite, the founder least of all.
    const { companyId: alone } = await companyWith(null);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partners/send-invitations/${alone}`,
      headers: bearer(ana.access),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ['partner_without_mail'] });
  });

  it('has joined when she adds herself as one partner, in any case of her e-mail, on one row only', async () => {
    const { companyId, anaPartnerId } = await companyWith(uniqueEmail('luis'));
    // A company whose cap table does not have her yet.
    await t.services().partnersRepository.delete(anaPartnerId);
    const addAna = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/partner-basic/company/${companyId}`,
        headers: bearer(ana.access),
        payload: { name: 'Ana', email: ` ${ana.email.toUpperCase()} `, nationalities: ['MX'] },
      });
    const added = await addAna();
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<{ content: Seat }>().content).toMatchObject({
      user_id: ana.id,
      invitation_accepted: true,
    });
    // A second row with her address by mistake is not a second seat of hers.
    const twice = await addAna();
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json<{ content: Seat }>().content).toMatchObject({
      user_id: null,
      invitation_accepted: false,
    });
  });

  it("is no longer hers once her row gets someone else's address, who can then be invited", async () => {
    const { companyId, partnerId, anaPartnerId } = await companyWith(null);
    const sofia = uniqueEmail('sofia');
    const [first] = await saveCapTableWithFirst(companyId, sofia, [anaPartnerId, partnerId]);
    expect(first).toMatchObject({ email: sofia, user_id: null, invitation_accepted: false });
    const token = await invite(companyId, sofia);
    expect(token).not.toBe('');
    // Her address back on the row: hers again, and the link sent to Sofía opens nothing.
    const [again] = await saveCapTableWithFirst(companyId, ana.email, [anaPartnerId, partnerId]);
    expect(again).toMatchObject({ user_id: ana.id, invitation_accepted: true });
    expect((await readByToken(anaPartnerId, companyId, token)).statusCode).toBe(404);
  });

  it('is seated by the migration in a company saved before, with the link of any invitation spent', async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId, anaPartnerId } = await companyWith(email);
    const luis = await luisJoins(companyId, partnerId, email);
    // As every founder's row was before: no account, not joined, and a live link left over.
    await t.services().partnersRepository.update(anaPartnerId, { user_id: null, invitation_accepted: false });
    const leftover = await olderLink(anaPartnerId);
    expect((await cohortOf(companyId, luis)).find((p) => p.id === anaPartnerId)).toMatchObject({
      invitation_accepted: false,
    });

    const migration = readFileSync(
      new URL('../../../drizzle/0023_founder_partner_seat.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement));

    expect((await cohortOf(companyId, luis)).find((p) => p.id === anaPartnerId)).toMatchObject({
      user_id: ana.id,
      invitation_accepted: true,
    });
    expect((await cohortOf(companyId, luis)).find((p) => p.id === partnerId)).toMatchObject({
      user_id: expect.any(Number) as number,
      invitation_accepted: true,
    });
    expect((await readByToken(anaPartnerId, companyId, leftover)).statusCode).toBe(404);
  });
});

/** Saves the cap table with `email` on its first row (the founder's) and Luis without one on the second. */
async function saveCapTableWithFirst(companyId: number, email: string, ids: number[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/add-partners/company/${companyId}`,
    headers: bearer(ana.access),
    payload: {
      partners: [
        { id: ids[0], name: 'Ana', email, nationalities: ['MX'], shares: [{ series: 'A', percentage: 60 }] },
        { id: ids[1], name: 'Luis', nationalities: ['MX'], shares: [{ series: 'A', percentage: 40 }] },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { partners: Seat[] } }>().content.partners;
}

describe('the language of an invitation', () => {
  const send = (companyId: number, body?: Record<string, unknown>, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v3/partners/send-invitations/${companyId}`,
      headers: { ...bearer(ana.access), 'x-language': language },
      ...(body === undefined ? {} : { payload: body }),
    });
  const linkOf = async (email: string) =>
    new URL(/https?:\/\/\S+/.exec((await lastMail(t.app, email))?.text ?? '')?.[0] ?? 'http://none');

  it("is the one the founder chose for the partner: texts and link; remembered for the next sending and the partner's e-mails", async () => {
    const email = uniqueEmail('li');
    const { companyId, partnerId } = await companyWith(email);
    const sent = await send(companyId, { languages: [{ partner_id: partnerId, language: 'zh_cn' }] });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await lastMail(t.app, email);
    expect(mail?.subject).toBe('您被邀请成为 Nopal Azul 的合伙人');
    const link = await linkOf(email);
    expect(link.pathname).toBe('/zh_cn/invited');
    expect(link.searchParams.get('partner')).toBe(String(partnerId));
    const cohort = await t.app.inject({
      method: 'GET',
      url: `/api/v3/partners/company/${companyId}`,
      headers: bearer(ana.access),
    });
    const seats = cohort.json<{ content: { partners: { id: number; language: string | null }[] } }>();
    expect(seats.content.partners.find((row) => row.id === partnerId)?.language).toBe('zh_cn');

    // Sent again without a choice (a reminder), from a page in Spanish: still in Chinese.
    expect((await send(companyId, undefined, 'es')).statusCode).toBe(200);
    expect((await lastMail(t.app, email))?.subject).toBe('您被邀请成为 Nopal Azul 的合伙人');
    expect((await linkOf(email)).pathname).toBe('/zh_cn/invited');
  });

  it("is the founder's page language when nobody chose one", async () => {
    const email = uniqueEmail('luis');
    const { companyId } = await companyWith(email);
    expect((await send(companyId)).statusCode).toBe(200);
    expect((await lastMail(t.app, email))?.subject).toBe("You're invited as a partner of Nopal Azul");
    expect((await linkOf(email)).pathname).toBe('/en/invited');
  });

  it('refuses a language the app does not speak', async () => {
    const email = uniqueEmail('luis');
    const { companyId, partnerId } = await companyWith(email);
    const res = await send(companyId, { languages: [{ partner_id: partnerId, language: 'fr' }] });
    expect(res.statusCode).toBe(400);
  });
});
