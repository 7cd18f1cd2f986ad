import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { identityVerifications } from '../../db/schema/index';

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;

/** A partner's identity checks, one row per check, the newest last. */
export function createIdentityVerificationRepository(db: Database) {
  return {
    async insertVerification(
      values: typeof identityVerifications.$inferInsert,
      tx: Database = db,
    ): Promise<IdentityVerificationRow> {
      const rows = await tx.insert(identityVerifications).values(values).returning();
      return rows[0] as IdentityVerificationRow;
    },

    async findVerification(id: number): Promise<IdentityVerificationRow | null> {
      const rows = await db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async latestVerification(partnerId: number): Promise<IdentityVerificationRow | null> {
      const rows = await db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.partner_id, partnerId))
        .orderBy(desc(identityVerifications.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Changes a check that is still Pending; a decided check is never changed again. */
    async updatePendingVerification(
      id: number,
      values: Partial<Pick<IdentityVerificationRow, 'status' | 'provider_reference' | 'updated_at'>>,
    ) {
      await db
        .update(identityVerifications)
        .set(values)
        .where(and(eq(identityVerifications.id, id), eq(identityVerifications.status, 'Pending')));
    },
  };
}
export type IdentityVerificationRepository = ReturnType<typeof createIdentityVerificationRepository>;
