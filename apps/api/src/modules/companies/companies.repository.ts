import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, companyBusinessTwists, denominations } from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type DenominationRow = typeof denominations.$inferSelect;
/** What the back office records on a proposal (the SE's decision), kept when the founder reorders. */
export type DenominationDecisionFields = Partial<
  Pick<
    typeof denominations.$inferInsert,
    | 'decision'
    | 'authorization_key'
    | 'authorization_date'
    | 'decided_at'
    | 'refusal_reason'
    | 'refusal_note'
    | 'created_at'
  >
>;

/** The company, its row locked until the transaction ends: decisions on it are taken one at a time. */
export async function lockCompany(tx: Database, companyId: number): Promise<CompanyRow | null> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).limit(1).for('update');
  return row ?? null;
}

export function createCompaniesRepository(db: Database) {
  return {
    async findById(id: number, tx: Database = db): Promise<CompanyRow | null> {
      const rows = await tx.select().from(companies).where(eq(companies.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async insert(values: NewCompany, tx: Database = db): Promise<CompanyRow> {
      const rows = await tx.insert(companies).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(id: number, values: Partial<NewCompany>, tx: Database = db): Promise<void> {
      await tx.update(companies).set(values).where(eq(companies.id, id));
    },

    async delete(id: number, tx: Database = db): Promise<void> {
      await tx.delete(companies).where(eq(companies.id, id));
    },

    async friendlyIdExists(friendlyId: string): Promise<boolean> {
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.friendly_id, friendlyId));
      return rows.length > 0;
    },

    async denominationsOf(companyId: number, tx: Database = db): Promise<DenominationRow[]> {
      return tx
        .select()
        .from(denominations)
        .where(eq(denominations.company_id, companyId))
        .orderBy(asc(denominations.priority), asc(denominations.id));
    },

    async findDenomination(id: number): Promise<DenominationRow | null> {
      const rows = await db.select().from(denominations).where(eq(denominations.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async replaceDenominations(
      companyId: number,
      list: ({ name: string; priority: number } & DenominationDecisionFields)[],
      tx: Database = db,
    ) {
      await tx.delete(denominations).where(eq(denominations.company_id, companyId));
      if (list.length > 0) {
        await tx.insert(denominations).values(list.map((item) => ({ company_id: companyId, ...item })));
      }
    },

    async insertDenomination(
      values: { company_id: number; name: string; priority: number },
      tx: Database = db,
    ) {
      const rows = await tx.insert(denominations).values(values).returning();
      return rows[0] as DenominationRow;
    },

    async updateDenomination(
      id: number,
      values: { name: string; priority: number } & DenominationDecisionFields,
      tx: Database = db,
    ) {
      await tx.update(denominations).set(values).where(eq(denominations.id, id));
    },

    async deleteDenomination(id: number, tx: Database = db) {
      await tx.delete(denominations).where(eq(denominations.id, id));
    },

    /** Legal names and proposals of every other company, for the "already taken" check. */
    async namesTakenOutside(companyId: number): Promise<string[]> {
      const proposals = await db
        .select({ name: denominations.name })
        .from(denominations)
        .where(ne(denominations.company_id, companyId));
      const legal = await db
        .select({ name: companies.legal_name })
        .from(companies)
        .where(and(ne(companies.id, companyId), sql`${companies.legal_name} is not null`));
      return [...proposals.map((row) => row.name), ...legal.map((row) => row.name ?? '')];
    },

    /** The catalogue ids of the company's economic activities. */
    async twistIdsOf(companyId: number): Promise<number[]> {
      const rows = await db
        .select({ id: companyBusinessTwists.business_twist_id })
        .from(companyBusinessTwists)
        .where(eq(companyBusinessTwists.company_id, companyId));
      return rows.map((row) => row.id);
    },

    async replaceTwists(companyId: number, twists: { id: number; name: string }[], tx: Database = db) {
      await tx.delete(companyBusinessTwists).where(eq(companyBusinessTwists.company_id, companyId));
      if (twists.length > 0) {
        await tx
          .insert(companyBusinessTwists)
          .values(
            twists.map((twist) => ({ company_id: companyId, business_twist_id: twist.id, name: twist.name })),
          );
      }
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
