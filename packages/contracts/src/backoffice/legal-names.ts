import { z } from 'zod';
import { MAX_DENOMINATIONS } from '../company/register-company';
import { contentSchema } from '../envelope';
import { backofficePageQuerySchema, pageOfSchema } from './staff';

/**
 * Why the Secretaría de Economía refused a proposed legal name, as the operator records it (the founder reads
 * it in words on the legal-name page): the same or a very similar name is already reserved, a word needs a
 * special permit, or another reason told in the note.
 */
export const LEGAL_NAME_REFUSAL_REASONS = ['name_taken', 'similar_name', 'reserved_word', 'other'] as const;
export type LegalNameRefusalReason = (typeof LEGAL_NAME_REFUSAL_REASONS)[number];

/** The SE's answer on one proposal: null while nobody recorded one. */
export const DENOMINATION_DECISIONS = ['approved', 'refused'] as const;
export type DenominationDecision = (typeof DENOMINATION_DECISIONS)[number];

/**
 * What the refusal-risk check found in a proposal (the domain's denomination rules): symbols the SE does not
 * accept, too short or too long, a
 * society abbreviation or a reserved word inside it, the legal name of another company, a name another
 * company also proposes, or the same as a higher-ranked proposal of this company.
 */
export const DENOMINATION_RISKS = [
  'blank',
  'special_characters',
  'too_short',
  'too_long',
  'society_abbreviation',
  'reserved_word',
  'legal_name_taken',
  'proposed_elsewhere',
  'repeated_proposal',
] as const;
export type DenominationRisk = (typeof DENOMINATION_RISKS)[number];

export const denominationCheckSchema = z.object({
  /** The founder-facing verdict (spec section 8 codes); null when nothing stands out. */
  problem: z
    .enum([
      'denomination_blank',
      'void_special_characters',
      'denomination_society_type',
      'denomination_exist',
      'denomination_validate',
    ])
    .nullable(),
  risks: z.array(z.enum(DENOMINATION_RISKS)),
});
export type DenominationCheck = z.infer<typeof denominationCheckSchema>;

/** One ranked proposal of a company, with its decision and the refusal-risk check beside it. */
export const legalNameProposalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priority: z.number().int(),
  decision: z.enum(DENOMINATION_DECISIONS).nullable(),
  authorization_key: z.string().nullable(),
  authorization_date: z.string().nullable(),
  refusal_reason: z.enum(LEGAL_NAME_REFUSAL_REASONS).nullable(),
  refusal_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  proposed_at: z.string(),
  check: denominationCheckSchema,
});
export type LegalNameProposal = z.infer<typeof legalNameProposalSchema>;

/** A company waiting for a legal-name decision, as its row in the queue. */
export const legalNameCaseSchema = z.object({
  company_id: z.number().int(),
  friendly_id: z.string(),
  company_name: z.string().nullable(),
  founder_email: z.string().nullable(),
  founder_name: z.string(),
  /**
   * The founder's gender as their CURP says it («Fundadora» / «Fundador»); null when not known (no CURP, or its
   * non-binary mark): the back office words it neutrally.
   */
  founder_gender: z.enum(['female', 'male']).nullable().default(null),
  /** When its oldest undecided proposal was made: the queue runs oldest first. */
  waiting_since: z.string().nullable(),
  proposals: z.array(legalNameProposalSchema),
});
export type LegalNameCase = z.infer<typeof legalNameCaseSchema>;

/** GET backoffice/legal-names: oldest first, filtered by friendly_id, company name or a proposed name. */
export const legalNameQueueQuerySchema = backofficePageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type LegalNameQueueQuery = z.infer<typeof legalNameQueueQuerySchema>;
export const legalNameQueueResponseSchema = contentSchema(pageOfSchema(legalNameCaseSchema));

/** GET backoffice/legal-names/{company_id}: one company's proposals, decided or not, and what is recorded. */
export const legalNameCaseDetailSchema = legalNameCaseSchema.extend({
  legal_name: z.string().nullable(),
  /** The company's legal name is authorised (recorded here, or the founder already had the authorisation). */
  name_authorization: z.boolean(),
  /**
   * The company has paid (an order complete or a subscription active). The queue lists only paid companies: Forja
   * asks the SE for the name once the founder pays; a case opened by its address may still be unpaid.
   */
  paid: z.boolean(),
  /** The SE's authorisation PDF kept as the company's legal_name_authorization document, when there is one. */
  authorization_document: z
    .object({ id: z.number().int(), document_url: z.string().nullable(), is_approved: z.boolean() })
    .nullable(),
  /** Nothing is left to decide: a name is authorised, or every proposal was refused. */
  decided: z.boolean(),
});
export type LegalNameCaseDetail = z.infer<typeof legalNameCaseDetailSchema>;
export const legalNameCaseResponseSchema = contentSchema(legalNameCaseDetailSchema);

export const legalNameCompanyParamsSchema = z.object({
  company_id: z.coerce.number().int().positive(),
});

/** How long an authorisation key (clave única del documento) may be. */
export const AUTHORIZATION_KEY_MAX = 64;

/**
 * POST backoffice/legal-names/{company_id}/authorize (multipart): the authorised proposal, the key and date of
 * the Secretaría de Economía's authorisation, and its PDF in `file` (checked by content like founders' uploads).
 */
export const authorizeLegalNameFieldsSchema = z.object({
  denomination_id: z.coerce.number().int().positive(),
  authorization_key: z
    .string()
    .trim()
    .min(1)
    .max(AUTHORIZATION_KEY_MAX)
    .regex(/^[\p{L}\p{N}\-_/. ]+$/u),
  authorization_date: z.iso.date(),
});
export type AuthorizeLegalNameFields = z.infer<typeof authorizeLegalNameFieldsSchema>;

/** How long a refusal note may be. */
export const REFUSAL_NOTE_MAX = 500;

/**
 * POST backoffice/legal-names/{company_id}/refuse: the proposals the SE refused (one, or every one still
 * undecided), why, and a note (needed for `other`).
 */
export const refuseLegalNamesBodySchema = z.object({
  denomination_ids: z.array(z.number().int().positive()).min(1).max(MAX_DENOMINATIONS),
  reason: z.enum(LEGAL_NAME_REFUSAL_REASONS).optional(),
  note: z.string().trim().max(REFUSAL_NOTE_MAX).optional(),
});
export type RefuseLegalNamesBody = z.infer<typeof refuseLegalNamesBodySchema>;
