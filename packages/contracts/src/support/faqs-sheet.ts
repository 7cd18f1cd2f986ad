import { z } from 'zod';
import { contentSchema } from '../envelope';
import { FAQS_BOT_PROMPT_MAX_CHARS } from './faqs-bot';
import { supportConversationSchema, supportRequestSchema } from './faqs-requests';

/** `POST /ai/faqs/sheet`, relative to SUPPORT_BASE: the widget's 'create request' (spec sections 2 and 7). */
export const FAQS_SHEET_PATH = 'faqs/sheet';

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * The support request, with the spec's field names (section 7). The caller must be `user_id` (the token's
 * user) and belong to `company_id`, else 403 forbidden. `company`, `user_name`, `user_phone` and
 * `friendly_id` are what the widget knows, for the team's convenience: the server may prefer its own records.
 */
export const faqsSheetBodySchema = z.object({
  /** The user's request, trimmed: 1 to 1000 characters (Unicode code points), like a chat message. */
  message: z
    .string()
    .trim()
    .min(1)
    .max(FAQS_BOT_PROMPT_MAX_CHARS * 2) // UTF-16 units: an upper bound for the JSON Schema
    .refine((message) => Array.from(message).length <= FAQS_BOT_PROMPT_MAX_CHARS, {
      message: `at most ${FAQS_BOT_PROMPT_MAX_CHARS} characters`,
    }),
  /** The company's name, when it has one. */
  company: optionalText(300),
  user_name: optionalText(300),
  /** E.164 (`+525512345678`) as the profile holds it. */
  user_phone: optionalText(32),
  company_id: z.number().int().positive(),
  user_email: z.string().trim().max(254),
  user_id: z.number().int().positive(),
  friendly_id: optionalText(100),
  /** A category key from get-faqs-categories (its name in es or en is accepted too). */
  category: z.string().trim().min(1).max(200),
  /** A subcategory key of that category; null or absent for 'other_inquiry'. */
  subcategory: optionalText(200),
  /** The chat so far, oldest first: the last SUPPORT_CONVERSATION_MAX_MESSAGES messages. */
  conversation: supportConversationSchema,
});
export type FaqsSheetBody = z.infer<typeof faqsSheetBodySchema>;

/** The request as stored: its status starts as 'Pendiente'. */
export const faqsSheetResponseSchema = contentSchema(z.object({ request: supportRequestSchema }));
export type FaqsSheetResponse = z.infer<typeof faqsSheetResponseSchema>;
