import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD, createConfirmedAccount } from './founder';

/** The browser journeys' back-office admin: the e2e server names it in ADMIN_EMAILS (global-setup.ts). */
export const E2E_ADMIN_EMAIL = 'jefa.backoffice@example.mx';

let created: Promise<void> | undefined;

/**
 * Signs the admin's account up once per run (its confirmed e-mail is what makes it an admin). Each spec file
 * has its own module state, so an account another spec made earlier in the run is signed into, not re-made.
 */
export function ensureAdmin(request: APIRequestContext): Promise<void> {
  created ??= request
    .post('/api/v3/user/login', { data: { email: E2E_ADMIN_EMAIL, password: PASSWORD } })
    .then(async (login) => {
      if (login.ok()) return;
      await createConfirmedAccount(request, E2E_ADMIN_EMAIL, {
        first_names: 'Rosa',
        last_names: 'Operadora',
      });
    });
  return created;
}

/**
 * The admin's API headers: signed in, with the back-office session confirmed by password (acts need a recent
 * sign-in), for arranging a journey's state through the back office's own calls.
 */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await ensureAdmin(request);
  const login = await request.post('/api/v3/user/login', {
    data: { email: E2E_ADMIN_EMAIL, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token } = ((await login.json()) as { content: { access_token: string } }).content;
  const headers = { authorization: `Bearer ${access_token}`, 'x-language': 'es' };
  const confirmed = await request.post('/api/v3/backoffice/session/confirm', {
    headers,
    data: { password: PASSWORD },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return headers;
}
