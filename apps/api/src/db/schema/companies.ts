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
import { users } from './users';

/** A company being formed or run (spec section 3, "Company"): scalars and flags as columns. */
export const companies = pgTable(
  'companies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The creator, who alone may delete it. */
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendly_id: text('friendly_id').notNull(),
    name: text('name'),
    company_type: text('company_type').notNull(),
    type_society: text('type_society'),
    company_package: text('company_package'),
    commissary: text('commissary'),
    fiscal_residence: text('fiscal_residence'),
    /**
     * The municipality and state the founder stated as the social domicile, for a fiscal address whose postal
     * code the SEPOMEX catalogue cannot place (one of MEXICAN_STATES); null when none stated. Cleared when a
     * fiscal address is saved without them.
     */
    domicile_municipality: text('domicile_municipality'),
    domicile_state: text('domicile_state'),
    rfc: text('rfc'),
    description: text('description'),
    web_site: text('web_site'),
    last_payment_link_at: timestamp('last_payment_link_at', { withTimezone: true }),
    legal_name: text('legal_name'),
    timer: text('timer'),
    shipping_delivery: text('shipping_delivery'),
    date_signature: timestamp('date_signature', { withTimezone: true }),
    shipping_address: text('shipping_address'),
    status_federal_registration: text('status_federal_registration'),
    will_hire: boolean('will_hire'),
    update_constitutive: boolean('update_constitutive'),
    company_goal: text('company_goal'),
    subsidiary: boolean('subsidiary'),
    company_activity: jsonb('company_activity').$type<{
      activity: string | null;
      description: string | null;
      products: string | null;
    }>(),
    contact_phone: text('contact_phone'),
    contact_email: text('contact_email'),
    contact_country: jsonb('contact_country').$type<{ lada: string; alpha_code: string }>(),
    weetrust_id: text('weetrust_id'),
    // Flags
    rfc_later: boolean('rfc_later').notNull().default(false),
    testimony: boolean('testimony').notNull().default(false),
    redirected_banks: boolean('redirected_banks').notNull().default(false),
    amazon_customer: boolean('amazon_customer').notNull().default(false),
    appointment_type_efirma: boolean('appointment_type_efirma').notNull().default(false),
    legal_representation: boolean('legal_representation').notNull().default(false),
    has_unique_administrator: boolean('has_unique_administrator'),
    name_authorization: boolean('name_authorization').notNull().default(false),
    flag_data_banking_service: boolean('flag_data_banking_service').notNull().default(false),
    not_interested_banks: boolean('not_interested_banks').notNull().default(false),
    /** Why the founder said no to a bank referral (optional). */
    not_interested_banks_reason: text('not_interested_banks_reason'),
    trademark_registration_later: boolean('trademark_registration_later').notNull().default(false),
    expedient_completed: boolean('expedient_completed').notNull().default(false),
    delivery_completed: boolean('delivery_completed').notNull().default(false),
    reset_denominations: boolean('reset_denominations').notNull().default(false),
    acknowledgment_meet: boolean('acknowledgment_meet').notNull().default(false),
    partners_has_documents_completed: boolean('partners_has_documents_completed').notNull().default(false),
    commissary_has_documents_completed: boolean('commissary_has_documents_completed')
      .notNull()
      .default(false),
    beta_accounting: boolean('beta_accounting').notNull().default(false),
    /**
     * The minimum fixed capital the founder chose for the articles, in centavos (whole pesos, MXN 1,000 to
     * 100,000,000); null: none chosen, the articles aim at MXN 50,000 (domain's computeFixedCapital).
     */
    fixed_capital_centavos: bigint('fixed_capital_centavos', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('companies_friendly_id_unique').on(table.friendly_id),
    index('companies_user_idx').on(table.user_id),
  ],
);

/** Proposed legal names (denominaciones), ranked by priority (1 = first choice). */
export const denominations = pgTable(
  'denominations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
    /** The Secretaría de Economía's answer recorded in the back office: null until decided. */
    decision: text('decision').$type<'approved' | 'refused'>(),
    /** The authorisation key (clave única del documento) of an approved name. */
    authorization_key: text('authorization_key'),
    authorization_date: text('authorization_date'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    /** Why the SE refused it (LEGAL_NAME_REFUSAL_REASONS) and the operator's note, shown to the founder. */
    refusal_reason: text('refusal_reason'),
    refusal_note: text('refusal_note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('denominations_company_idx').on(table.company_id)],
);

/** The business activities (giros) a company declares, from the business-twists catalogue. */
export const companyBusinessTwists = pgTable(
  'company_business_twists',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    business_twist_id: integer('business_twist_id').notNull(),
    name: text('name').notNull(),
  },
  (table) => [index('company_business_twists_company_idx').on(table.company_id)],
);
