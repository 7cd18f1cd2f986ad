import { languageTag, type Language } from '@forja/domain';

/** A date and time of the signing in the user's language (dd/mm/aaaa in Spanish), in Mexico City's time. */
export function formatSigningDate(language: Language, value: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : languageTag(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Mexico_City',
  }).format(new Date(value));
}
