import type { CompanyDocumentType } from '@forja/contracts';
import { uploadRequest, type UploadOptions } from '../../../lib/upload';

/** Uploads (or replaces) one of the company's documents: a PDF in the `file` field, with upload progress. */
export function uploadCompanyDocument(
  companyId: number,
  type: CompanyDocumentType,
  file: File,
  options: UploadOptions = {},
): Promise<unknown> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadRequest(`company/${companyId}/documents/${encodeURIComponent(type)}`, form, options);
}
