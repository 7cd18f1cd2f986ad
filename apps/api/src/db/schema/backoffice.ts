import type { AuditAction } from '@forja/contracts';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { orders } from './payments';
import { supportRequests } from './support';
import { users } from './users';

/**
 * Every act of Forja's staff that changes a customer's data or state: who, what, on which company or
 * partner, the values before and after, when and from which address. Append-only: a trigger in the
 * migration refuses UPDATE and DELETE. No foreign keys, so the history outlives what it talks about.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor_id: bigint('actor_id', { mode: 'number' }).notNull(),
    /** e.g. document.approve, legal_name.authorize, role.grant (see modules/audit/audit-log.ts). */
    action: text('action').$type<AuditAction>().notNull(),
    company_id: bigint('company_id', { mode: 'number' }),
    partner_id: bigint('partner_id', { mode: 'number' }),
    /** What was acted on: a document, a legal representative, a support request, a user. */
    subject_type: text('subject_type').notNull(),
    subject_id: bigint('subject_id', { mode: 'number' }),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_company_idx').on(table.company_id, table.created_at),
    index('audit_events_actor_idx').on(table.actor_id, table.created_at),
    index('audit_events_created_idx').on(table.created_at),
  ],
);

/**
 * A staff member's signed-in session (the refresh-token family) in the back office: acts need a password
 * confirmed within the session and no more than 15 minutes idle since (see backoffice/recent-sign-in.ts).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    session_id: uuid('session_id').primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the password (or a one-time code) was last confirmed in this session; null: must confirm. */
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    last_active_at: timestamp('last_active_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_user_id_idx').on(table.user_id)],
);

/** Operators' notes on a company: private to staff, or shown to the founder on the dashboard. */
export const companyNotes = pgTable(
  'company_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    author_id: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    visible_to_founder: boolean('visible_to_founder').notNull().default(false),
    /** The order a follow-up note is about (the orders queue); null for a note on the company itself. */
    order_id: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_notes_author_id_idx').on(table.author_id),
    index('company_notes_company_idx').on(table.company_id, table.created_at),
    index('company_notes_order_idx').on(table.order_id, table.created_at),
  ],
);

/** The thread of a support request after it was made: operators' replies and the founder's answers. */
export const supportRequestMessages = pgTable(
  'support_request_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    request_id: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    author_kind: text('author_kind').$type<'operator' | 'user'>().notNull(),
    author_id: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_request_messages_author_id_idx').on(table.author_id),
    index('support_request_messages_request_idx').on(table.request_id, table.created_at),
  ],
);

/** Document review details beyond the spec's is_approved / rejection_category: the note and reviewer. */
export const documentReviews = pgTable(
  'document_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'company' or 'partner' document, and its row id. */
    document_kind: text('document_kind').$type<'company' | 'partner'>().notNull(),
    document_id: bigint('document_id', { mode: 'number' }).notNull(),
    /** The stored file reviewed: a replaced file is a new review. */
    storage_key: text('storage_key').notNull(),
    reviewer_id: bigint('reviewer_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    approved: boolean('approved').notNull(),
    category: text('category'),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_reviews_reviewer_id_idx').on(table.reviewer_id),
    index('document_reviews_document_idx').on(table.document_kind, table.document_id),
  ],
);
