/** The languages Forja speaks, as they appear in URLs (spec section 2). Spanish is the default. */
export const LANGUAGES = ['es', 'en', 'zh_cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/**
 * Reads a language in any spelling a URL, a header or storage may carry it
 * (`zh_cn`, `zh-CN`, `ZH-cn`, `EN`) and answers the canonical one, or null.
 */
export function parseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const normal = value.trim().toLowerCase().replace('-', '_');
  return (LANGUAGES as readonly string[]).includes(normal) ? (normal as Language) : null;
}

/** The BCP 47 tag for Intl and i18next: es, en, zh-CN. */
export function languageTag(language: Language): string {
  return language === 'zh_cn' ? 'zh-CN' : language;
}

/**
 * The locale numbers, percentages and dates are written in: Mexican Spanish for es (66.67 %, 1,250, dd/mm/aaaa;
 * Spain's «es» writes 66,67 %), the language's own otherwise (BRAND: es-MX unless the user's language says
 * otherwise).
 */
export function formatLocale(language: Language): string {
  return language === 'es' ? 'es-MX' : languageTag(language);
}
