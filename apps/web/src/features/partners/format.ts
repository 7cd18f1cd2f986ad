import { languageTag, type Language } from '@forja/domain';

/** A share in basis points as a percentage in the language: 6000 → "60 %" (es), "60%" (en). */
export function formatBp(bp: number, language: Language): string {
  return new Intl.NumberFormat(languageTag(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}
