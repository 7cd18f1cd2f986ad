import {
  BILLING_INFO_PATH,
  billingInfoResponseSchema,
  billingInfoSchema,
  type BillingInfo,
} from '@forja/contracts/payments/billing-info';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pathFor, paymentsQueryKeys } from './payments-query-keys';

/** `GET billing-info/company/{id}`: the CFDI billing data, or null. */
export const billingInfoQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: paymentsQueryKeys.billingInfo(companyId),
    queryFn: ({ signal }) =>
      apiRequest(pathFor(BILLING_INFO_PATH, companyId), {
        signal,
        schema: billingInfoResponseSchema.shape.content,
      }),
    staleTime: 30_000,
  });

/** `PUT billing-info/company/{id}`: saves the CFDI billing data (validated again on the server). */
export async function saveBillingInfo(companyId: number, body: BillingInfo): Promise<BillingInfo> {
  return apiRequest(pathFor(BILLING_INFO_PATH, companyId), {
    method: 'PUT',
    body: billingInfoSchema.parse(body),
    schema: billingInfoSchema,
  });
}
