import type { APIRequestContext } from 'playwright-core';
import { createConfirmedAccount } from './founder';

/** The browser journeys' back-office admin: the e2e server names it in ADMIN_EMAILS (global-setup.ts). */
export const E2E_ADMIN_EMAIL = 'jefa.backoffice@example.mx';

let created: Promise<void> | undefined;

/** Signs the admin's account up once per run (its confirmed e-mail is what makes it an admin). */
export function ensureAdmin(request: APIRequestContext): Promise<void> {
  created ??= createConfirmedAccount(request, E2E_ADMIN_EMAIL, {
    first_names: 'Rosa',
    last_names: 'Operadora',
  }).then(() => undefined);
  return created;
}
