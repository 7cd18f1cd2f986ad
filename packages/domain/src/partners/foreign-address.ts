import type { ForeignAddress, PartnerAddress } from '@forja/contracts';
import { isLatinText } from '../validation/latin-text';

/** The written fields of an address outside Mexico. */
export const FOREIGN_ADDRESS_TEXT_FIELDS = [
  'address_line1',
  'address_line2',
  'city',
  'region',
  'postal_code',
] as const satisfies readonly (keyof ForeignAddress)[];
export type ForeignAddressTextField = (typeof FOREIGN_ADDRESS_TEXT_FIELDS)[number];

/** Whether a partner's address is outside Mexico (written in the international form). */
export function isForeignAddress(address: PartnerAddress | null | undefined): address is ForeignAddress {
  return address != null && address.country !== 'MX';
}

/**
 * The fields of a foreign address that are not in Latin letters (`address_latin_letters_only`): the notary's
 * deed and the SAT write a partner's domicile in the Latin alphabet only, so a Shanghai address is given as
 * on its pinyin bill or bank statement (No. 1 Century Avenue, Pudong, Shanghai), not in Chinese characters.
 */
export function foreignAddressScriptProblems(
  address: Partial<Record<ForeignAddressTextField, string | null | undefined>>,
): ForeignAddressTextField[] {
  return FOREIGN_ADDRESS_TEXT_FIELDS.filter((field) => {
    const value = address[field];
    return typeof value === 'string' && !isLatinText(value);
  });
}
