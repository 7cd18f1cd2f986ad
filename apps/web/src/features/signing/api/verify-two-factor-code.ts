import { LINK_TWO_FACTOR_PATHS, TWO_FACTOR_PATHS, twoFactorVerifiedResponseSchema } from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath, type SigningAccess } from './signing-access';
import { signingQueryKeys } from './signing-query-keys';
import { signingRequest } from './signed-request';

type Verified = { signing_url: string };
const verifiedSchema = twoFactorVerifiedResponseSchema.shape.content;

/**
 * `POST company/{id}/two-factor/verify`: checks the code and answers the e-signature provider's signing page
 * for this partner (code_invalid, code_expired, acknowledgment_pending, signature_already_signed,
 * signature_completed or error_creating_signature otherwise).
 */
export async function verifyTwoFactorCode(
  companyId: number,
  access: SigningAccess,
  code: string,
): Promise<Verified> {
  return signingRequest(
    access,
    {
      session: fillPath(TWO_FACTOR_PATHS.verify, { id: companyId }),
      link: fillPath(LINK_TWO_FACTOR_PATHS.verify, { id: companyId }),
    },
    {
      method: 'POST',
      body: access.kind === 'link' ? { code, partner_id: access.partnerId } : { code },
      schema: verifiedSchema,
    },
  );
}

/** The state is read again when the code was refused for a reason other than the code itself. */
export function useVerifyTwoFactorCode(companyId: number, access: SigningAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => verifyTwoFactorCode(companyId, access, code),
    onError: () => queryClient.invalidateQueries({ queryKey: signingQueryKeys.company(companyId) }),
  });
}
