import type { Catalogue, Company, Order, Product, Subscription } from '@forja/contracts';
import { checkoutRouteFor, companyFacts, guardCheckout, mainPackageFor, type Language } from '@forja/domain';
import { textKey } from '@forja/domain/shared/text';
import { routeUrl } from '../../config/paths';
import type { BuyOption } from '../../lib/buy-option';

/** contracted: paid (a complete order or an active subscription holds it); pending: a payment under way. */
export type ServiceStatus = 'contracted' | 'pending' | null;

/**
 * Whether the company contracted a product: the orders and subscriptions that carry its item name (compared
 * as the domain compares item names), judged paid or pending by the domain's facts.
 */
export function serviceStatus(company: Company, product: Pick<Product, 'item_name'>): ServiceStatus {
  const wanted = textKey(product.item_name);
  const carries = (entry: Order | Subscription) => entry.items.some((item) => textKey(item.name) === wanted);
  const facts = companyFacts({
    ...company,
    orders: company.orders.filter(carries),
    subscriptions: company.subscriptions.filter(carries),
  });
  if (facts.isPaid) return 'contracted';
  if (facts.isPending) return 'pending';
  return null;
}

/** The products of the incorporation packages (also read from the catalogue's packages). */
const MAIN_PRODUCTS = ['formation', 'formation_representation', 'amazon_seller'];

/** Extras sold on a checkout with its own guard (guardCheckout). */
const GUARDED_CHECKOUTS: Record<string, 'Checkout' | 'CheckoutAccountant'> = {
  complemento_acta: 'Checkout',
  commissary_service: 'Checkout',
  accountant: 'CheckoutAccountant',
};

/** Extras sold on a payment page without a route name (payment/{company_id}/...). */
const PAYMENT_PAGES: Record<string, string> = {
  pre_funding: 'checkout_pre_funding',
  rnie_registration: 'payment_info_rnie',
};

/**
 * What a product's Buy does on the Services page: a link to the checkout that sells it; blocked (with why)
 * when that checkout would turn the company away; hidden for an incorporation package once the company paid
 * one, and for the packages that do not fit the company.
 */
export function buyOption(
  language: Language,
  company: Company,
  catalogue: Pick<Catalogue, 'packages'>,
  productKey: string,
): BuyOption {
  const params = { company_id: String(company.id) };
  const facts = companyFacts(company);
  const main =
    MAIN_PRODUCTS.includes(productKey) || catalogue.packages.some((pack) => pack.product === productKey);
  if (main) {
    if (facts.existOrderComplete) return { kind: 'hidden' };
    // Only the package that fits the company (its Amazon and legal-representation answers, chosen as the
    // server chooses it) is offered: its checkout sells that one, not the others.
    const own = mainPackageFor(catalogue, company);
    if (own && own.product !== productKey) return { kind: 'hidden' };
    return { kind: 'link', href: routeUrl(language, { name: checkoutRouteFor(company), params }) };
  }
  return extraBuyOption(language, company, productKey);
}

/**
 * What Buy does for an extra bought after incorporation (the accountant, the commissary service, the
 * complement…), wherever it is offered: the Services page, the accountant's page, the administration page.
 */
export function extraBuyOption(language: Language, company: Company, productKey: string): BuyOption {
  const params = { company_id: String(company.id) };
  const guarded = GUARDED_CHECKOUTS[productKey];
  if (guarded) {
    if (guardCheckout(company, guarded)) {
      const facts = companyFacts(company);
      if (facts.existOrderPending && !facts.existOrderComplete)
        return { kind: 'blocked', reason: 'payment_pending' };
      const byPackage = company.amazon_customer || company.legal_representation;
      return { kind: 'blocked', reason: byPackage ? 'not_online' : 'ask_team' };
    }
    return { kind: 'link', href: routeUrl(language, { name: guarded, params }) };
  }
  const page = PAYMENT_PAGES[productKey];
  if (page)
    return { kind: 'link', href: `/${language}/payment/${encodeURIComponent(params.company_id)}/${page}` };
  return { kind: 'blocked', reason: 'not_online' };
}
