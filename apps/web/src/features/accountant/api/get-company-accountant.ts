import { companyAccountantSchema, type CompanyAccountant } from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const accountantQueryKeys = {
  company: (companyId: number) => ['accountant', companyId] as const,
};

/** `GET company/{id}/accountant`: the accountant service bought or not, and who the accountant is. */
export async function getCompanyAccountant(
  companyId: number,
  signal?: AbortSignal,
): Promise<CompanyAccountant> {
  return apiRequest(`company/${companyId}/accountant`, { signal, schema: companyAccountantSchema });
}

export const companyAccountantQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: accountantQueryKeys.company(companyId),
    queryFn: ({ signal }) => getCompanyAccountant(companyId, signal),
  });

export const useCompanyAccountant = (companyId: number) => useQuery(companyAccountantQueryOptions(companyId));
