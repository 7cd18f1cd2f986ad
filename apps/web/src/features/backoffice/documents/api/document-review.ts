import {
  documentQueueResponseSchema,
  documentReviewDetailSchema,
  type DocumentRejectionCategory,
  type ReviewedDocumentKind,
} from '@forja/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fileRequest } from '../../../../lib/api-client';
import { backofficeRequest, backofficeUrl, withBackofficeSession } from '../../api/backoffice-request';

export type DocumentQueueFilter = {
  company: string;
  kind: ReviewedDocumentKind | '';
  type: string;
  page: number;
};

export const documentReviewQueryKeys = {
  all: ['backoffice', 'documents'] as const,
  queue: (filter: DocumentQueueFilter) => ['backoffice', 'documents', 'queue', filter] as const,
  detail: (kind: ReviewedDocumentKind, id: number) => ['backoffice', 'documents', kind, id] as const,
};

/** Documents waiting for review, oldest first. */
export const documentQueueQueryOptions = (filter: DocumentQueueFilter) =>
  queryOptions({
    queryKey: documentReviewQueryKeys.queue(filter),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filter.page) });
      if (filter.company.trim()) query.set('company', filter.company.trim());
      if (filter.kind) query.set('kind', filter.kind);
      if (filter.type) query.set('type', filter.type);
      return backofficeRequest(`documents?${query.toString()}`, {
        signal,
        schema: documentQueueResponseSchema.shape.content,
      });
    },
    placeholderData: keepPreviousData,
  });

/** One document with the data it must match, its state and the last decision. */
export const documentReviewQueryOptions = (kind: ReviewedDocumentKind, id: number) =>
  queryOptions({
    queryKey: documentReviewQueryKeys.detail(kind, id),
    queryFn: ({ signal }) =>
      backofficeRequest(`documents/${kind}/${id}`, { signal, schema: documentReviewDetailSchema }),
  });

/** Approves the file the operator saw (its version). */
export const approveDocument = (kind: ReviewedDocumentKind, id: number, version: string) =>
  backofficeRequest(`documents/${kind}/${id}/approve`, {
    method: 'POST',
    body: { version },
    schema: documentReviewDetailSchema,
  });

export type Rejection = { category: DocumentRejectionCategory; note: string };

/** Rejects the file the operator saw, with a category and an optional note (required for "other"). */
export const rejectDocument = (
  kind: ReviewedDocumentKind,
  id: number,
  version: string,
  rejection: Rejection,
) =>
  backofficeRequest(`documents/${kind}/${id}/reject`, {
    method: 'POST',
    body: {
      version,
      category: rejection.category,
      ...(rejection.note.trim() ? { note: rejection.note.trim() } : {}),
    },
    schema: documentReviewDetailSchema,
  });

/**
 * A stored file of the back office as a Blob, fetched with the staff token (a frame or an image cannot send
 * it), with the back office's session recovery.
 */
export function fetchBackofficeFile(path: string, signal?: AbortSignal): Promise<Blob> {
  return withBackofficeSession(() => fileRequest(backofficeUrl(path), { signal }));
}
