import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's copy of everything Forja holds about them (ARCO access): built by a background job into a zip in
 * storage, downloaded by a short-lived signed link, removed once it expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** DATA_EXPORT_STATUSES of the contracts: queued, running, ready, failed, expired. */
    status: text('status').notNull().default('queued'),
    /** 0–100 while it is built. */
    progress: integer('progress').notNull().default(0),
    storage_key: text('storage_key'),
    size_bytes: integer('size_bytes'),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('data_exports_user_idx').on(table.user_id, table.created_at)],
);

/**
 * Requests about personal data that need a person (rectification of a field locked by a legal act,
 * opposition to a purpose the service needs, a cancellation to follow up): the back office's privacy queue,
 * answered within the legal deadline (`due_at`, 20 business days). The row outlives the account
 * (user_id set null on erasure) as the record that the request was answered.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** PRIVACY_REQUEST_KINDS of the contracts: rectification, opposition, cancellation. */
    kind: text('kind').notNull(),
    /** PRIVACY_REQUEST_STATUSES of the contracts: open, resolved, rejected. */
    status: text('status').notNull().default('open'),
    /** What the request is about, e.g. { company_id, partner_id, field, requested_value }. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    reason: text('reason').notNull().default(''),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    resolution_note: text('resolution_note'),
    resolved_by: bigint('resolved_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('privacy_requests_resolved_by_idx').on(table.resolved_by),
    index('privacy_requests_status_due_idx').on(table.status, table.due_at),
    index('privacy_requests_user_idx').on(table.user_id),
  ],
);
