import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * The onboarding step a company is on (resolveNextRoute's answer for its founder) and since when, as the
 * reminder check last saw it; and when the founder was last reminded. One row per company.
 */
export const companyOnboardingSteps = pgTable('company_onboarding_steps', {
  company_id: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** A route name of the onboarding order: CompanyBasicData, CheckoutAdvance, PartnersDocuments, Dashboard… */
  step: text('step').notNull(),
  /** When the check first saw the company on this step. */
  since: timestamp('since', { withTimezone: true }).notNull(),
  /** The last weekly reminder about this company: at most one a week. */
  last_reminder_at: timestamp('last_reminder_at', { withTimezone: true }),
});

/** Users who asked, through the link in a reminder, to get no more reminders. */
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  user_id: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
