import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companyDocuments, companyStages, councilMembers, legalRepresentatives } from '../../db/schema/index';

export type CompanyDocumentRow = typeof companyDocuments.$inferSelect;
export type LegalRepresentativeRow = typeof legalRepresentatives.$inferSelect;

/** The company's documents, council, legal representatives and stages. */
export function createCompanyRecordsRepository(db: Database) {
  return {
    async findDocument(id: number): Promise<CompanyDocumentRow | null> {
      const rows = await db.select().from(companyDocuments).where(eq(companyDocuments.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async documentOfType(companyId: number, type: string): Promise<CompanyDocumentRow | null> {
      const rows = await db
        .select()
        .from(companyDocuments)
        .where(and(eq(companyDocuments.company_id, companyId), eq(companyDocuments.type, type)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Inserts or replaces the company's document of a type; a replaced file is no longer approved. */
    async upsertDocument(values: typeof companyDocuments.$inferInsert): Promise<CompanyDocumentRow> {
      const rows = await db
        .insert(companyDocuments)
        .values(values)
        .onConflictDoUpdate({
          target: [companyDocuments.company_id, companyDocuments.type],
          set: {
            storage_key: values.storage_key,
            file_name: values.file_name,
            content_type: values.content_type,
            size_bytes: values.size_bytes,
            uploaded_by: values.uploaded_by,
            is_approved: false,
            rejection_category: null,
            updated_at: values.updated_at,
          },
        })
        .returning();
      return rows[0] as CompanyDocumentRow;
    },

    async replaceCouncil(
      companyId: number,
      members: { name: string; council_role: string }[],
      tx: Database = db,
    ) {
      await tx.delete(councilMembers).where(eq(councilMembers.company_id, companyId));
      if (members.length > 0)
        await tx.insert(councilMembers).values(members.map((m) => ({ company_id: companyId, ...m })));
    },

    async findLegalRepresentative(id: number): Promise<LegalRepresentativeRow | null> {
      const rows = await db
        .select()
        .from(legalRepresentatives)
        .where(eq(legalRepresentatives.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertLegalRepresentative(values: typeof legalRepresentatives.$inferInsert) {
      const rows = await db.insert(legalRepresentatives).values(values).returning();
      return rows[0] as LegalRepresentativeRow;
    },

    deleteLegalRepresentative: (id: number) =>
      db.delete(legalRepresentatives).where(eq(legalRepresentatives.id, id)),

    async setStage(companyId: number, name: string, completed: boolean, now: Date) {
      await db
        .insert(companyStages)
        .values({ company_id: companyId, name, completed, updated_at: now })
        .onConflictDoUpdate({
          target: [companyStages.company_id, companyStages.name],
          set: { completed, updated_at: now },
        });
    },
  };
}
export type CompanyRecordsRepository = ReturnType<typeof createCompanyRecordsRepository>;
