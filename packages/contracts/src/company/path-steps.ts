/**
 * The names of a company's steps, shared by the wire (the back office's filters, the support assistant's
 * progress) and the domain that computes them. Plain lists, no schema: the domain imports this module alone
 * (`@forja/contracts/company/path-steps`), so pages that use the domain do not load the contracts' schemas.
 */

/**
 * The onboarding step a company is on: the route the domain's resolveNextRoute sends its founder to, in the
 * onboarding order.
 */
export const COMPANY_ONBOARDING_STEPS = [
  'VerifyAccount',
  'Companies',
  'CompanyBasicData',
  'PaymentStatus',
  'CheckoutRepresentation',
  'CheckoutAdvance',
  'CompanyPartners',
  'CheckoutAmazon',
  'PartnersDocuments',
  'Banks',
  'Dashboard',
] as const;
export type CompanyOnboardingStep = (typeof COMPANY_ONBOARDING_STEPS)[number];

/**
 * The whole path of a company as the dashboard lists it, in its order, from the basic data to the bank (the
 * domain's onboarding checklist says which of them a company has).
 */
export const COMPANY_PATH_STEPS = [
  'basic_data',
  'payment',
  'partners',
  'partner_documents',
  'commissary',
  'signature',
  'registration',
  'deed',
  'testimony',
  'delivery',
  'rfc',
  'efirma',
  'bank',
] as const;
export type CompanyPathStep = (typeof COMPANY_PATH_STEPS)[number];
