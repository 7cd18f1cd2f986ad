import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * The onboarding step a company is on (resolveNextRoute's answer for its founder) and since when, and the step
 * of its whole path (the founder's dashboard checklist), as the reminder check or the back office last saw
 * them; and when the founder was last reminded. One row per company. The back office lists companies by step
 * or path step, the longest on it first.
 */
export const companyOnboardingSteps = pgTable(
  'company_onboarding_steps',
  {
    company_id: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** A route name of the onboarding order: CompanyBasicData, CheckoutAdvance, PartnersDocuments, Dashboard… */
    step: text('step').notNull(),
    /** When the check first saw the company on this step. */
    since: timestamp('since', { withTimezone: true }).notNull(),
    /**
     * The step of the whole path the company is on (the current step of onboardingChecklist: partner_documents,
     * deed, rfc…), or `done` once every step is; null until it is first worked out.
     */
    path_step: text('path_step'),
    /** The last weekly reminder about this company: at most one a week. */
    last_reminder_at: timestamp('last_reminder_at', { withTimezone: true }),
  },
  (table) => [
    index('company_onboarding_steps_step_idx').on(table.step, table.since),
    index('company_onboarding_steps_path_step_idx').on(table.path_step, table.since),
  ],
);

/** Users who asked, through the link in a reminder, to get no more reminders. */
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  user_id: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
