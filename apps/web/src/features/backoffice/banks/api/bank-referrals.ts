import {
  bankAccountOpenedBodySchema,
  bankReferralDeclinedBodySchema,
  bankReferralQueueEntryResponseSchema,
  bankReferralQueueResponseSchema,
  bankReferralSentBodySchema,
  type BankAccountOpenedBody,
  type BankReferralQueueEntry,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

/** The back office's bank referral calls, under BACKOFFICE_PATH. */
export const BANK_REFERRALS_PATH = 'bank-referrals';

export const bankReferralKeys = {
  all: ['backoffice', 'bank-referrals'] as const,
  queue: () => ['backoffice', 'bank-referrals', 'queue'] as const,
};

const queueSchema = bankReferralQueueResponseSchema.shape.content;
const entrySchema = bankReferralQueueEntryResponseSchema.shape.content;

/** GET backoffice/bank-referrals: chosen first (oldest first), then sent, then answered (newest first). */
export const bankReferralQueueQueryOptions = () =>
  queryOptions({
    queryKey: bankReferralKeys.queue(),
    queryFn: ({ signal }) => backofficeRequest(BANK_REFERRALS_PATH, { signal, schema: queueSchema }),
  });

/** What the operator records on a referral: sent to the bank, declined by it, or the account it opened. */
export type BankReferralAct =
  | { act: 'sent'; note: string | null }
  | { act: 'declined'; note: string }
  | { act: 'opened'; body: BankAccountOpenedBody };

const bodyOf = (input: BankReferralAct): unknown => {
  switch (input.act) {
    case 'sent':
      return bankReferralSentBodySchema.parse({ note: input.note });
    case 'declined':
      return bankReferralDeclinedBodySchema.parse({ note: input.note });
    case 'opened':
      return bankAccountOpenedBodySchema.parse(input.body);
  }
};

/** POST backoffice/bank-referrals/{company_id}/{sent|declined|opened}. */
export async function recordBankReferralAct(
  companyId: number,
  input: BankReferralAct,
): Promise<BankReferralQueueEntry> {
  return backofficeRequest(`${BANK_REFERRALS_PATH}/${companyId}/${input.act}`, {
    method: 'POST',
    body: bodyOf(input),
    schema: entrySchema,
  });
}

export function useRecordBankReferralAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, input }: { companyId: number; input: BankReferralAct }) =>
      recordBankReferralAct(companyId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankReferralKeys.all }),
  });
}
