import { CATALOGUE_PATH, catalogueSchema, type Catalogue } from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const catalogueQueryKey = ['catalogue'] as const;

/** Society types, packages and prices (`GET /api/v3/catalogue`); public, so no token is sent. */
export async function getCatalogue(signal?: AbortSignal): Promise<Catalogue> {
  return apiRequest(CATALOGUE_PATH, { signal, anonymous: true, schema: catalogueSchema });
}

/** The catalogue changes with a deployment, not during a visit: kept for 10 minutes. */
export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: catalogueQueryKey,
    queryFn: ({ signal }) => getCatalogue(signal),
    staleTime: 10 * 60_000,
  });

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
