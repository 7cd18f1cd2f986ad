import {
  SIGNATURE_RETURN_PATH,
  signatureReturnSchema,
  type SignatureReturn,
  type SigningStatus,
} from '@forja/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SIGNATURE_RETURN_POLL_MS, signatureOutcome } from '../signature-outcome';
import { returningAccess } from '../signing-return';
import { fillPath } from './signing-access';
import { signingQueryKeys } from './signing-query-keys';

/**
 * `GET signature/return/{token_data}` (no sign-in): the envelope the provider's signer came back from — its
 * state and how many of its signers signed.
 */
export async function getSignatureReturn(tokenData: string, signal?: AbortSignal): Promise<SignatureReturn> {
  return apiRequest(fillPath(SIGNATURE_RETURN_PATH, { token_data: tokenData }), {
    anonymous: true,
    signal,
    schema: signatureReturnSchema,
  });
}

export const signatureReturnQueryOptions = (tokenData: string) =>
  queryOptions({
    queryKey: signingQueryKeys.signatureReturn(tokenData),
    queryFn: ({ signal }) => getSignatureReturn(tokenData, signal),
  });

/**
 * How often the redirect page reads the envelope and the returning partner's own state again: every 3 s while
 * the outcome, from what is cached now, is still `processing`, until `deadline` (epoch ms).
 */
export function signatureReturnPollInterval(
  queryClient: QueryClient,
  tokenData: string,
  deadline: number,
): number | false {
  if (Date.now() >= deadline) return false;
  const result = queryClient.getQueryData<SignatureReturn>(signingQueryKeys.signatureReturn(tokenData));
  if (!result) return false;
  const access = returningAccess(result.company_id);
  const own = access
    ? queryClient.getQueryData<SigningStatus>(signingQueryKeys.status(result.company_id, access))
    : undefined;
  const me = own?.partners.find((partner) => partner.partner_id === own.partner_id);
  return signatureOutcome(result, me?.signer_state) === 'processing' ? SIGNATURE_RETURN_POLL_MS : false;
}
