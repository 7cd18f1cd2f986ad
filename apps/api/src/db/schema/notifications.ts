import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { partners } from './partners';
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

/**
 * Document reviews waiting to be told, gathered into one e-mail per reader: each row is one back-office
 * decision, kept until the digest job named by `job_id` (due a few quiet minutes after the company's last
 * review) sends it and removes it. Stored here rather than in memory, so a restart loses none.
 */
export const documentReviewNotices = pgTable(
  'document_review_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The job (kind `document-review-digest`) that sends this company's gathered reviews. */
    job_id: bigint('job_id', { mode: 'number' }).notNull(),
    /** 'company' or 'partner' document, its row id and type (fiscal_identity, national_identity, …). */
    document_kind: text('document_kind').$type<'company' | 'partner'>().notNull(),
    document_id: bigint('document_id', { mode: 'number' }).notNull(),
    document_type: text('document_type').notNull(),
    /** Whose document it is, for a partner's; a partner removed since takes their notices with them. */
    partner_id: bigint('partner_id', { mode: 'number' }).references(() => partners.id, {
      onDelete: 'cascade',
    }),
    approved: boolean('approved').notNull(),
    /** A rejection's category and the operator's note to its readers (the founder, the partner). */
    category: text('category'),
    note: text('note'),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('document_review_notices_job_idx').on(table.job_id),
    index('document_review_notices_company_idx').on(table.company_id, table.id),
    index('document_review_notices_partner_idx').on(table.partner_id),
  ],
);
