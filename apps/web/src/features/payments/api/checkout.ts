import {
  CHECKOUT_PATH,
  CHECKOUT_QUOTE_PATH,
  PAYMENT_LINK_PATH,
  checkoutQuoteSchema,
  checkoutSchema,
  paymentLinkSchema,
  type Checkout,
  type PaymentLink,
} from '@forja/contracts/payments/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pathFor, paymentsQueryKeys } from './payments-query-keys';
import { capture } from '../../../lib/analytics/analytics';

/** `POST checkout/company/{id}`: an order for a catalogue product and the provider's hosted payment page. */
export async function createCheckout(companyId: number, product: string): Promise<Checkout> {
  const checkout = await apiRequest(pathFor(CHECKOUT_PATH, companyId), {
    body: { product },
    schema: checkoutSchema,
  });
  capture('checkout_started', { product });
  return checkout;
}

/** `POST checkout/company/{id}/payment-link`: the same hosted page, to send to whoever pays. */
export async function createPaymentLink(companyId: number, product: string): Promise<PaymentLink> {
  return apiRequest(pathFor(PAYMENT_LINK_PATH, companyId), { body: { product }, schema: paymentLinkSchema });
}

/** The price the server computes for a product: subtotal, IVA and total in centavos, and USD. */
export const quoteQueryOptions = (companyId: number, product: string) =>
  queryOptions({
    queryKey: paymentsQueryKeys.quote(companyId, product),
    queryFn: ({ signal }) =>
      apiRequest(`${pathFor(CHECKOUT_QUOTE_PATH, companyId)}?product=${encodeURIComponent(product)}`, {
        signal,
        schema: checkoutQuoteSchema,
      }),
    staleTime: 60_000,
  });

export function useQuote(companyId: number, product: string) {
  return useQuery(quoteQueryOptions(companyId, product));
}

/** The hosted page's address, absolute (the sandbox answers a path on this server). */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}
