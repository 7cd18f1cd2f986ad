import { languageTag, type Language } from '@forja/domain';

/** A day in the language's format (dd/mm/aaaa in Spanish), in Mexico City's calendar. */
export function formatDay(language: Language, value: string | Date): string {
  const date =
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value)
      : value;
  return new Intl.DateTimeFormat(languageTag(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Mexico_City',
  }).format(date);
}

/** Today's date in Mexico City as YYYY-MM-DD (the latest date an authorisation may carry). */
export function todayInMexico(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'America/Mexico_City',
  }).format(now);
}
