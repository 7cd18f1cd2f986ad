import { CATALOGUE_PATH, catalogueSchema, type Catalogue } from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyQueryKeys } from '../../../lib/company-query-keys';

/** `GET /api/v3/catalogue`: society types, packages and products with prices; public, so no token. */
export async function getCatalogue(signal?: AbortSignal): Promise<Catalogue> {
  return apiRequest(CATALOGUE_PATH, { signal, anonymous: true, schema: catalogueSchema });
}

/** The catalogue changes with a deployment, not during a visit: kept for 10 minutes. */
export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: companyQueryKeys.catalogue,
    queryFn: ({ signal }) => getCatalogue(signal),
    staleTime: 10 * 60_000,
  });

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
