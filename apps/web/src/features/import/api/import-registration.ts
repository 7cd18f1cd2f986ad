import {
  businessInformationSchema,
  importRegistrationSchema,
  postalCodeResponseSchema,
  type BusinessInformation,
  type BusinessInformationBody,
  type ImportRegistration,
} from '@forja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { companyQueryKeys } from '../../company/api/company-query-keys';

export type PostalCodeLookup = z.infer<typeof postalCodeResponseSchema>['content'];

/**
 * The query keys of the import programme, under the company's key: refreshing the company refreshes them.
 * The business information shares its key with the Banks pages (the same `GET data-banking`).
 */
export const importQueryKeys = {
  registration: (companyId: number) =>
    [...companyQueryKeys.company(companyId), 'import-registration'] as const,
  businessInformation: (companyId: number) =>
    [...companyQueryKeys.company(companyId), 'data-banking'] as const,
  postalCode: (postalCode: string) => ['import', 'postal-code', postalCode] as const,
};

/** `GET import-registration/company/{id}`: the importers' register (padrón de importadores) and its needs. */
export async function getImportRegistration(
  companyId: number,
  signal?: AbortSignal,
): Promise<ImportRegistration> {
  const content = await apiRequest<unknown>(`import-registration/company/${companyId}`, { signal });
  return importRegistrationSchema.parse(content);
}

export const importRegistrationQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: importQueryKeys.registration(companyId),
    queryFn: ({ signal }) => getImportRegistration(companyId, signal),
  });

export const useImportRegistration = (companyId: number) =>
  useQuery(importRegistrationQueryOptions(companyId));

/**
 * `GET data-banking/company/{id}`: the business information (the Amazon fields among it); null while nothing
 * was saved (the API answers 404 company_data_banking).
 */
export async function getBusinessInformation(
  companyId: number,
  signal?: AbortSignal,
): Promise<BusinessInformation | null> {
  try {
    const content = await apiRequest<unknown>(`data-banking/company/${companyId}`, { signal });
    return businessInformationSchema.parse(content);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.codes.includes('company_data_banking'))
      return null;
    throw error;
  }
}

export const businessInformationQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: importQueryKeys.businessInformation(companyId),
    queryFn: ({ signal }) => getBusinessInformation(companyId, signal),
  });

export const useBusinessInformation = (companyId: number) =>
  useQuery(businessInformationQueryOptions(companyId));

/** `PUT data-banking/company/{id}`: saves the business information (a draft: fields may stay empty). */
export async function saveBusinessInformation(
  companyId: number,
  body: BusinessInformationBody,
): Promise<BusinessInformation> {
  const content = await apiRequest<unknown>(`data-banking/company/${companyId}`, { method: 'PUT', body });
  return businessInformationSchema.parse(content);
}

/**
 * Saves the business information; the answer replaces the cached one, and the registration's requirements
 * and the company are read again.
 */
export function useSaveBusinessInformation(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessInformationBody) => saveBusinessInformation(companyId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(importQueryKeys.businessInformation(companyId), saved);
      await queryClient.invalidateQueries({
        queryKey: companyQueryKeys.company(companyId),
        predicate: (query) => query.queryKey[2] !== 'data-banking',
      });
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
    queryKey: importQueryKeys.postalCode(postalCode),
    queryFn: ({ signal }) => getPostalCode(postalCode, signal),
    staleTime: Infinity,
    retry: false,
  });
