import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { identityVerifications, partnerDocuments } from '../../db/schema/index';

export type PartnerDocumentRow = typeof partnerDocuments.$inferSelect;
export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;

/** A partner's document files and identity checks. */
export function createPartnerOnboardingRepository(db: Database) {
  return {
    async findDocument(id: number): Promise<PartnerDocumentRow | null> {
      const rows = await db.select().from(partnerDocuments).where(eq(partnerDocuments.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async documentOfType(partnerId: number, type: string): Promise<PartnerDocumentRow | null> {
      const rows = await db
        .select()
        .from(partnerDocuments)
        .where(and(eq(partnerDocuments.partner_id, partnerId), eq(partnerDocuments.type, type)))
        .limit(1);
      return rows[0] ?? null;
    },

    documentsOf: (partnerId: number) =>
      db.select().from(partnerDocuments).where(eq(partnerDocuments.partner_id, partnerId)),

    /** Inserts or replaces the partner's document of a type; a replaced file is no longer approved. */
    async upsertDocument(values: typeof partnerDocuments.$inferInsert): Promise<PartnerDocumentRow> {
      const rows = await db
        .insert(partnerDocuments)
        .values(values)
        .onConflictDoUpdate({
          target: [partnerDocuments.partner_id, partnerDocuments.type],
          set: {
            storage_key: values.storage_key,
            file_name: values.file_name,
            content_type: values.content_type,
            size_bytes: values.size_bytes,
            is_approved: false,
            rejection_category: null,
            updated_at: values.updated_at,
          },
        })
        .returning();
      return rows[0] as PartnerDocumentRow;
    },

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
export type PartnerOnboardingRepository = ReturnType<typeof createPartnerOnboardingRepository>;
