import { ANALYTICS_ID_MIN_LENGTH } from '../constants';

/** The analytics identity of a user (spec section 3): the id left-padded with zeros to at least 5 characters. */
export function analyticsDistinctId(id: number | string): string {
  return String(id).trim().padStart(ANALYTICS_ID_MIN_LENGTH, '0');
}
