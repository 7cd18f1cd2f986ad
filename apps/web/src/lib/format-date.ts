import { languageTag, type Language } from '@forja/domain';

/** Forja's time zone: dates are shown in Mexico City's calendar unless a booking names another zone. */
export const MEXICO_CITY = 'America/Mexico_City';

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
    timeZone: MEXICO_CITY,
  }).format(date);
}

/** A day and time in the language's format, in a time zone (Mexico City's by default), with the zone named. */
export function formatDateTime(
  language: Language,
  value: string | Date,
  timeZone: string = MEXICO_CITY,
): string {
  return new Intl.DateTimeFormat(languageTag(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
