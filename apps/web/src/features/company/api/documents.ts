import { companyDocumentUploadedResponseSchema, type CompanyDocumentType } from '@forja/contracts';
import type { z } from 'zod';
import { apiRequest, type UploadOptions } from '../../../lib/api-client';

export type CompanyDocumentUploaded = z.infer<typeof companyDocumentUploadedResponseSchema>['content'];

/** Uploads (or replaces) one of the company's documents: a PDF in the `file` field, with upload progress. */
export function uploadCompanyDocument(
  companyId: number,
  type: CompanyDocumentType,
  file: File,
  options: UploadOptions = {},
): Promise<CompanyDocumentUploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest(`company/${companyId}/documents/${encodeURIComponent(type)}`, {
    ...options,
    body: form,
    schema: companyDocumentUploadedResponseSchema.shape.content,
  });
}
