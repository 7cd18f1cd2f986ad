import { COMPANY_BILLS_PATH, companyBillsResponseSchema } from '@forja/contracts/payments/bills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pathFor, paymentsQueryKeys } from './payments-query-keys';

/**
 * `GET bills/company/{id}`: the bills, newest first, in the language of the receipts. Their PDF links are
 * signed for 15 minutes, so the list is read again after 10.
 */
export const billsQueryOptions = (companyId: number, language: string) =>
  queryOptions({
    queryKey: paymentsQueryKeys.bills(companyId, language),
    queryFn: ({ signal }) =>
      apiRequest(pathFor(COMPANY_BILLS_PATH, companyId), {
        signal,
        schema: companyBillsResponseSchema.shape.content,
      }),
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
  });

export function useBills(companyId: number, language: string) {
  return useQuery(billsQueryOptions(companyId, language));
}
