import type { LocalizedList, LocalizedText, Money, SourceOfFunds } from '@forja/contracts';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Forja's partner banks (seeded with BBVA and Fondeadora by the migration): what each needs and costs, in the
 * three languages, edited in the back office. `key` is the last part of the bank's page path.
 */
export const partnerBanks = pgTable('partner_banks', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /**
   * The ABM bank codes an account opened there may start its CLABE with: a bank's own code, and others it
   * issues accounts under (BBVA's 012 and 812; Fondeadora's 699, and STP's 646 on accounts opened through STP).
   */
  clabe_bank_codes: text('clabe_bank_codes').array().notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  requirements: jsonb('requirements').$type<LocalizedList>().notNull(),
  opening_fee: jsonb('opening_fee').$type<Money>().notNull(),
  monthly_fee: jsonb('monthly_fee').$type<Money>().notNull(),
  minimum_balance: jsonb('minimum_balance').$type<Money>().notNull(),
  typical_days: integer('typical_days').notNull(),
  website: text('website').notNull(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The company's referral to a partner bank: one per company (choosing another bank replaces it). */
export const companyBankReferrals = pgTable(
  'company_bank_referrals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bank_key: text('bank_key')
      .notNull()
      .references(() => partnerBanks.key, { onDelete: 'restrict', onUpdate: 'cascade' }),
    /** chosen → sent → opened | declined (contracts BANK_REFERRAL_STATUSES). */
    status: text('status').notNull(),
    chosen_at: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    sent_by: bigint('sent_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    answered_by: bigint('answered_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** What the bank returned, as the operator wrote it. */
    bank_note: text('bank_note'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_bank_referrals_sent_by_idx').on(table.sent_by),
    index('company_bank_referrals_bank_key_idx').on(table.bank_key),
    index('company_bank_referrals_answered_by_idx').on(table.answered_by),
    index('company_bank_referrals_status_idx').on(table.status, table.chosen_at),
  ],
);

/** The business information a bank asks for (spec section 3, "Business information"), one per company. */
export const companyBusinessInformation = pgTable('company_business_information', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  company_id: bigint('company_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  business_name: text('business_name'),
  website: text('website'),
  amazon_website: text('amazon_website'),
  /** Pesos, in centavos. */
  expected_annual_volume_mex_cents: bigint('expected_annual_volume_mex_cents', { mode: 'number' }),
  /** Its USD equivalent in cents, at `usd_rate` when saved. */
  expected_annual_volume_usd_cents: bigint('expected_annual_volume_usd_cents', { mode: 'number' }),
  usd_rate: jsonb('usd_rate').$type<{ mxn_per_usd: number; as_of: string; source: string }>(),
  volume_justification: text('volume_justification'),
  source_funds: text('source_funds').$type<SourceOfFunds>(),
  source_funds_other: text('source_funds_other'),
  tax_address: jsonb('tax_address').$type<{
    street: string;
    exterior_number: string;
    interior_number?: string | null;
    settlement: string;
    municipality: string;
    state: string;
    postal_code: string;
  }>(),
  bank_entity: text('bank_entity'),
  /** ISO 3166 alpha-2 codes. */
  nationalities: jsonb('nationalities').$type<string[]>().notNull().default([]),
  /** Partner ids of the company. */
  partners: jsonb('partners').$type<number[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The company's bank account, recorded by an operator once the bank opened it (the CLABE checked). */
export const companyBankAccounts = pgTable(
  'company_bank_accounts',
  {
    company_id: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bank_key: text('bank_key').references(() => partnerBanks.key, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    /** The ABM code and name read from the CLABE's prefix. */
    bank_code: text('bank_code').notNull(),
    bank_name: text('bank_name').notNull(),
    account_holder: text('account_holder').notNull(),
    clabe: text('clabe').notNull(),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    recorded_by: bigint('recorded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('company_bank_accounts_recorded_by_idx').on(table.recorded_by),
    index('company_bank_accounts_bank_key_idx').on(table.bank_key),
  ],
);

/** An Amazon customer's registration in the importers' register (padrón de importadores), kept by operators. */
export const companyImportRegistrations = pgTable(
  'company_import_registrations',
  {
    company_id: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** contracts IMPORT_REGISTRATION_STATUSES. */
    status: text('status').notNull(),
    note: text('note'),
    registered_at: timestamp('registered_at', { withTimezone: true }),
    updated_by: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_import_registrations_updated_by_idx').on(table.updated_by)],
);
