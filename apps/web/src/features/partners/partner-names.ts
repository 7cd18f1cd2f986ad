import type { Partner } from '@forja/contracts';
import { getCountries } from 'libphonenumber-js/min';

export type AccountNames = { firstNames: string; lastNames: string };

/**
 * The first names and last names an account form starts from, read from a partner record: its first_name and
 * last_name when it has them; otherwise its full name, split as Mexican names usually are (the last two words
 * are the two surnames; with two or three words, only the last). The person can still correct both.
 */
export function accountNamesOf(
  partner: Pick<Partner, 'name' | 'first_name' | 'last_name' | 'is_moral_person'>,
): AccountNames {
  const first = partner.first_name?.trim() ?? '';
  const last = partner.last_name?.trim() ?? '';
  if (first !== '' || last !== '') return { firstNames: first, lastNames: last };
  // A legal entity's name is its business name, not a person's.
  if (partner.is_moral_person) return { firstNames: '', lastNames: '' };
  const words = (partner.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstNames: words.join(' '), lastNames: '' };
  const surnames = words.length >= 4 ? 2 : 1;
  return {
    firstNames: words.slice(0, -surnames).join(' '),
    lastNames: words.slice(-surnames).join(' '),
  };
}

/**
 * The country an invited partner's phone number starts from: the country of residence they gave in the address
 * step when it has a calling code (a partner living in China is offered +86), else Mexico.
 */
export function phoneCountryOf(partner: Pick<Partner, 'address'>): string {
  const country = partner.address?.country ?? 'MX';
  return (getCountries() as string[]).includes(country) ? country : 'MX';
}
