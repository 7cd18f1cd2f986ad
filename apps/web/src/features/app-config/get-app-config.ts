import { APP_CONFIG_PATH } from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { setUploadLimit } from '../../lib/upload-limit';
import { appConfigSchema } from '../../lib/api-client/imported-schemas';

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: async () => {
      const config = await apiRequest(APP_CONFIG_PATH, { anonymous: true, schema: appConfigSchema });
      setUploadLimit(config.upload_max_bytes);
      return config;
    },
    staleTime: Infinity,
  });

/** The server's public settings (dev outbox in use, Google sign-in), fetched once. */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions()).data;
}
