import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { findCompanyAndFounder } from '../companies/company-founder';
import { accountantAssignments, companies, forjaAccountants } from '../../db/schema/index';
import { companiesThatPaidFor } from '../payments/paid-services';

export type ForjaAccountantRow = typeof forjaAccountants.$inferSelect;
export type AccountantAssignmentRow = typeof accountantAssignments.$inferSelect;

/** The catalogue's product of the accountant service. */
export const ACCOUNTANT_PRODUCT = 'accountant';

/** Forja's accountants and their assignment to companies that bought the service. Queries only. */
export function createAccountantRepository(db: Database) {
  return {
    async list(): Promise<(ForjaAccountantRow & { assigned_count: number })[]> {
      const assigned = db
        .select({ id: accountantAssignments.forja_accountant_id, total: count().as('total') })
        .from(accountantAssignments)
        .groupBy(accountantAssignments.forja_accountant_id)
        .as('assigned');
      const rows = await db
        .select({ row: forjaAccountants, total: assigned.total })
        .from(forjaAccountants)
        .leftJoin(assigned, eq(assigned.id, forjaAccountants.id))
        .orderBy(asc(forjaAccountants.name), asc(forjaAccountants.id));
      return rows.map(({ row, total }) => ({ ...row, assigned_count: Number(total ?? 0) }));
    },

    async find(id: number, tx: Database = db): Promise<ForjaAccountantRow | null> {
      const rows = await tx.select().from(forjaAccountants).where(eq(forjaAccountants.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async findForUpdate(id: number, tx: Database): Promise<ForjaAccountantRow | null> {
      const rows = await tx
        .select()
        .from(forjaAccountants)
        .where(eq(forjaAccountants.id, id))
        .limit(1)
        .for('update');
      return rows[0] ?? null;
    },

    async insert(values: typeof forjaAccountants.$inferInsert, tx: Database) {
      const rows = await tx.insert(forjaAccountants).values(values).returning();
      return rows[0] as ForjaAccountantRow;
    },

    async update(id: number, values: Partial<typeof forjaAccountants.$inferInsert>, tx: Database) {
      const rows = await tx
        .update(forjaAccountants)
        .set(values)
        .where(eq(forjaAccountants.id, id))
        .returning();
      return rows[0] ?? null;
    },

    async assignedCount(id: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(accountantAssignments)
        .where(eq(accountantAssignments.forja_accountant_id, id));
      return Number(row?.total ?? 0);
    },

    /** Companies that bought the service, oldest payment first (only `companyId` when given). */
    paidCompanies: (companyId?: number, tx: Database = db) =>
      companiesThatPaidFor(tx, ACCOUNTANT_PRODUCT, companyId),

    async assignmentsOf(companyIds: number[]) {
      if (companyIds.length === 0) return [];
      return db
        .select({ assignment: accountantAssignments, accountant: forjaAccountants })
        .from(accountantAssignments)
        .innerJoin(forjaAccountants, eq(forjaAccountants.id, accountantAssignments.forja_accountant_id))
        .where(inArray(accountantAssignments.company_id, companyIds));
    },

    async assignmentOf(companyId: number, tx: Database = db) {
      const rows = await tx
        .select()
        .from(accountantAssignments)
        .where(eq(accountantAssignments.company_id, companyId))
        .limit(1);
      return rows[0] ?? null;
    },

    async saveAssignment(
      values: typeof accountantAssignments.$inferInsert & { company_id: number },
      tx: Database,
    ) {
      const { company_id: _companyId, ...set } = values;
      await tx
        .insert(accountantAssignments)
        .values(values)
        .onConflictDoUpdate({ target: accountantAssignments.company_id, set });
    },

    async companiesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: companies.id,
          name: companies.name,
          legal_name: companies.legal_name,
          friendly_id: companies.friendly_id,
        })
        .from(companies)
        .where(inArray(companies.id, ids));
    },

    async lockCompany(companyId: number, tx: Database) {
      const [row] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** The company and its founder (the account that created it), to e-mail. */
    companyAndFounder: (companyId: number) => findCompanyAndFounder(db, companyId),
  };
}
export type AccountantRepository = ReturnType<typeof createAccountantRepository>;
