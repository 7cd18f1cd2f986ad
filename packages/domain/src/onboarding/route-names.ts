/** The named routes of spec section 2 that rules and guards send people to or read. */
export const ROUTE_NAMES = [
  // Public and authentication
  'Login',
  'RecoverPassword',
  'NewPassword',
  'ValidationActToUser',
  'RedirectToSchedule',
  // Registration, and the old routes that lead to Options
  'Options',
  'Register',
  'TypeSociety',
  'LegalName',
  'PersonalInformation',
  'CrearCuenta',
  'LegalNameOld',
  'PersonalInformationOld',
  // Verify account
  'VerifyAccount',
  'EditPhoneAndEmail',
  // Payment
  'CheckoutAdvance',
  'CheckoutRepresentation',
  'CheckoutAmazon',
  'PaymentStatus',
  'Checkout',
  'CheckoutAccountant',
  'PaymentUpdate',
  // Invited partner
  'Start',
  'InvitedComplementaries',
  'InvitedValidation',
  'InvitedRegister',
  'End',
  // Commissary
  'CommissaryStart',
  'CommissaryComplementaries',
  'CommissaryEnd',
  // Logged-in pages
  'Account',
  'Companies',
  'Dashboard',
  'Documents',
  'CompanyBasicData',
  'CompanyPartners',
  'PartnersDocuments',
  'Banks',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/**
 * Where to go: a route name, its path parameters (as text, as a router wants them) and, for the flows that
 * carry their context in the query (commissary), its query values.
 */
export type RouteTarget<Name extends RouteName = RouteName> = {
  name: Name;
  params: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
};

/**
 * The route of the e-signature redirect. The spec names it after the provider; Forja's provider is chosen by
 * configuration, so the web app names it `RedirectSign` followed by anything (`RedirectSignWeetrust`).
 */
export const E_SIGNATURE_REDIRECT_ROUTE_PREFIX = 'RedirectSign';
