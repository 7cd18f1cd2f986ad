import { BACKOFFICE_ANALYTICS_FUNNEL_PATH, analyticsFunnelSchema } from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-request';

/** GET backoffice/analytics/funnel: people per funnel step and week, optionally of one campaign. */
export const funnelQueryOptions = (weeks: number, campaign: string) =>
  queryOptions({
    queryKey: ['backoffice', 'analytics', 'funnel', weeks, campaign],
    queryFn: ({ signal }) =>
      backofficeRequest(
        `${BACKOFFICE_ANALYTICS_FUNNEL_PATH}?weeks=${weeks}&campaign=${encodeURIComponent(campaign)}`,
        { signal, schema: analyticsFunnelSchema },
      ),
  });
