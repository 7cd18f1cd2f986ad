import { z } from 'zod';
import { contentSchema } from '../envelope';
import { supportLanguageSchema } from './support-language';

/** `POST /ai/faqs-bot`, relative to SUPPORT_BASE. The answer language follows the `x-language` header. */
export const FAQS_BOT_PATH = 'faqs-bot';

/**
 * Spec sections 5 and 9: a chat message holds at most 1000 characters, counted as Unicode code points like
 * the domain's normalizeChatInput does. Equal to @forja/domain's CHAT_MAX_CHARS (contracts cannot import it;
 * a test in apps/support checks they agree).
 */
export const FAQS_BOT_PROMPT_MAX_CHARS = 1000;

/** The widget's payload, with the spec's field names (section 7), `Subcategories` included. */
export const faqsBotBodySchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1)
    .max(FAQS_BOT_PROMPT_MAX_CHARS * 2) // UTF-16 units: an upper bound for the JSON Schema
    .refine((prompt) => Array.from(prompt).length <= FAQS_BOT_PROMPT_MAX_CHARS, {
      message: `at most ${FAQS_BOT_PROMPT_MAX_CHARS} characters`,
    })
    .describe(
      `The chat message, trimmed: 1 to ${FAQS_BOT_PROMPT_MAX_CHARS} characters (Unicode code points)`,
    ),
  user_email: z.string().trim().max(254),
  user_id: z.number().int().positive(),
  /** A category key from get-faqs-categories (its name in es or en is accepted too). */
  category: z.string().trim().min(1).max(200),
  /** A subcategory key of that category; empty or absent for 'other_inquiry'. */
  Subcategories: z.string().trim().max(200).nullish(),
});
export type FaqsBotBody = z.infer<typeof faqsBotBodySchema>;

/**
 * Contains 'crear solicitud' (es), 'create request' (en) or '创建请求' (zh_cn) when the widget should offer a
 * request. `lang` is the language of the message: es or en from the knowledge base (for the Chinese
 * interface introduced by a Chinese sentence), zh_cn for the bot's own Chinese replies.
 */
export const faqsBotResponseSchema = contentSchema(
  z.object({
    message: z.string().min(1),
    lang: supportLanguageSchema,
  }),
);
export type FaqsBotResponse = z.infer<typeof faqsBotResponseSchema>;

/** The phrases that make the widget show its 'create request' button (spec section 2). */
export const CREATE_REQUEST_PHRASES = {
  es: 'crear solicitud',
  en: 'create request',
  zh_cn: '创建请求',
} as const;
