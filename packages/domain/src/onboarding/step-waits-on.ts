import type { StepActor } from './onboarding-checklist';
import type { OnboardingRouteName } from './resolve-next-route';

/** Who has to act for a company to leave an onboarding step. */
export type StepWaitsOn = 'founder' | 'partners' | 'forja' | 'nobody';

/**
 * Who a company waits on while `resolveNextRoute` keeps its founder on a step:
 * - the founder for the steps that ask them to do something (basic data, a payment to make or an OXXO
 *   voucher to pay, partners and share series, partners' documents, choosing a bank);
 * - Forja on the dashboard, where every step the founder could take is done and the rest is Forja's work
 *   (document review, the legal name, the deed);
 * - nobody about a company on VerifyAccount or Companies, which are about the account, not a company.
 */
export function stepWaitsOn(step: OnboardingRouteName): StepWaitsOn {
  switch (step) {
    case 'CompanyBasicData':
    case 'PaymentStatus':
    case 'CheckoutRepresentation':
    case 'CheckoutAdvance':
    case 'CheckoutAmazon':
    case 'CompanyPartners':
    case 'PartnersDocuments':
    case 'Banks':
      return 'founder';
    case 'Dashboard':
      return 'forja';
    case 'VerifyAccount':
    case 'Companies':
      return 'nobody';
  }
}

/**
 * Who a company waits on, as the back office shows it beside the path the founder's dashboard lists:
 * - past the redirect steps, on the dashboard, whoever acts on the current step of its checklist
 *   (onboardingChecklist: the founder books the e.firma or gives the delivery address, the partners sign, Forja
 *   records the deed), and nobody once every step is done;
 * - on the partners' documents, the partners, as the checklist says: each partner sends their own (the founder
 *   is the one reminded to chase them, which is why stepWaitsOn, for the reminders, says the founder);
 * - on the other redirect steps, that step's own answer (stepWaitsOn).
 */
export function companyWaitsOn(step: OnboardingRouteName, checklistActor: StepActor | null): StepWaitsOn {
  switch (step) {
    case 'Dashboard':
      return checklistActor ?? 'nobody';
    case 'PartnersDocuments':
      return 'partners';
    default:
      return stepWaitsOn(step);
  }
}
