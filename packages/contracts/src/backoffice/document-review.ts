import { z } from 'zod';
import { COMPANY_DOCUMENT_TYPES, PARTNER_DOCUMENT_TYPES } from '../company/company';
import { contentSchema } from '../envelope';
import { LANGUAGES } from '../languages';
import { backofficePageQuerySchema, pageOfSchema } from './staff';

/** The back office's documents queue, under API_BASE. */
export const BACKOFFICE_DOCUMENTS_PATH = 'backoffice/documents';

/**
 * Why an operator rejects a document or a legal representative: a fixed list, shown to the founder in words.
 * `other` needs a note saying what is wrong; a note is optional with the rest.
 */
export const DOCUMENT_REJECTION_CATEGORIES = [
  'illegible',
  'expired',
  'does_not_match',
  'wrong_document',
  'incomplete',
  'other',
] as const;
export type DocumentRejectionCategory = (typeof DOCUMENT_REJECTION_CATEGORIES)[number];

/** The longest note an operator may write to the founder. */
export const REVIEW_NOTE_MAX = 1000;

/** Whose document it is: the company's own, or one of its partners'. */
export const REVIEWED_DOCUMENT_KINDS = ['company', 'partner'] as const;
export type ReviewedDocumentKind = (typeof REVIEWED_DOCUMENT_KINDS)[number];

/** Where a reviewed document stands: waiting (uploaded, not decided), approved or rejected. */
export const REVIEW_STATES = ['waiting', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Every type a document in the queue may have (company and partner types share some names). */
export const REVIEWED_DOCUMENT_TYPES = [
  ...new Set<string>([...COMPANY_DOCUMENT_TYPES, ...PARTNER_DOCUMENT_TYPES]),
] as [string, ...string[]];

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A company as the queues show it. */
export const reviewCompanySchema = z.object({
  id: z.number().int(),
  friendly_id: z.string(),
  /** The legal name once authorised, else the name the founder gave. */
  name: z.string().nullable(),
});
export type ReviewCompany = z.infer<typeof reviewCompanySchema>;

/** The data a document must match: the partner's (or the company's, or its commissary's) as Forja has it. */
export const reviewMatchSchema = z.object({
  holder: z.enum(['company', 'partner', 'commissary']),
  name: z.string().nullable(),
  rfc: z.string().nullable(),
  curp: z.string().nullable(),
  /** The address on one line, when known. */
  address: z.string().nullable(),
  is_moral_person: z.boolean(),
  civil_status: z.string().nullable(),
  nationalities: z.array(z.string()),
  tax_country: z.string().nullable(),
});
export type ReviewMatch = z.infer<typeof reviewMatchSchema>;

/** The last decision on a document (or legal representative). */
export const reviewDecisionSchema = z.object({
  approved: z.boolean(),
  category: z.enum(DOCUMENT_REJECTION_CATEGORIES).nullable(),
  note: z.string().nullable(),
  reviewer_email: z.string().nullable(),
  decided_at: z.string(),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/**
 * The sides of a document stored apart from its own file: the back of the commissary's ID (an INE has two),
 * kept with the commissary and replaced with the front. The review page shows each one, and the decision on the
 * document covers them all.
 */
export const REVIEW_FILE_SIDES = ['front', 'back'] as const;
export type ReviewFileSide = (typeof REVIEW_FILE_SIDES)[number];
export const reviewExtraSideSchema = z.object({
  side: z.enum(REVIEW_FILE_SIDES),
  content_type: z.string(),
  /** The side's file name as uploaded; null for a back stored before Forja kept it. */
  file_name: z.string().nullable().default(null),
});

/** One document of the queue. */
export const reviewDocumentSchema = z.object({
  kind: z.enum(REVIEWED_DOCUMENT_KINDS),
  id: z.number().int(),
  type: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /**
   * The stored file's version: send it back with the decision, so a file replaced meanwhile answers
   * 409 document_changed instead of being decided unseen.
   */
  version: z.string(),
  /** When the file was uploaded (and entered the queue). */
  uploaded_at: z.string(),
  state: z.enum(REVIEW_STATES),
  company: reviewCompanySchema,
  partner: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  must_match: reviewMatchSchema,
  /** Other sides of the same document, each opened with `file?side=…`; empty for a one-file document. */
  other_sides: z.array(reviewExtraSideSchema).default([]),
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

/** GET backoffice/documents: waiting documents, oldest first, by company (text or id), kind and type. */
export const documentQueueQuerySchema = backofficePageQuerySchema.extend({
  /** A friendly_id, or part of the company's name or legal name. */
  company: z.string().trim().max(120).optional(),
  company_id: id.optional(),
  kind: z.enum(REVIEWED_DOCUMENT_KINDS).optional(),
  type: z.enum(REVIEWED_DOCUMENT_TYPES).optional(),
});
export type DocumentQueueQuery = z.infer<typeof documentQueueQuerySchema>;
export const documentQueueResponseSchema = contentSchema(pageOfSchema(reviewDocumentSchema));

/**
 * Who reads a rejection's note, in the e-mail and in Forja: the founder, and a partner's own document's partner
 * when they have an account, or the commissary of their own ID or CSF once they took the invitation; each in
 * the language they read Forja in (the operator writes accordingly).
 */
export const reviewNoteReaderSchema = z.object({
  role: z.enum(['founder', 'partner', 'commissary']),
  name: z.string().nullable(),
  language: z.enum(LANGUAGES),
});
export type ReviewNoteReader = z.infer<typeof reviewNoteReaderSchema>;

/** GET backoffice/documents/{kind}/{id}: the document, whatever its state, with its last decision. */
export const documentReviewDetailSchema = reviewDocumentSchema.extend({
  last_decision: reviewDecisionSchema.nullable(),
  note_readers: z.array(reviewNoteReaderSchema).default([]),
});
export type DocumentReviewDetail = z.infer<typeof documentReviewDetailSchema>;
export const documentReviewDetailResponseSchema = contentSchema(documentReviewDetailSchema);

export const documentReviewParamsSchema = z.object({ kind: z.enum(REVIEWED_DOCUMENT_KINDS), id });
/** GET backoffice/documents/{kind}/{id}/file: the document's own file (front), or one of its other sides. */
export const documentFileQuerySchema = z.object({ side: z.enum(REVIEW_FILE_SIDES).default('front') });

/** POST backoffice/documents/{kind}/{id}/approve */
export const approveDocumentBodySchema = z.object({ version: z.string().min(1).max(500) });
export type ApproveDocumentBody = z.infer<typeof approveDocumentBodySchema>;

/**
 * POST backoffice/documents/{kind}/{id}/reject. Without a category (or `other` without a note) it answers
 * 400 rejection_category_required.
 */
export const rejectDocumentBodySchema = z.object({
  version: z.string().min(1).max(500),
  category: z.enum(DOCUMENT_REJECTION_CATEGORIES).nullish(),
  note: z.string().trim().max(REVIEW_NOTE_MAX).nullish(),
});
export type RejectDocumentBody = z.infer<typeof rejectDocumentBodySchema>;
