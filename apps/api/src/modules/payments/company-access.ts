import type { Company } from '@forja/contracts';
import type { CompanyRow } from '../companies/companies.repository';

/** The Company's access check and profile builder, from the companies module. */
export type CompanyAccess = {
  /** The owner or an accepted partner; `edit` also needs the owner or a partner with edit permission. */
  requireAccess(userId: number, companyId: number, options?: { edit?: boolean }): Promise<CompanyRow>;
  profileOf(row: CompanyRow): Promise<Company>;
};
