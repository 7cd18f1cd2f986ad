import type { Company, User } from '@forja/contracts';
import { COMPANY_ONBOARDING_STEPS } from '@forja/contracts/company/path-steps';
import { listOf } from '../shared/list';
import { isBlank } from '../shared/text';
import { companyFacts, findUserPartner, type CompanyFacts } from './company-facts';
import { partnerCivilStatus } from './partner-civil-status';
import type { RouteTarget } from './route-names';
import { listUserCompanies } from './user-companies';

/** Every route `resolveNextRoute` may answer, in the order of its steps. */
export const ONBOARDING_ROUTE_NAMES = COMPANY_ONBOARDING_STEPS;
export type OnboardingRouteName = (typeof ONBOARDING_ROUTE_NAMES)[number];
export type NextRoute = RouteTarget<OnboardingRouteName>;

export type ResolveNextRouteInput = {
  user: User;
  /** The chosen company's profile, when it is loaded. */
  company?: Company | null;
  /** The company_id of the current path (or of the stored router state), when there is one. */
  companyIdInPath?: string | number | null;
};

type StepContext = { company: Company; user: User; facts: CompanyFacts };
type Step = {
  route: Exclude<OnboardingRouteName, 'VerifyAccount' | 'Companies'>;
  when: (context: StepContext) => boolean;
  /** The rule that asks for the commissary (it answers CompanyPartners, where the partners may be done). */
  commissary?: true;
};

/** Steps 3 to 12 of the redirect order (spec section 2), about one company. First match wins. */
const COMPANY_STEPS: readonly Step[] = [
  {
    // 3. Basic data: description or business activities missing while the deed can still change, or the
    //    hiring question unanswered by a legal-representation company before its deed.
    route: 'CompanyBasicData',
    when: ({ company, facts }) =>
      ((isBlank(company.description) || listOf(company.company_business_twists).length === 0) &&
        (!facts.existOrderComplete || (!company.testimony && !facts.documentsApproved))) ||
      (!company.testimony &&
        company.legal_representation &&
        !company.amazon_customer &&
        !facts.hiringAnswered),
  },
  {
    // 4. A payment is on its way and none is complete.
    route: 'PaymentStatus',
    when: ({ facts }) => facts.existOrderPending && !facts.existOrderComplete,
  },
  {
    // 5. Legal representation, not Amazon, not paid.
    route: 'CheckoutRepresentation',
    when: ({ company, facts }) =>
      company.legal_representation && !company.amazon_customer && !facts.existOrderComplete,
  },
  {
    // 6a. Neither Amazon nor legal representation, not paid.
    route: 'CheckoutAdvance',
    when: ({ company, facts }) =>
      !company.amazon_customer && !company.legal_representation && !facts.existOrderComplete,
  },
  {
    // 6b. Paid, no deed yet, documents not approved, a society type that needs a commissary (S.A. de C.V.,
    //     S.A.P.I.) and none appointed. Applies to Amazon and legal-representation companies too (see README).
    route: 'CompanyPartners',
    commissary: true,
    when: ({ company, facts }) =>
      facts.existOrderComplete &&
      !company.testimony &&
      !facts.documentsApproved &&
      !facts.existCommissaryMember &&
      facts.needsCommissary,
  },
  {
    // 7. Before the deed and before approval: no partners, or no share series.
    route: 'CompanyPartners',
    when: ({ company, facts }) =>
      !company.testimony &&
      !facts.documentsApproved &&
      (listOf(company.partners).length === 0 || listOf(company.share_series).length === 0),
  },
  {
    // 8. The user is a partner (a person) who has not given a civil status, before approval and while the
    //    partners' documents are incomplete.
    route: 'CompanyPartners',
    when: ({ company, user, facts }) => awaitsOwnCivilStatusWith(company, user, facts),
  },
  {
    // 9. Amazon customer, not paid.
    route: 'CheckoutAmazon',
    when: ({ company, facts }) => company.amazon_customer && !facts.existOrderComplete,
  },
  {
    // 10. Partners' documents incomplete, before approval.
    route: 'PartnersDocuments',
    when: ({ facts }) => !facts.partnerDocumentsComplete && !facts.documentsApproved,
  },
  {
    // 11. Bank referral, once, for a legal-representation company that is not Amazon, once the deed exists,
    //     is signed or was delivered.
    route: 'Banks',
    when: ({ company, facts }) =>
      !company.redirected_banks &&
      company.legal_representation &&
      !company.amazon_customer &&
      (company.testimony || facts.completeFirms || facts.deliveryCompleted),
  },
];

function awaitsOwnCivilStatusWith(company: Company, user: User, facts: CompanyFacts): boolean {
  const partner = findUserPartner(company, user);
  return (
    partner !== null &&
    !partner.is_moral_person &&
    !partnerCivilStatus(partner).set &&
    !facts.documentsApproved &&
    !facts.partnerDocumentsComplete
  );
}

/**
 * Step 8 of the redirect order: the user is a partner (a person) of the company who has not given a civil
 * status, before approval and while the partners' documents are incomplete. The redirect answers
 * CompanyPartners for it (spec section 2), yet the civil status is asked in the user's own partner flow
 * (/isPartner/{company_id}/civil_status): the Partners page reads this to say so and link there.
 */
export function awaitsOwnCivilStatus(company: Company, user: User): boolean {
  return awaitsOwnCivilStatusWith(company, user, companyFacts(company, user));
}

function chosenCompanyId(input: ResolveNextRouteInput): string | null {
  if (input.company) return String(input.company.id);
  const inPath = input.companyIdInPath;
  if (typeof inPath === 'number' || (typeof inPath === 'string' && !isBlank(inPath)))
    return String(inPath).trim();
  const companies = listUserCompanies(input.user);
  return companies.length === 1 ? String(companies[0]!.id) : null;
}

/**
 * Where a signed-in user must go next (spec section 2, "Post-login and dashboard redirect order", steps 1 to
 * 12, first match wins). Without a loaded company it answers up to "go to that company" (Dashboard of the
 * chosen company): that page's loader calls it again with the company to run steps 3 to 12.
 */
export function resolveNextRoute(input: ResolveNextRouteInput): NextRoute {
  return resolveWith(input, COMPANY_STEPS);
}

const STEPS_BESIDE_COMMISSARY = COMPANY_STEPS.filter((step) => !step.commissary);

/**
 * The redirect order without its rule asking an S.A. or S.A.P.I. for a commissary (step 6's second half): where
 * the user would go once the commissary is appointed. That rule answers CompanyPartners even when the partners
 * and their documents are all in; the checklist reads this to tell how far the company really is.
 */
export function resolveNextRouteBesideCommissary(input: ResolveNextRouteInput): NextRoute {
  return resolveWith(input, STEPS_BESIDE_COMMISSARY);
}

function resolveWith(input: ResolveNextRouteInput, steps: readonly Step[]): NextRoute {
  const { user, company } = input;
  // 1. Unconfirmed user.
  if (user.is_confirmed !== true) return { name: 'VerifyAccount', params: {} };
  // 2. No company chosen: none, or several and none in the path.
  const companyId = chosenCompanyId(input);
  if (companyId === null) return { name: 'Companies', params: {} };
  const params = { company_id: companyId };
  if (!company) return { name: 'Dashboard', params };
  const context: StepContext = { company, user, facts: companyFacts(company, user) };
  const step = steps.find((candidate) => candidate.when(context));
  // 12. Otherwise the dashboard.
  return { name: step?.route ?? 'Dashboard', params };
}
