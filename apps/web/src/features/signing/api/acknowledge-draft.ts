import {
  ACKNOWLEDGMENT_PATH,
  LINK_ACKNOWLEDGMENT_PATH,
  acknowledgmentBodySchema,
  signingStatusSchema,
  type AcknowledgmentBody,
  type SigningStatus,
} from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath, type SigningAccess } from './signing-access';
import { signingQueryKeys } from './signing-query-keys';
import { signingRequest } from './signed-request';

/**
 * `POST company/{id}/acknowledgment-status` (or its temporary-token twin from the link): the partner read
 * this version of the draft and agrees, or asks for a correction with a note. An older version is refused
 * with 409 draft_changed. Answers the signing state as it is now.
 */
export async function acknowledgeDraft(
  companyId: number,
  access: SigningAccess,
  body: AcknowledgmentBody,
): Promise<SigningStatus> {
  const parsed = acknowledgmentBodySchema.parse(body);
  return signingRequest(
    access,
    {
      session: fillPath(ACKNOWLEDGMENT_PATH, { id: companyId }),
      link: fillPath(LINK_ACKNOWLEDGMENT_PATH, { id: companyId }),
    },
    { method: 'POST', body: parsed, schema: signingStatusSchema },
  );
}

/**
 * Acknowledge or ask for a correction. The answer is the new state, shown at once; a refusal (draft_changed
 * included) reads the state again.
 */
export function useAcknowledgeDraft(companyId: number, access: SigningAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcknowledgmentBody) => acknowledgeDraft(companyId, access, body),
    onSuccess: (status) => queryClient.setQueryData(signingQueryKeys.status(companyId, access), status),
    onError: () => queryClient.invalidateQueries({ queryKey: signingQueryKeys.company(companyId) }),
  });
}
