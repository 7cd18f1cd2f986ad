import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Forja's accountants (contadores públicos with a cédula profesional), who serve the companies that bought
 * the accountant service; added, edited and deactivated in the back office.
 */
export const forjaAccountants = pgTable('forja_accountants', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** Cédula profesional: 7 or 8 digits. */
  professional_licence: text('professional_licence').notNull(),
  active: boolean('active').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which of Forja's accountants serves a company that bought the service: one per company. */
export const accountantAssignments = pgTable(
  'accountant_assignments',
  {
    company_id: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    forja_accountant_id: bigint('forja_accountant_id', { mode: 'number' })
      .notNull()
      .references(() => forjaAccountants.id, { onDelete: 'restrict' }),
    assigned_by: bigint('assigned_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    assigned_at: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accountant_assignments_assigned_by_idx').on(table.assigned_by),
    index('accountant_assignments_accountant_idx').on(table.forja_accountant_id),
  ],
);
