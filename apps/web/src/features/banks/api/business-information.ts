import {
  businessInformationSchema,
  type BusinessInformation,
  type BusinessInformationBody,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { companyQueryKeys } from '../../../lib/company-query-keys';
import { banksQueryKeys } from './banks-query-keys';

/**
 * `GET data-banking/company/{id}`: the business information the bank asks for, with what is still missing;
 * null while nothing was saved (the API answers 404 company_data_banking).
 */
export async function getBusinessInformation(
  companyId: number,
  signal?: AbortSignal,
): Promise<BusinessInformation | null> {
  try {
    return await apiRequest(`data-banking/company/${companyId}`, {
      signal,
      schema: businessInformationSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.codes.includes('company_data_banking'))
      return null;
    throw error;
  }
}

export const businessInformationQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: banksQueryKeys.businessInformation(companyId),
    queryFn: ({ signal }) => getBusinessInformation(companyId, signal),
  });

/** `PUT data-banking/company/{id}`: saves the form as a draft (every field may still be empty). */
export async function saveBusinessInformation(
  companyId: number,
  body: BusinessInformationBody,
): Promise<BusinessInformation> {
  return apiRequest(`data-banking/company/${companyId}`, {
    method: 'PUT',
    body,
    schema: businessInformationSchema,
  });
}

/**
 * Saves the business information; the answer replaces the cached one, and the referral (its
 * information_complete) and the company (flag_data_banking_service) are read again.
 */
export function useSaveBusinessInformation(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessInformationBody) => saveBusinessInformation(companyId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(banksQueryKeys.businessInformation(companyId), saved);
      await queryClient.invalidateQueries({
        queryKey: companyQueryKeys.company(companyId),
        predicate: (query) => query.queryKey[2] !== 'data-banking',
      });
    },
  });
}
