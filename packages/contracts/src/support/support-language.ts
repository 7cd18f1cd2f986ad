import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * The languages the support backend accepts in `lang` (spec section 2: es, en, zh_cn). Topics and the bot's
 * own replies come in all three; knowledge-base answers exist in es and en, and the Chinese interface gets
 * the English one introduced in Chinese.
 */
export const supportLanguageSchema = z.enum(LANGUAGES);
export type SupportLanguage = z.infer<typeof supportLanguageSchema>;

/** The languages of the knowledge base's answers; zh_cn gets en. */
export const SUPPORT_ANSWER_LANGUAGES = ['es', 'en'] as const;
export const supportAnswerLanguageSchema = z.enum(SUPPORT_ANSWER_LANGUAGES);
export type SupportAnswerLanguage = z.infer<typeof supportAnswerLanguageSchema>;
