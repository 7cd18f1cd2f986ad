import {
  MY_CANCELLATION_PATH,
  MY_DATA_EXPORT_PATH,
  cancelAccountBodySchema,
  cancelAccountResponseSchema,
  cancellationTermsSchema,
  dataExportSchema,
  myDataExportResponseSchema,
  type CancelAccountBody,
  type CancellationTerms,
  type DataExport,
} from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, signOutLocally } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const myDataExportQueryKey = ['privacy', 'me', 'data-export'] as const;
export const myCancellationQueryKey = ['privacy', 'me', 'cancellation'] as const;

/** How often the account page asks for the progress of a copy under way. */
export const DATA_EXPORT_POLL_MS = 1500;

/** `GET privacy/me/data-export`: my newest copy of my data (progress, or a short-lived link), or null. */
export async function getMyDataExport(): Promise<DataExport | null> {
  return apiRequest(MY_DATA_EXPORT_PATH, { schema: myDataExportResponseSchema.shape.content });
}

/** Polls while the copy is being built; a ready link is fetched again before it lapses. */
export function myDataExportQueryOptions() {
  return queryOptions({
    queryKey: myDataExportQueryKey,
    queryFn: getMyDataExport,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === 'queued' || status === 'running') return DATA_EXPORT_POLL_MS;
      if (status === 'ready') return 10 * 60_000;
      return false;
    },
  });
}

/** `POST privacy/me/data-export`: starts a copy (or answers the one under way). */
export async function requestDataExport(): Promise<DataExport> {
  const started = await apiRequest(MY_DATA_EXPORT_PATH, { method: 'POST', schema: dataExportSchema });
  queryClient.setQueryData(myDataExportQueryKey, started);
  return started;
}

/** `GET privacy/me/cancellation`: what deleting the account would do. */
export function myCancellationQueryOptions() {
  return queryOptions({
    queryKey: myCancellationQueryKey,
    queryFn: (): Promise<CancellationTerms> =>
      apiRequest(MY_CANCELLATION_PATH, { schema: cancellationTermsSchema }),
    staleTime: 30_000,
  });
}

/** `POST privacy/me/cancellation`: deletes the account; the server closes every session, so this one ends too. */
export async function cancelMyAccount(body: CancelAccountBody): Promise<void> {
  await apiRequest(MY_CANCELLATION_PATH, {
    method: 'POST',
    body: cancelAccountBodySchema.parse(body),
    schema: cancelAccountResponseSchema.shape.content,
  });
  queryClient.clear();
  signOutLocally();
}
