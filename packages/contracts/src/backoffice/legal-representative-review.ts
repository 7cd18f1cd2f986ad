import { z } from 'zod';
import { contentSchema } from '../envelope';
import {
  DOCUMENT_REJECTION_CATEGORIES,
  REVIEW_NOTE_MAX,
  REVIEW_STATES,
  reviewCompanySchema,
} from './document-review';
import { backofficePageQuerySchema, pageOfSchema } from './staff';

/** The back office's legal representatives queue, under API_BASE. */
export const BACKOFFICE_LEGAL_REPRESENTATIVES_PATH = 'backoffice/legal-representatives';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A legal representative as the back office reviews them: their ID image beside their name and RFC. */
export const reviewLegalRepresentativeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rfc: z.string(),
  image_content_type: z.string(),
  manual_verification: z.boolean(),
  /** When the founder added them (and they entered the queue). */
  created_at: z.string(),
  state: z.enum(REVIEW_STATES),
  rejection_category: z.enum(DOCUMENT_REJECTION_CATEGORIES).nullable(),
  rejection_note: z.string().nullable(),
  company: reviewCompanySchema,
});
export type ReviewLegalRepresentative = z.infer<typeof reviewLegalRepresentativeSchema>;

/** GET backoffice/legal-representatives: those waiting, oldest first, by company (text or id). */
export const legalRepresentativeQueueQuerySchema = backofficePageQuerySchema.extend({
  company: z.string().trim().max(120).optional(),
  company_id: id.optional(),
});
export type LegalRepresentativeQueueQuery = z.infer<typeof legalRepresentativeQueueQuerySchema>;
export const legalRepresentativeQueueResponseSchema = contentSchema(
  pageOfSchema(reviewLegalRepresentativeSchema),
);
export const legalRepresentativeReviewResponseSchema = contentSchema(reviewLegalRepresentativeSchema);

export const legalRepresentativeReviewParamsSchema = z.object({ id });

/**
 * POST backoffice/legal-representatives/{id}/reject. Without a category (or `other` without a note) it
 * answers 400 rejection_category_required. Approving (…/approve) takes no body.
 */
export const rejectLegalRepresentativeBodySchema = z.object({
  category: z.enum(DOCUMENT_REJECTION_CATEGORIES).nullish(),
  note: z.string().trim().max(REVIEW_NOTE_MAX).nullish(),
});
export type RejectLegalRepresentativeBody = z.infer<typeof rejectLegalRepresentativeBodySchema>;
