import type { StaffRole } from '@forja/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../db/schema/index';
import { bearer, register, uniqueEmail, type Registered } from './accounts';

/** A confirmed account with a back-office role, signed in now (so it may act for 15 minutes). */
export async function registerStaff(
  app: FastifyInstance,
  role: StaffRole = 'operator',
  email = uniqueEmail(role),
): Promise<Registered> {
  const account = await register(app, email);
  await app.database.db
    .update(users)
    .set({ is_operator: true, is_admin: role === 'admin' })
    .where(eq(users.id, account.id));
  return account;
}

/** Exchanges the account's refresh token for a new pair in the same session (as the web client does). */
export async function refreshSession(app: FastifyInstance, account: Registered): Promise<Registered> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/user/refresh',
    headers: bearer(account.refresh),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { access_token, refresh_token } = res.json<{
    content: { access_token: string; refresh_token: string };
  }>().content;
  return { ...account, access: access_token, refresh: refresh_token };
}

/** Confirms the password in the back office so the session may act again. */
export async function confirmStaffPassword(app: FastifyInstance, account: Registered, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v3/backoffice/session/confirm',
    headers: bearer(account.access),
    payload: { password },
  });
}
