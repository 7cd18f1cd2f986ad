import { type Language } from '@forja/domain';
import { formatDate } from '../../lib/format-date';

/** A date and time of the signing in the user's language (dd/mm/aaaa in Spanish), in Mexico City's time. */
export function formatSigningDate(language: Language, value: string): string {
  return formatDate(language, 'dayTime', value);
}
