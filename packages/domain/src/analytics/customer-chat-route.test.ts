import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../onboarding/route-names';
import { CUSTOMER_CHAT_HIDDEN_ROUTES, showsCustomerChat } from './customer-chat-route';

describe('showsCustomerChat', () => {
  it.each([
    // Authentication routes: removed.
    ['Login', false],
    ['RecoverPassword', false],
    ['NewPassword', false],
    ['VerifyAccount', false],
    ['EditPhoneAndEmail', false],
    // Register routes: every step of the wizard, the old ones, the invited partner's sign-up: removed.
    ['Options', false],
    ['Register', false],
    ['TypeSociety', false],
    ['LegalName', false],
    ['PersonalInformation', false],
    ['CrearCuenta', false],
    ['LegalNameOld', false],
    ['PersonalInformationOld', false],
    ['InvitedRegister', false],
    ['InvitedValidation', false],
    // Before login: public pages and the invited partner's landing.
    ['legal/privacy', true],
    ['legal/terms', true],
    ['Start', true],
    ['ValidationActToUser', true],
    // After login.
    ['Companies', true],
    ['Account', true],
    ['Dashboard', true],
    ['Banks', true],
    ['CheckoutAdvance', true],
    ['PaymentStatus', true],
    ['CommissaryStart', true],
    ['End', true],
    ['dashboard/:id/detail', true],
    ['backoffice/companies', true],
  ])('%s -> %s', (routeName, shown) => {
    expect(showsCustomerChat(routeName)).toBe(shown);
  });

  it('names only routes of spec section 2', () => {
    for (const name of CUSTOMER_CHAT_HIDDEN_ROUTES) expect(ROUTE_NAMES).toContain(name);
  });
});
