import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { postalCodeCatalogue, postalCodes } from '../../db/schema/index';
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

    /**
     * Whether the loaded catalogue is the full SEPOMEX file, where a code it lacks does not exist: false with no
     * catalogue, or with only the sample the embedded database loads.
     */
    async isComplete(): Promise<boolean> {
      const rows = await db
        .select({ source: postalCodeCatalogue.source })
        .from(postalCodeCatalogue)
        .where(sql`exists (select 1 from ${postalCodes})`);
      return rows[0]?.source === 'sepomex';
    },

    /**
     * Replaces every row with the given ones, and records which catalogue they are; the caller passes its
     * transaction so it is all or nothing.
     */
    async replaceAll(rows: readonly SepomexRow[], source: 'sepomex' | 'sample', tx: Database): Promise<void> {
      await tx.delete(postalCodes);
      await tx.delete(postalCodeCatalogue);
      await tx.insert(postalCodeCatalogue).values({ source });
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await tx
          .insert(postalCodes)
          .values(rows.slice(start, start + INSERT_BATCH).map((row) => ({ ...row })));
      }
    },
  };
}
export type PostalCodesRepository = ReturnType<typeof createPostalCodesRepository>;
