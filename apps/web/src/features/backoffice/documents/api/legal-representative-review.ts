import { legalRepresentativeQueueResponseSchema, reviewLegalRepresentativeSchema } from '@forja/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';
import type { Rejection } from './document-review';

export type LegalRepresentativeQueueFilter = { company: string; page: number };

export const legalRepresentativeReviewQueryKeys = {
  all: ['backoffice', 'legal-representatives'] as const,
  queue: (filter: LegalRepresentativeQueueFilter) =>
    ['backoffice', 'legal-representatives', 'queue', filter] as const,
  detail: (id: number) => ['backoffice', 'legal-representatives', id] as const,
};

/** Legal representatives waiting for review, oldest first. */
export const legalRepresentativeQueueQueryOptions = (filter: LegalRepresentativeQueueFilter) =>
  queryOptions({
    queryKey: legalRepresentativeReviewQueryKeys.queue(filter),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filter.page) });
      if (filter.company.trim()) query.set('company', filter.company.trim());
      return backofficeRequest(`legal-representatives?${query.toString()}`, {
        signal,
        schema: legalRepresentativeQueueResponseSchema.shape.content,
      });
    },
    placeholderData: keepPreviousData,
  });

export const legalRepresentativeReviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: legalRepresentativeReviewQueryKeys.detail(id),
    queryFn: ({ signal }) =>
      backofficeRequest(`legal-representatives/${id}`, { signal, schema: reviewLegalRepresentativeSchema }),
  });

export const approveLegalRepresentative = (id: number) =>
  backofficeRequest(`legal-representatives/${id}/approve`, {
    method: 'POST',
    schema: reviewLegalRepresentativeSchema,
  });

export const rejectLegalRepresentative = (id: number, rejection: Rejection) =>
  backofficeRequest(`legal-representatives/${id}/reject`, {
    method: 'POST',
    body: { category: rejection.category, ...(rejection.note.trim() ? { note: rejection.note.trim() } : {}) },
    schema: reviewLegalRepresentativeSchema,
  });
