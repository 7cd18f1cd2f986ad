import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, legalRepresentatives } from '../../db/schema/index';

export type LegalRepresentativeRow = typeof legalRepresentatives.$inferSelect;
export type LegalRepresentativeWithCompany = {
  representative: LegalRepresentativeRow;
  company: { id: number; friendly_id: string; name: string | null; legal_name: string | null };
};

export type LegalRepresentativeQueueFilter = {
  company?: string | undefined;
  companyId?: number | undefined;
  page: number;
  pageSize: number;
};

/** `text` as a LIKE pattern that matches it literally. */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Waiting: neither approved nor rejected (what the home page counts). */
const waiting = () =>
  and(eq(legalRepresentatives.approved, false), isNull(legalRepresentatives.rejection_category));

const columns = {
  representative: legalRepresentatives,
  company: {
    id: companies.id,
    friendly_id: companies.friendly_id,
    name: companies.name,
    legal_name: companies.legal_name,
  },
};

/** The legal representatives queue and the row a decision locks. Queries only. */
export function createLegalRepresentativeReviewRepository(db: Database) {
  return {
    async listWaiting(
      filter: LegalRepresentativeQueueFilter,
    ): Promise<{ rows: LegalRepresentativeWithCompany[]; total: number }> {
      const conditions: (SQL | undefined)[] = [waiting()];
      if (filter.companyId) conditions.push(eq(companies.id, filter.companyId));
      if (filter.company) {
        const contains = `%${literalPattern(filter.company)}%`;
        conditions.push(
          or(
            ilike(companies.friendly_id, literalPattern(filter.company)),
            ilike(companies.name, contains),
            ilike(companies.legal_name, contains),
          ),
        );
      }
      const where = and(...conditions);
      const [totalRow] = await db
        .select({ total: count() })
        .from(legalRepresentatives)
        .innerJoin(companies, eq(companies.id, legalRepresentatives.company_id))
        .where(where);
      const rows = await db
        .select(columns)
        .from(legalRepresentatives)
        .innerJoin(companies, eq(companies.id, legalRepresentatives.company_id))
        .where(where)
        .orderBy(asc(legalRepresentatives.created_at), asc(legalRepresentatives.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { rows, total: Number(totalRow?.total ?? 0) };
    },

    /** One representative with the company; with `lock`, the row stays locked for the transaction. */
    async find(id: number, tx: Database = db, lock = false): Promise<LegalRepresentativeWithCompany | null> {
      const query = tx
        .select(columns)
        .from(legalRepresentatives)
        .innerJoin(companies, eq(companies.id, legalRepresentatives.company_id))
        .where(eq(legalRepresentatives.id, id))
        .limit(1);
      const [row] = lock ? await query.for('update', { of: legalRepresentatives }) : await query;
      return row ?? null;
    },

    async decide(
      id: number,
      values: Pick<LegalRepresentativeRow, 'approved' | 'rejection_category' | 'rejection_note'>,
      tx: Database,
    ): Promise<void> {
      await tx.update(legalRepresentatives).set(values).where(eq(legalRepresentatives.id, id));
    },
  };
}
export type LegalRepresentativeReviewRepository = ReturnType<
  typeof createLegalRepresentativeReviewRepository
>;
