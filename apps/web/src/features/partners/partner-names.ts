import type { Partner } from '@forja/contracts';
import { splitPersonName, type PersonNames } from '@forja/domain';
import { getCountries } from 'libphonenumber-js/min';

export type AccountNames = PersonNames;

/**
 * The first names and last names an account form starts from, read from a partner record: its first_name and
 * last_name when it has them; otherwise its full name, split as Mexican names are written (domain
 * `splitPersonName`: with three words or more, the last two are the surnames). The person can still correct both.
 */
export function accountNamesOf(
  partner: Pick<Partner, 'name' | 'first_name' | 'last_name' | 'is_moral_person'>,
): AccountNames {
  const first = partner.first_name?.trim() ?? '';
  const last = partner.last_name?.trim() ?? '';
  if (first !== '' || last !== '') return { firstNames: first, lastNames: last };
  // A legal entity's name is its business name, not a person's.
  if (partner.is_moral_person) return { firstNames: '', lastNames: '' };
  return splitPersonName(partner.name);
}

/**
 * The country an invited partner's phone number starts from: the country of residence they gave in the address
 * step when it has a calling code (a partner living in China is offered +86), else Mexico.
 */
export function phoneCountryOf(partner: Pick<Partner, 'address'>): string {
  const country = partner.address?.country ?? 'MX';
  return (getCountries() as string[]).includes(country) ? country : 'MX';
}
