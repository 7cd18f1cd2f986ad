import type { Company, User } from '@forja/contracts';
import { COMPANY_PATH_STEPS } from '@forja/contracts/company/path-steps';
import { isBlank } from '../shared/text';
import { articlesMissing, isPartnerIdentityVerified } from '../formation/articles-missing';
import { companyFacts, societyTypeFormsOnline, societyTypeNeedsCommissary } from './company-facts';
import { efirmaByForja } from '../formation/sat-registration';
import { arePartnerDocumentsApproved } from './document-approval';
import {
  ONBOARDING_ROUTE_NAMES,
  resolveNextRoute,
  resolveNextRouteBesideCommissary,
  type NextRoute,
  type OnboardingRouteName,
} from './resolve-next-route';
import type { RouteTarget } from './route-names';

/**
 * The whole path of a company as the dashboard lists it, from the basic data to the bank: the onboarding steps
 * of the spec (section 4), the commissary for the society types that must have one (S.A., S.A.P.I.), then what
 * a signed company still needs to exist and work: the public deed, its certified copy (testimonio) and its
 * delivery — or, for an S.A.S., its registration in the Secretaría de Economía's electronic system instead —,
 * the RFC, the e.firma, the bank.
 */
export const ONBOARDING_STEPS = COMPANY_PATH_STEPS;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

/** The steps only a company formed before a notary has: the deed, its certified copy and the copy's delivery. */
const NOTARY_STEPS: readonly OnboardingStepKey[] = ['deed', 'testimony', 'delivery'];

/**
 * The steps of a company: the commissary only where the society type needs one; the registration in the
 * Secretaría de Economía's system for a type formed online (S.A.S.), the notary's steps for the others.
 */
export function onboardingStepsOf(company: Pick<Company, 'company_type'>): readonly OnboardingStepKey[] {
  const needsCommissary = societyTypeNeedsCommissary(company.company_type);
  const online = societyTypeFormsOnline(company.company_type);
  return ONBOARDING_STEPS.filter(
    (key) =>
      (key !== 'commissary' || needsCommissary) &&
      (key !== 'registration' || online) &&
      (!NOTARY_STEPS.includes(key) || !online),
  );
}

/**
 * Once the articles are signed the steps no longer wait on each other in a line: each waits on the steps named
 * here (the address for the delivery can be given as soon as the articles are signed; the RFC needs the deed,
 * not its delivery; the bank referral needs the signature). The commissary is appointed as soon as the company
 * is paid (resolveNextRoute asks for one before the partners), so it waits on the payment, not on the partners'
 * documents beside which it goes on. A step not named waits on the step before it.
 */
const WAITS_FOR: Partial<Record<OnboardingStepKey, readonly OnboardingStepKey[]>> = {
  commissary: ['payment'],
  registration: ['signature'],
  deed: ['signature'],
  testimony: ['deed'],
  delivery: ['signature'],
  // The deed or, for an S.A.S., its registration: whichever of the two the company has.
  rfc: ['deed', 'registration'],
  efirma: ['rfc'],
  bank: ['signature'],
};

/**
 * done; current: the one step to work on now; open: its turn has come too, but another comes first; locked:
 * it waits on an earlier step.
 */
export type OnboardingStepState = 'done' | 'current' | 'open' | 'locked';

/**
 * Who has to act on a step now: the founder, every partner (signing the articles in Forja, or an S.A.S.'s
 * in the Secretaría de Economía's system with their e.firma), or Forja (with the notary, the SAT, a courier).
 */
export type StepActor = 'founder' | 'partners' | 'forja';

/** What is happening on a step that is not done, as a text key of `checklist.notes`. */
export type StepNote =
  | 'payment_pending'
  | 'documents_in_review'
  | 'identity_pending'
  | 'commissary_to_appoint'
  | 'commissary_pending'
  | 'commissary_in_review'
  | 'commissary_forja_service'
  | 'articles_administration'
  | 'articles_domicile'
  | 'articles_administration_domicile'
  | 'registration_in_progress'
  | 'registration_sign_in_se'
  | 'deed_in_progress'
  | 'testimony_in_progress'
  | 'delivery_address_needed'
  | 'delivery_waits_testimony'
  | 'delivery_preparing'
  | 'delivery_shipped'
  | 'rfc_in_progress'
  | 'efirma_book'
  | 'efirma_by_forja'
  | 'efirma_booked'
  | 'efirma_recording';

export type OnboardingStep = {
  key: OnboardingStepKey;
  state: OnboardingStepState;
  /** A locked step opens once this step is done: the first step it waits on that is still open. */
  after: OnboardingStepKey | null;
  /** Who must act now, on a current or open step. */
  actor: StepActor | null;
  /** What is happening now, on a current or open step, when there is more to say than its description. */
  note: StepNote | null;
  /** Since when the step has been waiting (when the steps it waits on were done), where the product knows. */
  since: string | null;
  /** When the step was done, where the product knows. */
  done_at: string | null;
};

/**
 * The badge a step shows: its state, except that a step whose turn has come but where Forja acts (the deed,
 * the RFC, a review) is `in_progress` — "You can start" or "Up next" beside "Forja's turn" asked the founder
 * for something there was nothing to do about.
 */
export type StepBadge = OnboardingStepState | 'in_progress';

export function stepBadge(step: Pick<OnboardingStep, 'state' | 'actor'>): StepBadge {
  if ((step.state === 'open' || step.state === 'current') && step.actor === 'forja') return 'in_progress';
  return step.state;
}

/** A workspace page without a route name that a step leads to. */
export type WorkspacePageTarget = {
  page: 'company_admin' | 'detail' | 'company_fiels';
  company_id: number;
};

export type OnboardingChecklist = {
  steps: OnboardingStep[];
  /** The step to work on now; null once every step is done. */
  current: OnboardingStep | null;
  /** Where the current step's button goes: a named route, or a workspace page. */
  target: RouteTarget | WorkspacePageTarget | null;
  /**
   * The current step waits on something outside the founder's hands: a payment on its way, or the partners'
   * documents, all uploaded, waiting for Forja's review.
   */
  waiting: 'payment_pending' | 'documents_in_review' | null;
  done: number;
  total: number;
  /** The company the checklist is about. */
  companyId: number;
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

/**
 * Where a step leads once resolveNextRoute answers Dashboard. `articlesNeed`: what the founder still gives for
 * the articles before they can be signed (the signature step leads there first).
 */
function laterStepTarget(
  key: OnboardingStepKey,
  next: NextRoute,
  companyId: number,
  articlesNeed: { administration: boolean; domicile: boolean },
): RouteTarget | WorkspacePageTarget | null {
  switch (key) {
    case 'signature':
      // Who runs the company is chosen on the Administración page; the domicile is given with the basic data.
      if (articlesNeed.administration) return { page: 'company_admin', company_id: companyId };
      if (articlesNeed.domicile)
        return { name: 'CompanyBasicData', params: { company_id: String(companyId) } };
      // ValidationActToUser: the partners review the draft articles and sign them, for this company.
      return { name: 'ValidationActToUser', params: {}, query: { company: String(companyId) } };
    case 'commissary':
      return { page: 'company_admin', company_id: companyId };
    case 'partner_documents':
      return { name: 'PartnersDocuments', params: next.params };
    case 'registration':
    case 'deed':
    case 'testimony':
    case 'delivery':
      return { page: 'detail', company_id: companyId };
    case 'rfc':
    case 'efirma':
      return { page: 'company_fiels', company_id: companyId };
    case 'bank':
      return { name: 'Banks', params: next.params };
    default:
      return null;
  }
}

const latest = (times: readonly (string | null)[]): string | null => {
  const known = times.filter((time): time is string => time !== null);
  return known.length === 0 ? null : known.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
};

/**
 * The checklist of a company for a user. The current step is the one resolveNextRoute sends the user to, or
 * else the first step not done whose turn has come; a step resolveNextRoute checks is done once its answer is
 * further along the redirect order; the others are done by the company's facts and its formation record.
 * An S.A. or S.A.P.I. without a commissary is sent to CompanyPartners whatever else it has done: there the
 * commissary is the current step, and how far the partners' steps are is read from the order without that rule.
 */
export function onboardingChecklist(company: Company, user: User, now: Date): OnboardingChecklist {
  const next = resolveNextRoute({ user, company, companyIdInPath: company.id });
  const besideCommissary = resolveNextRouteBesideCommissary({ user, company, companyIdInPath: company.id });
  // Only the commissary's rule sends the user to the partners: their own steps may be done.
  const commissaryFirst = next.name === 'CompanyPartners' && besideCommissary.name !== 'CompanyPartners';
  const facts = companyFacts(company, user);
  const { formation } = company;
  const position = ONBOARDING_ROUTE_NAMES.indexOf(besideCommissary.name);
  const passed = (route: OnboardingRouteName) => position > ONBOARDING_ROUTE_NAMES.indexOf(route);
  const partners = company.partners ?? [];
  const partnersApproved = partners.length > 0 && partners.every(arePartnerDocumentsApproved);
  // Every partner who is a person verifies their identity (a short video) before the articles name them.
  const identityPending = partners.some(
    (partner) => !partner.is_moral_person && !isPartnerIdentityVerified(partner),
  );
  // What the founder still gives for the articles, after the steps before the signature.
  const missing = articlesMissing(company);
  const articlesNeed = {
    administration: missing.some((entry) => entry.item === 'administration'),
    domicile: missing.some((entry) => entry.item === 'domicile'),
  };
  const signed = facts.completeFirms || facts.deliveryCompleted || company.testimony;
  const deedReached = facts.documentsApproved || signed;
  const deedRecorded = formation.deed !== null || company.testimony;
  const efirmaAppointment = formation.appointments.find((appointment) => appointment.type === 'efirma');
  // The outside commissary's two documents, sent and not rejected: Forja reviews them.
  const commissaryDocumentsSent = (['commissary_national_identity', 'commissary_CSF'] as const).every(
    (type) =>
      (company.documents ?? []).some(
        (document) =>
          document.type === type && document.document_url !== null && isBlank(document.rejection_category),
      ),
  );
  // An appointment booked on the SAT's own portal is known by its receipt, uploaded on the SAT page.
  const satPortalReceipt = (company.documents ?? []).some(
    (document) =>
      document.type === 'acuse_cita_sat' &&
      document.document_url !== null &&
      document.rejection_category === null,
  );

  const doneAt: Record<OnboardingStepKey, string | null> = {
    basic_data: null,
    payment: null,
    partners: null,
    partner_documents: null,
    commissary: null,
    signature: company.date_signature ?? company.flags.date_signature,
    registration: formation.deed?.recorded_at ?? null,
    deed: formation.deed?.recorded_at ?? null,
    testimony: formation.testimony_at,
    delivery: formation.delivery.delivered_at,
    rfc: formation.rfc_recorded_at,
    efirma: formation.efirma_obtained_at,
    bank: null,
  };
  const done: Record<OnboardingStepKey, boolean> = {
    basic_data: passed('CompanyBasicData'),
    payment: facts.existOrderComplete,
    partners: passed('CompanyPartners'),
    // Uploaded is not enough: the step is done once Forja has approved every partner's documents and every
    // partner who is a person verified their identity (or once the deed is approved, signed or delivered).
    partner_documents: passed('PartnersDocuments') && ((partnersApproved && !identityPending) || deedReached),
    // Appointed, identity and tax certificate approved (or Forja's own commissary assigned).
    commissary: company.commissary_has_documents_completed,
    signature: signed,
    // An S.A.S.'s registration in the Secretaría de Economía's system is recorded where a deed would be.
    registration: formation.deed !== null,
    deed: deedRecorded,
    testimony: company.testimony,
    delivery: facts.deliveryCompleted,
    rfc: !isBlank(company.rfc),
    efirma: formation.efirma_obtained_at !== null,
    bank: company.redirected_banks || company.not_interested_banks,
  };
  const stepKeys = onboardingStepsOf(company);
  /** The steps of this company a step waits on after the signature, or undefined: it waits on the step before. */
  const waitsFor = (key: OnboardingStepKey) =>
    WAITS_FOR[key]?.filter((earlier) => stepKeys.includes(earlier));
  /** The first step a step waits on that is not done yet (null: its turn has come). */
  const blocker = (key: OnboardingStepKey): OnboardingStepKey | null => {
    const index = stepKeys.indexOf(key);
    const waitsOn = waitsFor(key) ?? (index > 0 ? [stepKeys[index - 1]!] : []);
    return waitsOn.find((earlier) => !done[earlier]) ?? null;
  };

  const routeStep = commissaryFirst ? 'commissary' : STEP_OF_ROUTE[next.name];
  // The partners' step the order would send the user to beside the commissary, if any.
  const partnersRouteStep = STEP_OF_ROUTE[besideCommissary.name];
  const currentKey =
    routeStep ??
    stepKeys.find((key) => !done[key] && blocker(key) === null) ??
    stepKeys.find((key) => !done[key]) ??
    null;

  const whatNow = (key: OnboardingStepKey): { actor: StepActor; note: StepNote | null } => {
    switch (key) {
      case 'payment':
        return next.name === 'PaymentStatus'
          ? { actor: 'forja', note: 'payment_pending' }
          : { actor: 'founder', note: null };
      case 'partner_documents':
        if (partnersRouteStep === 'partner_documents') return { actor: 'partners', note: null };
        // Documents approved: a partner still has to verify their identity.
        return partnersApproved && identityPending
          ? { actor: 'partners', note: 'identity_pending' }
          : { actor: 'forja', note: 'documents_in_review' };
      case 'commissary':
        // Forja's commissary service: Forja assigns one of its commissaries and completes their part.
        if (facts.existOrderCommissaryComplete) return { actor: 'forja', note: 'commissary_forja_service' };
        // None appointed yet: the founder appoints one (the step's description says where); when it is all
        // that keeps the founder on the partners' page, the note says the partners are saved.
        if (!facts.existCommissaryMember)
          return { actor: 'founder', note: commissaryFirst ? 'commissary_to_appoint' : null };
        if (commissaryDocumentsSent) return { actor: 'forja', note: 'commissary_in_review' };
        // Appointed: the commissary verifies their identity and sends the certificate by the e-mailed link;
        // the founder is the one who can send it again.
        return { actor: 'founder', note: 'commissary_pending' };
      case 'signature':
        // The articles name who runs the company and its domicile: the founder gives them before anyone signs.
        if (articlesNeed.administration && articlesNeed.domicile)
          return { actor: 'founder', note: 'articles_administration_domicile' };
        if (articlesNeed.administration) return { actor: 'founder', note: 'articles_administration' };
        if (articlesNeed.domicile) return { actor: 'founder', note: 'articles_domicile' };
        return { actor: 'partners', note: null };
      case 'registration':
        // Forja enters the articles in the SE's system; once it says they are ready there, every
        // shareholder signs them with their own e.firma.
        return formation.se_signature_ready_at === null
          ? { actor: 'forja', note: 'registration_in_progress' }
          : { actor: 'partners', note: 'registration_sign_in_se' };
      case 'deed':
        return { actor: 'forja', note: 'deed_in_progress' };
      case 'testimony':
        return { actor: 'forja', note: 'testimony_in_progress' };
      case 'delivery':
        if (formation.delivery.address === null) return { actor: 'founder', note: 'delivery_address_needed' };
        if (!company.testimony) return { actor: 'forja', note: 'delivery_waits_testimony' };
        return formation.delivery.status === 'shipped'
          ? { actor: 'forja', note: 'delivery_shipped' }
          : { actor: 'forja', note: 'delivery_preparing' };
      case 'rfc':
        return { actor: 'forja', note: 'rfc_in_progress' };
      case 'efirma':
        if (efirmaByForja(company)) return { actor: 'forja', note: 'efirma_by_forja' };
        if (!efirmaAppointment)
          return { actor: 'founder', note: satPortalReceipt ? 'efirma_booked' : 'efirma_book' };
        return Date.parse(efirmaAppointment.ends_at) > now.getTime()
          ? { actor: 'founder', note: 'efirma_booked' }
          : { actor: 'forja', note: 'efirma_recording' };
      default:
        return { actor: 'founder', note: null };
    }
  };

  const steps = stepKeys.map((key, index): OnboardingStep => {
    if (done[key] && key !== currentKey)
      return { key, state: 'done', after: null, actor: null, note: null, since: null, done_at: doneAt[key] };
    const waitsOn = waitsFor(key);
    // The shareholders' turn in the SE's system starts when Forja said the articles were ready there.
    const since =
      key === 'registration' && formation.se_signature_ready_at !== null
        ? formation.se_signature_ready_at
        : waitsOn
          ? latest(waitsOn.map((earlier) => doneAt[earlier]))
          : null;
    if (key === currentKey)
      return { key, state: 'current', after: null, ...whatNow(key), since, done_at: null };
    // After the signature a step whose turn has come is open beside the current one; before it, the steps
    // go one after another: a step not done waits on the closest earlier step still open, else the current one.
    // (A current step further down the list, the commissary before the partners' documents are in, does not
    // hold the steps before it.)
    const currentBefore = currentKey !== null && stepKeys.indexOf(currentKey) < index ? currentKey : null;
    const after = waitsOn
      ? blocker(key)
      : (stepKeys
          .slice(0, index)
          .reverse()
          .find((earlier) => !done[earlier]) ?? currentBefore);
    if (after === null) return { key, state: 'open', after: null, ...whatNow(key), since, done_at: null };
    return { key, state: 'locked', after, actor: null, note: null, since: null, done_at: null };
  });

  // A step done while resolveNextRoute still names it (basic data asked again before the deed) stays current.
  let target: OnboardingChecklist['target'] = null;
  if (currentKey !== null) {
    // The commissary is appointed on the administration page, not on the partners' page the order names.
    const later =
      next.name === 'Dashboard' || commissaryFirst
        ? laterStepTarget(currentKey, next, company.id, articlesNeed)
        : null;
    target = later ?? (next.name === 'Dashboard' ? null : next);
  }
  const current = steps.find((step) => step.state === 'current') ?? null;
  const waiting =
    current?.note === 'payment_pending' || current?.note === 'documents_in_review' ? current.note : null;

  return {
    steps,
    current,
    target,
    waiting,
    done: steps.filter((step) => step.state === 'done').length,
    total: steps.length,
    companyId: company.id,
    next,
  };
}
