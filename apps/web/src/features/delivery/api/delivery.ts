import { companyDeliverySchema, type CompanyDelivery, type SetShippingAddressBody } from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyQueryKeys } from '../../../lib/company-query-keys';

/** The query keys of the delivery feature; under the company's key, so refreshing the company refreshes them. */
export const deliveryQueryKeys = {
  status: (companyId: number) => [...companyQueryKeys.company(companyId), 'delivery'] as const,
};

/** `GET delivery-status/{id}`: where the certified copy (testimonio) of the deed is. */
export async function getDeliveryStatus(companyId: number, signal?: AbortSignal): Promise<CompanyDelivery> {
  return apiRequest(`delivery-status/${companyId}`, { signal, schema: companyDeliverySchema });
}

export const deliveryStatusQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: deliveryQueryKeys.status(companyId),
    queryFn: ({ signal }) => getDeliveryStatus(companyId, signal),
    staleTime: 30_000,
  });

/** `POST set-shipping-address/{id}`: where to ship the certified copy, and who receives it. */
export async function setShippingAddress(
  companyId: number,
  body: SetShippingAddressBody,
): Promise<CompanyDelivery> {
  return apiRequest(`set-shipping-address/${companyId}`, {
    method: 'POST',
    body,
    schema: companyDeliverySchema,
  });
}

/** Saves the address; the company's profile (and the delivery below it) is read again. */
export function useSetShippingAddress(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetShippingAddressBody) => setShippingAddress(companyId, body),
    onSuccess: async (delivery) => {
      queryClient.setQueryData(deliveryQueryKeys.status(companyId), delivery);
      await queryClient.invalidateQueries({ queryKey: companyQueryKeys.company(companyId) });
    },
  });
}
