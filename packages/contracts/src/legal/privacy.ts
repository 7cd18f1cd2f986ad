import { z } from 'zod';
import { contentSchema } from '../envelope';

/*
 * The ARCO rights exercised by the person themselves ("ARCO self-service"): access (a zip of
 * everything Forja holds about them), cancellation (the account blocked at once, erased after the retention
 * period), and requests that need a person (rectification of a field locked by a legal act, opposition to a
 * purpose) answered from the back office's privacy queue within 20 business days.
 */

// ---------------------------------------------------------------------------------------------------------------
// Access: my data as a zip
// ---------------------------------------------------------------------------------------------------------------

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export const dataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

/** `POST privacy/me/data-export` starts one (or answers the one under way); `GET` answers the newest or null. */
export const MY_DATA_EXPORT_PATH = 'privacy/me/data-export';

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: dataExportStatusSchema,
  /** 0–100 while it is built. */
  progress: z.number().int().min(0).max(100),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Until when the zip can be downloaded (ready only). */
  expires_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  /** A short-lived signed link to the zip (ready only); ask again for a fresh one once it lapses. */
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportResponseSchema = contentSchema(dataExportSchema);
export const myDataExportResponseSchema = contentSchema(dataExportSchema.nullable());

// ---------------------------------------------------------------------------------------------------------------
// Cancellation: delete my account
// ---------------------------------------------------------------------------------------------------------------

/** `GET privacy/me/cancellation`: what happens on cancelling; `POST` cancels. */
export const MY_CANCELLATION_PATH = 'privacy/me/cancellation';

/** Records kept after erasure because a law requires them, with how long. */
export const RETAINED_RECORDS = ['invoices', 'signed_acts', 'audit_log'] as const;
export const retainedRecordSchema = z.enum(RETAINED_RECORDS);
export type RetainedRecord = z.infer<typeof retainedRecordSchema>;

export const cancellationTermsSchema = z.object({
  /** Days between the request and the erasure of everything not kept by law. */
  retention_days: z.number().int().nonnegative(),
  retained: z.array(z.object({ record: retainedRecordSchema, years: z.number().int().positive() })),
  /** Companies the user created that will be deleted with the account (unpaid, no other partner). */
  companies_deleted: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Companies kept because other partners belong to them or legal acts exist; only the user's own data goes. */
  companies_kept: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The account has a password: cancelling asks for it. */
  needs_password: z.boolean(),
});
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;
export const cancellationTermsResponseSchema = contentSchema(cancellationTermsSchema);

/**
 * `POST privacy/me/cancellation`: `confirm` must be true; `current_password` is required when the account has
 * one (wrong → 400 wrong_password). The account is blocked at once: sessions revoked, sign-in refused
 * (403 account_cancelled).
 */
export const cancelAccountBodySchema = z.object({
  confirm: z.literal(true),
  current_password: z.string().max(256).optional(),
  reason: z.string().trim().max(2000).optional(),
});
export type CancelAccountBody = z.infer<typeof cancelAccountBodySchema>;
export const cancelAccountResponseSchema = contentSchema(
  z.object({ cancelled_at: z.string(), erase_after: z.string() }),
);

// ---------------------------------------------------------------------------------------------------------------
// Requests that need a person: the privacy queue
// ---------------------------------------------------------------------------------------------------------------

export const PRIVACY_REQUEST_KINDS = ['rectification', 'opposition', 'cancellation'] as const;
export const privacyRequestKindSchema = z.enum(PRIVACY_REQUEST_KINDS);
export type PrivacyRequestKind = z.infer<typeof privacyRequestKindSchema>;

export const PRIVACY_REQUEST_STATUSES = ['open', 'resolved', 'rejected'] as const;
export const privacyRequestStatusSchema = z.enum(PRIVACY_REQUEST_STATUSES);
export type PrivacyRequestStatus = z.infer<typeof privacyRequestStatusSchema>;

/** Business days the law gives Forja to answer an ARCO request (LFPDPPP). */
export const PRIVACY_REQUEST_DEADLINE_BUSINESS_DAYS = 20;

// ---------------------------------------------------------------------------------------------------------------
// Rectification and opposition requests (the signed-in user), and the back office's privacy queue
// ---------------------------------------------------------------------------------------------------------------

/** `POST privacy/me/requests` files one; `GET` lists mine, newest first. */
export const MY_PRIVACY_REQUESTS_PATH = 'privacy/me/requests';
/** The back office's privacy queue (under BACKOFFICE_PATH): `GET`, and `POST :request_id/decision`. */
export const BACKOFFICE_PRIVACY_REQUESTS_PATH = 'privacy-requests';

/** The kinds a person files themselves; cancellation requests come from cancelling the account. */
export const USER_PRIVACY_REQUEST_KINDS = ['rectification', 'opposition'] as const;
export const userPrivacyRequestKindSchema = z.enum(USER_PRIVACY_REQUEST_KINDS);
export type UserPrivacyRequestKind = z.infer<typeof userPrivacyRequestKindSchema>;

/** The personal fields a rectification request may be about (account contact data or a partner record). */
export const RECTIFIABLE_FIELDS = [
  'first_names',
  'last_names',
  'rfc',
  'curp',
  'birthplace',
  'civil_status',
  'address',
  'nationality',
  'tax_id',
  'phone',
  'email',
] as const;
export const rectifiableFieldSchema = z.enum(RECTIFIABLE_FIELDS);
export type RectifiableField = z.infer<typeof rectifiableFieldSchema>;

export const PRIVACY_REQUEST_REASON_MAX = 2000;
export const PRIVACY_REQUEST_VALUE_MAX = 500;
export const PRIVACY_REQUEST_NOTE_MAX = 2000;

export const rectificationDetailsSchema = z.object({
  field: rectifiableFieldSchema,
  requested_value: z.string().trim().min(1).max(PRIVACY_REQUEST_VALUE_MAX),
  /** The company the data belongs to (one the caller owns), or the partner record (their own, or in such a company). */
  company_id: z.number().int().positive().optional(),
  partner_id: z.number().int().positive().optional(),
});
export type RectificationDetails = z.infer<typeof rectificationDetailsSchema>;

export const oppositionDetailsSchema = z.object({
  /** One of CONSENT_PURPOSES (e.g. 'service') or a purpose in the person's own words. */
  purpose: z.string().trim().min(1).max(PRIVACY_REQUEST_VALUE_MAX),
});
export type OppositionDetails = z.infer<typeof oppositionDetailsSchema>;

/**
 * `POST privacy/me/requests`, as the web form sends it. The API reads the body loosely and answers each
 * problem with its own 400 code: privacy_request_kind_invalid, privacy_request_reason_required (blank or over
 * 2000 characters), privacy_request_field_invalid, privacy_request_value_required,
 * privacy_request_purpose_required; a company or partner that is not the caller's: 403
 * user_not_belong_to_company.
 */
export const createPrivacyRequestBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rectification'),
    reason: z.string().trim().min(1).max(PRIVACY_REQUEST_REASON_MAX),
    details: rectificationDetailsSchema,
  }),
  z.object({
    kind: z.literal('opposition'),
    reason: z.string().trim().min(1).max(PRIVACY_REQUEST_REASON_MAX),
    details: oppositionDetailsSchema,
  }),
]);
export type CreatePrivacyRequestBody = z.infer<typeof createPrivacyRequestBodySchema>;

/** What the API accepts before it checks each part itself (so each problem gets its own code). */
export const createPrivacyRequestInputSchema = z.object({
  kind: z.string().max(40),
  reason: z.string().max(20_000).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});

/** What a request is about: the rectification's field and value, the opposition's purpose, or the lead's data. */
export const privacyRequestDetailsSchema = z
  .object({
    field: z.string().optional(),
    requested_value: z.string().optional(),
    company_id: z.number().int().optional(),
    partner_id: z.number().int().optional(),
    purpose: z.string().optional(),
  })
  .catchall(z.unknown());

export const privacyRequestSchema = z.object({
  id: z.number().int(),
  kind: privacyRequestKindSchema,
  status: privacyRequestStatusSchema,
  reason: z.string(),
  details: privacyRequestDetailsSchema,
  created_at: z.string(),
  /** The legal deadline: the end of the 20th business day after the request (Mexico City). */
  due_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution_note: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export const privacyRequestResponseSchema = contentSchema(privacyRequestSchema);
export const myPrivacyRequestsResponseSchema = contentSchema(z.array(privacyRequestSchema));

export const PRIVACY_QUEUE_STATUS_FILTERS = ['open', 'resolved', 'rejected', 'all'] as const;
export const privacyQueueQuerySchema = z.object({
  status: z.enum(PRIVACY_QUEUE_STATUS_FILTERS).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export type PrivacyQueueQuery = z.infer<typeof privacyQueueQuerySchema>;

/** A request in the back office's queue: who asked, and how many business days are left (negative: overdue). */
export const privacyQueueItemSchema = privacyRequestSchema.extend({
  user: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string().nullable() }),
  business_days_left: z.number().int(),
  overdue: z.boolean(),
});
export type PrivacyQueueItem = z.infer<typeof privacyQueueItemSchema>;
export const privacyQueueResponseSchema = contentSchema(
  z.object({
    items: z.array(privacyQueueItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);
export const privacyRequestParamsSchema = z.object({ request_id: z.coerce.number().int().positive() });

export const PRIVACY_REQUEST_OUTCOMES = ['resolved', 'rejected'] as const;
/**
 * `POST backoffice/privacy-requests/:request_id/decision`: resolve or reject an open request with a note the
 * person receives by e-mail (blank: 400 privacy_request_note_required; no longer open: 409 already_reviewed).
 */
export const decidePrivacyRequestBodySchema = z.object({
  outcome: z.enum(PRIVACY_REQUEST_OUTCOMES),
  note: z.string().max(PRIVACY_REQUEST_NOTE_MAX),
});
export type DecidePrivacyRequestBody = z.infer<typeof decidePrivacyRequestBodySchema>;
export const privacyQueueItemResponseSchema = contentSchema(privacyQueueItemSchema);
