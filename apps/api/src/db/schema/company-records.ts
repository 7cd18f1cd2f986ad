import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

const companyRef = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** The company's documents (spec section 3): one current file per type, kept in the storage module. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    type: text('type').notNull(),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    is_approved: boolean('is_approved').notNull().default(false),
    rejection_category: text('rejection_category'),
    owner_category: text('owner_category'),
    uploaded_by: bigint('uploaded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_documents_uploaded_by_idx').on(table.uploaded_by),
    uniqueIndex('company_documents_company_type_unique').on(table.company_id, table.type),
  ],
);

/** Members of the board (consejo) or the sole administrator, and the commissary (council_role). */
export const councilMembers = pgTable(
  'council_members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    name: text('name').notNull(),
    council_role: text('council_role').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('council_members_company_idx').on(table.company_id)],
);

export const legalRepresentatives = pgTable(
  'legal_representatives',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    name: text('name').notNull(),
    rfc: text('rfc').notNull(),
    image_key: text('image_key').notNull(),
    image_content_type: text('image_content_type').notNull(),
    approved: boolean('approved').notNull().default(false),
    manual_verification: boolean('manual_verification').notNull().default(false),
    /** Set when an operator rejects the representative (same categories as documents); cleared on approval. */
    rejection_category: text('rejection_category'),
    rejection_note: text('rejection_note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('legal_representatives_company_idx').on(table.company_id)],
);

/** Onboarding stages the founder marked (spec: stage/{stage_name}/company/{company_id}). */
export const companyStages = pgTable(
  'company_stages',
  {
    company_id: companyRef(),
    name: text('name').notNull(),
    completed: boolean('completed').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.company_id, table.name] })],
);
