import { z } from 'zod';
import type { CompanyDocumentType } from '../company/company';
import { contentSchema } from '../envelope';
import { backofficePageQuerySchema, pageOfSchema } from './staff';

/**
 * The company documents only Forja provides (uploaded, replaced and withdrawn in the back office): every type
 * the founder does not upload (COMPANY_DOCUMENT_TYPES minus FOUNDER_UPLOADABLE_DOCUMENTS and the signing's
 * GENERATED_DOCUMENTS, which Forja renders itself), plus the SAT
 * appointment receipt, which Forja books and may deliver itself.
 */
export const FORJA_ISSUED_DOCUMENTS = [
  'articles_of_incorporation',
  'mandate_contract',
  'acuse_cita_sat',
  'commissary_national_identity',
  'commissary_CSF',
  'testimony',
  'public_registry_entry',
  'bank_account_contract',
] as const satisfies readonly CompanyDocumentType[];
export type ForjaIssuedDocumentType = (typeof FORJA_ISSUED_DOCUMENTS)[number];

const forjaIssuedSet = new Set<string>(FORJA_ISSUED_DOCUMENTS);
export function isForjaIssuedDocument(type: string): type is ForjaIssuedDocumentType {
  return forjaIssuedSet.has(type);
}

/** A company as the Forja documents page finds it by friendly_id, name or legal name. */
export const forjaDocumentsCompanySchema = z.object({
  company_id: z.number().int(),
  friendly_id: z.string(),
  name: z.string().nullable(),
  legal_name: z.string().nullable(),
  founder_email: z.string().nullable(),
});
export type ForjaDocumentsCompany = z.infer<typeof forjaDocumentsCompanySchema>;

/** GET backoffice/forja-documents/companies?q=: companies to pick, newest first. */
export const forjaDocumentsCompanyQuerySchema = backofficePageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export const forjaDocumentsCompanyPageResponseSchema = contentSchema(
  pageOfSchema(forjaDocumentsCompanySchema),
);

/** The stored file of a Forja-issued document type, or null when Forja has not provided it (yet). */
export const forjaDocumentSchema = z.object({
  type: z.enum(FORJA_ISSUED_DOCUMENTS),
  document: z
    .object({
      id: z.number().int(),
      file_name: z.string(),
      size_bytes: z.number().int(),
      is_approved: z.boolean(),
      /** Who uploaded it: staff for Forja's own, or the founder for a receipt they uploaded themselves. */
      uploaded_by_email: z.string().nullable(),
      uploaded_by_staff: z.boolean(),
      updated_at: z.string(),
      /** A signed, short-lived link to open the file. */
      document_url: z.string().nullable(),
    })
    .nullable(),
});
export type ForjaDocument = z.infer<typeof forjaDocumentSchema>;

/** GET backoffice/forja-documents/{company_id}: the company and each Forja-issued type with its file. */
export const forjaDocumentsSchema = forjaDocumentsCompanySchema.extend({
  documents: z.array(forjaDocumentSchema),
});
export type ForjaDocuments = z.infer<typeof forjaDocumentsSchema>;
export const forjaDocumentsResponseSchema = contentSchema(forjaDocumentsSchema);

export const forjaDocumentsCompanyParamsSchema = z.object({
  company_id: z.coerce.number().int().positive(),
});
export const forjaDocumentParamsSchema = forjaDocumentsCompanyParamsSchema.extend({
  type: z.enum(FORJA_ISSUED_DOCUMENTS),
});

/**
 * PUT backoffice/forja-documents/{company_id}/{type} (multipart): the PDF in `file`, and optionally
 * `current_document_id`, the document the operator saw ('' or 'none' when there was none): when the stored
 * one changed meanwhile the upload answers 409 document_changed instead of replacing it.
 */
export const uploadForjaDocumentFieldsSchema = z.object({
  current_document_id: z
    .union([z.literal(''), z.literal('none'), z.coerce.number().int().positive()])
    .optional(),
});

/** DELETE backoffice/forja-documents/{company_id}/{type}?document_id=: withdraw the document the operator saw. */
export const withdrawForjaDocumentQuerySchema = z.object({
  document_id: z.coerce.number().int().positive(),
});
