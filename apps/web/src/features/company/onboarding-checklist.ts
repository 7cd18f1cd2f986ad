import { COMPANY_STAGES, type Company, type User } from '@forja/contracts';
import {
  ONBOARDING_ROUTE_NAMES,
  arePartnerDocumentsApproved,
  companyFacts,
  societyTypeNeedsCommissary,
  resolveNextRoute,
  type NextRoute,
  type OnboardingRouteName,
  type RouteTarget,
} from '@forja/domain';
import { isBlank } from '@forja/domain/shared/text';

/**
 * The onboarding path as the dashboard lists it: the company stages, in the spec's order (section 4), with the
 * commissary after the partners' documents for the society types that must have one (S.A., S.A.P.I.).
 */
export const ONBOARDING_STEPS = [
  ...COMPANY_STAGES.slice(0, COMPANY_STAGES.indexOf('signature')),
  'commissary',
  ...COMPANY_STAGES.slice(COMPANY_STAGES.indexOf('signature')),
] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

/** The steps of a company: the commissary only where the society type needs one. */
export function onboardingStepsOf(company: Pick<Company, 'company_type'>): readonly OnboardingStepKey[] {
  return societyTypeNeedsCommissary(company.company_type)
    ? ONBOARDING_STEPS
    : ONBOARDING_STEPS.filter((key) => key !== 'commissary');
}

export type OnboardingStepState = 'done' | 'current' | 'locked';

export type OnboardingStep = {
  key: OnboardingStepKey;
  state: OnboardingStepState;
  /** A locked step opens once this step is done: the closest earlier step still open, else the current one. */
  after: OnboardingStepKey | null;
};

export type OnboardingChecklist = {
  steps: OnboardingStep[];
  /** The step to work on now; null once every step is done. */
  current: OnboardingStep | null;
  /** Where the current step's button goes: a named route, or the administration page (the commissary). */
  target: RouteTarget | { page: 'company_admin'; company_id: number } | null;
  /**
   * The current step waits on something outside the founder's hands: a payment on its way, or the partners'
   * documents, all uploaded, waiting for Forja's review.
   */
  waiting: 'payment_pending' | 'documents_in_review' | null;
  done: number;
  total: number;
  /** What resolveNextRoute answered: the dashboard redirects there unless it is Dashboard. */
  next: NextRoute;
};

/** The checklist step each answer of resolveNextRoute is about. */
const STEP_OF_ROUTE: Partial<Record<OnboardingRouteName, OnboardingStepKey>> = {
  CompanyBasicData: 'basic_data',
  PaymentStatus: 'payment',
  CheckoutRepresentation: 'payment',
  CheckoutAdvance: 'payment',
  CheckoutAmazon: 'payment',
  CompanyPartners: 'partners',
  PartnersDocuments: 'partner_documents',
  Banks: 'bank',
};

/** Once resolveNextRoute answers Dashboard, the later steps have their own pages. */
const PAGE_OF_LATER_STEP: Partial<Record<OnboardingStepKey, 'PartnersDocuments' | 'Documents' | 'Banks'>> = {
  partner_documents: 'PartnersDocuments',
  rfc: 'Documents',
  bank: 'Banks',
};

/**
 * The signature step opens once the partners' documents are approved (the step before it is done): its page
 * is ValidationActToUser, where the partners review the draft articles and sign them, for this company.
 */
function laterStepTarget(key: OnboardingStepKey, next: NextRoute, companyId: number): RouteTarget | null {
  if (key === 'signature') {
    return { name: 'ValidationActToUser', params: {}, query: { company: String(companyId) } };
  }
  const page = PAGE_OF_LATER_STEP[key];
  return page ? { name: page, params: next.params } : null;
}

/**
 * The onboarding checklist of a company for a user. The current step is the one resolveNextRoute sends the
 * user to; a step resolveNextRoute checks is done once its answer is further along the redirect order; payment
 * and signature are done by the domain's facts (and the deed's certified copy). RFC and bank have no domain
 * fact: they read the company's `rfc`, `redirected_banks` and `not_interested_banks`.
 */
export function onboardingChecklist(company: Company, user: User): OnboardingChecklist {
  const next = resolveNextRoute({ user, company, companyIdInPath: company.id });
  const facts = companyFacts(company, user);
  const position = ONBOARDING_ROUTE_NAMES.indexOf(next.name);
  const passed = (route: OnboardingRouteName) => position > ONBOARDING_ROUTE_NAMES.indexOf(route);
  const partners = company.partners ?? [];
  const partnersApproved = partners.length > 0 && partners.every(arePartnerDocumentsApproved);
  const deedReached =
    facts.documentsApproved || facts.completeFirms || facts.deliveryCompleted || company.testimony;

  const done: Record<OnboardingStepKey, boolean> = {
    basic_data: passed('CompanyBasicData'),
    payment: facts.existOrderComplete,
    partners: passed('CompanyPartners'),
    // Uploaded is not enough: the step is done once Forja has approved every partner's documents (as it has
    // once the deed is approved, signed or delivered).
    partner_documents: passed('PartnersDocuments') && (partnersApproved || deedReached),
    // The certified copy of the deed (testimonio) exists only once the deed is signed.
    signature: facts.completeFirms || facts.deliveryCompleted || company.testimony,
    rfc: !isBlank(company.rfc),
    bank: company.redirected_banks || company.not_interested_banks,
    // Appointed, identity and tax certificate approved (or Forja's own commissary assigned).
    commissary: company.commissary_has_documents_completed,
  };
  const stepKeys = onboardingStepsOf(company);

  const routeStep = STEP_OF_ROUTE[next.name];
  const currentKey = routeStep ?? stepKeys.find((key) => !done[key]) ?? null;

  const steps = stepKeys.map((key, index): OnboardingStep => {
    if (key === currentKey) return { key, state: 'current', after: null };
    if (done[key] || currentKey === null) return { key, state: 'done', after: null };
    const before = stepKeys
      .slice(0, index)
      .reverse()
      .find((earlier) => !done[earlier]);
    return { key, state: 'locked', after: before ?? currentKey };
  });

  let target: OnboardingChecklist['target'] = null;
  if (currentKey === 'commissary' && next.name === 'Dashboard') {
    target = { page: 'company_admin', company_id: company.id };
  } else if (currentKey !== null) {
    const later = next.name === 'Dashboard' ? laterStepTarget(currentKey, next, company.id) : null;
    target = later ?? next;
  }

  return {
    steps,
    current: steps.find((step) => step.state === 'current') ?? null,
    target,
    waiting:
      next.name === 'PaymentStatus'
        ? 'payment_pending'
        : currentKey === 'partner_documents' && routeStep === undefined
          ? 'documents_in_review'
          : null,
    done: steps.filter((step) => step.state === 'done').length,
    total: steps.length,
    next,
  };
}
