import {
  LINK_TWO_FACTOR_PATHS,
  TWO_FACTOR_PATHS,
  twoFactorSentSchema,
  type TwoFactorSent,
} from '@forja/contracts';
import { useMutation } from '@tanstack/react-query';
import { fillPath, type SigningAccess } from './signing-access';
import { signingRequest } from './signed-request';

/**
 * `POST company/{id}/two-factor/set`: e-mails the partner a 6-digit code to confirm it is them before
 * signing. From the link the body names the partner and the request is signed.
 */
export async function sendTwoFactorCode(companyId: number, access: SigningAccess): Promise<TwoFactorSent> {
  return signingRequest(
    access,
    {
      session: fillPath(TWO_FACTOR_PATHS.set, { id: companyId }),
      link: fillPath(LINK_TWO_FACTOR_PATHS.set, { id: companyId }),
    },
    {
      method: 'POST',
      body: access.kind === 'link' ? { partner_id: access.partnerId } : {},
      schema: twoFactorSentSchema,
    },
  );
}

export function useSendTwoFactorCode(companyId: number, access: SigningAccess) {
  return useMutation({ mutationFn: () => sendTwoFactorCode(companyId, access) });
}
