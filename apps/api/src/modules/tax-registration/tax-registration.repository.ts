import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  companies,
  companyDeeds,
  companyDocuments,
  companyTaxRegistrations,
  documentReviews,
  users,
} from '../../db/schema/index';

export type TaxRegistrationRow = typeof companyTaxRegistrations.$inferSelect;

/** The company's SAT registration: its RFC scalars, its deed and its tax-registration row. Queries only. */
export function createTaxRegistrationRepository(db: Database) {
  return {
    /** The company, locked for the act's transaction; null when there is none. */
    async lockCompany(companyId: number, tx: Database) {
      const [row] = await tx
        .select({
          id: companies.id,
          name: companies.name,
          legal_name: companies.legal_name,
          friendly_id: companies.friendly_id,
          rfc: companies.rfc,
          status_federal_registration: companies.status_federal_registration,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async company(companyId: number, tx: Database = db) {
      const [row] = await tx
        .select({
          id: companies.id,
          name: companies.name,
          legal_name: companies.legal_name,
          friendly_id: companies.friendly_id,
          rfc: companies.rfc,
          status_federal_registration: companies.status_federal_registration,
          company_type: companies.company_type,
          legal_representation: companies.legal_representation,
          user_id: companies.user_id,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row ?? null;
    },

    async deedRecordedAt(companyId: number, tx: Database = db): Promise<Date | null> {
      const [row] = await tx
        .select({ recorded_at: companyDeeds.recorded_at })
        .from(companyDeeds)
        .where(eq(companyDeeds.company_id, companyId))
        .limit(1);
      return row?.recorded_at ?? null;
    },

    /**
     * The SAT appointment receipt (acuse_cita_sat) stored for the company, whether staff uploaded it, its review
     * (approved, rejection category) and the note of the newest rejection of the file stored now.
     */
    async appointmentReceipt(companyId: number, tx: Database = db) {
      const [row] = await tx
        .select({
          id: companyDocuments.id,
          file_name: companyDocuments.file_name,
          updated_at: companyDocuments.updated_at,
          uploaded_by_operator: users.is_operator,
          uploaded_by_admin: users.is_admin,
          is_approved: companyDocuments.is_approved,
          rejection_category: companyDocuments.rejection_category,
          rejection_note: sql<string | null>`(
            select ${documentReviews.note} from ${documentReviews}
            where ${documentReviews.document_kind} = 'company'
              and ${documentReviews.document_id} = ${companyDocuments.id}
              and ${documentReviews.storage_key} = ${companyDocuments.storage_key}
              and not ${documentReviews.approved}
            order by ${documentReviews.created_at} desc, ${documentReviews.id} desc
            limit 1
          )`,
        })
        .from(companyDocuments)
        .leftJoin(users, eq(users.id, companyDocuments.uploaded_by))
        .where(and(eq(companyDocuments.company_id, companyId), eq(companyDocuments.type, 'acuse_cita_sat')))
        .limit(1);
      return row ?? null;
    },

    async registration(companyId: number, tx: Database = db): Promise<TaxRegistrationRow | null> {
      const [row] = await tx
        .select()
        .from(companyTaxRegistrations)
        .where(eq(companyTaxRegistrations.company_id, companyId))
        .limit(1);
      return row ?? null;
    },

    async saveRegistration(
      values: typeof companyTaxRegistrations.$inferInsert & { company_id: number },
      tx: Database,
    ) {
      const { company_id: _companyId, ...set } = values;
      await tx
        .insert(companyTaxRegistrations)
        .values(values)
        .onConflictDoUpdate({ target: companyTaxRegistrations.company_id, set });
    },

    async setCompanyRfc(companyId: number, rfc: string, status: string, now: Date, tx: Database) {
      await tx
        .update(companies)
        .set({ rfc, status_federal_registration: status, rfc_later: false, updated_at: now })
        .where(eq(companies.id, companyId));
    },

    /** The founder (the account that created the company), to e-mail. */
    async founderOf(companyId: number) {
      const [row] = await db
        .select({ email: users.email, first_names: users.first_names, language: users.language })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.user_id))
        .where(eq(companies.id, companyId))
        .limit(1);
      return row ?? null;
    },
  };
}
export type TaxRegistrationRepository = ReturnType<typeof createTaxRegistrationRepository>;

/** When Forja recorded the company's RFC from the SAT, or null: the founder's own RFC field is closed after. */
export async function rfcRecordedAt(db: Database, companyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: companyTaxRegistrations.rfc_recorded_at })
    .from(companyTaxRegistrations)
    .where(eq(companyTaxRegistrations.company_id, companyId))
    .limit(1);
  return row?.at ?? null;
}
