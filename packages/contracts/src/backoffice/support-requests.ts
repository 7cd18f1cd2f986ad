import { z } from 'zod';
import { contentSchema } from '../envelope';
import { FAQ_CATEGORY_KEYS } from '../support/get-faqs-categories';
import {
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_THREAD_MESSAGE_MAX_CHARS,
  supportConversationMessageSchema,
  supportThreadTextSchema,
} from '../support/faqs-requests';
import { backofficePageQuerySchema, pageOfSchema } from './staff';

/** The support requests queue of the back office, under BACKOFFICE_PATH. */
export const BACKOFFICE_SUPPORT_REQUESTS_PATH = 'support-requests';

/**
 * Where a request stands, whatever its stored status: `pending` ('Pendiente'), `in_progress` ('En proceso'
 * or any other open value) or `resolved` ('Resuelto', and the older closed values 'Finalizado', 'Completo').
 */
export const SUPPORT_REQUEST_STAGES = ['pending', 'in_progress', 'resolved'] as const;
export type SupportRequestStage = (typeof SUPPORT_REQUEST_STAGES)[number];

/** The queue's status filter: `open` (the default, as counted on the home page), a stage, or `all`. */
export const SUPPORT_QUEUE_STATUS_FILTERS = ['open', ...SUPPORT_REQUEST_STAGES, 'all'] as const;
export type SupportQueueStatusFilter = (typeof SUPPORT_QUEUE_STATUS_FILTERS)[number];

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * GET backoffice/support-requests: oldest first. `company` finds a company by its friendly_id (exactly,
 * any case) or a part of its name; `company_id` by its id.
 */
export const supportQueueQuerySchema = backofficePageQuerySchema.extend({
  status: z.enum(SUPPORT_QUEUE_STATUS_FILTERS).default('open'),
  category: z.enum(FAQ_CATEGORY_KEYS).optional(),
  company_id: idSchema.optional(),
  company: z.string().trim().max(200).optional(),
});
export type SupportQueueQuery = z.infer<typeof supportQueueQuerySchema>;

export const supportRequestParamsSchema = z.object({ request_id: idSchema });

const companyRefSchema = z.object({
  id: z.number().int(),
  friendly_id: z.string().nullable(),
  name: z.string().nullable(),
});

/** One request in the queue. */
export const supportQueueItemSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  stage: z.enum(SUPPORT_REQUEST_STAGES),
  /** A FAQ_CATEGORY_KEYS key (the back office names it in the operator's language). */
  category_key: z.string(),
  subcategory_key: z.string().nullable(),
  /** The category and topic as the user saw them, in the user's language. */
  main_category: z.string(),
  request_type: z.string(),
  /** What the user asked. */
  message: z.string(),
  created_at: z.string(),
  company: companyRefSchema,
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  /** Messages written in the thread after the request was made. */
  thread_count: z.number().int(),
  /** Who wrote last in the thread, and when; null when nobody has yet. */
  last_author_kind: z.enum(['operator', 'user']).nullable(),
  last_message_at: z.string().nullable(),
});
export type SupportQueueItem = z.infer<typeof supportQueueItemSchema>;
export const supportQueueResponseSchema = contentSchema(pageOfSchema(supportQueueItemSchema));
export type SupportQueuePage = z.infer<typeof supportQueueResponseSchema>['content'];

/** A message of the thread as staff see it: with the operator who wrote a reply. */
export const backofficeThreadMessageSchema = z.object({
  id: z.number().int(),
  author_kind: z.enum(['operator', 'user']),
  /** The operator's or user's name (or e-mail when they have no name); null when the account is gone. */
  author_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type BackofficeThreadMessage = z.infer<typeof backofficeThreadMessageSchema>;

/** GET backoffice/support-requests/{request_id}: the request, who made it, the chat before it and the thread. */
export const supportRequestDetailSchema = supportQueueItemSchema.extend({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    /** E.164 when known. */
    phone: z.string().nullable(),
    /** The user's interface language (es, en, zh_cn): the language of the reply e-mail. */
    language: z.string().nullable(),
  }),
  conversation_before_issue: z.array(supportConversationMessageSchema).nullable(),
  thread: z.array(backofficeThreadMessageSchema),
});
export type SupportRequestDetail = z.infer<typeof supportRequestDetailSchema>;
export const supportRequestDetailResponseSchema = contentSchema(supportRequestDetailSchema);

/**
 * POST backoffice/support-requests/{request_id}/replies: a reply of Forja's team, shown in the widget's
 * Requests tab and e-mailed to the user. A 'Pendiente' request becomes 'En proceso'.
 */
export const replySupportRequestBodySchema = z.object({
  body: supportThreadTextSchema(SUPPORT_THREAD_MESSAGE_MAX_CHARS),
});
export type ReplySupportRequestBody = z.infer<typeof replySupportRequestBodySchema>;

/**
 * POST backoffice/support-requests/{request_id}/status: moves a request from the status the operator saw
 * (`from`) to `to`: Pendiente → En proceso → Resuelto, and Resuelto → En proceso to reopen it. Moving to the
 * status it already has changes nothing (200); a request whose status is no longer `from` answers 409
 * already_reviewed; any other move 409 invalid_status_transition.
 */
export const moveSupportRequestBodySchema = z.object({
  from: z.string().trim().min(1).max(100),
  to: z.enum(SUPPORT_REQUEST_STATUSES),
});
export type MoveSupportRequestBody = z.infer<typeof moveSupportRequestBodySchema>;
