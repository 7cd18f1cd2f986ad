import {
  BACKOFFICE_PRIVACY_REQUESTS_PATH,
  decidePrivacyRequestBodySchema,
  privacyQueueItemSchema,
  privacyQueueResponseSchema,
  type DecidePrivacyRequestBody,
  type PrivacyQueueItem,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

export const privacyQueueKeys = {
  all: ['backoffice', 'privacy-requests'] as const,
  queue: (status: string) => ['backoffice', 'privacy-requests', 'queue', status] as const,
};

export type PrivacyQueueStatus = 'open' | 'resolved' | 'rejected' | 'all';

/** GET backoffice/privacy-requests: the privacy queue, the nearest legal deadline first. */
export const privacyQueueQueryOptions = (status: PrivacyQueueStatus = 'open') =>
  queryOptions({
    queryKey: privacyQueueKeys.queue(status),
    queryFn: async ({ signal }): Promise<PrivacyQueueItem[]> => {
      const page = await backofficeRequest(
        `${BACKOFFICE_PRIVACY_REQUESTS_PATH}?status=${status}&page_size=100`,
        {
          signal,
          schema: privacyQueueResponseSchema.shape.content,
        },
      );
      return page.items;
    },
  });

/** POST backoffice/privacy-requests/{id}/decision: resolve or reject with a note e-mailed to the person. */
export async function decidePrivacyRequest(
  id: number,
  body: DecidePrivacyRequestBody,
): Promise<PrivacyQueueItem> {
  return backofficeRequest(`${BACKOFFICE_PRIVACY_REQUESTS_PATH}/${id}/decision`, {
    method: 'POST',
    body: decidePrivacyRequestBodySchema.parse(body),
    schema: privacyQueueItemSchema,
  });
}

export function useDecidePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number } & DecidePrivacyRequestBody) =>
      decidePrivacyRequest(input.id, { outcome: input.outcome, note: input.note }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyQueueKeys.all }),
  });
}
