import { companyBankingSchema, type CompanyBanking } from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { banksQueryKeys } from './banks-query-keys';

/**
 * `GET banks/company/{id}`: the partner banks of the catalogue (active, in their order), whether the referral is
 * open, the company's choice and its state, and the account once the bank opened it.
 */
export async function getCompanyBanking(companyId: number, signal?: AbortSignal): Promise<CompanyBanking> {
  return apiRequest(`banks/company/${companyId}`, { signal, schema: companyBankingSchema });
}

export const companyBankingQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: banksQueryKeys.banking(companyId),
    queryFn: ({ signal }) => getCompanyBanking(companyId, signal),
    staleTime: 5_000,
  });

export const useCompanyBanking = (companyId: number) => useQuery(companyBankingQueryOptions(companyId));
