import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conflict } from '../../http/errors';
import { newOpaqueToken } from '../auth/tokens';
import {
  PASSWORD,
  bearer,
  lastMail,
  register,
  registerUnconfirmed,
  uniqueEmail,
  type Registered,
  SIGN_UP_CONSENT,
} from '../../test/accounts';
import { startGoogleIssuer, type GoogleAccount, type TestGoogleIssuer } from '../../test/google-issuer';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * `POST user/create-by-partner/google/{id}`: the invited partner takes their seat with Google. The Google
 * account's e-mail must be the invited one; the issuer is a real local OpenID Connect provider.
 */

let issuer: TestGoogleIssuer;
let t: TestApp;
let ana: Registered;

beforeAll(async () => {
  issuer = await startGoogleIssuer();
  t = await createTestApp(issuer.env);
  ana = await register(t.app);
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

let lastSubject = 0;
/** A Google account known to the issuer, with a fresh subject. */
function googleAccount(email: string, account: Partial<GoogleAccount> = {}): string {
  const sub = `2098765432${++lastSubject}`;
  issuer.accounts.set(sub, {
    email,
    email_verified: true,
    given_name: 'Luis',
    family_name: 'Pérez',
    ...account,
  });
  return sub;
}

/** Ana's new company with Ana (60 %) and Luis (40 %, e-mail `email`); answers the ids. */
async function companyWith(email: string | null) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(ana.access),
    payload: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Google ${Date.now()}${Math.random()}`, priority: 1 }],
      legal_representation: false,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const companyId = created.json<{ content: { id: number } }>().content.id;
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/v3/add-partners/company/${companyId}`,
    headers: bearer(ana.access),
    payload: {
      partners: [
        { name: 'Ana', email: ana.email, nationalities: ['MX'], shares: [{ series: 'A', percentage: 60 }] },
        { name: 'Luis', email, nationalities: ['MX'], shares: [{ series: 'A', percentage: 40 }] },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const partners = saved.json<{ content: { partners: { id: number }[] } }>().content.partners;
  return { companyId, partnerId: partners[1]?.id ?? 0 };
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

/** Luis, invited by e-mail to a new company of Ana's. */
async function invitedLuis() {
  const email = uniqueEmail('luis');
  const { companyId, partnerId } = await companyWith(email);
  const token = await invite(companyId, email);
  return { email, companyId, partnerId, token };
}

let lastIp = 0;
const nextIp = () => `10.2.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

const createByPartnerGoogle = (
  partnerId: number,
  body: { id_token: string; company_id: number; token: string } & Record<string, unknown>,
  app = t.app,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/user/create-by-partner/google/${partnerId}`,
    remoteAddress: nextIp(),
    payload: { phone: '55 8765 4321', phone_country_code: '52', language: 'es', ...SIGN_UP_CONSENT, ...body },
  });

async function profileOf(access: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v3/user/profile', headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Record<string, unknown> }>().content;
}

async function partnerOf(companyId: number, partnerId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/partners/company/${companyId}`,
    headers: bearer(ana.access),
  });
  const partners = res.json<{ content: { partners: { id: number; invitation_accepted: boolean }[] } }>()
    .content.partners;
  return partners.find((partner) => partner.id === partnerId);
}

const tokensOf = (res: { json: <T>() => T }) => res.json<{ content: { access_token: string } }>().content;

const readByToken = (partnerId: number, companyId: number, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v3/only-partner/${partnerId}/company/${companyId}`,
    headers: { 'x-invitation-token': token },
  });

describe('user/create-by-partner/google', () => {
  it('creates a confirmed, password-less account from the Google account and gives it the seat', async () => {
    const luis = await invitedLuis();
    const sub = googleAccount(luis.email.toUpperCase());
    const res = await createByPartnerGoogle(luis.partnerId, {
      id_token: await issuer.signIn(sub),
      company_id: luis.companyId,
      token: luis.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const access = tokensOf(res).access_token;
    expect(await profileOf(access)).toMatchObject({
      email: luis.email.toUpperCase(),
      is_confirmed: true,
      first_names: 'Luis',
      last_names: 'Pérez',
      phone: '5587654321',
    });
    expect((await partnerOf(luis.companyId, luis.partnerId))?.invitation_accepted).toBe(true);
    // The seat is Luis's account now: he reads his partner data with his session, the link is spent.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v3/only-partner/${luis.partnerId}/company/${luis.companyId}`,
      headers: bearer(access),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await readByToken(luis.partnerId, luis.companyId, luis.token)).json()).toEqual({
      message: ['token_not_found'],
    });
    // Signed in with Google from now on, not with a password.
    const withGoogle = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login-google',
      remoteAddress: nextIp(),
      payload: { id_token: await issuer.signIn(sub) },
    });
    expect(withGoogle.statusCode, withGoogle.body).toBe(200);
    const withPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      remoteAddress: nextIp(),
      payload: { email: luis.email, password: PASSWORD },
    });
    expect(withPassword.json()).toEqual({ message: ['bad_credentials'] });
  });

  it('links the account that already has the invited e-mail, confirms it and gives it the seat', async () => {
    const luis = await invitedLuis();
    const account = await registerUnconfirmed(t.app, luis.email, nextIp());
    const res = await createByPartnerGoogle(luis.partnerId, {
      id_token: await issuer.signIn(googleAccount(luis.email)),
      company_id: luis.companyId,
      token: luis.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOf(tokensOf(res).access_token)).toMatchObject({
      id: account.id,
      email: luis.email,
      is_confirmed: true,
      // The account's own data stays.
      first_names: 'Ana',
      phone: '5512345678',
    });
    expect((await partnerOf(luis.companyId, luis.partnerId))?.invitation_accepted).toBe(true);
  });

  it("creates no account, links none and takes no seat when the partner's consent cannot be recorded", async () => {
    for (const existing of [false, true]) {
      const luis = await invitedLuis();
      const account = existing ? await registerUnconfirmed(t.app, luis.email, nextIp()) : null;
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/v3/partner-complements/${luis.partnerId}`,
        headers: { 'x-invitation-token': luis.token },
        payload: {
          accept_terms_conditions: true,
          rfc: 'GODE561231GR8',
          curp: 'BOXW310820HNERXN09',
          civil_status: 'soltero',
          birthplace: 'Puebla',
        },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const body = {
        id_token: await issuer.signIn(googleAccount(luis.email)),
        company_id: luis.companyId,
        token: luis.token,
      };

      const failing = vi.spyOn(t.services().consents, 'recordInvitation').mockRejectedValueOnce(conflict());
      const res = await createByPartnerGoogle(luis.partnerId, body);
      expect(failing).toHaveBeenCalledTimes(1);
      failing.mockRestore();
      expect(res.statusCode, `existing: ${existing}`).toBe(409);
      expect(res.json()).toEqual({ message: ['conflict'] });
      const user = await t.services().usersRepository.findByEmail(luis.email);
      if (account) expect(user).toMatchObject({ id: account.id, google_subject: null, is_confirmed: false });
      else expect(user).toBeNull();
      expect((await partnerOf(luis.companyId, luis.partnerId))?.invitation_accepted).toBe(false);

      const retry = await createByPartnerGoogle(luis.partnerId, body);
      expect(retry.statusCode, retry.body).toBe(200);
      expect((await partnerOf(luis.companyId, luis.partnerId))?.invitation_accepted).toBe(true);
    }
  });

  it('refuses a Google account with another e-mail, and creates no account', async () => {
    const luis = await invitedLuis();
    const sub = googleAccount(uniqueEmail('otro'));
    const res = await createByPartnerGoogle(luis.partnerId, {
      id_token: await issuer.signIn(sub),
      company_id: luis.companyId,
      token: luis.token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ['google_email_not_invited'] });
    expect((await partnerOf(luis.companyId, luis.partnerId))?.invitation_accepted).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login-google',
      remoteAddress: nextIp(),
      payload: { id_token: await issuer.signIn(sub) },
    });
    expect(login.json()).toEqual({ message: ['google_account_not_registered'] });
    // The link still works for Luis.
    expect((await readByToken(luis.partnerId, luis.companyId, luis.token)).statusCode).toBe(200);
  });

  it('needs a live invitation of that partner and company', async () => {
    const luis = await invitedLuis();
    const idToken = await issuer.signIn(googleAccount(luis.email));
    const cases: [Record<string, unknown>, number, number, string][] = [
      [{ token: 'not-a-token-of-anyone' }, luis.partnerId, 404, 'token_not_found'],
      [{ company_id: luis.companyId + 1000 }, luis.partnerId, 400, 'token_does_not_match'],
      [{}, luis.partnerId + 1000, 400, 'token_does_not_match'],
    ];
    for (const [change, partnerId, status, code] of cases) {
      const res = await createByPartnerGoogle(partnerId, {
        id_token: idToken,
        company_id: luis.companyId,
        token: luis.token,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json()).toEqual({ message: [code] });
    }
    expect((await partnerOf(luis.companyId, luis.partnerId))?.invitation_accepted).toBe(false);
  });

  it('refuses a seat that was already taken', async () => {
    const luis = await invitedLuis();
    const idToken = await issuer.signIn(googleAccount(luis.email));
    const body = { id_token: idToken, company_id: luis.companyId, token: luis.token };
    expect((await createByPartnerGoogle(luis.partnerId, body)).statusCode).toBe(200);
    const again = await createByPartnerGoogle(luis.partnerId, body);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: ['token_not_found'] });
  });

  it('refuses an account with the invited e-mail that is linked to another Google account', async () => {
    const luis = await invitedLuis();
    const first = googleAccount(luis.email);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/register-google',
      remoteAddress: nextIp(),
      payload: {
        id_token: await issuer.signIn(first),
        phone: '5512345678',
        phone_country_code: '52',
        ...SIGN_UP_CONSENT,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const res = await createByPartnerGoogle(luis.partnerId, {
      id_token: await issuer.signIn(googleAccount(luis.email)),
      company_id: luis.companyId,
      token: luis.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['email_already_register'] });
    expect((await partnerOf(luis.companyId, luis.partnerId))?.invitation_accepted).toBe(false);
  });

  it.each([
    [{ phone: '5512345', phone_country_code: '52' }, 400, 'invalid_phone'],
    [{ id_token: 'not-a-jwt' }, 401, 'invalid_token'],
    [{ token: 'short' }, 400, 'invalid_request'],
  ])('refuses %o with %s %s, leaving the seat free', async (change, status, code) => {
    const luis = await invitedLuis();
    const res = await createByPartnerGoogle(luis.partnerId, {
      id_token: await issuer.signIn(googleAccount(luis.email)),
      company_id: luis.companyId,
      token: luis.token,
      ...change,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string[] }>().message[0]).toBe(code);
    expect((await partnerOf(luis.companyId, luis.partnerId))?.invitation_accepted).toBe(false);
  });

  it('does not open the seat of a partner without an e-mail, whatever the Google account', async () => {
    const { companyId, partnerId } = await companyWith(null);
    // No invitation is ever sent to such a partner: a live link straight in the table.
    const { token, hash } = newOpaqueToken();
    await t.services().partnersRepository.insertInvitation({
      partner_id: partnerId,
      token_hash: hash,
      expires_at: new Date(Date.now() + 86_400_000),
      created_at: new Date(),
    });
    const res = await createByPartnerGoogle(partnerId, {
      id_token: await issuer.signIn(googleAccount(uniqueEmail('intruso'))),
      company_id: companyId,
      token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ['token_does_not_match'] });
    expect((await partnerOf(companyId, partnerId))?.invitation_accepted).toBe(false);
  });

  it('answers google_sign_in_unavailable when Google sign-in is not configured', async () => {
    const plain = await createTestApp();
    try {
      const luis = await invitedLuis();
      const res = await createByPartnerGoogle(
        luis.partnerId,
        {
          id_token: await issuer.signIn(googleAccount(luis.email)),
          company_id: luis.companyId,
          token: luis.token,
        },
        plain.app,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ['google_sign_in_unavailable'] });
    } finally {
      await plain.close();
    }
  });
});
