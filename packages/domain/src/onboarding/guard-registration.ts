import type { CompanyDraft } from '@forja/contracts';
import { listOf } from '../shared/list';
import { isBlank } from '../shared/text';
import type { RouteTarget } from './route-names';

type RegistrationRedirect = RouteTarget<'Options' | 'TypeSociety' | 'LegalName'>;

/** The registration steps, in order, and what each one needs before it may be shown. */
const STEP_NEEDS: Readonly<Record<string, number>> = {
  Options: 0,
  Register: 0,
  TypeSociety: 1,
  LegalName: 2,
  PersonalInformation: 3,
};
/** The old routes that always lead to Options (spec section 2). */
export const OLD_REGISTRATION_ROUTES = ['CrearCuenta', 'LegalNameOld', 'PersonalInformationOld'] as const;

type DraftFacts = Pick<
  CompanyDraft,
  'legal_representation' | 'type_society' | 'company_type' | 'legal_name' | 'legal_names'
>;

/**
 * The registration guard (spec section 2): a step needs the choices of the steps before it, in order
 * (representation, then society type, then legal name). Answers where to go instead, or null to stay.
 * Options and Register (welcome) need nothing; a route outside registration is not guarded here.
 */
export function guardRegistration(
  draft: Partial<DraftFacts> | null | undefined,
  routeName: string,
): RegistrationRedirect | null {
  if ((OLD_REGISTRATION_ROUTES as readonly string[]).includes(routeName))
    return { name: 'Options', params: {} };
  const needs = STEP_NEEDS[routeName];
  if (needs === undefined) return null;
  if (needs >= 1 && typeof draft?.legal_representation !== 'boolean') return { name: 'Options', params: {} };
  if (needs >= 2 && isBlank(draft?.type_society) && isBlank(draft?.company_type)) {
    return { name: 'TypeSociety', params: {} };
  }
  const hasLegalName =
    !isBlank(draft?.legal_name) ||
    listOf(draft?.legal_names).some((denomination) => !isBlank(denomination.name));
  if (needs >= 3 && !hasLegalName) return { name: 'LegalName', params: {} };
  return null;
}
