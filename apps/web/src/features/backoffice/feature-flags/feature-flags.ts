import {
  BACKOFFICE_FEATURE_FLAGS_PATH,
  backofficeFeatureFlagListSchema,
  type BackofficeFeatureFlag,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-request';

/** GET backoffice/feature-flags (admins): the known flags with description, default and state. */
export const backofficeFeatureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'feature-flags'],
    queryFn: async ({ signal }): Promise<BackofficeFeatureFlag[]> =>
      backofficeFeatureFlagListSchema.parse(
        await backofficeRequest<unknown>(BACKOFFICE_FEATURE_FLAGS_PATH, { signal }),
      ),
  });

/** PUT backoffice/feature-flags/{key} (admins): switch a flag; every evaluated map is read again. */
export function useUpdateFeatureFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled }: { key: string; enabled: boolean }) =>
      backofficeRequest<unknown>(`${BACKOFFICE_FEATURE_FLAGS_PATH}/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body: { enabled },
      }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['backoffice', 'feature-flags'] });
      await client.invalidateQueries({ queryKey: ['feature-flags'] });
    },
  });
}
