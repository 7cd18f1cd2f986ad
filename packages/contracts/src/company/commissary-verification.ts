import { z } from 'zod';

/**
 * The commissary's progress, as `GET check-verification-commissary/company/{id}` carries it in `content`
 * (spec section 3, "Commissary"): identity (MetaMap) first, then the tax-status certificate (CSF).
 */
export const commissaryVerificationSchema = z.object({
  commissary_id: z.number().int().nullable(),
  is_metamap_validated: z.boolean(),
  is_csf_validated: z.boolean(),
  /** Forja's addition: the identity check's state (Pending, Approved, Denied), null before one is sent. */
  identity_status: z.string().nullable().optional(),
  /**
   * Forja's addition: the commissary's RFC, the one the founder gave at the appointment or the commissary's own
   * correction sent with the CSF; null when none is known yet.
   */
  rfc: z.string().nullable().optional(),
  /**
   * Forja's addition: the commissary's documents the back office rejected, with the reason's category and the
   * operator's note, so the step that asks for the file again says why; empty when none is.
   */
  rejected: z
    .array(
      z.object({
        type: z.enum(['commissary_national_identity', 'commissary_CSF']),
        rejection_category: z.string(),
        rejection_note: z.string().nullable(),
      }),
    )
    .optional(),
});
export type CommissaryVerification = z.infer<typeof commissaryVerificationSchema>;
