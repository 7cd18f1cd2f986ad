/** Why a partner's RFC or CURP cannot be saved: another partner of the same company already has it. */
export type PartnerIdentityCodeClash = 'rfc_of_another_partner' | 'curp_of_another_partner';

type PartnerCodes = { id: number; rfc: string | null; curp: string | null };

/** An RFC or CURP as it is compared: upper case, without spaces; empty when not given. */
const codeKey = (value: string | null | undefined) => (value ?? '').replace(/\s/g, '').toUpperCase();

/**
 * An RFC and a CURP each name one person (or, an RFC of 12 characters, one legal entity): two partners of
 * the same company cannot share either. Compares the partner's codes with those of the company's other
 * partners (the partner itself, by id, is skipped) and answers the clashes, RFC first; empty when none.
 */
export function partnerIdentityCodeClashes(
  partner: PartnerCodes,
  companyPartners: readonly PartnerCodes[],
): PartnerIdentityCodeClash[] {
  const others = companyPartners.filter((other) => other.id !== partner.id);
  const clashes: PartnerIdentityCodeClash[] = [];
  const rfc = codeKey(partner.rfc);
  if (rfc !== '' && others.some((other) => codeKey(other.rfc) === rfc))
    clashes.push('rfc_of_another_partner');
  const curp = codeKey(partner.curp);
  if (curp !== '' && others.some((other) => codeKey(other.curp) === curp))
    clashes.push('curp_of_another_partner');
  return clashes;
}
