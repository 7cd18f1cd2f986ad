import type { APIRequestContext } from 'playwright-core';
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
