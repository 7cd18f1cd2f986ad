import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import {
  SIGN_UP_CONSENT,
  PASSWORD,
  bearer,
  lastMail,
  register,
  registerUnconfirmed,
  uniqueEmail,
} from '../../test/accounts';
import {
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET,
  GOOGLE_KEY_ID,
  OTHER_GOOGLE_CLIENT_ID,
  startGoogleIssuer,
  type GoogleAccount,
  type TestGoogleIssuer,
} from '../../test/google-issuer';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

const CLIENT_ID = GOOGLE_CLIENT_ID;
const CLIENT_SECRET = GOOGLE_CLIENT_SECRET;
type PrivateKey = TestGoogleIssuer['signingKey'];

const clock = testClock(new Date());
let issuer: TestGoogleIssuer;
let t: TestApp;
beforeAll(async () => {
  issuer = await startGoogleIssuer();
  t = await createTestApp(issuer.env, { clock: clock.now });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

let lastIp = 0;
/** A new caller address per request, so the per-IP login limit never interferes. */
const nextIp = () => `10.1.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

const post = (app: TestApp['app'], path: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v3/${path}`, payload, remoteAddress: nextIp() });

const loginGoogle = (id_token: string, app = t.app) => post(app, 'user/login-google', { id_token });

const registerGoogle = (id_token: string, extra: object = {}, app = t.app) =>
  post(app, 'user/register-google', {
    id_token,
    phone: '55 1234 5678',
    phone_country_code: '52',
    language: 'en',
    ...SIGN_UP_CONSENT,
    ...extra,
  });

let lastSubject = 0;
/** A Google account known to the issuer, with a fresh subject and e-mail. */
function googleAccount(account: Partial<GoogleAccount> = {}): { sub: string } & GoogleAccount {
  const sub = `1098765432${++lastSubject}`;
  const full = {
    email: uniqueEmail('lucia'),
    email_verified: true,
    given_name: 'Lucía',
    family_name: 'Hernández',
    ...account,
  };
  issuer.accounts.set(sub, full);
  return { sub, ...full };
}

const signIn = (sub: string, clientId?: string) => issuer.signIn(sub, clientId);

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

/** A token signed outside the flow: valid for the API unless `claims` or `key` say otherwise. */
async function mintToken(claims: Record<string, unknown>, key: PrivateKey = issuer.signingKey) {
  const now = nowSeconds();
  return new SignJWT({
    iss: issuer.issuer,
    aud: CLIENT_ID,
    sub: googleAccount().sub,
    email: uniqueEmail('mint'),
    email_verified: true,
    iat: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: GOOGLE_KEY_ID })
    .sign(key);
}

async function profileOf(access: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v3/user/profile', headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Record<string, unknown> }>().content;
}

const tokensOf = (res: { json: <T>() => T }) =>
  res.json<{ content: { access_token: string; refresh_token: string; expires_in: number } }>().content;

describe('register-google then login-google', () => {
  it('creates a confirmed account from the ID token, without a password, and signs it in again', async () => {
    const google = googleAccount();
    const registered = await registerGoogle(await signIn(google.sub));
    expect(registered.statusCode, registered.body).toBe(200);
    expect(tokensOf(registered)).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
    });
    const profile = await profileOf(tokensOf(registered).access_token);
    expect(profile).toMatchObject({
      email: google.email,
      is_confirmed: true,
      first_names: 'Lucía',
      last_names: 'Hernández',
      phone: '5512345678',
      phone_country_code: '52',
      phone_alpha_code: 'MX',
    });
    // Google confirmed the address: no code to confirm it.
    expect(await lastMail(t.app, google.email)).toBeUndefined();

    const login = await loginGoogle(await signIn(google.sub));
    expect(login.statusCode, login.body).toBe(200);
    expect((await profileOf(tokensOf(login).access_token)).id).toBe(profile.id);

    const password = await post(t.app, 'user/login', { email: google.email, password: PASSWORD });
    expect(password.json()).toEqual({ message: ['bad_credentials'] });
  });

  it('takes the names from the body over the token', async () => {
    const google = googleAccount({ given_name: undefined, family_name: undefined });
    const res = await registerGoogle(await signIn(google.sub), {
      first_names: 'Ana Sofía',
      last_names: 'Ruiz',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOf(tokensOf(res).access_token)).toMatchObject({
      first_names: 'Ana Sofía',
      last_names: 'Ruiz',
    });
  });

  it('refuses a second account for the same Google account or e-mail', async () => {
    const google = googleAccount();
    expect((await registerGoogle(await signIn(google.sub))).statusCode).toBe(200);
    const again = await registerGoogle(await signIn(google.sub));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ['email_already_register'] });

    const withPassword = googleAccount();
    await register(t.app, withPassword.email);
    const taken = await registerGoogle(await signIn(withPassword.sub));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: ['email_already_register'] });
  });

  it.each([
    [{ phone: '5512345', phone_country_code: '52' }, 400, 'invalid_phone'],
    [{ phone: '12' }, 400, 'invalid_request'],
    [{ language: 'fr' }, 400, 'invalid_request'],
  ])('refuses %o with %s %s', async (change, status, code) => {
    const res = await registerGoogle(await signIn(googleAccount().sub), change);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string[] }>().message[0]).toBe(code);
  });

  it('runs the e-mail checks of register on the address in the token', async () => {
    const google = googleAccount({ email: 'lucia@mailinator.com' });
    const res = await registerGoogle(await signIn(google.sub));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ['email_disposable_domain'] });
  });
});

describe('login-google', () => {
  it('links the account that has the token e-mail (any case) and confirms it', async () => {
    const email = uniqueEmail('linked');
    const account = await registerUnconfirmed(t.app, email);
    expect((await profileOf(account.access)).is_confirmed).toBe(false);
    const google = googleAccount({ email: email.toUpperCase() });

    const res = await loginGoogle(await signIn(google.sub));
    expect(res.statusCode, res.body).toBe(200);
    const profile = await profileOf(tokensOf(res).access_token);
    expect(profile).toMatchObject({ id: account.id, email, is_confirmed: true });

    // Linked by subject now: a later e-mail change at Google does not lose the account.
    issuer.accounts.set(google.sub, { ...google, email: uniqueEmail('renamed') });
    const again = await loginGoogle(await signIn(google.sub));
    expect(again.statusCode, again.body).toBe(200);
    expect((await profileOf(tokensOf(again).access_token)).id).toBe(account.id);

    // The password still works too.
    const password = await post(t.app, 'user/login', { email, password: PASSWORD });
    expect(password.statusCode).toBe(200);
  });

  it('does not link an account already linked to another Google account', async () => {
    const first = googleAccount();
    expect((await registerGoogle(await signIn(first.sub))).statusCode).toBe(200);
    const second = googleAccount({ email: first.email });
    const res = await loginGoogle(await signIn(second.sub));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ['google_account_not_registered'] });
  });

  it('answers google_account_not_registered for a Google account without a Forja account', async () => {
    const res = await loginGoogle(await signIn(googleAccount().sub));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ['google_account_not_registered'] });
  });

  it('accepts a token minted with the issuer key and the right claims (control for the cases below)', async () => {
    const res = await loginGoogle(await mintToken({}));
    expect(res.json()).toEqual({ message: ['google_account_not_registered'] });
  });
});

describe('a token the API must refuse answers 401 invalid_token', () => {
  const cases: [string, () => Promise<string>][] = [
    ['issued to another client (wrong audience)', () => signIn(googleAccount().sub, OTHER_GOOGLE_CLIENT_ID)],
    ['with an unverified e-mail', () => signIn(googleAccount({ email_verified: false }).sub)],
    ['from another issuer', () => mintToken({ iss: 'https://accounts.google.com' })],
    [
      'with several audiences and another authorized party',
      () => mintToken({ aud: [CLIENT_ID, OTHER_GOOGLE_CLIENT_ID] }),
    ],
    ['without an e-mail', () => mintToken({ email: undefined })],
    ['expired', () => mintToken({ iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 })],
    [
      'signed by another key with the issuer key id',
      async () => mintToken({}, (await generateKeyPair('RS256')).privateKey),
    ],
    ['not a JWT', async () => 'not-a-jwt'],
  ];

  it.each(cases)('%s', async (_name, token) => {
    const idToken = await token();
    for (const res of [await loginGoogle(idToken), await registerGoogle(idToken)]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({ message: ['invalid_token'] });
    }
  });

  it('a real token once the app clock is past its expiry', async () => {
    const google = googleAccount();
    const idToken = await signIn(google.sub);
    expect((await registerGoogle(idToken)).statusCode).toBe(200);
    clock.advance(2 * 60 * 60 * 1000);
    try {
      const res = await loginGoogle(idToken);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ['invalid_token'] });
    } finally {
      clock.advance(-2 * 60 * 60 * 1000);
    }
    expect((await loginGoogle(idToken)).statusCode).toBe(200);
  });
});

describe('without Google configured', () => {
  it('answers google_sign_in_unavailable on both routes', async () => {
    const plain = await createTestApp();
    try {
      const token = await mintToken({});
      for (const res of [await loginGoogle(token, plain.app), await registerGoogle(token, {}, plain.app)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: ['google_sign_in_unavailable'] });
      }
    } finally {
      await plain.close();
    }
  });

  it('refuses a client id without its secret, and the reverse', () => {
    for (const env of [{ GOOGLE_CLIENT_ID: CLIENT_ID }, { GOOGLE_CLIENT_SECRET: CLIENT_SECRET }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    }
    expect(loadConfig({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET }).google).toEqual({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      issuer: 'https://accounts.google.com',
    });
  });
});

describe('when the issuer cannot be reached', () => {
  it('answers 503 google_sign_in_unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
    });
    try {
      const res = await loginGoogle(await mintToken({}), offline.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: ['google_sign_in_unavailable'] });
    } finally {
      await offline.close();
    }
  });
});
