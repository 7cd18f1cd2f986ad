import type { Partner } from '@forja/contracts';
import { listOf } from '../shared/list';
import { singleSpaced as clean, textKey } from '../shared/text';

type NamedPartner = Pick<Partner, 'name' | 'first_name' | 'last_name'>;

/** A partner's name as the articles print it: its name, else its first and last names. */
export function partnerArticlesName(partner: NamedPartner): string | null {
  return clean(partner.name) ?? clean([partner.first_name, partner.last_name].filter(Boolean).join(' '));
}

/**
 * The society types whose administration is in a shareholder's hands: an S.A.S. is run by a sole administrator
 * who is one of its shareholders (LGSM art. 260 ff.); the others may name anyone.
 */
export function administratorIsAPartner(companyType: string | null | undefined): boolean {
  return textKey(companyType) === 'sas';
}

/** The names a sole administrator who must be a partner may have: each partner's, once, in their order. */
export function soleAdministratorChoices(partners: readonly NamedPartner[] | null | undefined): string[] {
  const names: string[] = [];
  for (const partner of listOf(partners)) {
    const name = partnerArticlesName(partner);
    if (name !== null && !names.some((known) => textKey(known) === textKey(name))) names.push(name);
  }
  return names;
}

/** The partner's name (as soleAdministratorChoices gives it) that `name` designates, or null: compared without case, accents or extra spaces. */
export function partnerNameMatching(
  partners: readonly NamedPartner[] | null | undefined,
  name: string | null | undefined,
): string | null {
  const wanted = clean(name);
  if (wanted === null) return null;
  return soleAdministratorChoices(partners).find((choice) => textKey(choice) === textKey(wanted)) ?? null;
}

export type AdministrationProblem = 'sole_administrator_required' | 'administrator_not_a_partner';

/**
 * What is wrong with an administration for the society type, or null: a type run by one of its partners (an
 * S.A.S.) takes a sole administrator (`sole_administrator_required`) whose name is a partner's, compared without
 * case, accents or extra spaces (`administrator_not_a_partner`). Names are otherwise the contract's business.
 * The API refuses such an administration, the Administration form offers only the partners, and articlesMissing
 * keeps the articles waiting while the administrator saved is not (or no longer) a partner.
 */
export function administrationProblem(
  companyType: string | null | undefined,
  partners: readonly NamedPartner[] | null | undefined,
  administration: { soleAdministrator: boolean; names: readonly (string | null)[] },
): AdministrationProblem | null {
  if (!administratorIsAPartner(companyType)) return null;
  if (!administration.soleAdministrator || administration.names.length > 1)
    return 'sole_administrator_required';
  if (clean(administration.names[0]) === null) return null;
  return partnerNameMatching(partners, administration.names[0]) === null
    ? 'administrator_not_a_partner'
    : null;
}
