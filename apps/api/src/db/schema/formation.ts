import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * The public deed (escritura pública) of the incorporation, recorded in the back office once the articles are
 * signed: which notary, which deed, when, in which volume, and later the public-registry entry (folio mercantil
 * electrónico). One per company. A company formed online (S.A.S.) has its registration in the Secretaría de
 * Economía's system here instead: no notary and no volume (null), the number and date of its articles there.
 */
export const companyDeeds = pgTable(
  'company_deeds',
  {
    company_id: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    notary_number: integer('notary_number'),
    notary_name: text('notary_name'),
    /** Where the notary sits (city and state), as the deed names it. */
    notary_city: text('notary_city'),
    deed_number: text('deed_number').notNull(),
    /** The deed's date, YYYY-MM-DD. */
    deed_date: text('deed_date').notNull(),
    volume: text('volume'),
    /** The Registro Público de Comercio's folio mercantil electrónico, once registered. */
    folio_mercantil: text('folio_mercantil'),
    recorded_by: bigint('recorded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the certified copy (testimonio) was uploaded: the company's `testimony` flag follows it. */
    testimony_at: timestamp('testimony_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_deeds_recorded_by_idx').on(table.recorded_by)],
);

/**
 * An S.A.S.'s way through the Secretaría de Economía's electronic system before its registration (recorded in
 * company_deeds): when an operator said its articles are ready there for each shareholder's e.firma, and who.
 * One per company; a repeat keeps the first.
 */
export const companySeSignatures = pgTable(
  'company_se_signatures',
  {
    company_id: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ready_at: timestamp('ready_at', { withTimezone: true }).notNull().defaultNow(),
    ready_by: bigint('ready_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('company_se_signatures_ready_by_idx').on(table.ready_by)],
);

/** preparing → shipped → delivered. */
export type DeliveryStatus = 'preparing' | 'shipped' | 'delivered';

/**
 * Delivery of the certified copy (testimonio) to the founder: the address and contact the founder gives
 * (editable until shipped), then the carrier and tracking number the operator sets, then delivery.
 */
export const companyDeliveries = pgTable(
  'company_deliveries',
  {
    company_id: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    exterior_number: text('exterior_number').notNull(),
    interior_number: text('interior_number'),
    /** The colonia, from the SEPOMEX catalogue of the postal code. */
    settlement: text('settlement').notNull(),
    municipality: text('municipality').notNull(),
    state: text('state').notNull(),
    postal_code: text('postal_code').notNull(),
    /** Between which streets, a landmark: anything that helps the courier. */
    address_references: text('address_references'),
    contact_name: text('contact_name').notNull(),
    contact_phone: text('contact_phone').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('preparing'),
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    shipped_at: timestamp('shipped_at', { withTimezone: true }),
    shipped_by: bigint('shipped_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    delivered_by: bigint('delivered_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_deliveries_shipped_by_idx').on(table.shipped_by),
    index('company_deliveries_delivered_by_idx').on(table.delivered_by),
  ],
);

/** efirma (SAT, with the legal representative) | notary_signing | adviser_call. */
export type AppointmentType = 'efirma' | 'notary_signing' | 'adviser_call';

/** A time an operator offers for one type of appointment; at most one booked appointment takes it. */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<AppointmentType>().notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Where: a SAT office's address, a notary's, or the call's link. */
    location: text('location').notNull(),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Withdrawn by an operator: no longer offered (a booked appointment keeps its row). */
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    index('appointment_slots_created_by_idx').on(table.created_by),
    uniqueIndex('appointment_slots_type_start_unique')
      .on(table.type, table.starts_at)
      .where(sql`${table.withdrawn_at} is null`),
    index('appointment_slots_start_idx').on(table.starts_at),
  ],
);

/**
 * A company's appointment in a slot. At most one booked appointment per company and type, and per slot; a
 * cancelled or moved one keeps its row with `cancelled_at`.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    slot_id: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => appointmentSlots.id, { onDelete: 'restrict' }),
    type: text('type').$type<AppointmentType>().notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    /** The IANA time zone the booker sees the time in (America/Mexico_City by default). */
    time_zone: text('time_zone').notNull().default('America/Mexico_City'),
    booked_by: bigint('booked_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    reminder_sent_at: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_by: bigint('cancelled_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_cancelled_by_idx').on(table.cancelled_by),
    index('appointments_booked_by_idx').on(table.booked_by),
    uniqueIndex('appointments_company_type_booked_unique')
      .on(table.company_id, table.type)
      .where(sql`${table.cancelled_at} is null`),
    uniqueIndex('appointments_slot_booked_unique')
      .on(table.slot_id)
      .where(sql`${table.cancelled_at} is null`),
  ],
);

/**
 * The company's registration at the SAT, recorded in the back office: when the RFC was recorded (the RFC and
 * status_federal_registration themselves are the company's spec scalars) and when the legal representative
 * obtained the company's e.firma.
 */
export const companyTaxRegistrations = pgTable(
  'company_tax_registrations',
  {
    company_id: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    rfc_recorded_at: timestamp('rfc_recorded_at', { withTimezone: true }),
    rfc_recorded_by: bigint('rfc_recorded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    efirma_obtained_at: timestamp('efirma_obtained_at', { withTimezone: true }),
    efirma_recorded_by: bigint('efirma_recorded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_tax_registrations_rfc_recorded_by_idx').on(table.rfc_recorded_by),
    index('company_tax_registrations_efirma_recorded_by_idx').on(table.efirma_recorded_by),
  ],
);
