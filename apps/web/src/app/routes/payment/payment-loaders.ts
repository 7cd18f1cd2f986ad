import type { Catalogue, Company, Package, User } from '@forja/contracts';
import {
  MAIN_CHECKOUT_ROUTES,
  companyFacts,
  guardCheckout,
  resolveNextRoute,
  type Language,
} from '@forja/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { catalogueQueryOptions } from '../../../features/company/api/get-catalogue';
import { queryClient } from '../../../lib/query-client';
import { loaderLanguage } from '../../guards';
import { loadCompanyPage, type CompanyPageData } from '../../company-page';

export type PaymentPageData = CompanyPageData;
export type MainCheckoutRoute = (typeof MAIN_CHECKOUT_ROUTES)[number];
export type MainCheckoutData = CompanyPageData & { product: string | null };

/** The payment pages the spec lists without a route name (payment/{company_id}/...). */
export type PaymentPage =
  'payment_complete' | 'hear_about' | 'checkout_info' | 'payment_info_rnie' | 'checkout_pre_funding';

export function paymentPageUrl(
  language: Language,
  companyId: number,
  page: PaymentPage,
  search = '',
): string {
  return `/${language}/payment/${companyId}/${page}${search}`;
}

/** Where the onboarding order (resolveNextRoute) sends the user with this company now. */
export function nextStepUrl(language: Language, user: User, company: Company): string {
  return routeUrl(language, resolveNextRoute({ user, company, companyIdInPath: company.id }));
}

/** The incorporation package a main checkout sells (Amazon; legal representation; neither). */
export function packageForCheckout(catalogue: Catalogue, route: MainCheckoutRoute): Package | null {
  const amazon = route === 'CheckoutAmazon';
  const representation = route === 'CheckoutRepresentation';
  const candidates = catalogue.packages.filter((pack) => pack.amazon_customer === amazon);
  return (
    candidates.find((pack) => pack.legal_representation === representation) ??
    candidates.find((pack) => pack.legal_representation === null) ??
    null
  );
}

/**
 * The loader of a checkout (spec section 2, checkout guards): a confirmed user and the company (the
 * workspace's guard), then the domain's guardCheckout; a main checkout of a company already paid goes on to the
 * next onboarding step ("not asked for payment once an order is complete").
 */
export function checkoutLoader(route: MainCheckoutRoute | 'Checkout' | 'CheckoutAccountant') {
  return async (args: LoaderFunctionArgs) => {
    const data = await loadCompanyPage(args);
    const language = loaderLanguage(args.request);
    const target = guardCheckout(data.company, route);
    if (target) return redirect(routeUrl(language, target));
    if ((MAIN_CHECKOUT_ROUTES as readonly string[]).includes(route)) {
      if (companyFacts(data.company).existOrderComplete) {
        return redirect(nextStepUrl(language, data.user, data.company));
      }
      const catalogue = await queryClient.fetchQuery(catalogueQueryOptions());
      const pack = packageForCheckout(catalogue, route as MainCheckoutRoute);
      return { ...data, product: pack?.key ?? null } satisfies MainCheckoutData;
    }
    return data;
  };
}

/** The other payment pages: the workspace's guard only. */
export const paymentPageLoader = (args: LoaderFunctionArgs) => loadCompanyPage(args);
