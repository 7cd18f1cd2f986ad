import {
  COMMISSARY_PATH,
  appointCommissaryBodySchema,
  commissaryAppointmentSchema,
  type AppointCommissaryBody,
  type CommissaryAppointment,
} from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { commissaryPath, commissaryQueryKeys } from './commissary-paths';

/**
 * POST company/{id}/commissary: appoints an outside person (replacing the one before, whose validations
 * start over) and e-mails them the invitation. Any "yes" to the LGSM art. 165 questions is refused with
 * 409 commissary_conflict_of_interest.
 */
export async function appointCommissary(
  companyId: number,
  body: AppointCommissaryBody,
): Promise<CommissaryAppointment> {
  return apiRequest(commissaryPath(COMMISSARY_PATH, companyId), {
    method: 'POST',
    body: appointCommissaryBodySchema.parse(body),
    schema: commissaryAppointmentSchema,
  });
}

export function useAppointCommissary(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointCommissaryBody) => appointCommissary(companyId, body),
    onSuccess: (appointment) =>
      queryClient.setQueryData(commissaryQueryKeys.appointment(companyId), appointment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commissaryQueryKeys.company(companyId) }),
  });
}
