import {
  CFDI_USES,
  GENERIC_RFC,
  TAX_REGIMES,
  type BillingInfo,
} from '@forja/contracts/payments/billing-info';
import type { ErrorCode } from '@forja/contracts';
import {
  billingInfoProblems,
  normalizeBillingInfo,
  type BillingInfoProblem,
  type CfdiCatalogues,
} from '@forja/domain';
import { AppError } from '../../http/errors';
import type { CompanyAccess } from './company-access';
import type { PaymentsRepository } from './payments.repository';

/** SAT's catalogues the CFDI rules check the buyer's data against. */
const CFDI_CATALOGUES: CfdiCatalogues = {
  taxRegimes: TAX_REGIMES,
  cfdiUses: CFDI_USES,
  genericRfc: GENERIC_RFC,
};

/** The error code a billing-data problem answers with: the RFC's own, else a bad field or postal code. */
function billingErrorCode(problem: BillingInfoProblem): ErrorCode {
  if (problem.field === 'rfc') return problem.code;
  return problem.field === 'postal_code' ? 'invalid_zip_code' : 'invalid_request';
}

/** The buyer's data for the CFDI (checkout_info): read, and saved when it passes CFDI 4.0's rules. */
export function createBillingInfoService(deps: {
  payments: PaymentsRepository;
  companies: Pick<CompanyAccess, 'requireAccess'>;
  clock: () => Date;
}) {
  const { payments: repo, clock } = deps;

  /** The buyer's data as it is stored, or a 400 naming every field that breaks CFDI 4.0 (domain rules). */
  function checkedBillingInfo(body: BillingInfo): BillingInfo {
    const fields = billingInfoProblems(body, CFDI_CATALOGUES).map((problem) => ({
      path: problem.field,
      code: billingErrorCode(problem),
    }));
    const first = fields[0];
    if (first) throw new AppError(400, first.code).withFields(fields);
    return normalizeBillingInfo(body);
  }

  return {
    async billingInfo(userId: number, companyId: number): Promise<BillingInfo | null> {
      await deps.companies.requireAccess(userId, companyId);
      const row = await repo.billingProfileOf(companyId);
      return row
        ? {
            rfc: row.rfc,
            legal_name: row.legal_name,
            tax_regime: row.tax_regime as BillingInfo['tax_regime'],
            cfdi_use: row.cfdi_use as BillingInfo['cfdi_use'],
            postal_code: row.postal_code,
            email: row.email,
          }
        : null;
    },

    async saveBillingInfo(userId: number, companyId: number, body: BillingInfo): Promise<BillingInfo> {
      await deps.companies.requireAccess(userId, companyId, { edit: true });
      const info = checkedBillingInfo(body);
      await repo.saveBillingProfile({
        company_id: companyId,
        ...info,
        email: info.email ?? null,
        updated_at: clock(),
      });
      return info;
    },
  };
}
export type BillingInfoService = ReturnType<typeof createBillingInfoService>;
