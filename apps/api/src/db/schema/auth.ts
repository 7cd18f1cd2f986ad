import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each use rotates the token inside its family;
 * presenting a token that was already rotated revokes the whole family (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_user_id_idx').on(table.user_id),
    index('refresh_tokens_family_idx').on(table.family_id),
    // The sessions closed in the last minutes (session-revocations.ts).
    index('refresh_tokens_revoked_idx').on(table.revoked_at),
  ],
);

export const VERIFICATION_PURPOSES = [
  'confirm_email',
  'change_contact',
  'recover_password',
  'staff_confirm',
] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** One-time codes and tokens sent by e-mail, stored hashed, with expiry and an attempt counter. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    secret_hash: text('secret_hash').notNull(),
    /** What the code was issued for, e.g. the new e-mail and phone of a contact change. */
    target: jsonb('target').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_user_purpose_idx').on(table.user_id, table.purpose)],
);

/** Fixed-window counters for rate limits, shared by every API process. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
