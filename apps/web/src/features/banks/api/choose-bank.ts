import { companyBankingSchema, type CompanyBanking } from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyQueryKeys } from '../../../lib/company-query-keys';
import { banksQueryKeys } from './banks-query-keys';
import { capture } from '../../../lib/analytics/analytics';

/**
 * `POST banks/company/{id}/choose`: the founder picks a bank of the catalogue (409 banks_not_open,
 * bank_referral_already_sent; 404 not_found for a bank no longer offered).
 */
export async function chooseBank(companyId: number, bankKey: string): Promise<CompanyBanking> {
  const banking = await apiRequest(`banks/company/${companyId}/choose`, {
    method: 'POST',
    body: { bank_key: bankKey },
    schema: companyBankingSchema,
  });
  capture('bank_chosen', { bank: bankKey });
  return banking;
}

/** Chooses the bank; the answer replaces the cached referral and the company (its flags) is read again. */
export function useChooseBank(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankKey: string) => chooseBank(companyId, bankKey),
    onSuccess: async (banking) => {
      queryClient.setQueryData(banksQueryKeys.banking(companyId), banking);
      await queryClient.invalidateQueries({
        queryKey: companyQueryKeys.company(companyId),
        predicate: (query) => query.queryKey[2] !== 'banks',
      });
    },
  });
}
