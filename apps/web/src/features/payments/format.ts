import { type Language } from '@forja/domain';
import { formatDate as formatIn } from '../../lib/format-date';

/** A date in the user's language (dd/mm/aaaa in Spanish), in Mexico City time. */
export function formatDate(iso: string, language: Language): string {
  return formatIn(language, 'day', iso);
}

/** A date and time in the user's language, Mexico City time, for deadlines (OXXO vouchers). */
export function formatDateTime(iso: string, language: Language): string {
  return formatIn(language, 'longDayTime', iso);
}

/** An OXXO reference in groups of four, easy to read aloud at the till. */
export function groupDigits(reference: string): string {
  return reference.replace(/(\d{4})(?=\d)/g, '$1 ');
}
