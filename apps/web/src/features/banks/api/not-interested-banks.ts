import { companyBankingSchema, type CompanyBanking } from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyQueryKeys } from '../../../lib/company-query-keys';
import { banksQueryKeys } from './banks-query-keys';

/**
 * `POST banks/company/{id}/not-interested`: the founder does not want an account through Forja, with an
 * optional reason (409 bank_referral_already_sent once the bank has the application).
 */
export async function notInterestedInBanks(
  companyId: number,
  reason: string | null,
): Promise<CompanyBanking> {
  return apiRequest(`banks/company/${companyId}/not-interested`, {
    method: 'POST',
    body: { reason },
    schema: companyBankingSchema,
  });
}

export function useNotInterestedInBanks(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) => notInterestedInBanks(companyId, reason),
    onSuccess: async (banking) => {
      queryClient.setQueryData(banksQueryKeys.banking(companyId), banking);
      await queryClient.invalidateQueries({
        queryKey: companyQueryKeys.company(companyId),
        predicate: (query) => query.queryKey[2] !== 'banks',
      });
    },
  });
}
