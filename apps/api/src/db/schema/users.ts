import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** argon2id; null for an account that only signs in with Google. */
    password_hash: text('password_hash'),
    first_names: text('first_names').notNull().default(''),
    last_names: text('last_names').notNull().default(''),
    /** E.164 national number without the country code, digits only. */
    phone: text('phone'),
    /** Calling code without "+", e.g. "52". */
    phone_country_code: text('phone_country_code'),
    /** ISO 3166 alpha-2 of the phone's country, e.g. "MX". */
    phone_alpha_code: text('phone_alpha_code'),
    country_iso_code: text('country_iso_code'),
    language: text('language').notNull().default('es'),
    is_confirmed: boolean('is_confirmed').notNull().default(false),
    sidebar_retract: boolean('sidebar_retract').notNull().default(false),
    /** Works the back office's queues. */
    is_operator: boolean('is_operator').notNull().default(false),
    /** Also grants and withdraws staff roles; an admin is always an operator too. */
    is_admin: boolean('is_admin').notNull().default(false),
    google_subject: text('google_subject'),
    pm_last_four: text('pm_last_four'),
    nationality_id: integer('nationality_id'),
    notary_id: integer('notary_id'),
    failed_logins: integer('failed_logins').notNull().default(0),
    last_failed_login_at: timestamp('last_failed_login_at', { withTimezone: true }),
    /** The person asked to cancel the account (ARCO): blocked from then on, erased at `erase_after`. */
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    erase_after: timestamp('erase_after', { withTimezone: true }),
    /** Set when the erasure job ran and kept the row only as an anonymous tombstone for legal records. */
    erased_at: timestamp('erased_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_subject_unique').on(table.google_subject),
  ],
);

/** Campaign values (x_utm_tags) seen on a user's requests: spec `store-utms-interaction`. */
export const userUtmInteractions = pgTable(
  'user_utm_interactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tags: jsonb('tags').$type<Record<string, string>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_utm_interactions_user_id_idx').on(table.user_id)],
);
