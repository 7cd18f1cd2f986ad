import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD } from './founder';

/**
 * The browser journeys' back-office admin: the e2e server names it in ADMIN_EMAILS, and global-setup.ts signs it
 * up and confirms it before any journey starts.
 */
export const E2E_ADMIN_EMAIL = 'jefa.backoffice@example.mx';

/**
 * The admin's API headers: signed in, with the back-office session confirmed by password (acts need a recent
 * sign-in), for arranging a journey's state through the back office's own calls.
 */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
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
