import type { Company } from '@forja/contracts';
import { companyFacts } from './company-facts';
import type { RouteTarget } from './route-names';

type CheckoutRedirect = RouteTarget<
  'PaymentStatus' | 'CheckoutAmazon' | 'CheckoutRepresentation' | 'CheckoutAdvance'
>;

/** The three checkouts of the incorporation payment; the company's flags decide which one applies. */
export const MAIN_CHECKOUT_ROUTES = ['CheckoutAmazon', 'CheckoutRepresentation', 'CheckoutAdvance'] as const;
/** The checkouts of the extras bought after incorporation. */
export const EXTRA_CHECKOUT_ROUTES = ['Checkout', 'CheckoutAccountant'] as const;

/** The checkout an unpaid company belongs on: Amazon first, then legal representation, else the advance. */
export function checkoutRouteFor(
  company: Pick<Company, 'amazon_customer' | 'legal_representation'>,
): (typeof MAIN_CHECKOUT_ROUTES)[number] {
  if (company.amazon_customer) return 'CheckoutAmazon';
  if (company.legal_representation) return 'CheckoutRepresentation';
  return 'CheckoutAdvance';
}

/**
 * The checkout guard (spec section 2), in order: a pending order with no complete one goes to PaymentStatus;
 * a main checkout that does not match the company's flags goes to the one that does; Checkout and
 * CheckoutAccountant go to PaymentStatus for an Amazon or legal-representation company, or once the complement
 * or the commissary service is paid. Answers where to go instead, or null to stay.
 */
export function guardCheckout(company: Company, routeName: string): CheckoutRedirect | null {
  const main = (MAIN_CHECKOUT_ROUTES as readonly string[]).includes(routeName);
  const extra = (EXTRA_CHECKOUT_ROUTES as readonly string[]).includes(routeName);
  if (!main && !extra) return null;
  const params = { company_id: String(company.id) };
  const facts = companyFacts(company);
  if (facts.existOrderPending && !facts.existOrderComplete) return { name: 'PaymentStatus', params };
  if (main) {
    const expected = checkoutRouteFor(company);
    return expected === routeName ? null : { name: expected, params };
  }
  if (
    company.amazon_customer ||
    company.legal_representation ||
    facts.existOrderComplementarieComplete ||
    facts.existOrderCommissaryComplete
  ) {
    return { name: 'PaymentStatus', params };
  }
  return null;
}
