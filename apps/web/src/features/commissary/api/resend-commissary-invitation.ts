import { COMMISSARY_INVITATION_PATH, commissaryAppointmentResponseSchema } from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { commissaryPath, commissaryQueryKeys } from './commissary-paths';

/** POST company/{id}/commissary/invitation: e-mails the outside commissary a new invitation link. */
export async function resendCommissaryInvitation(companyId: number): Promise<void> {
  await apiRequest(commissaryPath(COMMISSARY_INVITATION_PATH, companyId), {
    method: 'POST',
    schema: commissaryAppointmentResponseSchema.shape.content,
  });
}

export function useResendCommissaryInvitation(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendCommissaryInvitation(companyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissaryQueryKeys.appointment(companyId) }),
  });
}
