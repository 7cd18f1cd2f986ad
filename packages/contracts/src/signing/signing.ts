import { z } from 'zod';
import { contentSchema } from '../envelope';
import type { CompanyDocumentType } from '../company/company';
import { supportThreadTextSchema } from '../support/faqs-requests';
import { articlesMissingSchema } from './articles-missing';

/**
 * Signing the incorporation: the draft articles each partner acknowledges, the two-factor code before a
 * partner signs, and the e-signature envelope. Calls of spec section 7 (acknowledgment-status, two-factor)
 * plus the signing state Forja adds.
 */

/** The company documents Forja renders itself while signing: nobody uploads them. */
export const GENERATED_DOCUMENTS = [
  'articles_of_incorporation_render',
  'signed_articles_of_incorporation',
  'signature_certificate',
] as const satisfies readonly CompanyDocumentType[];

/** GET company/{id}/signing: where the signing of the company's articles stands, for one of its partners. */
export const SIGNING_PATH = 'company/:id/signing';
/** POST company/{id}/acknowledgment-status (spec section 7). */
export const ACKNOWLEDGMENT_PATH = 'company/:id/acknowledgment-status';
/** POST company/{id}/two-factor/set | resend | verify (spec section 7). */
export const TWO_FACTOR_PATHS = {
  set: 'company/:id/two-factor/set',
  resend: 'company/:id/two-factor/resend',
  verify: 'company/:id/two-factor/verify',
} as const;

/**
 * The same calls for a partner without an account, from the e-mailed link (spec section 7's
 * `temporary-token/company/{id}/acknowledgment-status`). The body carries `partner_id`; the request is signed
 * with the link's token as HMAC key in the SIGNED_REQUEST_HEADER.
 */
export const LINK_SIGNING_PATH = 'temporary-token/company/:id/signing';
export const LINK_ACKNOWLEDGMENT_PATH = 'temporary-token/company/:id/acknowledgment-status';
export const LINK_TWO_FACTOR_PATHS = {
  set: 'temporary-token/company/:id/two-factor/set',
  verify: 'temporary-token/company/:id/two-factor/verify',
} as const;

export const SIGNED_REQUEST_TOLERANCE_SECONDS = 300;

/** GET signature/return/{token_data}: what the redirect_sign page shows, without signing in. */
export const SIGNATURE_RETURN_PATH = 'signature/return/:token_data';
/** POST signature/webhook/{provider}: the e-signature provider's webhooks. */
export const SIGNATURE_WEBHOOK_PATH = 'signature/webhook/:provider';

export const SIGNER_STATES = ['pending', 'viewed', 'signed', 'declined'] as const;
export type SignerState = (typeof SIGNER_STATES)[number];
export const ENVELOPE_STATES = ['pending', 'completed', 'declined', 'voided'] as const;

/**
 * Why the draft cannot be reviewed yet: the legal name is not authorised, a partner's documents are not
 * approved, the society type must name its commissary in the articles (S.A. de C.V., S.A.P.I.) and none is
 * appointed, or the articles still lack something else before they can be signed (`missing` says what: the
 * domicile, the administration, a partner's identity check…).
 */
export const SIGNING_BLOCKERS = [
  'legal_name_pending',
  'documents_not_approved',
  'commissary_pending',
  'articles_incomplete',
] as const;
export type SigningBlocker = (typeof SIGNING_BLOCKERS)[number];

export const signingPartnerSchema = z.object({
  partner_id: z.number().int(),
  name: z.string(),
  /** Acknowledged the current version of the draft. */
  acknowledged: z.boolean(),
  /** Asked for a correction of the current version (and has not acknowledged it since). */
  correction_requested: z.boolean(),
  /** In the current envelope; null when signing has not started. */
  signer_state: z.enum(SIGNER_STATES).nullable(),
  signed_at: z.string().nullable(),
});
export type SigningPartner = z.infer<typeof signingPartnerSchema>;

export const signingStatusSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string().nullable(),
  /** The society type: an S.A.S.'s legal signature follows in the Secretaría de Economía's system. */
  company_type: z.string().nullable(),
  /** The first of `blockers` (null when the draft waits for nothing). */
  blocked_by: z.enum(SIGNING_BLOCKERS).nullable(),
  /**
   * Every reason the draft waits for, in SIGNING_BLOCKERS order, so a partner sees them all at once; empty when
   * it waits for nothing. `articles_incomplete` stands for the `missing` entries no other reason already names.
   */
  blockers: z.array(z.enum(SIGNING_BLOCKERS)),
  /**
   * What the articles still lack before the partners may confirm and sign them (the domain's articlesMissing);
   * empty once nothing is missing, and after every partner signed.
   */
  missing: z.array(articlesMissingSchema),
  draft: z
    .object({
      version: z.number().int(),
      sha256: z.string(),
      generated_at: z.string(),
      document_url: z.string(),
    })
    .nullable(),
  /** The caller's own partner id in this company. */
  partner_id: z.number().int(),
  partners: z.array(signingPartnerSchema),
  envelope: z
    .object({
      provider: z.string(),
      state: z.enum(ENVELOPE_STATES),
      draft_version: z.number().int(),
      created_at: z.string(),
      /** Why it stopped: `data_changed` (a new draft replaced it), `data_missing` (the articles lack data again), `declined` or `correction_requested`. */
      closed_reason: z.string().nullable(),
    })
    .nullable(),
  /** Set once every partner has signed (spec: flags.date_signature). */
  date_signature: z.string().nullable(),
  signed_document_url: z.string().nullable(),
  certificate_url: z.string().nullable(),
});
export type SigningStatus = z.infer<typeof signingStatusSchema>;
export const signingStatusResponseSchema = contentSchema(signingStatusSchema);

export const SIGNING_NOTE_MAX_CHARS = 2000;

/** POST company/{id}/acknowledgment-status: acknowledge the draft's version, or ask for a correction. */
export const acknowledgmentBodySchema = z.object({
  partner_id: z.number().int().positive(),
  acknowledgment_completed: z.boolean(),
  /** The version the partner read: acknowledging an older one is refused (draft_changed). */
  version: z.number().int().positive(),
  /** What should change; required when asking for a correction (else 400 correction_note_required). */
  note: supportThreadTextSchema(SIGNING_NOTE_MAX_CHARS).optional(),
});
export type AcknowledgmentBody = z.infer<typeof acknowledgmentBodySchema>;

/** The link's calls name the partner in the body (their signature proves the link). */
export const linkPartnerBodySchema = z.object({ partner_id: z.number().int().positive() });

export const twoFactorSentSchema = z.object({
  /** Where the code went, masked: `a***@example.mx`. */
  sent_to: z.string(),
  channels: z.array(z.enum(['email', 'sms'])),
  minutes_valid: z.number().int(),
});
export type TwoFactorSent = z.infer<typeof twoFactorSentSchema>;
export const twoFactorSentResponseSchema = contentSchema(twoFactorSentSchema);

export const twoFactorVerifyBodySchema = z.object({ code: z.string().regex(/^\d{6}$/) });
export const linkTwoFactorVerifyBodySchema = twoFactorVerifyBodySchema.extend({
  partner_id: z.number().int().positive(),
});
/** After the code: the provider's signing page for this partner. */
export const twoFactorVerifiedResponseSchema = contentSchema(z.object({ signing_url: z.string() }));

/** What the redirect_sign page shows once the provider sends the signer back. */
export const signatureReturnSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string().nullable(),
  provider: z.string(),
  envelope_state: z.enum(ENVELOPE_STATES),
  signed_count: z.number().int(),
  signer_count: z.number().int(),
  date_signature: z.string().nullable(),
  /** The society type: an S.A.S.'s legal signature follows in the Secretaría de Economía's system. */
  company_type: z.string().nullable(),
});
export type SignatureReturn = z.infer<typeof signatureReturnSchema>;
export const signatureReturnResponseSchema = contentSchema(signatureReturnSchema);

/** GET backoffice/signing: companies whose articles are being reviewed or signed. */
export const backofficeSigningItemSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string().nullable(),
  friendly_id: z.string(),
  draft_version: z.number().int().nullable(),
  acknowledged_count: z.number().int(),
  partner_count: z.number().int(),
  envelope_state: z.enum(ENVELOPE_STATES).nullable(),
  signed_count: z.number().int(),
  date_signature: z.string().nullable(),
  /** Open correction requests and declines on the current version, newest first. */
  issues: z.array(
    z.object({
      kind: z.enum(['correction_requested', 'declined']),
      partner_name: z.string(),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  signers: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      signing_order: z.number().int(),
      state: z.enum(SIGNER_STATES),
      signed_at: z.string().nullable(),
    }),
  ),
});
export type BackofficeSigningItem = z.infer<typeof backofficeSigningItemSchema>;
export const backofficeSigningListResponseSchema = contentSchema(z.array(backofficeSigningItemSchema));
