import {
  BACKOFFICE_ORDERS_PATH,
  backofficeOrderSchema,
  backofficeOrdersPageResponseSchema,
  type OrderQueueFilter,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

/** The orders queue's filters, as the page keeps them in its URL. */
export type OrdersFilter = {
  kind: OrderQueueFilter;
  company_id?: number | undefined;
  page: number;
};

/** The orders queue's TanStack Query keys, in one place. */
export const ordersKeys = {
  all: ['backoffice', 'orders'] as const,
  queue: (filter: OrdersFilter) => ['backoffice', 'orders', 'queue', filter] as const,
};

const path = (suffix = '') => `${BACKOFFICE_ORDERS_PATH}${suffix}`;

/** GET backoffice/orders: pending vouchers and failed payments, oldest first. */
export function getOrdersQueue(filter: OrdersFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ kind: filter.kind, page: String(filter.page) });
  if (filter.company_id) query.set('company_id', String(filter.company_id));
  return backofficeRequest(`${path()}?${query.toString()}`, {
    signal,
    schema: backofficeOrdersPageResponseSchema.shape.content,
  });
}

export const ordersQueueQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: ordersKeys.queue(filter),
    queryFn: ({ signal }) => getOrdersQueue(filter, signal),
  });

/**
 * POST backoffice/orders/{id}/notes: a private follow-up note. Then the queue, the home count and the
 * company pages are read again (a failed payment with a note leaves the open queue).
 */
export function useAddOrderNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: string }) =>
      backofficeRequest(path(`/${orderId}/notes`), {
        method: 'POST',
        body: { body },
        schema: backofficeOrderSchema,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'overview'] }),
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'companies'] }),
      ]);
    },
  });
}
