import {
  accountantAssignmentSchema,
  accountantAssignmentsResponseSchema,
  assignAccountantBodySchema,
  forjaAccountantBodySchema,
  forjaAccountantResponseSchema,
  forjaAccountantsResponseSchema,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { backofficeRequest } from '../../api/backoffice-request';

const ACCOUNTANTS_PATH = 'forja-accountants';
const ASSIGNMENTS_PATH = 'accountant-assignments';

export type ForjaAccountantInput = z.input<typeof forjaAccountantBodySchema>;

export const accountantsKeys = {
  all: ['backoffice', 'accountants'] as const,
  list: () => ['backoffice', 'accountants', 'list'] as const,
  assignments: () => ['backoffice', 'accountants', 'assignments'] as const,
};

export const forjaAccountantsQueryOptions = () =>
  queryOptions({
    queryKey: accountantsKeys.list(),
    queryFn: ({ signal }) =>
      backofficeRequest(ACCOUNTANTS_PATH, { signal, schema: forjaAccountantsResponseSchema.shape.content }),
  });

export const accountantAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: accountantsKeys.assignments(),
    queryFn: ({ signal }) =>
      backofficeRequest(ASSIGNMENTS_PATH, {
        signal,
        schema: accountantAssignmentsResponseSchema.shape.content,
      }),
  });

/** POST backoffice/forja-accountants (new) or PUT backoffice/forja-accountants/{id} (edit, deactivate). */
export function useSaveForjaAccountant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ForjaAccountantInput }) =>
      backofficeRequest(id === null ? ACCOUNTANTS_PATH : `${ACCOUNTANTS_PATH}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: forjaAccountantBodySchema.parse(body),
        schema: forjaAccountantResponseSchema.shape.content,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountantsKeys.all }),
  });
}

/** POST backoffice/accountant-assignments/{company_id}: assigns one of Forja's active accountants. */
export function useAssignAccountant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, accountantId }: { companyId: number; accountantId: number }) =>
      backofficeRequest(`${ASSIGNMENTS_PATH}/${companyId}`, {
        method: 'POST',
        body: assignAccountantBodySchema.parse({ forja_accountant_id: accountantId }),
        schema: accountantAssignmentSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountantsKeys.all }),
  });
}
