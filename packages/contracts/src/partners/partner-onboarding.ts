import { z } from 'zod';
import { contentSchema } from '../envelope';
import { PARTNER_DOCUMENT_TYPES } from '../company/company';

/**
 * `POST partner/{id}/documents/{type}`: multipart with one `file`. ID images (both sides of the INE, passport,
 * spouse's ID) may be JPEG, PNG or PDF; every other type PDF only. Checked by content; too large → invalid_format.
 * Callers: the company's editors, the partner, or an invited partner with the x-invitation-token header.
 */
export const ID_IMAGE_DOCUMENTS = [
  'national_identity',
  'national_identity_back',
  'passport',
  'id_spouse',
  'id_spouse_back',
] as const;
export const partnerDocumentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  type: z.enum(PARTNER_DOCUMENT_TYPES),
});
export const partnerDocumentUploadedResponseSchema = contentSchema(
  z.object({
    id: z.number().int(),
    type: z.enum(PARTNER_DOCUMENT_TYPES),
    partners_has_documents_completed: z.boolean(),
  }),
);

/** `GET postal-codes/{postal_code}`: SEPOMEX settlements of a code (invalid_zip_code, postal_code_not_found). */
export const postalCodeParamsSchema = z.object({ postal_code: z.string().trim().max(10) });
export const postalCodeResponseSchema = contentSchema(
  z.object({
    postal_code: z.string(),
    state: z.string().nullable(),
    municipality: z.string().nullable(),
    city: z.string().nullable(),
    settlements: z.array(z.object({ settlement: z.string(), settlement_type: z.string() })),
    /** False when no SEPOMEX catalogue is loaded: the code's shape was checked, not its existence. */
    catalogue_loaded: z.boolean(),
  }),
);

/**
 * `POST partner/{id}/identity-verification`: multipart with the selfie `video` (WebM or MP4); the ID images must
 * be uploaded first. Queues the check: answers code identity_verification_queued_successfully.
 * `GET partner/{id}/identity-verification`: the latest check's status, for the analyzing_data page to poll.
 */
export const IDENTITY_STATUSES = ['Pending', 'Approved', 'Reject', 'Denied'] as const;
export const identityVerificationResponseSchema = contentSchema(
  z.object({
    verification_id: z.number().int().nullable(),
    status: z.enum(IDENTITY_STATUSES).nullable(),
    code: z.string().optional(),
  }),
);
