import {
  BACKOFFICE_FEATURE_FLAGS_PATH,
  backofficeFeatureFlagListSchema,
  backofficeFeatureFlagSchema,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-request';

/** GET backoffice/feature-flags (admins): the known flags with description, default and state. */
export const backofficeFeatureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'feature-flags'],
    queryFn: ({ signal }) =>
      backofficeRequest(BACKOFFICE_FEATURE_FLAGS_PATH, { signal, schema: backofficeFeatureFlagListSchema }),
  });

/** PUT backoffice/feature-flags/{key} (admins): switch a flag; every evaluated map is read again. */
export function useUpdateFeatureFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled }: { key: string; enabled: boolean }) =>
      backofficeRequest(`${BACKOFFICE_FEATURE_FLAGS_PATH}/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body: { enabled },
        schema: backofficeFeatureFlagSchema,
      }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['backoffice', 'feature-flags'] });
      await client.invalidateQueries({ queryKey: ['feature-flags'] });
    },
  });
}
