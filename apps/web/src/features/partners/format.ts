import { formatLocale, type Language } from '@forja/domain';

/**
 * A share in basis points as a percentage in the language: 6667 → "66.67 %" (es: Mexico's decimal point, with the
 * space before the sign that every Spanish text and the articles write), "66.67%" (en).
 */
export function formatBp(bp: number, language: Language): string {
  if (language === 'es')
    return `${new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 2 }).format(bp / 100)}\u00a0%`;
  return new Intl.NumberFormat(formatLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}
