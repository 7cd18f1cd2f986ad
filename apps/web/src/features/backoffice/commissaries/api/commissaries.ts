import {
  assignCommissaryBodySchema,
  commissaryAssignmentSchema,
  commissaryAssignmentsResponseSchema,
  forjaCommissariesResponseSchema,
  forjaCommissaryBodySchema,
  forjaCommissaryResponseSchema,
  type ForjaCommissary,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { backofficeRequest } from '../../api/backoffice-request';

/**
 * The back office's commissary calls, under BACKOFFICE_PATH. The contract names their bodies and answers
 * (forjaCommissary*, commissaryAssignment*); these are the paths the web app calls them on.
 */
export const COMMISSARIES_PATH = 'forja-commissaries';
export const COMMISSARY_ASSIGNMENTS_PATH = 'commissary-assignments';

export type ForjaCommissaryBody = z.input<typeof forjaCommissaryBodySchema>;
export type CommissaryAssignment = z.infer<typeof commissaryAssignmentsResponseSchema>['content'][number];

export const commissariesKeys = {
  all: ['backoffice', 'commissaries'] as const,
  list: () => ['backoffice', 'commissaries', 'list'] as const,
  assignments: () => ['backoffice', 'commissaries', 'assignments'] as const,
};

/** GET backoffice/forja-commissaries: Forja's commissaries, active or not. */
export async function getForjaCommissaries(signal?: AbortSignal): Promise<ForjaCommissary[]> {
  return backofficeRequest(COMMISSARIES_PATH, {
    signal,
    schema: forjaCommissariesResponseSchema.shape.content,
  });
}

export const forjaCommissariesQueryOptions = () =>
  queryOptions({ queryKey: commissariesKeys.list(), queryFn: ({ signal }) => getForjaCommissaries(signal) });

/** POST backoffice/forja-commissaries (new) or PUT backoffice/forja-commissaries/{id} (edit, activate, deactivate). */
export async function saveForjaCommissary(
  id: number | null,
  body: ForjaCommissaryBody,
): Promise<ForjaCommissary> {
  return backofficeRequest(id === null ? COMMISSARIES_PATH : `${COMMISSARIES_PATH}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: forjaCommissaryBodySchema.parse(body),
    schema: forjaCommissaryResponseSchema.shape.content,
  });
}

export function useSaveForjaCommissary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ForjaCommissaryBody }) =>
      saveForjaCommissary(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commissariesKeys.all }),
  });
}

/** GET backoffice/commissary-assignments: companies that bought Forja's commissary service. */
export async function getCommissaryAssignments(signal?: AbortSignal): Promise<CommissaryAssignment[]> {
  return backofficeRequest(COMMISSARY_ASSIGNMENTS_PATH, {
    signal,
    schema: commissaryAssignmentsResponseSchema.shape.content,
  });
}

export const commissaryAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: commissariesKeys.assignments(),
    queryFn: ({ signal }) => getCommissaryAssignments(signal),
  });

/** POST backoffice/commissary-assignments/{company_id}: assigns one of Forja's active commissaries. */
export async function assignCommissary(
  companyId: number,
  forjaCommissaryId: number,
): Promise<CommissaryAssignment> {
  return backofficeRequest(`${COMMISSARY_ASSIGNMENTS_PATH}/${companyId}`, {
    method: 'POST',
    body: assignCommissaryBodySchema.parse({ forja_commissary_id: forjaCommissaryId }),
    schema: commissaryAssignmentSchema,
  });
}

export function useAssignCommissary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, commissaryId }: { companyId: number; commissaryId: number }) =>
      assignCommissary(companyId, commissaryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commissariesKeys.all }),
  });
}
