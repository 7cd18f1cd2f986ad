import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { postalCodes } from '../../db/schema/index';
import type { SepomexRow } from './sepomex';

export type PostalCodeRow = typeof postalCodes.$inferSelect;

/** Rows per INSERT when a catalogue is loaded (9 parameters each, well under PostgreSQL's 65 535). */
const INSERT_BATCH = 1000;

export function createPostalCodesRepository(db: Database) {
  return {
    /** Whether any catalogue is loaded. */
    async hasRows(): Promise<boolean> {
      const rows = await db.select({ id: postalCodes.id }).from(postalCodes).limit(1);
      return rows.length > 0;
    },

    settlementsOf: (postalCode: string) =>
      db
        .select()
        .from(postalCodes)
        .where(eq(postalCodes.postal_code, postalCode))
        .orderBy(asc(postalCodes.id)),

    /** Replaces every row with the given ones; the caller passes its transaction so it is all or nothing. */
    async replaceAll(rows: readonly SepomexRow[], tx: Database): Promise<void> {
      await tx.delete(postalCodes);
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await tx
          .insert(postalCodes)
          .values(rows.slice(start, start + INSERT_BATCH).map((row) => ({ ...row })));
      }
    },
  };
}
export type PostalCodesRepository = ReturnType<typeof createPostalCodesRepository>;
