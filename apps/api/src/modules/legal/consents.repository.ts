import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { consents } from '../../db/schema/index';

export type ConsentRow = typeof consents.$inferSelect;
export type NewConsent = Omit<typeof consents.$inferInsert, 'id'>;

/** The consent records: inserted, never updated or deleted (a withdrawal is a new row). */
export function createConsentsRepository(db: Database) {
  return {
    async insert(rows: NewConsent[], tx: Database = db): Promise<void> {
      if (rows.length > 0) await tx.insert(consents).values(rows);
    },

    /** A user's records, newest first. */
    listByUser(userId: number, tx: Database = db): Promise<ConsentRow[]> {
      return tx
        .select()
        .from(consents)
        .where(eq(consents.user_id, userId))
        .orderBy(desc(consents.created_at), desc(consents.id));
    },
  };
}
export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
