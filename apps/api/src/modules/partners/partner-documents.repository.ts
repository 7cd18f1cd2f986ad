import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { partnerDocuments } from '../../db/schema/index';

export type PartnerDocumentRow = typeof partnerDocuments.$inferSelect;

/** A partner's document files. */
export function createPartnerDocumentsRepository(db: Database) {
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
  };
}
export type PartnerDocumentsRepository = ReturnType<typeof createPartnerDocumentsRepository>;
