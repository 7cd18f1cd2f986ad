import type { ForeignAddress } from '@forja/contracts';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies';
import { users } from './users';

/** A Mexican address; one saved before foreign addresses has no country. */
export type MexicanPartnerAddress = {
  country?: 'MX';
  street: string;
  exterior_number: string;
  interior_number: string | null;
  settlement: string;
  municipality: string;
  state: string;
  postal_code: string;
};
/** An address outside Mexico, in the international form. */
export type ForeignPartnerAddress = {
  country: ForeignAddress['country'];
  address_line1: string;
  address_line2: string | null;
  city: string;
  region: string | null;
  postal_code: string | null;
};
export type PartnerAddress = MexicanPartnerAddress | ForeignPartnerAddress;

/** A partner (socio / accionista) of a company: a person or a legal entity (is_moral_person). */
export const partners = pgTable(
  'partners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The account of the partner once they accepted the invitation (or the founder's own). */
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    name: text('name').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    is_moral_person: boolean('is_moral_person').notNull().default(false),
    rfc: text('rfc'),
    curp: text('curp'),
    birthplace: text('birthplace'),
    tax_country: text('tax_country'),
    tax_id: text('tax_id'),
    civil_status: text('civil_status'),
    accept_terms_conditions: boolean('accept_terms_conditions').notNull().default(false),
    nationalities: jsonb('nationalities').$type<string[]>().notNull().default([]),
    address: jsonb('address').$type<PartnerAddress>(),
    invitation_accepted: boolean('invitation_accepted').notNull().default(false),
    permission_to_edit: boolean('permission_to_edit').notNull().default(false),
    acknowledgment_completed: boolean('acknowledgment_completed').notNull().default(false),
    /**
     * The language the partner reads when they have no account (their account's language wins once they have
     * one): the one the founder chose for the invitation, then the one they last used in the flow through
     * their links. Null: the founder's.
     */
    language: text('language'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('partners_company_idx').on(table.company_id),
    index('partners_user_idx').on(table.user_id),
  ],
);

/** Share series (serie A, serie B…): class and nominal value per share. */
export const shareSeries = pgTable(
  'share_series',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    share_class: text('share_class').notNull().default('ordinary'),
    nominal_value_centavos: integer('nominal_value_centavos').notNull().default(100_00),
  },
  (table) => [uniqueIndex('share_series_company_name_unique').on(table.company_id, table.name)],
);

/** What a partner holds of a series, in hundredths of a percent of the company (10 000 = 100 %). */
export const partnerShares = pgTable(
  'partner_shares',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partner_id: bigint('partner_id', { mode: 'number' })
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    series_id: bigint('series_id', { mode: 'number' })
      .notNull()
      .references(() => shareSeries.id, { onDelete: 'cascade' }),
    percentage_bp: integer('percentage_bp'),
  },
  (table) => [
    index('partner_shares_series_id_idx').on(table.series_id),
    index('partner_shares_partner_idx').on(table.partner_id),
  ],
);

/** Single-use invitation links, stored hashed. */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partner_id: bigint('partner_id', { mode: 'number' })
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_invitations_partner_idx').on(table.partner_id)],
);

/** A partner's documents (spec section 3): one current file per type. */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partner_id: bigint('partner_id', { mode: 'number' })
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    is_approved: boolean('is_approved').notNull().default(false),
    rejection_category: text('rejection_category'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('partner_documents_partner_type_unique').on(table.partner_id, table.type)],
);

/** Identity checks (the spec's mati_status): a selfie video and ID images sent to the identity provider. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partner_id: bigint('partner_id', { mode: 'number' })
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Pending, Approved, Reject or Denied */
    status: text('status').notNull(),
    video_key: text('video_key'),
    provider_reference: text('provider_reference'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('identity_verifications_partner_idx').on(table.partner_id)],
);

/** The job queue: rows the server works through, so no job is lost on a restart. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    done_at: timestamp('done_at', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The request that enqueued the job (its X-Request-Id), for following it into the job's log lines. */
    request_id: text('request_id'),
    /** Recurring work (`schedule`): at most one pending job of such a kind, whichever process schedules it. */
    recurring: boolean('recurring').notNull().default(false),
  },
  (table) => [
    index('jobs_due_idx').on(table.done_at, table.run_at),
    uniqueIndex('jobs_recurring_kind_key')
      .on(table.kind)
      .where(sql`${table.recurring} and ${table.done_at} is null`),
  ],
);

/** SEPOMEX postal codes, one row per settlement (colonia), filled by the import command. */
export const postalCodes = pgTable(
  'postal_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postal_code: text('postal_code').notNull(),
    settlement: text('settlement').notNull(),
    settlement_type: text('settlement_type').notNull(),
    municipality: text('municipality').notNull(),
    state: text('state').notNull(),
    state_code: text('state_code').notNull(),
    city: text('city'),
    zone: text('zone'),
  },
  (table) => [index('postal_codes_code_idx').on(table.postal_code)],
);

/**
 * Which catalogue postal_codes holds, in its one row: `sepomex`, the full file imported by
 * `npm run postal-codes:import`, where a code it lacks does not exist; or `sample`, the few codes the embedded
 * database loads at its first start, where a code it lacks is only unknown.
 */
export const postalCodeCatalogue = pgTable('postal_code_catalogue', {
  id: integer('id').primaryKey().default(1),
  source: text('source').$type<'sepomex' | 'sample'>().notNull(),
  loaded_at: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
