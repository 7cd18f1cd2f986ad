import {
  forjaDocumentsCompanyPageResponseSchema,
  forjaDocumentsSchema,
  type ForjaDocuments,
  type ForjaIssuedDocumentType,
} from '@forja/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { uploadRequest, type UploadOptions } from '../../../../lib/api-client';
import { backofficeRequest, backofficeUrl, withBackofficeSession } from '../../api/backoffice-request';

export const forjaDocumentsQueryKeys = {
  all: ['backoffice', 'forja-documents'] as const,
  companies: (filter: CompanySearch) => ['backoffice', 'forja-documents', 'companies', filter] as const,
  company: (companyId: number) => ['backoffice', 'forja-documents', 'company', companyId] as const,
};

export type CompanySearch = { q: string; page: number };

/** Companies to pick, by friendly_id, name or legal name (every company, newest first, without a search). */
export const forjaDocumentsCompaniesQueryOptions = (filter: CompanySearch) =>
  queryOptions({
    queryKey: forjaDocumentsQueryKeys.companies(filter),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filter.page), page_size: '10' });
      if (filter.q.trim()) query.set('q', filter.q.trim());
      return backofficeRequest(`forja-documents/companies?${query.toString()}`, {
        signal,
        schema: forjaDocumentsCompanyPageResponseSchema.shape.content,
      });
    },
    placeholderData: keepPreviousData,
  });

/** A company's Forja-issued documents. */
export const forjaDocumentsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: forjaDocumentsQueryKeys.company(companyId),
    queryFn: ({ signal }) =>
      backofficeRequest(`forja-documents/${companyId}`, { signal, schema: forjaDocumentsSchema }),
  });

/**
 * Uploads (or replaces) a Forja-issued document with progress. `currentDocumentId` is the document the
 * operator saw (null: none), so a document changed meanwhile is refused instead of overwritten.
 */
export function uploadForjaDocument(
  companyId: number,
  type: ForjaIssuedDocumentType,
  file: File,
  currentDocumentId: number | null,
  options: UploadOptions = {},
): Promise<ForjaDocuments> {
  const form = new FormData();
  form.append('current_document_id', currentDocumentId === null ? 'none' : String(currentDocumentId));
  form.append('file', file, file.name);
  return withBackofficeSession(() =>
    uploadRequest(backofficeUrl(`forja-documents/${companyId}/${type}`), form, {
      ...options,
      method: 'PUT',
      schema: forjaDocumentsSchema,
    }),
  );
}

/** Withdraws the document the operator saw. */
export function withdrawForjaDocument(
  companyId: number,
  type: ForjaIssuedDocumentType,
  documentId: number,
): Promise<ForjaDocuments> {
  return backofficeRequest(`forja-documents/${companyId}/${type}?document_id=${documentId}`, {
    method: 'DELETE',
    schema: forjaDocumentsSchema,
  });
}
