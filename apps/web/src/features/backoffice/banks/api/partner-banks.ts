import {
  partnerBankBodySchema,
  partnerBankResponseSchema,
  partnerBanksResponseSchema,
  type PartnerBank,
  type PartnerBankBody,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

/** The back office's partner-bank catalogue, under BACKOFFICE_PATH. */
export const PARTNER_BANKS_PATH = 'partner-banks';

export const partnerBankKeys = {
  all: ['backoffice', 'partner-banks'] as const,
  list: () => ['backoffice', 'partner-banks', 'list'] as const,
};

/** GET backoffice/partner-banks: every bank of the catalogue, inactive ones included. */
export const partnerBanksQueryOptions = () =>
  queryOptions({
    queryKey: partnerBankKeys.list(),
    queryFn: ({ signal }) =>
      backofficeRequest(PARTNER_BANKS_PATH, { signal, schema: partnerBanksResponseSchema.shape.content }),
  });

/**
 * POST backoffice/partner-banks (a new bank; 409 conflict when the key exists) or PUT
 * backoffice/partner-banks/{key} (edit, activate, deactivate: the key never changes).
 */
export async function savePartnerBank(isNew: boolean, body: PartnerBankBody): Promise<PartnerBank> {
  const parsed = partnerBankBodySchema.parse(body);
  return backofficeRequest(
    isNew ? PARTNER_BANKS_PATH : `${PARTNER_BANKS_PATH}/${encodeURIComponent(parsed.key)}`,
    { method: isNew ? 'POST' : 'PUT', body: parsed, schema: partnerBankResponseSchema.shape.content },
  );
}

export function useSavePartnerBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ isNew, body }: { isNew: boolean; body: PartnerBankBody }) => savePartnerBank(isNew, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerBankKeys.all }),
  });
}
