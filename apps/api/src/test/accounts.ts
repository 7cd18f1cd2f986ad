import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const PASSWORD = 'Nopal-Azul-2026';

/** The sign-up checkbox: the privacy notice and terms accepted, at their current versions. */
export const SIGN_UP_CONSENT = { accept_privacy: true, privacy_version: 1, terms_version: 1 } as const;

let counter = 0;
/** A unique, well-formed e-mail for a test. */
export function uniqueEmail(prefix = 'ana'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.mx`;
}

export type Registered = { email: string; id: number; access: string; refresh: string };

/** A new account whose e-mail is not confirmed yet, as the sign-up leaves it. */
export async function registerUnconfirmed(
  app: FastifyInstance,
  email = uniqueEmail(),
  ip = '10.0.0.1',
): Promise<Registered> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/user/register',
    remoteAddress: ip,
    payload: {
      email,
      password: PASSWORD,
      first_names: 'Ana',
      last_names: 'López',
      phone: '55 1234 5678',
      phone_country_code: '52',
      language: 'es',
      ...SIGN_UP_CONSENT,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { access_token, refresh_token } = res.json<{
    content: { access_token: string; refresh_token: string };
  }>().content;
  const profile = await app.inject({
    method: 'GET',
    url: '/api/v3/user/profile',
    headers: bearer(access_token),
  });
  const id = profile.json<{ content: { id: number } }>().content.id;
  return { email, id, access: access_token, refresh: refresh_token };
}

/**
 * A new account with its e-mail confirmed by the code read from the dev mailbox, like a newcomer does:
 * what most API calls need.
 */
export async function register(
  app: FastifyInstance,
  email = uniqueEmail(),
  ip = '10.0.0.1',
): Promise<Registered> {
  const account = await registerUnconfirmed(app, email, ip);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v3/user/verification-code',
    headers: bearer(account.access),
    payload: { code: await lastCode(app, email) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return account;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest outbox message to an address, read through the dev mailbox like a newcomer would. */
export async function lastMail(app: FastifyInstance, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  const mails = res.json<{ content: { subject: string; text: string; html: string }[] }>().content;
  return mails[0];
}

export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const mail = await lastMail(app, to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the last mail to ${to}`);
  return code;
}
