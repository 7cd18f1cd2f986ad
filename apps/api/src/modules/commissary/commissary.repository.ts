import { COMMISSARY_DOCUMENT_TYPES } from '@forja/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  commissaries,
  companies,
  companyDocuments,
  councilMembers,
  forjaCommissaries,
  partners,
} from '../../db/schema/index';
import { companiesThatPaidFor } from '../payments/paid-services';

export type CommissaryRow = typeof commissaries.$inferSelect;
export type ForjaCommissaryRow = typeof forjaCommissaries.$inferSelect;
export type CommissaryDocumentRow = typeof companyDocuments.$inferSelect;

export type CommissaryDocumentType = (typeof COMMISSARY_DOCUMENT_TYPES)[number];

const COMMISSARY_ROLE = 'commissary';
const COMMISSARY_SERVICE = 'commissary_service';

/** Commissaries, Forja's commissaries and the commissary's company documents. Queries only. */
export function createCommissaryRepository(db: Database) {
  return {
    async findCurrent(companyId: number, tx: Database = db): Promise<CommissaryRow | null> {
      const rows = await tx
        .select()
        .from(commissaries)
        .where(and(eq(commissaries.company_id, companyId), isNull(commissaries.replaced_at)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findById(id: number, tx: Database = db): Promise<CommissaryRow | null> {
      const rows = await tx.select().from(commissaries).where(eq(commissaries.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Whether the account was a commissary of the company whom the founder has since replaced. */
    async wasReplaced(companyId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: commissaries.id })
        .from(commissaries)
        .where(
          and(
            eq(commissaries.company_id, companyId),
            eq(commissaries.user_id, userId),
            isNotNull(commissaries.replaced_at),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async findByInvitation(tokenHash: string): Promise<CommissaryRow | null> {
      const rows = await db
        .select()
        .from(commissaries)
        .where(eq(commissaries.invitation_token_hash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(values: typeof commissaries.$inferInsert, tx: Database = db): Promise<CommissaryRow> {
      const rows = await tx.insert(commissaries).values(values).returning();
      return rows[0] as CommissaryRow;
    },

    update: (id: number, values: Partial<typeof commissaries.$inferInsert>, tx: Database = db) =>
      tx.update(commissaries).set(values).where(eq(commissaries.id, id)),

    /** Takes the invitation once: false when it was used meanwhile. */
    async useInvitation(id: number, userId: number, now: Date, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(commissaries)
        .set({ user_id: userId, invitation_used_at: now, updated_at: now })
        .where(and(eq(commissaries.id, id), isNull(commissaries.invitation_used_at)))
        .returning({ id: commissaries.id });
      return rows.length > 0;
    },

    /** Marks the company's current commissary replaced and spends its invitation. */
    async markReplaced(companyId: number, now: Date, tx: Database) {
      await tx
        .update(commissaries)
        .set({
          replaced_at: now,
          updated_at: now,
          invitation_used_at: sql`coalesce(${commissaries.invitation_used_at}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(commissaries.company_id, companyId), isNull(commissaries.replaced_at)));
    },

    /** The council's commissary member becomes this person (any earlier commissary member is removed). */
    async replaceCouncilCommissary(companyId: number, name: string, tx: Database) {
      await tx
        .delete(councilMembers)
        .where(
          and(eq(councilMembers.company_id, companyId), eq(councilMembers.council_role, COMMISSARY_ROLE)),
        );
      await tx.insert(councilMembers).values({ company_id: companyId, name, council_role: COMMISSARY_ROLE });
    },

    /** The council's members other than the commissary: the administrators. */
    administratorsOf: (companyId: number) =>
      db
        .select({ name: councilMembers.name })
        .from(councilMembers)
        .where(
          and(eq(councilMembers.company_id, companyId), ne(councilMembers.council_role, COMMISSARY_ROLE)),
        ),

    partnersOf: (companyId: number) =>
      db
        .select({
          name: partners.name,
          first_name: partners.first_name,
          last_name: partners.last_name,
          email: partners.email,
          rfc: partners.rfc,
        })
        .from(partners)
        .where(eq(partners.company_id, companyId)),

    documentsOf: (companyId: number, tx: Database = db) =>
      tx
        .select()
        .from(companyDocuments)
        .where(
          and(
            eq(companyDocuments.company_id, companyId),
            inArray(companyDocuments.type, [...COMMISSARY_DOCUMENT_TYPES]),
          ),
        ),

    /** Removes the commissary's documents; answers the storage keys to delete once the transaction commits. */
    async deleteDocuments(companyId: number, tx: Database): Promise<string[]> {
      const rows = await tx
        .delete(companyDocuments)
        .where(
          and(
            eq(companyDocuments.company_id, companyId),
            inArray(companyDocuments.type, [...COMMISSARY_DOCUMENT_TYPES]),
          ),
        )
        .returning({ key: companyDocuments.storage_key });
      return rows.map((row) => row.key);
    },

    /** Inserts or replaces the company's document of a type; a replaced file waits for review again. */
    async upsertDocument(values: typeof companyDocuments.$inferInsert, tx: Database) {
      const rows = await tx
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
      return rows[0] as CommissaryDocumentRow;
    },

    setDocumentsCompleted: (companyId: number, value: boolean) =>
      db
        .update(companies)
        .set({ commissary_has_documents_completed: value })
        .where(eq(companies.id, companyId)),

    // Forja's commissaries

    async listForja(): Promise<(ForjaCommissaryRow & { assigned_count: number })[]> {
      const assigned = db
        .select({ id: commissaries.forja_commissary_id, total: count().as('total') })
        .from(commissaries)
        .where(isNull(commissaries.replaced_at))
        .groupBy(commissaries.forja_commissary_id)
        .as('assigned');
      const rows = await db
        .select({ row: forjaCommissaries, total: assigned.total })
        .from(forjaCommissaries)
        .leftJoin(assigned, eq(assigned.id, forjaCommissaries.id))
        .orderBy(asc(forjaCommissaries.name), asc(forjaCommissaries.id));
      return rows.map(({ row, total }) => ({ ...row, assigned_count: Number(total ?? 0) }));
    },

    async findForja(id: number, tx: Database = db): Promise<ForjaCommissaryRow | null> {
      const rows = await tx.select().from(forjaCommissaries).where(eq(forjaCommissaries.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async insertForja(values: typeof forjaCommissaries.$inferInsert, tx: Database = db) {
      const rows = await tx.insert(forjaCommissaries).values(values).returning();
      return rows[0] as ForjaCommissaryRow;
    },

    async updateForja(id: number, values: Partial<typeof forjaCommissaries.$inferInsert>, tx: Database = db) {
      const rows = await tx
        .update(forjaCommissaries)
        .set(values)
        .where(eq(forjaCommissaries.id, id))
        .returning();
      return rows[0] ?? null;
    },

    async assignedCount(forjaCommissaryId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(commissaries)
        .where(
          and(eq(commissaries.forja_commissary_id, forjaCommissaryId), isNull(commissaries.replaced_at)),
        );
      return Number(row?.total ?? 0);
    },

    /**
     * Companies that paid Forja's commissary service (a complete order with it, or an active subscription),
     * with when they first paid, oldest first.
     */
    paidServiceCompanies: (): Promise<{ company_id: number; paid_at: Date }[]> =>
      companiesThatPaidFor(db, COMMISSARY_SERVICE),

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

    /** The companies whose current commissary is this account, with the commissary's progress; oldest first. */
    companiesOfUser: (userId: number) =>
      db
        .select({
          company_id: companies.id,
          legal_name: companies.legal_name,
          name: companies.name,
          friendly_id: companies.friendly_id,
          is_metamap_validated: commissaries.is_metamap_validated,
          is_csf_validated: commissaries.is_csf_validated,
        })
        .from(commissaries)
        .innerJoin(companies, eq(companies.id, commissaries.company_id))
        .where(and(eq(commissaries.user_id, userId), isNull(commissaries.replaced_at)))
        .orderBy(asc(commissaries.id)),

    async currentOf(companyIds: number[]): Promise<CommissaryRow[]> {
      if (companyIds.length === 0) return [];
      return db
        .select()
        .from(commissaries)
        .where(and(inArray(commissaries.company_id, companyIds), isNull(commissaries.replaced_at)));
    },
  };
}
export type CommissaryRepository = ReturnType<typeof createCommissaryRepository>;
