import { z } from 'zod';
import { COMPANY_PATH_STEPS } from '../company/path-steps';
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
  /**
   * Not in the spec: the company whose page the chat is open on, so that "what do I do next?" is answered for
   * it (only when the caller may see it). Without it, the caller's most recent company.
   */
  company_id: z.number().int().positive().nullish(),
});
export type FaqsBotBody = z.infer<typeof faqsBotBodySchema>;

/**
 * Where the user acts on their company's current step, as the dashboard's checklist links it: a named route
 * of the web app with its parameters, or a workspace page of the company.
 */
export const companyProgressTargetSchema = z.union([
  z.object({
    name: z.string().min(1),
    params: z.record(z.string(), z.string()),
    query: z.record(z.string(), z.string()).optional(),
  }),
  z.object({
    page: z.enum(['company_admin', 'detail', 'company_fiels']),
    company_id: z.number().int().positive(),
  }),
]);

/** The user's own company as the dashboard's checklist sees it, for "what do I do next?". */
export const companyProgressSchema = z.object({
  company_id: z.number().int().positive(),
  company_name: z.string(),
  /** Its society type: an S. de R.L.'s steps speak of partes sociales, not shares (null before one is chosen). */
  company_type: z.string().nullable(),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** The step to work on now (null once every step is done), who acts on it and what is happening. */
  current: z
    .object({
      key: z.enum(COMPANY_PATH_STEPS),
      actor: z.enum(['founder', 'partners', 'forja']).nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
  target: companyProgressTargetSchema.nullable(),
});
export type CompanyProgress = z.infer<typeof companyProgressSchema>;

/**
 * Contains 'crear solicitud' (es), 'create request' (en) or '创建请求' (zh_cn) when the widget should offer a
 * request. `lang` is the language the message is written in. Beyond the spec: `hand_off` says the same as
 * those phrases, and `company_progress` carries the caller's company's checklist for a question about it.
 */
export const faqsBotResponseSchema = contentSchema(
  z.object({
    message: z.string().min(1),
    lang: supportLanguageSchema,
    hand_off: z.boolean().optional(),
    company_progress: companyProgressSchema.optional(),
  }),
);
export type FaqsBotResponse = z.infer<typeof faqsBotResponseSchema>;

/** The phrases that make the widget show its 'create request' button (spec section 2). */
export const CREATE_REQUEST_PHRASES = {
  es: 'crear solicitud',
  en: 'create request',
  zh_cn: '创建请求',
} as const;
