import { z } from 'zod';
import { contentSchema } from '../envelope';
import { LANGUAGES } from '../languages';

/*
 * Legal documents (privacy notices, terms of service) and the user's consent records. Documents are
 * public; consents need a signed-in user.
 */

// ---------------------------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------------------------

/**
 * `privacy`: the full privacy notice (aviso de privacidad integral); `privacy_simplified`: its short form
 * (aviso de privacidad simplificado); `terms`: the terms of service.
 */
export const LEGAL_DOCUMENT_KINDS = ['privacy', 'privacy_simplified', 'terms'] as const;
export const legalDocumentKindSchema = z.enum(LEGAL_DOCUMENT_KINDS);
export type LegalDocumentKind = z.infer<typeof legalDocumentKindSchema>;

/** The documents' languages: the API's (es, en, zh_cn). */
export const LEGAL_LANGUAGES = LANGUAGES;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];

/** A document's version number: 1, 2, 3… */
export const legalVersionSchema = z.number().int().positive();
/** A calendar date, YYYY-MM-DD (the version's publication date). */
export const legalDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET legal/documents` (public): the current (newest) version of each kind. */
export const LEGAL_DOCUMENTS_PATH = 'legal/documents';
/** `GET legal/documents/{kind}?lang=es|en|zh_cn&version=N` (public). */
export const LEGAL_DOCUMENT_PATH = 'legal/documents/:kind';
export const legalDocumentPath = (kind: LegalDocumentKind) => `legal/documents/${kind}`;

export const legalDocumentSummarySchema = z.object({
  kind: legalDocumentKindSchema,
  version: legalVersionSchema,
  date: legalDateSchema,
  /** The version changed something material (it needs the users' consent again). */
  material: z.boolean(),
});
export type LegalDocumentSummary = z.infer<typeof legalDocumentSummarySchema>;

/** `GET legal/documents` → `{ content: { documents: [...] } }`, one entry per kind, in LEGAL_DOCUMENT_KINDS order. */
export const legalDocumentsSchema = z.object({
  documents: z.array(legalDocumentSummarySchema),
});
export type LegalDocuments = z.infer<typeof legalDocumentsSchema>;
export const legalDocumentsResponseSchema = contentSchema(legalDocumentsSchema);

/** The path parameter of `GET legal/documents/{kind}`; an unknown kind answers 404 not_found. */
export const legalDocumentParamsSchema = z.object({ kind: z.string().min(1).max(64) });

/**
 * The query of `GET legal/documents/{kind}`. `lang` missing or not one of LEGAL_LANGUAGES → es; `version`
 * missing → the newest; a version that does not exist → 404 not_found; a version that is not a positive
 * integer → 400 invalid_request.
 */
export const legalDocumentQuerySchema = z.object({
  lang: z.enum(LANGUAGES).optional().catch(undefined),
  version: z.coerce.number().int().positive().optional(),
});
export type LegalDocumentQuery = z.infer<typeof legalDocumentQuerySchema>;

export const legalDocumentVersionSchema = z.object({
  version: legalVersionSchema,
  date: legalDateSchema,
});
export type LegalDocumentVersion = z.infer<typeof legalDocumentVersionSchema>;

/** `GET legal/documents/{kind}` → `{ content: LegalDocument }`. */
export const legalDocumentSchema = z.object({
  kind: legalDocumentKindSchema,
  version: legalVersionSchema,
  date: legalDateSchema,
  material: z.boolean(),
  /** The language actually served (es when the asked one is missing for this version). */
  language: z.enum(LANGUAGES),
  /**
   * Markdown limited to headings (#, ##, ###), paragraphs and lists (`- item`, `1. item`): no HTML, links, images
   * or tables. Addresses such as privacidad@forja.mx appear as plain text.
   */
  markdown: z.string(),
  /** Every published version of this kind, newest first. */
  versions: z.array(legalDocumentVersionSchema),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export const legalDocumentResponseSchema = contentSchema(legalDocumentSchema);

// ---------------------------------------------------------------------------------------------------------------
// Consents
// ---------------------------------------------------------------------------------------------------------------

/** The purpose every account needs (forming and running the company; tied to `privacy` and `terms`). */
export const NECESSARY_CONSENT_PURPOSES = ['service'] as const;
/**
 * The purposes a user may grant or withdraw at any time (the account page's "Mis datos" switches; `analytics`
 * and `session_recording` also on the consent banner).
 */
export const OPTIONAL_CONSENT_PURPOSES = [
  'analytics',
  'session_recording',
  'marketing_email',
  'surveys',
] as const;
export const CONSENT_PURPOSES = [...NECESSARY_CONSENT_PURPOSES, ...OPTIONAL_CONSENT_PURPOSES] as const;
export const consentPurposeSchema = z.enum(CONSENT_PURPOSES);
export type ConsentPurpose = z.infer<typeof consentPurposeSchema>;
export type OptionalConsentPurpose = (typeof OPTIONAL_CONSENT_PURPOSES)[number];

/**
 * How a consent was given: `checkbox` at sign-up, `switch` on the account page, `invitation` when an invited
 * partner accepts, `re_consent` when accepting a materially changed notice, `banner` on the consent banner.
 */
export const CONSENT_METHODS = ['checkbox', 'switch', 'invitation', 're_consent', 'banner'] as const;
export const consentMethodSchema = z.enum(CONSENT_METHODS);
export type ConsentMethod = z.infer<typeof consentMethodSchema>;

/**
 * The consent fields of the sign-up bodies (`user/register`, `user/register-google`, `user/create-by-partner/{id}`
 * and `user/create-by-partner/google/{id}`): the versions of `privacy` and `terms` the user was shown (from
 * `GET legal/documents`). `accept_privacy` missing or false, or a version missing, unknown or older than the
 * newest material one → 400 consent_required.
 */
export const signUpConsentSchema = z.object({
  accept_privacy: z.boolean().optional(),
  privacy_version: legalVersionSchema.optional(),
  terms_version: legalVersionSchema.optional(),
});
export type SignUpConsent = z.infer<typeof signUpConsentSchema>;

export const consentStateSchema = z.object({
  purpose: consentPurposeSchema,
  /** false when never granted or withdrawn. */
  granted: z.boolean(),
  /** The privacy notice's version of the last record (for `service`: the full notice's), or null when none. */
  version: legalVersionSchema.nullable(),
  /** When the last record was made (ISO 8601), or null when none. */
  at: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** `GET consents/me` → `{ content: MyConsents }`: one entry per purpose, in CONSENT_PURPOSES order. */
export const myConsentsSchema = z.object({
  purposes: z.array(consentStateSchema),
  /**
   * The user's last `service` consent is for an older `privacy` or `terms` version than the newest material one
   * (or there is none): show the re-consent screen and `POST consents/me {purpose:'service', granted:true,
   * method:'re_consent'}`.
   */
  needs_reconsent: z.boolean(),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;
export const myConsentsResponseSchema = contentSchema(myConsentsSchema);

/**
 * `POST consents/me` → `{ content: MyConsents }` (the new state). Records one row (append-only): an optional
 * purpose with method `switch` (account page) or `banner` (the consent banner); `service` only granted, with method `re_consent`, against the current `privacy`
 * and `terms` versions. Withdrawing `service` → 400 consent_required (that is cancelling the account).
 */
export const recordConsentBodySchema = z.object({
  purpose: consentPurposeSchema,
  granted: z.boolean(),
  method: z.enum(['switch', 're_consent', 'banner']),
});
export type RecordConsentBody = z.infer<typeof recordConsentBodySchema>;
