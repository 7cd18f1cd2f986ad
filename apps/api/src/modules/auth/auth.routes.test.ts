import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, bearer, lastCode, lastMail, register, uniqueEmail } from '../../test/accounts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { FAILED_LOGINS_BEFORE_SLOWDOWN } from './auth.service';

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
    const account = await register(t.app, email);
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
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string[] }>().message[0]).toBe(code);
  });
});

describe('confirming the e-mail', () => {
  it('confirms with the e-mailed code, once', async () => {
    const account = await register(t.app);
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
    const account = await register(t.app);
    const code = await lastCode(t.app, account.email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1)
      await post('user/verification-code', { code: wrong }, bearer(account.access));
    const res = await post('user/verification-code', { code }, bearer(account.access));
    expect(res.json()).toEqual({ message: ['code_invalid'] });
  });

  it('says when a code has expired, without the word that signs the user out', async () => {
    const account = await register(t.app);
    const code = await lastCode(t.app, account.email);
    clock.advance(16 * 60_000);
    const refreshed = await post('user/refresh', undefined, bearer(account.refresh));
    const { access_token } = refreshed.json<{ content: { access_token: string } }>().content;
    const res = await post('user/verification-code', { code }, bearer(access_token));
    expect(res.json()).toEqual({ message: ['code_expired'] });
  });

  it('sends a new code at most once a minute, and the old one stops working', async () => {
    const account = await register(t.app);
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

  it('slows an account down after 10 failed logins, and lets it in again later', async () => {
    const account = await register(t.app);
    for (let i = 0; i < FAILED_LOGINS_BEFORE_SLOWDOWN; i += 1) {
      const res = await post(
        'user/login',
        { email: account.email, password: 'Wrong-password-1' },
        {},
        `10.2.0.${i}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const slowed = await post('user/login', { email: account.email, password: PASSWORD }, {}, '10.2.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ message: ['too_many_requests'] });
    clock.advance(31_000);
    const later = await post('user/login', { email: account.email, password: PASSWORD }, {}, '10.2.1.1');
    expect(later.statusCode).toBe(200);
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
});
