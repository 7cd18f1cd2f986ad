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
import { companies } from './companies';
import { users } from './users';

const companyRef = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A yearly subscription (spec section 4: active, pending, incomplete, past_due, awaiting_checkout). It starts
 * with the order that pays its first year.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('awaiting_checkout'),
    product_key: text('product_key').notNull(),
    item_name: text('item_name').notNull(),
    provider: text('provider').notNull(),
    provider_subscription_id: text('provider_subscription_id'),
    provider_customer_id: text('provider_customer_id'),
    current_period_end: timestamp('current_period_end', { withTimezone: true }),
    /** When the provider's last applied status change happened: older events do not overwrite newer ones. */
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('subscriptions_user_id_idx').on(table.user_id),
    index('subscriptions_company_idx').on(table.company_id),
    uniqueIndex('subscriptions_provider_id_unique').on(table.provider, table.provider_subscription_id),
  ],
);

/**
 * An order (spec section 4: complete, pending, awaiting_checkout). Amounts are integer centavos computed on the
 * server from the catalogue; IVA apart. A complete order never goes back.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    /** Who started the checkout. */
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('awaiting_checkout'),
    product_key: text('product_key').notNull(),
    subscription_id: bigint('subscription_id', { mode: 'number' }).references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    subtotal_centavos: integer('subtotal_centavos').notNull(),
    iva_centavos: integer('iva_centavos').notNull(),
    total_centavos: integer('total_centavos').notNull(),
    currency: text('currency').notNull().default('MXN'),
    provider: text('provider').notNull(),
    /** The latest hosted checkout of this order (earlier ones still complete it: events name the order). */
    provider_session_id: text('provider_session_id'),
    checkout_url: text('checkout_url'),
    payment_method: text('payment_method'),
    oxxo_number: text('oxxo_number'),
    oxxo_expires_at: timestamp('oxxo_expires_at', { withTimezone: true }),
    oxxo_voucher_url: text('oxxo_voucher_url'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('orders_user_id_idx').on(table.user_id),
    index('orders_subscription_id_idx').on(table.subscription_id),
    index('orders_company_idx').on(table.company_id),
  ],
);

/** What an order buys, with the names the guards read ('Complemento Acta Constitutiva', …). */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_key: text('product_key').notNull(),
    name: text('name').notNull(),
    unit_price_centavos: integer('unit_price_centavos').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (table) => [index('order_items_order_idx').on(table.order_id)],
);

/** Money received for an order: at most one per order. */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    provider_payment_id: text('provider_payment_id'),
    method: text('method'),
    card_last4: text('card_last4'),
    amount_centavos: integer('amount_centavos').notNull(),
    status: text('status').notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('payments_order_unique').on(table.order_id)],
);

/**
 * Every webhook event received, verified, once: (provider, event_id) is the idempotency key, so an event
 * delivered twice changes nothing the second time.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    reference: text('reference'),
    /** What it did: applied, ignored, unknown_reference, amount_mismatch… */
    outcome: text('outcome').notNull().default('received'),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.event_id)],
);

/** A bill (receipt) per paid order; the PDF is drawn by Forja on request from this row. */
export const bills = pgTable(
  'bills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    order_id: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('paid'),
    items: jsonb('items')
      .$type<{ name: string; quantity: number; unit_price_centavos: number }[]>()
      .notNull(),
    subtotal_centavos: integer('subtotal_centavos').notNull(),
    iva_centavos: integer('iva_centavos').notNull(),
    total_centavos: integer('total_centavos').notNull(),
    currency: text('currency').notNull().default('MXN'),
    payment_method: text('payment_method'),
    card_last4: text('card_last4'),
    /** The buyer's billing data (checkout_info) when the bill was issued; null means the general public. */
    billing: jsonb('billing').$type<{
      rfc: string;
      legal_name: string;
      tax_regime: string;
      cfdi_use: string;
      postal_code: string;
      email: string | null;
    }>(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
    /**
     * The bill's CFDI (electronic invoice): null when none was asked for (no billing data: the general public,
     * covered by Forja's periodic global invoice); pending while the job issues it; issued; or failed (a
     * refusal, or the provider unreachable on every try) for the team to review.
     */
    cfdi_status: text('cfdi_status').$type<'pending' | 'issued' | 'failed'>(),
    /** Who issued it (sandbox, facturapi) and their id for it, kept as soon as they answer. */
    cfdi_provider: text('cfdi_provider'),
    cfdi_provider_id: text('cfdi_provider_id'),
    /** The folio fiscal (UUID of the SAT stamp). */
    cfdi_uuid: text('cfdi_uuid'),
    /** When it was stamped. */
    cfdi_issued_at: timestamp('cfdi_issued_at', { withTimezone: true }),
    /** A test CFDI without fiscal validity (the sandbox, or a provider's test mode). */
    cfdi_test: boolean('cfdi_test').notNull().default(false),
    /** Storage keys of the stamped XML and of the provider's PDF (the sandbox makes none). */
    cfdi_xml_key: text('cfdi_xml_key'),
    cfdi_pdf_key: text('cfdi_pdf_key'),
    /** Why the last try failed (invalid_rfc, totals_mismatch, provider_refused, provider_unavailable…). */
    cfdi_error: text('cfdi_error'),
    created_at: createdAt(),
  },
  (table) => [
    index('bills_company_idx').on(table.company_id),
    uniqueIndex('bills_order_unique').on(table.order_id),
  ],
);

/** The buyer's data for the Mexican invoice (CFDI): checkout_info. One per company. */
export const billingProfiles = pgTable('billing_profiles', {
  company_id: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  rfc: text('rfc').notNull(),
  legal_name: text('legal_name').notNull(),
  tax_regime: text('tax_regime').notNull(),
  cfdi_use: text('cfdi_use').notNull(),
  postal_code: text('postal_code').notNull(),
  email: text('email'),
  updated_at: updatedAt(),
});

/** How the founder heard of Forja (hear_about), with the campaign values of that moment. One per company. */
export const hearAboutAnswers = pgTable(
  'hear_about_answers',
  {
    company_id: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    detail: text('detail'),
    utm: jsonb('utm').$type<Record<string, string>>().notNull(),
    created_at: createdAt(),
  },
  (table) => [index('hear_about_answers_user_id_idx').on(table.user_id)],
);

/** The sandbox provider's hosted checkouts (the stand-in for a provider's own records). */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  mode: text('mode').notNull(),
  reference: text('reference').notNull(),
  amount_total_centavos: integer('amount_total_centavos').notNull(),
  currency: text('currency').notNull(),
  line_items: jsonb('line_items')
    .$type<
      {
        name: string;
        unit_amount_centavos: number;
        quantity: number;
        product?: string;
        iva_percent?: number;
      }[]
    >()
    .notNull(),
  payment_methods: jsonb('payment_methods').$type<string[]>().notNull(),
  success_path: text('success_path').notNull(),
  cancel_path: text('cancel_path').notNull(),
  language: text('language').notNull(),
  status: text('status').notNull(),
  payment_status: text('payment_status').notNull(),
  payment_method: text('payment_method'),
  card_last4: text('card_last4'),
  oxxo_number: text('oxxo_number'),
  oxxo_expires_at: timestamp('oxxo_expires_at', { withTimezone: true }),
  provider_subscription_id: text('provider_subscription_id'),
  provider_customer_id: text('provider_customer_id'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: updatedAt(),
});
