import type { StaffRole } from '@forja/contracts';

/** What an account's row says about the back office. */
export type StaffAccount = {
  email: string;
  is_confirmed: boolean;
  is_operator: boolean;
  is_admin: boolean;
};

/**
 * The account's back-office role, or null when the back office does not exist for it (decision 006): a
 * confirmed account that is an admin (by its row, or by its e-mail in ADMIN_EMAILS, any case) or an operator.
 * `adminEmails` come lower-cased from the configuration.
 */
export function staffRoleOf(account: StaffAccount, adminEmails: readonly string[]): StaffRole | null {
  if (!account.is_confirmed) return null;
  if (account.is_admin || adminEmails.includes(account.email.trim().toLowerCase())) return 'admin';
  return account.is_operator ? 'operator' : null;
}
