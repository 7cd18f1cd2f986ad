import {
  COMPANY_ORDERS_PATH,
  UPDATE_PAYMENT_METHOD_PATH,
  companyOrdersSchema,
  updatePaymentMethodResponseSchema,
  type CompanyOrders,
} from '@forja/contracts/payments/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pathFor, paymentsQueryKeys } from './payments-query-keys';

/** How often PaymentStatus asks again while a payment is on its way. */
export const PAYMENT_POLL_MS = 5_000;

/** `GET orders/company/{id}`: orders with amounts and OXXO vouchers, subscriptions, the card's last four. */
export const ordersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: paymentsQueryKeys.orders(companyId),
    queryFn: ({ signal }) =>
      apiRequest(pathFor(COMPANY_ORDERS_PATH, companyId), { signal, schema: companyOrdersSchema }),
    staleTime: 2_000,
  });

/** True while an order waits for money or for the provider's confirmation. */
export function isWaiting(orders: CompanyOrders | undefined, orderId?: number): boolean {
  return (orders?.orders ?? []).some(
    (order) => (orderId === undefined || order.id === orderId) && order.status !== 'complete',
  );
}

/** The orders, asked again every few seconds while `poll` says so. */
export function useCompanyOrders(companyId: number, poll: (orders: CompanyOrders | undefined) => boolean) {
  return useQuery({
    ...ordersQueryOptions(companyId),
    refetchInterval: (query) => (poll(query.state.data) ? PAYMENT_POLL_MS : false),
  });
}

/** `POST update-payment-method/subscription/{id}`: a hosted page to replace the subscription's card. */
export async function updatePaymentMethod(subscriptionId: number): Promise<{ checkout_url: string }> {
  return apiRequest(pathFor(UPDATE_PAYMENT_METHOD_PATH, subscriptionId), {
    method: 'POST',
    schema: updatePaymentMethodResponseSchema.shape.content,
  });
}
