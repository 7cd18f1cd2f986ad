import { backofficeSigningListResponseSchema, type BackofficeSigningItem } from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

/** The signing queue's TanStack Query keys, in one place. */
export const signingQueueKeys = {
  all: ['backoffice', 'signing'] as const,
};

const itemsSchema = backofficeSigningListResponseSchema.shape.content;

/** GET backoffice/signing: the companies whose articles are being reviewed or signed. */
export async function getSigningQueue(signal?: AbortSignal): Promise<BackofficeSigningItem[]> {
  return backofficeRequest('signing', { signal, schema: itemsSchema });
}

export const signingQueueQueryOptions = () =>
  queryOptions({
    queryKey: signingQueueKeys.all,
    queryFn: ({ signal }) => getSigningQueue(signal),
  });
