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
  /** 'Pendiente' when new; 'Finalizado', 'Resuelto', 'Completo' … once handled (free text of the team). */
  status: z.string(),
  /** The chat that led to the request, read-only; null when none was stored. */
  conversation_before_issue: z.array(supportConversationMessageSchema).nullable(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** The user's requests for the company, newest first. */
export const faqsRequestsResponseSchema = contentSchema(
  z.object({ requests: z.array(supportRequestSchema) }),
);
export type FaqsRequestsResponse = z.infer<typeof faqsRequestsResponseSchema>;
