import { TWO_FACTOR_PATHS, twoFactorSentSchema, type TwoFactorSent } from '@forja/contracts';
import { useMutation } from '@tanstack/react-query';
import { fillPath, type SigningAccess } from './signing-access';
import { sendTwoFactorCode } from './send-two-factor-code';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST company/{id}/two-factor/resend`: a new code (409 code_already_sent within a minute of the last).
 * The link has no resend call of its own: it asks for a code again with `set`.
 */
export async function resendTwoFactorCode(companyId: number, access: SigningAccess): Promise<TwoFactorSent> {
  if (access.kind === 'link') return sendTwoFactorCode(companyId, access);
  return apiRequest(fillPath(TWO_FACTOR_PATHS.resend, { id: companyId }), {
    method: 'POST',
    body: {},
    schema: twoFactorSentSchema,
  });
}

export function useResendTwoFactorCode(companyId: number, access: SigningAccess) {
  return useMutation({ mutationFn: () => resendTwoFactorCode(companyId, access) });
}
