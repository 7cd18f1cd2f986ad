import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index';
import {
  PASSWORD,
  bearer,
  lastCode,
  lastMail,
  register,
  registerUnconfirmed,
  uniqueEmail,
  SIGN_UP_CONSENT,
} from '../../test/accounts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { LIMITS } from './auth.service';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v3/${url}`, payload, headers, remoteAddress: ip });

describe('register', () => {
  it('creates an unconfirmed account, answers tokens and e-mails a 6-digit code in the user language', async () => {
    const email = uniqueEmail();
    const account = await registerUnconfirmed(t.app, email);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(account.access),
    });
    expect(profile.json()).toMatchObject({
      content: {
        email,
        is_confirmed: false,
        first_names: 'Ana',
        phone: '5512345678',
        phone_country_code: '52',
        phone_alpha_code: 'MX',
        companies: [],
        company_as_a_partner: [],
      },
    });
    const mail = await lastMail(t.app, email);
    expect(mail?.subject).toMatch(/código|code/i);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const email = uniqueEmail();
    await register(t.app, email);
    const res = await post('user/register', {
      email: email.toUpperCase(),
      password: PASSWORD,
      first_names: 'B',
      last_names: 'C',
      phone: '5512345678',
      phone_country_code: '52',
      ...SIGN_UP_CONSENT,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['email_already_register'] });
  });

  it.each([
    [{ password: 'short' }, 'password_too_short'],
    [{ password: 'password123' }, 'password_too_common'],
    [{ phone: '12', phone_country_code: '52' }, 'invalid_request'],
    [{ phone: '5512345', phone_country_code: '52' }, 'invalid_phone'],
    [{ email: 'ana@' }, 'email_invalid_format'],
    [{ email: 'ana@mailinator.com' }, 'email_disposable_domain'],
  ])('refuses %o with %s', async (change, code) => {
    const res = await post('user/register', {
      email: uniqueEmail(),
      password: PASSWORD,
      first_names: 'Ana',
      last_names: 'López',
      phone: '5512345678',
      phone_country_code: '52',
      ...SIGN_UP_CONSENT,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string[] }>().message[0]).toBe(code);
  });
});

describe('confirming the e-mail', () => {
  it('confirms with the e-mailed code, once', async () => {
    const account = await registerUnconfirmed(t.app);
    const wrong = await post(
      'user/verification-code',
      { code: '000000' === (await lastCode(t.app, account.email)) ? '111111' : '000000' },
      bearer(account.access),
    );
    expect(wrong.json()).toEqual({ message: ['code_invalid'] });
    const code = await lastCode(t.app, account.email);
    const ok = await post('user/verification-code', { code }, bearer(account.access));
    expect(ok.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(account.access),
    });
    expect(profile.json<{ content: { is_confirmed: boolean } }>().content.is_confirmed).toBe(true);
  });

  it('voids a code after 5 wrong attempts', async () => {
    const account = await registerUnconfirmed(t.app);
    const code = await lastCode(t.app, account.email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1)
      await post('user/verification-code', { code: wrong }, bearer(account.access));
    const res = await post('user/verification-code', { code }, bearer(account.access));
    expect(res.json()).toEqual({ message: ['code_invalid'] });
  });

  it('says when a code has expired, without the word that signs the user out', async () => {
    const account = await registerUnconfirmed(t.app);
    const code = await lastCode(t.app, account.email);
    clock.advance(16 * 60_000);
    const refreshed = await post('user/refresh', undefined, bearer(account.refresh));
    const { access_token } = refreshed.json<{ content: { access_token: string } }>().content;
    const res = await post('user/verification-code', { code }, bearer(access_token));
    expect(res.json()).toEqual({ message: ['code_expired'] });
  });

  it('sends a new code at most once a minute, and the old one stops working', async () => {
    const account = await registerUnconfirmed(t.app);
    const first = await lastCode(t.app, account.email);
    const tooSoon = await post('user/send-verify-email', undefined, bearer(account.access));
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: ['code_already_sent'] });
    clock.advance(61_000);
    const again = await post('user/send-verify-email', undefined, bearer(account.access));
    expect(again.json()).toMatchObject({ content: { sent: true } });
    const second = await lastCode(t.app, account.email);
    if (first !== second) {
      const old = await post('user/verification-code', { code: first }, bearer(account.access));
      expect(old.json()).toEqual({ message: ['code_invalid'] });
    }
    const ok = await post('user/verification-code', { code: second }, bearer(account.access));
    expect(ok.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await post('user/verification-code', { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ['unauthenticated'] });
  });
});

describe('login, refresh and logout', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const account = await register(t.app);
    const unknown = await post(
      'user/login',
      { email: uniqueEmail('nobody'), password: PASSWORD },
      {},
      '10.1.0.1',
    );
    const wrong = await post(
      'user/login',
      { email: account.email, password: 'Wrong-password-1' },
      {},
      '10.1.0.1',
    );
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: ['bad_credentials'] });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('signs in with any case of the e-mail', async () => {
    const account = await register(t.app);
    const res = await post('user/login', { email: account.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      content: { access_token: expect.any(String), refresh_token: expect.any(String) },
    });
  });

  it('rotates the refresh token, and a reused one revokes the whole session', async () => {
    const account = await register(t.app);
    const first = await post('user/refresh', undefined, bearer(account.refresh));
    expect(first.statusCode).toBe(200);
    const pair = first.json<{ content: { access_token: string; refresh_token: string } }>().content;
    expect(pair.refresh_token).not.toBe(account.refresh);

    const replay = await post('user/refresh', undefined, bearer(account.refresh));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: ['invalid_token'] });

    // The thief's replay burnt the family: the legitimate newer token no longer works either.
    const after = await post('user/refresh', undefined, bearer(pair.refresh_token));
    expect(after.json()).toEqual({ message: ['invalid_token'] });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(pair.access_token),
    });
    expect(profile.statusCode).toBe(401);
  });

  it('closes the session on logout', async () => {
    const account = await register(t.app);
    const out = await post('user/logout', undefined, bearer(account.access));
    expect(out.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(account.access),
    });
    expect(profile.statusCode).toBe(401);
    const refresh = await post('user/refresh', undefined, bearer(account.refresh));
    expect(refresh.json()).toEqual({ message: ['invalid_token'] });
  });

  it('refuses a forged, expired or missing access token with unauthenticated', async () => {
    const account = await register(t.app);
    const forged = account.access.slice(0, -4) + 'AAAA';
    for (const headers of [bearer(forged), bearer('nonsense'), {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v3/user/profile', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ['unauthenticated'] });
    }
    clock.advance(16 * 60_000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(account.access),
    });
    expect(expired.json()).toEqual({ message: ['unauthenticated'] });
    const refreshed = await post('user/refresh', undefined, bearer(account.refresh));
    expect(refreshed.statusCode).toBe(200);
  });

  it('limits login attempts per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const res = await post(
        'user/login',
        { email: uniqueEmail('x'), password: 'whatever-123' },
        {},
        '10.3.0.1',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('sign-in limits', () => {
  const wrongLogin = (email: string, ip: string, headers: Record<string, string> = {}) =>
    post('user/login', { email, password: 'Wrong-password-1' }, headers, ip);
  const rightLogin = (email: string, ip: string) => post('user/login', { email, password: PASSWORD }, {}, ip);

  it('ignores X-Forwarded-For from a caller that is not a configured proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const res = await wrongLogin(uniqueEmail('forged'), '10.4.0.1', {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMITS.loginPerIp.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LIMITS.loginPerIp.limit)).toEqual([429, 429, 429, 429]);
  });

  it('takes the client address from X-Forwarded-For only when it comes from a TRUST_PROXY address', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.9.0.1' }, { clock: clock.now });
    try {
      const attempt = (ip: string, client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v3/user/login',
          remoteAddress: ip,
          headers: { 'x-forwarded-for': client },
          payload: { email: uniqueEmail('proxied'), password: 'Wrong-password-1' },
        });
      // 24 clients behind the proxy: each is counted on its own.
      for (let i = 0; i < 24; i += 1)
        expect((await attempt('10.9.0.1', `198.51.100.${i}`)).statusCode).toBe(401);
      // The same header from anywhere else is the caller's own claim, and does not spread its attempts.
      const statuses: number[] = [];
      for (let i = 0; i < 22; i += 1)
        statuses.push((await attempt('10.9.0.2', `198.51.101.${i}`)).statusCode);
      expect(statuses.slice(LIMITS.loginPerIp.limit)).toEqual([429, 429]);
    } finally {
      await proxied.close();
    }
    // 46 sign-ins, each checking a password hash on the low-priority hashing thread: 23 s in a loaded CI run.
  }, 90_000);

  it('answers a throttled address exactly like a wrong password, and the owner still gets in from elsewhere', async () => {
    const account = await register(t.app);
    const attacker = '10.6.0.1';
    for (let i = 0; i < LIMITS.loginFailuresPerAccountAndIp.limit; i += 1) {
      expect((await wrongLogin(account.email, attacker)).statusCode).toBe(401);
    }
    const wrong = await wrongLogin(account.email, attacker);
    const right = await rightLogin(account.email, attacker);
    const unknown = await wrongLogin(uniqueEmail('nobody'), attacker);
    expect(wrong.statusCode).toBe(401);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: ['bad_credentials'] });
    expect(wrong.json()).toEqual(right.json());
    expect(unknown.json()).toEqual(right.json());

    const owner = await rightLogin(account.email, '10.6.0.2');
    expect(owner.statusCode, owner.body).toBe(200);

    clock.advance(LIMITS.loginFailuresPerAccountAndIp.windowMs);
    expect((await rightLogin(account.email, attacker)).statusCode).toBe(200);
  });

  it('limits wrong passwords per account, whatever addresses they come from', async () => {
    const account = await register(t.app);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.limit; i += 1) {
      const res = await wrongLogin(account.email, `10.7.${Math.floor(i / 250)}.${i % 250}`);
      expect(res.statusCode).toBe(401);
    }
    const throttled = await rightLogin(account.email, '10.7.9.1');
    expect(throttled.statusCode).toBe(401);
    expect(throttled.json()).toEqual({ message: ['bad_credentials'] });

    // The owner gets back in through a recovery link, which proves the address.
    await post('user/send-recovery-password', { identity: account.email }, {}, '10.7.9.2');
    const mail = await lastMail(t.app, account.email);
    const token = decodeURIComponent(/token=([^&\s"]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const newPassword = 'Mango-Verde-2027';
    const recovered = await post(
      'user/send-recovery-password-entry',
      { identity: account.email, password: newPassword, token },
      {},
      '10.7.9.2',
    );
    expect(recovered.statusCode, recovered.body).toBe(200);
    const back = await post('user/login', { email: account.email, password: newPassword }, {}, '10.7.9.3');
    expect(back.statusCode).toBe(200);
    // 50 Argon2 verifications on hashing threads at nice 19, which yield to every other process: on a
    // machine busy with the browser journeys they take minutes, not seconds.
  }, 180_000);
});

describe('password recovery', () => {
  it('answers the same whether or not the e-mail exists, and mails a link only to a real account', async () => {
    const account = await register(t.app);
    const unknownEmail = uniqueEmail('ghost');
    const a = await post('user/send-recovery-password', { identity: account.email }, { 'x-language': 'en' });
    const b = await post('user/send-recovery-password', { identity: unknownEmail }, { 'x-language': 'en' });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await lastMail(t.app, unknownEmail)).toBeUndefined();
    const mail = await lastMail(t.app, account.email);
    expect(mail?.text).toMatch(/\/en\/auth\/new_password\?token=/);
  });

  it('sets a new password with the link, once, and closes every session', async () => {
    const account = await register(t.app);
    await post('user/send-recovery-password', { identity: account.email });
    const mail = await lastMail(t.app, account.email);
    const token = decodeURIComponent(/token=([^&\s"]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const newPassword = 'Mango-Verde-2027';

    const wrongUser = await post('user/send-recovery-password-entry', {
      identity: uniqueEmail(),
      password: newPassword,
      token,
    });
    expect(wrongUser.json()).toEqual({ message: ['invalid_token'] });

    const ok = await post('user/send-recovery-password-entry', {
      identity: account.email,
      password: newPassword,
      token,
    });
    expect(ok.statusCode).toBe(200);
    const again = await post('user/send-recovery-password-entry', {
      identity: account.email,
      password: newPassword,
      token,
    });
    expect(again.json()).toEqual({ message: ['invalid_token'] });

    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(account.access),
    });
    expect(oldSession.statusCode).toBe(401);
    const oldPassword = await post('user/login', { email: account.email, password: PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
    const login = await post('user/login', { email: account.email, password: newPassword });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired link with expired_token', async () => {
    const account = await register(t.app);
    await post('user/send-recovery-password', { identity: account.email });
    const mail = await lastMail(t.app, account.email);
    const token = decodeURIComponent(/token=([^&\s"]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    clock.advance(61 * 60_000);
    const res = await post('user/send-recovery-password-entry', {
      identity: account.email,
      password: 'Mango-Verde-2027',
      token,
    });
    expect(res.json()).toEqual({ message: ['expired_token'] });
  });

  it('answers the same for a known and an unknown address when the new password is unusable', async () => {
    const account = await register(t.app);
    const attempt = (identity: string) =>
      post(
        'user/send-recovery-password-entry',
        { identity, password: 'short', token: 'a'.repeat(43) },
        {},
        '10.8.0.1',
      );
    const known = await attempt(account.email);
    const unknown = await attempt(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('keeps the real link working after wrong guesses, which are limited per address', async () => {
    const account = await register(t.app);
    await post('user/send-recovery-password', { identity: account.email }, {}, '10.8.1.1');
    const mail = await lastMail(t.app, account.email);
    const token = decodeURIComponent(/token=([^&\s"]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const guess = (identity: string, i: number) =>
      post(
        'user/send-recovery-password-entry',
        { identity, password: 'Mango-Verde-2027', token: `guess-${i}-${'x'.repeat(40)}` },
        {},
        `10.8.2.${i}`,
      );
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.recoveryGuessesPerEmail.limit + 2; i += 1) {
      statuses.push((await guess(account.email, i)).statusCode);
    }
    expect(statuses.slice(0, LIMITS.recoveryGuessesPerEmail.limit).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(LIMITS.recoveryGuessesPerEmail.limit)).toEqual([429, 429]);

    // An unknown address answers the same way.
    const ghost = uniqueEmail('ghost');
    const ghostStatuses: number[] = [];
    for (let i = 0; i < LIMITS.recoveryGuessesPerEmail.limit + 2; i += 1) {
      ghostStatuses.push((await guess(ghost, 100 + i)).statusCode);
    }
    expect(ghostStatuses).toEqual(statuses);

    const real = await post(
      'user/send-recovery-password-entry',
      { identity: account.email, password: 'Mango-Verde-2027', token },
      {},
      '10.8.3.1',
    );
    expect(real.statusCode, real.body).toBe(200);
  });

  it('limits recovery attempts per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.recoveryEntryPerIp.limit + 2; i += 1) {
      const res = await post(
        'user/send-recovery-password-entry',
        { identity: uniqueEmail('ghost'), password: 'Mango-Verde-2027', token: 'z'.repeat(43) },
        {},
        '10.8.4.1',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMITS.recoveryEntryPerIp.limit).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(LIMITS.recoveryEntryPerIp.limit)).toEqual([429, 429]);
  });
});

describe('stored secrets', () => {
  it('keeps e-mailed codes under a keyed hash, so the database alone does not give them away', async () => {
    const account = await registerUnconfirmed(t.app);
    const code = await lastCode(t.app, account.email);
    const [row] = await t.database.db
      .select({ secret_hash: verificationCodes.secret_hash })
      .from(verificationCodes)
      .where(eq(verificationCodes.user_id, account.id));
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(row?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    // Someone with a copy of the database tries the million codes, with and without the user id they
    // are bound to: not even the right one gives the stored value.
    expect(row?.secret_hash).not.toBe(sha256(`${account.id}:${code}`));
    expect(row?.secret_hash).not.toBe(sha256(code));
    // The code itself still confirms the account.
    const ok = await post('user/verification-code', { code }, bearer(account.access));
    expect(ok.statusCode).toBe(200);
  });
});
