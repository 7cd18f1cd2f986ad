import { companySchema, type Company } from '@forja/contracts';
import { COMPANY_CACHE_MS } from '@forja/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { companyQueryKeys } from '../../../lib/company-query-keys';

/** The key that covers one company's cached data (invalidate it after a change). */
export const companyQueryKey = companyQueryKeys.company;

/** `GET /api/v3/company/get-company-profile/{id}`: the company with every field of spec section 3. */
export async function getCompanyProfile(companyId: number, signal?: AbortSignal): Promise<Company> {
  return apiRequest(`company/get-company-profile/${companyId}`, { signal, schema: companySchema });
}

/** The company profile, cached 5 s (spec section 7). */
export const companyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyQueryKeys.profile(companyId),
    queryFn: ({ signal }) => getCompanyProfile(companyId, signal),
    staleTime: COMPANY_CACHE_MS,
  });

/** The company, from the cache when fresh; `force` bypasses the cache (spec: a forced refresh). */
export function fetchCompany(companyId: number, force = false): Promise<Company> {
  return queryClient.fetchQuery({ ...companyQueryOptions(companyId), ...(force ? { staleTime: 0 } : {}) });
}

/** After a change: reads the company again, so every component that shows it updates. */
export function refreshCompany(companyId: number): Promise<Company> {
  return fetchCompany(companyId, true);
}

/** The company for a component: the query's copy, or `initial` (a loader's answer) until it has one. */
export function useCompanyProfile(companyId: number, initial?: Company): Company | undefined {
  const { data } = useQuery(companyQueryOptions(companyId));
  return data ?? initial;
}
