import type { Language } from '@forja/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import { verificationCodeEmail } from '../../providers/mail/templates';
import {
  PASSWORD,
  bearer,
  lastCode,
  lastMail,
  register,
  registerUnconfirmed,
  uniqueEmail,
  type Registered,
} from '../../test/accounts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

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

describe('POST /api/v3/available-email', () => {
  const check = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      payload: { email },
      remoteAddress: '10.9.0.1',
    });

  it('says a new e-mail is available and a registered one is taken, whatever its case', async () => {
    expect((await check(uniqueEmail())).json()).toEqual({ content: { available: true } });
    expect((await check(` ${ana.email.toUpperCase()} `)).json()).toEqual({ content: { available: false } });
  });

  it('refuses a malformed e-mail with email_invalid_format', async () => {
    const res = await check('ana@');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ['email_invalid_format'] });
  });

  it('limits e-mail checks per IP with email_rate_limit_exceeded', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/available-email',
        payload: { email: uniqueEmail() },
        remoteAddress: '10.9.9.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      payload: { email: uniqueEmail() },
      remoteAddress: '10.9.9.9',
    });
    expect(last.json()).toEqual({ message: ['email_rate_limit_exceeded'] });
  });
});

describe('routes with a user id act only on the caller', () => {
  const foreign = () => [
    {
      method: 'PUT' as const,
      url: `/api/v3/update-password/${ana.id}`,
      payload: { current_password: PASSWORD, password: 'Otro-Password-99' },
    },
    {
      method: 'POST' as const,
      url: `/api/v3/request-verification-code-to-update/user/${ana.id}`,
      payload: { email: uniqueEmail(), phone: '5587654321', phone_country_code: '52' },
    },
    {
      method: 'PUT' as const,
      url: `/api/v3/update-phone-email/user/${ana.id}`,
      payload: {
        email: uniqueEmail(),
        phone: '5587654321',
        phone_country_code: '52',
        verification_code: '123456',
      },
    },
    { method: 'PUT' as const, url: `/api/v3/update-language/user/${ana.id}`, payload: { language: 'en' } },
    {
      method: 'PUT' as const,
      url: `/api/v3/update-name/user/${ana.id}`,
      payload: { first_names: 'Otra', last_names: 'Persona' },
    },
    {
      method: 'PUT' as const,
      url: `/api/v3/update-sidebar/user/${ana.id}`,
      payload: { sidebar_retract: true },
    },
  ];

  it('answers 403 to another signed-in user on every such route', async () => {
    for (const route of foreign()) {
      const res = await t.app.inject({ ...route, headers: bearer(beto.access) });
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json()).toEqual({ message: ['forbidden'] });
    }
  });

  it('answers 401 without a session on every such route', async () => {
    for (const route of foreign()) {
      const res = await t.app.inject(route);
      expect(res.statusCode, route.url).toBe(401);
    }
  });
});

describe('changing the password', () => {
  it('needs the current password, closes other sessions and keeps the caller signed in', async () => {
    const user = await register(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: { email: user.email, password: PASSWORD },
    });
    const otherAccess = other.json<{ content: { access_token: string } }>().content.access_token;

    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-password/${user.id}`,
      headers: bearer(user.access),
      payload: { current_password: 'not-it-123', password: 'Otro-Password-99' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: ['wrong_password'],
      fields: [{ path: 'body.current_password', code: 'wrong_password' }],
    });

    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-password/${user.id}`,
      headers: bearer(user.access),
      payload: { current_password: PASSWORD, password: 'Otro-Password-99' },
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json<{ content: { access_token: string } }>().content.access_token;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v3/user/profile', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v3/user/profile', headers: bearer(otherAccess) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('guessing the current password', () => {
  it('stops after ten wrong ones in a quarter of an hour, even with the right one, and not for anybody else', async () => {
    const user = await register(t.app);
    const change = (who: typeof user, current: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v3/update-password/${who.id}`,
        headers: bearer(who.access),
        payload: { current_password: current, password: 'Otro-Password-99' },
      });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await change(user, `Adivina-${attempt}-2026`)).statusCode).toBe(400);
    }
    const stopped = await change(user, PASSWORD);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json<{ message: string[] }>().message).toEqual(['too_many_requests']);
    // The password did not change, and another account is not held back.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const other = await register(t.app);
    expect((await change(other, PASSWORD)).statusCode).toBe(200);
  });
});

describe('a new password equal to the current one', () => {
  it('is refused with password_same_as_current on the field, and the password and sessions stay', async () => {
    const user = await register(t.app);
    const same = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-password/${user.id}`,
      headers: bearer(user.access),
      payload: { current_password: PASSWORD, password: PASSWORD },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      message: ['password_same_as_current'],
      fields: [{ path: 'body.password', code: 'password_same_as_current' }],
    });
    // Nothing changed: the session still works and the password still signs in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v3/user/profile', headers: bearer(user.access) }))
        .statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('is told only to the account owner: a wrong current password says wrong_password first', async () => {
    const user = await register(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-password/${user.id}`,
      headers: bearer(user.access),
      payload: { current_password: 'Otro-Password-99', password: 'Otro-Password-99' },
    });
    expect(res.json<{ message: string[] }>().message).toEqual(['wrong_password']);
  });
});

describe('changing phone and e-mail', () => {
  it('e-mails a code to the new address and applies the change only with it', async () => {
    const user = await register(t.app);
    const newEmail = uniqueEmail('nuevo');
    const ask = await t.app.inject({
      method: 'POST',
      url: `/api/v3/request-verification-code-to-update/user/${user.id}`,
      headers: bearer(user.access),
      payload: { email: newEmail, phone: '3312345678', phone_country_code: '52' },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(await lastMail(t.app, newEmail)).toBeDefined();
    const code = await lastCode(t.app, newEmail);

    const tampered = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-phone-email/user/${user.id}`,
      headers: bearer(user.access),
      payload: {
        email: uniqueEmail('otro'),
        phone: '3312345678',
        phone_country_code: '52',
        verification_code: code,
      },
    });
    expect(tampered.json()).toEqual({ message: ['invalid_verification_code'] });

    clock.advance(61_000);
    await t.app.inject({
      method: 'POST',
      url: `/api/v3/request-verification-code-to-update/user/${user.id}`,
      headers: bearer(user.access),
      payload: { email: newEmail, phone: '3312345678', phone_country_code: '52' },
    });
    const code2 = await lastCode(t.app, newEmail);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-phone-email/user/${user.id}`,
      headers: bearer(user.access),
      payload: {
        email: newEmail,
        phone: '33 1234 5678',
        phone_country_code: '+52',
        verification_code: code2,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(user.access),
    });
    expect(profile.json()).toMatchObject({ content: { email: newEmail, phone: '3312345678' } });
  });

  it('refuses an address that belongs to another account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/request-verification-code-to-update/user/${ana.id}`,
      headers: bearer(ana.access),
      payload: { email: beto.email, phone: '5512345678', phone_country_code: '52' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['email_already_in_use'] });
  });

  it('no longer takes the new phone and e-mail in the path: the old address answers 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v3/request-verification-code-to-update/phone-country-code/52/phone/3312345678/email/${encodeURIComponent(uniqueEmail())}/user/${ana.id}`,
      headers: bearer(ana.access),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ['not_found'] });
  });
});

describe('language and campaign values', () => {
  it('saves the language, and the next e-mail comes in it, whatever language the calling page is in', async () => {
    const user = await registerUnconfirmed(t.app);
    const verificationSubject = (language: Language) =>
      verificationCodeEmail({ language, name: '', code: '000000', minutesValid: 15 }).subject;
    // The account starts in Spanish; the person then switches to Chinese, then to English.
    expect((await lastMail(t.app, user.email))?.subject).toBe(verificationSubject('es'));
    for (const language of ['zh_cn', 'en'] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v3/update-language/user/${user.id}`,
        headers: bearer(user.access),
        payload: { language },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ content: { ok: true } });
      clock.advance(61_000);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v3/user/send-verify-email',
        // A request from a page still in Spanish: the e-mail follows the account, not the page.
        headers: { ...bearer(user.access), 'x-language': 'es' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await lastMail(t.app, user.email))?.subject).toBe(verificationSubject(language));
    }
  });

  it('refuses a language the product does not speak, and keeps the saved one', async () => {
    const user = await registerUnconfirmed(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-language/user/${user.id}`,
      headers: bearer(user.access),
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    clock.advance(61_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/send-verify-email',
      headers: bearer(user.access),
    });
    expect((await lastMail(t.app, user.email))?.subject).toBe(
      verificationCodeEmail({ language: 'es', name: '', code: '000000', minutesValid: 15 }).subject,
    );
  });

  it('stores the x_utm_tags header and refuses one that is not JSON', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/v3/store-utms-interaction',
      headers: {
        ...bearer(ana.access),
        x_utm_tags: JSON.stringify({ utm_source: 'google', utm_campaign: 'lanzamiento' }),
      },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v3/store-utms-interaction',
      headers: { ...bearer(ana.access), x_utm_tags: '{nope' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/v3/update-name/user/{id} (rectification of my own names)', () => {
  it('saves the corrected names, shows them in the profile and writes the change to the audit log', async () => {
    const carla = await register(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-name/user/${carla.id}`,
      headers: bearer(carla.access),
      payload: { first_names: '  Carla Sofía ', last_names: 'Núñez Ortega' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(carla.access),
    });
    expect(profile.json<{ content: object }>().content).toMatchObject({
      first_names: 'Carla Sofía',
      last_names: 'Núñez Ortega',
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject_id, carla.id), eq(auditEvents.action, 'user.contact.update')));
    expect(event).toMatchObject({
      actor_id: carla.id,
      before: { first_names: 'Ana', last_names: 'López' },
      after: { first_names: 'Carla Sofía', last_names: 'Núñez Ortega' },
    });
  });

  it('refuses a blank name with invalid_request and keeps the old one', async () => {
    const dora = await register(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/update-name/user/${dora.id}`,
      headers: bearer(dora.access),
      payload: { first_names: '   ', last_names: 'López' },
    });
    expect(res.statusCode).toBe(400);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(dora.access),
    });
    expect(profile.json<{ content: { first_names: string } }>().content.first_names).toBe('Ana');
  });
});
