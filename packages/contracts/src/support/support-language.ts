import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * The languages the support backend accepts in `lang` (spec section 2: es, en, zh_cn). The chat itself
 * answers in es or en: Chinese falls back to English (spec section 9).
 */
export const supportLanguageSchema = z.enum(LANGUAGES);
export type SupportLanguage = z.infer<typeof supportLanguageSchema>;

/** The languages the bot answers in; zh_cn gets en. */
export const SUPPORT_ANSWER_LANGUAGES = ['es', 'en'] as const;
export const supportAnswerLanguageSchema = z.enum(SUPPORT_ANSWER_LANGUAGES);
export type SupportAnswerLanguage = z.infer<typeof supportAnswerLanguageSchema>;
