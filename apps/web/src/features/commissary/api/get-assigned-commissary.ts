import { ASSIGNED_COMMISSARY_PATH, assignedCommissarySchema } from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { commissaryPath, commissaryQueryKeys } from './commissary-paths';

export type AssignedCommissary = z.infer<typeof assignedCommissarySchema>;

/** GET assigned-commissary-tally/company/{id}: the Forja commissary assigned, or null while none is. */
export async function getAssignedCommissary(
  companyId: number,
  signal?: AbortSignal,
): Promise<AssignedCommissary> {
  return apiRequest(commissaryPath(ASSIGNED_COMMISSARY_PATH, companyId), {
    signal,
    schema: assignedCommissarySchema,
  });
}

export const assignedCommissaryQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: commissaryQueryKeys.assigned(companyId),
    queryFn: ({ signal }) => getAssignedCommissary(companyId, signal),
  });

export function useAssignedCommissary(companyId: number, enabled: boolean) {
  return useQuery({ ...assignedCommissaryQueryOptions(companyId), enabled });
}
