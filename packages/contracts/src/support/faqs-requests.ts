import { z } from 'zod';
import { contentSchema } from '../envelope';
import { supportLanguageSchema } from './support-language';

/** `GET /ai/faqs/requests/?user_id=…&company_id=…`, relative to SUPPORT_BASE (both spellings should answer). */
export const FAQS_REQUESTS_PATH = 'faqs/requests';

/**
 * A conversation stored with a request holds at most this many messages: the widget sends the last ones.
 * (A bot answer is up to about 1000 characters, so this stays well under the support body limit.)
 */
export const SUPPORT_CONVERSATION_MAX_MESSAGES = 50;
/** One message of a stored conversation: a user's message (≤ 1000 characters) or a bot answer. */
export const SUPPORT_CONVERSATION_MESSAGE_MAX_CHARS = 4000;

/** One message of the chat as the widget showed it: who wrote it, what it said, in which language. */
export const supportConversationMessageSchema = z.object({
  owner: z.enum(['bot', 'user']),
  message: z.string().max(SUPPORT_CONVERSATION_MESSAGE_MAX_CHARS),
  /** The chat's language: es, en, or zh_cn for the bot's Chinese replies. */
  lang: supportLanguageSchema,
});
export type SupportConversationMessage = z.infer<typeof supportConversationMessageSchema>;

export const supportConversationSchema = z
  .array(supportConversationMessageSchema)
  .max(SUPPORT_CONVERSATION_MAX_MESSAGES);

/** The caller must be `user_id` (the token's user) and belong to `company_id`; otherwise 403 forbidden. */
export const faqsRequestsQuerySchema = z.object({
  user_id: z.coerce.number().int().positive(),
  company_id: z.coerce.number().int().positive(),
});
export type FaqsRequestsQuery = z.infer<typeof faqsRequestsQuerySchema>;

/**
 * The statuses Forja's team moves a request through: new requests are 'Pendiente'; an operator's reply or
 * move makes it 'En proceso'; 'Resuelto' once handled (a founder's answer to it reopens it as 'En proceso').
 * Older requests may hold other closed values ('Finalizado', 'Completo').
 */
export const SUPPORT_REQUEST_STATUSES = ['Pendiente', 'En proceso', 'Resuelto'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/** A message of the thread longer than this (Unicode code points) is refused. */
export const SUPPORT_THREAD_MESSAGE_MAX_CHARS = 4000;

const NUL = String.fromCharCode(0);
/** Half of a surrogate pair without its other half: not a character, and not storable as text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A message written into a request's thread: trimmed, 1 to `max` characters (Unicode code points), without
 * NUL or lone surrogates (which the database cannot keep).
 */
export function supportThreadTextSchema(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max * 2) // UTF-16 units: an upper bound for the JSON Schema
    .refine((text) => Array.from(text).length <= max, { message: `at most ${max} characters` })
    .refine((text) => !text.includes(NUL) && !LONE_SURROGATE.test(text), {
      message: 'no NUL or lone surrogate characters',
    });
}

/**
 * One message of a request's thread after it was made, oldest first: a reply of Forja's team (`operator`,
 * shown as "Forja's team", never with the operator's name) or the user's own answer (`user`).
 */
export const supportThreadMessageSchema = z.object({
  id: z.number().int().positive(),
  author_kind: z.enum(['operator', 'user']),
  body: z.string(),
  /** ISO 8601 with an offset. */
  created_at: z.iso.datetime({ offset: true }),
});
export type SupportThreadMessage = z.infer<typeof supportThreadMessageSchema>;

/**
 * A support request as the Requests tab lists it (spec sections 2 and 4). The widget shows what was asked
 * (`message`) with `requestCategoryIcon(main_category)`, `request_type`, `relativeTime(date)` and
 * `requestStatusLabel(status)` from @forja/domain.
 */
export const supportRequestSchema = z.object({
  id: z.number().int().positive(),
  /**
   * The category's name as the user saw it ('Constitución', 'Bank Opening', 'Otra consulta'): not its key,
   * so that requestCategoryIcon recognises it.
   */
  main_category: z.string(),
  /** The subcategory's name ('Proceso y tiempos'), or the category's name when it has none. */
  request_type: z.string(),
  /** What the user asked: the message they sent as the request, as they wrote it. */
  message: z.string(),
  /** When the request was made: ISO 8601 with an offset (`2025-06-10T12:00:00.000Z`). */
  date: z.iso.datetime({ offset: true }),
  /**
   * 'Pendiente' when new, 'En proceso' once the team took it, 'Resuelto' when handled (older requests may say
   * 'Finalizado' or 'Completo'). Shown through requestStatusLabel.
   */
  status: z.string(),
  /** The chat that led to the request, read-only; null when none was stored. */
  conversation_before_issue: z.array(supportConversationMessageSchema).nullable(),
  /** What was written after the request was made, oldest first: the team's replies and the user's answers. */
  thread: z.array(supportThreadMessageSchema),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** The user's requests for the company, newest first. */
export const faqsRequestsResponseSchema = contentSchema(
  z.object({ requests: z.array(supportRequestSchema) }),
);
export type FaqsRequestsResponse = z.infer<typeof faqsRequestsResponseSchema>;

/**
 * `POST /ai/faqs/requests/{request_id}/messages`, relative to SUPPORT_BASE: the request's own user answers
 * in its thread. Anyone else's request answers 404 not_found, like one that does not exist. An answer to a
 * 'Resuelto' request moves it back to 'En proceso'.
 */
export const faqsRequestMessagesPath = (requestId: number) => `${FAQS_REQUESTS_PATH}/${requestId}/messages`;

export const faqsRequestParamsSchema = z.object({
  request_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The user's answer: like a chat message, 1 to 1000 characters once trimmed. */
export const FAQS_REQUEST_ANSWER_MAX_CHARS = 1000;
export const faqsRequestAnswerBodySchema = z.object({
  message: supportThreadTextSchema(FAQS_REQUEST_ANSWER_MAX_CHARS),
});
export type FaqsRequestAnswerBody = z.infer<typeof faqsRequestAnswerBodySchema>;

/** The request with its thread, the answer last. */
export const faqsRequestAnswerResponseSchema = contentSchema(z.object({ request: supportRequestSchema }));
export type FaqsRequestAnswerResponse = z.infer<typeof faqsRequestAnswerResponseSchema>;
