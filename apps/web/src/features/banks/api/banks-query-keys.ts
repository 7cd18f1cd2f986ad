import { companyQueryKeys } from '../../../lib/company-query-keys';

/**
 * The query keys of the bank referral, under the company's key: refreshing the company (after a payment, an
 * upload, a choice) refreshes them too.
 */
export const banksQueryKeys = {
  banking: (companyId: number) => [...companyQueryKeys.company(companyId), 'banks'] as const,
  businessInformation: (companyId: number) =>
    [...companyQueryKeys.company(companyId), 'data-banking'] as const,
  usdRate: ['rates', 'usd-mxn'] as const,
};
