import {
  COMMISSARY_COMPANIES_PATH,
  commissaryCompaniesSchema,
  type CommissaryCompany,
} from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { commissaryQueryKeys } from './commissary-paths';

/** GET commissary/companies: the companies whose commissary is the signed-in account, with its progress. */
export async function getCommissaryCompanies(signal?: AbortSignal): Promise<CommissaryCompany[]> {
  return apiRequest(COMMISSARY_COMPANIES_PATH, { signal, schema: commissaryCompaniesSchema });
}

export const commissaryCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: commissaryQueryKeys.companies,
    queryFn: ({ signal }) => getCommissaryCompanies(signal),
    staleTime: 0,
  });
