import { languageTag, type Language } from '@forja/domain';

/** A date in the user's language (dd/mm/aaaa in Spanish), in Mexico City time. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : languageTag(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Mexico_City',
  }).format(new Date(iso));
}

/** A date and time in the user's language, Mexico City time, for deadlines (OXXO vouchers). */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : languageTag(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(new Date(iso));
}

/** An OXXO reference in groups of four, easy to read aloud at the till. */
export function groupDigits(reference: string): string {
  return reference.replace(/(\d{4})(?=\d)/g, '$1 ');
}
