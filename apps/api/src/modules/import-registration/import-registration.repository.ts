import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { findCompanyAndFounder } from '../companies/company-founder';
import {
  companies,
  companyBusinessInformation,
  companyImportRegistrations,
  companyTaxRegistrations,
} from '../../db/schema/index';

export type ImportRegistrationRow = typeof companyImportRegistrations.$inferSelect;
export type BusinessInformationRow = typeof companyBusinessInformation.$inferSelect;

/** What the importers' register needs, read from the company (see the domain's importRequirements). */
export type ImportFacts = {
  company_id: number;
  name: string | null;
  legal_name: string | null;
  friendly_id: string | null;
  amazon_customer: boolean;
  rfc: string | null;
  efirma_obtained_at: Date | null;
  information: BusinessInformationRow | null;
  registration: ImportRegistrationRow | null;
};

/**
 * Amazon customers' registration in the importers' register (padrón de importadores), with the facts its
 * requirements read: the company's RFC, its e.firma (company_tax_registrations) and the business information
 * (company_business_information, written by the banks module). Queries only.
 */
export function createImportRegistrationRepository(db: Database) {
  async function factsOf(companyIds: number[] | null, tx: Database): Promise<ImportFacts[]> {
    if (companyIds && companyIds.length === 0) return [];
    const rows = await tx
      .select({
        company_id: companies.id,
        name: companies.name,
        legal_name: companies.legal_name,
        friendly_id: companies.friendly_id,
        amazon_customer: companies.amazon_customer,
        rfc: companies.rfc,
        efirma_obtained_at: companyTaxRegistrations.efirma_obtained_at,
        information: companyBusinessInformation,
        registration: companyImportRegistrations,
      })
      .from(companies)
      .leftJoin(companyTaxRegistrations, eq(companyTaxRegistrations.company_id, companies.id))
      .leftJoin(companyBusinessInformation, eq(companyBusinessInformation.company_id, companies.id))
      .leftJoin(companyImportRegistrations, eq(companyImportRegistrations.company_id, companies.id))
      .where(companyIds ? inArray(companies.id, companyIds) : eq(companies.amazon_customer, true))
      .orderBy(asc(companies.id));
    return rows.map((row) => ({ ...row, efirma_obtained_at: row.efirma_obtained_at ?? null }));
  }

  return {
    /** One company's facts (Amazon customer or not); null when there is no such company. */
    async facts(companyId: number, tx: Database = db): Promise<ImportFacts | null> {
      const [row] = await factsOf([companyId], tx);
      return row ?? null;
    },

    /** Every Amazon customer's facts, oldest company first. */
    amazonCustomers: (tx: Database = db) => factsOf(null, tx),

    /** The company, locked for the act's transaction; null when there is none. */
    async lockCompany(companyId: number, tx: Database) {
      const [row] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async save(
      values: typeof companyImportRegistrations.$inferInsert & { company_id: number },
      tx: Database,
    ) {
      const { company_id: _companyId, ...set } = values;
      await tx
        .insert(companyImportRegistrations)
        .values(values)
        .onConflictDoUpdate({ target: companyImportRegistrations.company_id, set });
    },

    /** The company and its founder (the account that created it), to e-mail. */
    companyAndFounder: (companyId: number) => findCompanyAndFounder(db, companyId),
  };
}
export type ImportRegistrationRepository = ReturnType<typeof createImportRegistrationRepository>;
