import {
  COMMISSARY_PATH,
  commissaryAppointmentResponseSchema,
  type CommissaryAppointment,
} from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { commissaryPath, commissaryQueryKeys } from './commissary-paths';

const appointmentSchema = commissaryAppointmentResponseSchema.shape.content;

/** GET company/{id}/commissary: the founder's view of the commissary, or null while none is appointed. */
export async function getCommissaryAppointment(
  companyId: number,
  signal?: AbortSignal,
): Promise<CommissaryAppointment | null> {
  return apiRequest(commissaryPath(COMMISSARY_PATH, companyId), { signal, schema: appointmentSchema });
}

export const commissaryAppointmentQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: commissaryQueryKeys.appointment(companyId),
    queryFn: ({ signal }) => getCommissaryAppointment(companyId, signal),
  });

export function useCommissaryAppointment(companyId: number, enabled = true) {
  return useQuery({ ...commissaryAppointmentQueryOptions(companyId), enabled });
}
