import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's consents under the LFPDPPP, one row per act: which purpose (service, analytics, marketing_email,
 * surveys), against which document and version, granted or withdrawn, how (checkbox, switch, invitation,
 * re_consent), from where (IP, user agent) and when. Append-only: a withdrawal is a new row with
 * granted = false; the newest row of a purpose (and document) is the person's current answer.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** CONSENT_PURPOSES of the contracts. */
    purpose: text('purpose').notNull(),
    /** LEGAL_DOCUMENT_KINDS of the contracts: privacy, privacy_simplified or terms. */
    document_kind: text('document_kind').notNull(),
    document_version: integer('document_version').notNull(),
    granted: boolean('granted').notNull(),
    /** CONSENT_METHODS of the contracts: checkbox, switch, invitation or re_consent. */
    method: text('method').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consents_user_purpose_idx').on(table.user_id, table.purpose, table.created_at)],
);
