import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastCode, lastMail, registerUnconfirmed, uniqueEmail } from '../../test/accounts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
const call = (access: string, { method, url, payload }: Call) =>
  t.app.inject({ method, url, payload, headers: bearer(access) });

const companyBody = () => ({
  company_type: 'sas',
  company_name: 'Nopal Azul',
  legal_names: [{ name: `Sin confirmar ${Date.now()}${Math.random()}`, priority: 1 }],
  legal_representation: false,
});

describe('an account whose e-mail is not confirmed', () => {
  it('does what the product asks before confirming: profile, company, language, contact, codes, sign-out', async () => {
    const account = await registerUnconfirmed(t.app);
    const profile = await call(account.access, { method: 'GET', url: '/api/v3/user/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ content: { is_confirmed: boolean } }>().content.is_confirmed).toBe(false);

    // The registration wizard creates the company right after the account.
    const company = await call(account.access, {
      method: 'POST',
      url: '/api/v3/company/register',
      payload: companyBody(),
    });
    expect(company.statusCode, company.body).toBe(200);

    const language = await call(account.access, {
      method: 'PUT',
      url: `/api/v3/update-language/user/${account.id}`,
      payload: { language: 'en' },
    });
    expect(language.statusCode, language.body).toBe(200);

    // VerifyAccount: a new code (once a minute), and "wrong e-mail? change it".
    clock.advance(61_000);
    const resend = await call(account.access, { method: 'POST', url: '/api/v3/user/send-verify-email' });
    expect(resend.statusCode, resend.body).toBe(200);
    clock.advance(61_000);
    const newEmail = uniqueEmail('corregido');
    const ask = await call(account.access, {
      method: 'POST',
      url: `/api/v3/request-verification-code-to-update/user/${account.id}`,
      payload: { email: newEmail, phone: '5512345678', phone_country_code: '52' },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const change = await call(account.access, {
      method: 'PUT',
      url: `/api/v3/update-phone-email/user/${account.id}`,
      payload: {
        email: newEmail,
        phone: '5512345678',
        phone_country_code: '52',
        verification_code: await lastCode(t.app, newEmail),
      },
    });
    expect(change.statusCode, change.body).toBe(200);

    const out = await call(account.access, { method: 'POST', url: '/api/v3/user/logout' });
    expect(out.statusCode).toBe(200);
  });

  it('is refused everything else with email_not_confirmed, until the code confirms it', async () => {
    const account = await registerUnconfirmed(t.app);
    const created = await call(account.access, {
      method: 'POST',
      url: '/api/v3/company/register',
      payload: companyBody(),
    });
    const companyId = created.json<{ content: { id: number } }>().content.id;
    const someone = uniqueEmail('destinatario');
    const reminder: Call = {
      method: 'POST',
      url: '/api/v3/alert-document',
      payload: { company_id: companyId, type: 'CSF_company', email: someone },
    };
    const closed: Call[] = [
      reminder,
      { method: 'POST', url: `/api/v3/partners/send-invitations/${companyId}` },
      {
        method: 'POST',
        url: `/api/v3/add-partners/company/${companyId}`,
        payload: {
          partners: [
            {
              name: 'Luis',
              email: someone,
              nationalities: ['MX'],
              shares: [{ series: 'A', percentage: 100 }],
            },
          ],
        },
      },
      { method: 'GET', url: `/api/v3/company/get-company-profile/${companyId}` },
      { method: 'GET', url: `/api/v3/orders/company/${companyId}` },
      {
        method: 'PUT',
        url: `/api/v3/update-password/${account.id}`,
        payload: { current_password: 'Nopal-Azul-2026', password: 'Otro-Password-99' },
      },
      // The support assistant under /ai shares the accounts' sign-in, and this rule.
      { method: 'GET', url: '/ai/get-faqs-categories/?lang=es' },
    ];
    for (const route of closed) {
      const res = await call(account.access, route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json(), `${route.method} ${route.url}`).toEqual({ message: ['email_not_confirmed'] });
    }
    expect(await lastMail(t.app, someone)).toBeUndefined();

    const confirmed = await call(account.access, {
      method: 'POST',
      url: '/api/v3/user/verification-code',
      payload: { code: await lastCode(t.app, account.email) },
    });
    expect(confirmed.statusCode).toBe(200);
    const sent = await call(account.access, reminder);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await lastMail(t.app, someone)).toBeDefined();
    const support = await call(account.access, { method: 'GET', url: '/ai/get-faqs-categories/?lang=es' });
    expect(support.statusCode).toBe(200);
  });

  it('still needs a valid session first: no token answers unauthenticated, not email_not_confirmed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/alert-document',
      payload: { company_id: 1, type: 'CSF_company', email: uniqueEmail('nadie') },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ['unauthenticated'] });
  });
});
