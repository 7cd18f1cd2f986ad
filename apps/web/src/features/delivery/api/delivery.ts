import {
  companyDeliverySchema,
  postalCodeResponseSchema,
  type CompanyDelivery,
  type SetShippingAddressBody,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { companyQueryKeys } from '../../company/api/company-query-keys';

export type PostalCodeLookup = z.infer<typeof postalCodeResponseSchema>['content'];

/** The query keys of the delivery feature; under the company's key, so refreshing the company refreshes them. */
export const deliveryQueryKeys = {
  status: (companyId: number) => [...companyQueryKeys.company(companyId), 'delivery'] as const,
  postalCode: (postalCode: string) => ['delivery', 'postal-code', postalCode] as const,
};

/** `GET delivery-status/{id}`: where the certified copy (testimonio) of the deed is. */
export async function getDeliveryStatus(companyId: number, signal?: AbortSignal): Promise<CompanyDelivery> {
  const content = await apiRequest<unknown>(`delivery-status/${companyId}`, { signal });
  return companyDeliverySchema.parse(content);
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
  const content = await apiRequest<unknown>(`set-shipping-address/${companyId}`, { method: 'POST', body });
  return companyDeliverySchema.parse(content);
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

/** `GET postal-codes/{cp}`: the state, municipality and colonias of a SEPOMEX postal code. */
export async function getPostalCode(postalCode: string, signal?: AbortSignal): Promise<PostalCodeLookup> {
  const content = await apiRequest<unknown>(`postal-codes/${encodeURIComponent(postalCode)}`, { signal });
  return postalCodeResponseSchema.shape.content.parse(content);
}

export const postalCodeQueryOptions = (postalCode: string) =>
  queryOptions({
    queryKey: deliveryQueryKeys.postalCode(postalCode),
    queryFn: ({ signal }) => getPostalCode(postalCode, signal),
    staleTime: Infinity,
    retry: false,
  });
