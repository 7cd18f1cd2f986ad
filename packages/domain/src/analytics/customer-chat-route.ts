import type { RouteName } from '../onboarding/route-names';

/**
 * The authentication and register routes (spec section 7): the customer chat script is removed there, and
 * loaded on every other route, before and after login. Authentication: Login, password recovery and reset,
 * the account verification and its contact edit. Register: every step of the registration wizard (the old
 * routes included) and the invited partner's account creation and identity verification.
 */
export const CUSTOMER_CHAT_HIDDEN_ROUTES = [
  'Login',
  'RecoverPassword',
  'NewPassword',
  'VerifyAccount',
  'EditPhoneAndEmail',
  'Options',
  'Register',
  'TypeSociety',
  'LegalName',
  'PersonalInformation',
  'CrearCuenta',
  'LegalNameOld',
  'PersonalInformationOld',
  'InvitedRegister',
  'InvitedValidation',
] as const satisfies readonly RouteName[];

/**
 * Whether the customer chat shows on a route, by its name: a route name of spec section 2, or for a page
 * without one the path pattern the web app names it by (`legal/privacy`).
 */
export function showsCustomerChat(routeName: string): boolean {
  return !(CUSTOMER_CHAT_HIDDEN_ROUTES as readonly string[]).includes(routeName);
}
