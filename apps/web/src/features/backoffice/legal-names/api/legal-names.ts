import {
  legalNameCaseDetailSchema,
  legalNameQueueResponseSchema,
  type LegalNameCaseDetail,
  type LegalNameRefusalReason,
} from '@forja/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { uploadRequest, type UploadOptions } from '../../../../lib/api-client';
import { backofficeRequest, backofficeUrl, withBackofficeSession } from '../../api/backoffice-request';

export const legalNamesQueryKeys = {
  all: ['backoffice', 'legal-names'] as const,
  queue: (filter: LegalNameQueueFilter) => ['backoffice', 'legal-names', 'queue', filter] as const,
  case: (companyId: number) => ['backoffice', 'legal-names', 'case', companyId] as const,
};

export type LegalNameQueueFilter = { q: string; page: number };

/** The companies waiting for a legal-name decision, oldest first. */
export const legalNameQueueQueryOptions = (filter: LegalNameQueueFilter) =>
  queryOptions({
    queryKey: legalNamesQueryKeys.queue(filter),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filter.page) });
      if (filter.q.trim()) query.set('q', filter.q.trim());
      return backofficeRequest(`legal-names?${query.toString()}`, {
        signal,
        schema: legalNameQueueResponseSchema.shape.content,
      });
    },
    placeholderData: keepPreviousData,
  });

/** One company's proposals, their decisions and risk check, and the authorisation recorded. */
export const legalNameCaseQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: legalNamesQueryKeys.case(companyId),
    queryFn: ({ signal }) =>
      backofficeRequest(`legal-names/${companyId}`, { signal, schema: legalNameCaseDetailSchema }),
  });

export type AuthorizeLegalNameInput = {
  denominationId: number;
  authorizationKey: string;
  authorizationDate: string;
  file: File;
};

/** Records the SE's authorisation of one proposal with its PDF, reporting the upload's progress. */
export function authorizeLegalName(
  companyId: number,
  input: AuthorizeLegalNameInput,
  options: UploadOptions = {},
): Promise<LegalNameCaseDetail> {
  const form = new FormData();
  form.append('denomination_id', String(input.denominationId));
  form.append('authorization_key', input.authorizationKey);
  form.append('authorization_date', input.authorizationDate);
  form.append('file', input.file, input.file.name);
  return withBackofficeSession(() =>
    uploadRequest(backofficeUrl(`legal-names/${companyId}/authorize`), form, {
      ...options,
      schema: legalNameCaseDetailSchema,
    }),
  );
}

export type RefuseLegalNamesInput = {
  denominationIds: number[];
  reason: LegalNameRefusalReason;
  note: string;
};

/** Records that the SE refused these proposals, and why. */
export function refuseLegalNames(
  companyId: number,
  input: RefuseLegalNamesInput,
): Promise<LegalNameCaseDetail> {
  return backofficeRequest(`legal-names/${companyId}/refuse`, {
    method: 'POST',
    schema: legalNameCaseDetailSchema,
    body: {
      denomination_ids: input.denominationIds,
      reason: input.reason,
      ...(input.note.trim() ? { note: input.note.trim() } : {}),
    },
  });
}
