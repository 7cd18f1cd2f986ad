import {
  BACKOFFICE_SUPPORT_REQUESTS_PATH,
  supportQueueResponseSchema,
  supportRequestDetailSchema,
  type FaqCategoryKey,
  type SupportQueueStatusFilter,
  type SupportRequestDetail,
  type SupportRequestStatus,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

/** The queue's filters, as the page keeps them in its URL. */
export type SupportQueueFilter = {
  status: SupportQueueStatusFilter;
  category?: FaqCategoryKey | undefined;
  company?: string | undefined;
  page: number;
};

/** The support queue's TanStack Query keys, in one place. */
export const supportQueueKeys = {
  all: ['backoffice', 'support-requests'] as const,
  queue: (filter: SupportQueueFilter) => ['backoffice', 'support-requests', 'queue', filter] as const,
  request: (id: number) => ['backoffice', 'support-requests', 'request', id] as const,
};

const path = (suffix = '') => `${BACKOFFICE_SUPPORT_REQUESTS_PATH}${suffix}`;

/** GET backoffice/support-requests: oldest first, filtered. */
export function getSupportQueue(filter: SupportQueueFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ status: filter.status, page: String(filter.page) });
  if (filter.category) query.set('category', filter.category);
  if (filter.company?.trim()) query.set('company', filter.company.trim());
  return backofficeRequest(`${path()}?${query.toString()}`, {
    signal,
    schema: supportQueueResponseSchema.shape.content,
  });
}

export const supportQueueQueryOptions = (filter: SupportQueueFilter) =>
  queryOptions({
    queryKey: supportQueueKeys.queue(filter),
    queryFn: ({ signal }) => getSupportQueue(filter, signal),
  });

/** GET backoffice/support-requests/{id}: the request, who made it, the chat before it and its thread. */
export const supportRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supportQueueKeys.request(id),
    queryFn: ({ signal }) =>
      backofficeRequest(path(`/${id}`), { signal, schema: supportRequestDetailSchema }),
  });

/** After an act: the request as the server has it now, and the queue and home counts read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (detail: SupportRequestDetail) => {
    queryClient.setQueryData(supportQueueKeys.request(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: ['backoffice', 'support-requests', 'queue'] });
    void queryClient.invalidateQueries({ queryKey: ['backoffice', 'overview'] });
  };
}

/** POST backoffice/support-requests/{id}/replies: shown in the widget and e-mailed to the user. */
export function useReplySupportRequest(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: string) =>
      backofficeRequest(path(`/${id}/replies`), {
        method: 'POST',
        body: { body },
        schema: supportRequestDetailSchema,
      }),
    onSuccess: settle,
  });
}

/** POST backoffice/support-requests/{id}/status: from the status the operator saw to the next one. */
export function useMoveSupportRequest(id: number) {
  const settle = useSettle();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: { from: string; to: SupportRequestStatus }) =>
      backofficeRequest(path(`/${id}/status`), {
        method: 'POST',
        body: move,
        schema: supportRequestDetailSchema,
      }),
    onSuccess: settle,
    // Someone else moved it first: show the request as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: supportQueueKeys.request(id) }),
  });
}
