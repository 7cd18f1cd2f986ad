import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * The languages the support backend accepts in `lang` (spec section 2: es, en, zh_cn). Topics, the bot's own
 * replies and the knowledge base's answers come in all three.
 */
export const supportLanguageSchema = z.enum(LANGUAGES);
export type SupportLanguage = z.infer<typeof supportLanguageSchema>;

/** The languages of the knowledge base's answers: the same three. */
export const SUPPORT_ANSWER_LANGUAGES = LANGUAGES;
export const supportAnswerLanguageSchema = z.enum(SUPPORT_ANSWER_LANGUAGES);
export type SupportAnswerLanguage = z.infer<typeof supportAnswerLanguageSchema>;
