import { importRegistrationSchema, type ImportRegistration } from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyQueryKeys } from '../../../lib/company-query-keys';

/** The importers' register's query key, under the company's key: refreshing the company refreshes it. */
export const importQueryKeys = {
  registration: (companyId: number) =>
    [...companyQueryKeys.company(companyId), 'import-registration'] as const,
};

/** `GET import-registration/company/{id}`: the importers' register (padrón de importadores) and its needs. */
export async function getImportRegistration(
  companyId: number,
  signal?: AbortSignal,
): Promise<ImportRegistration> {
  return apiRequest(`import-registration/company/${companyId}`, { signal, schema: importRegistrationSchema });
}

export const importRegistrationQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: importQueryKeys.registration(companyId),
    queryFn: ({ signal }) => getImportRegistration(companyId, signal),
  });

export const useImportRegistration = (companyId: number) =>
  useQuery(importRegistrationQueryOptions(companyId));
