import {
  accountantAssignmentsResponseSchema,
  assignAccountantBodySchema,
  forjaAccountantBodySchema,
  forjaAccountantResponseSchema,
  forjaAccountantsResponseSchema,
  type AccountantAssignment,
  type ForjaAccountant,
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
    queryFn: async ({ signal }): Promise<ForjaAccountant[]> =>
      forjaAccountantsResponseSchema.shape.content.parse(
        await backofficeRequest<unknown>(ACCOUNTANTS_PATH, { signal }),
      ),
  });

export const accountantAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: accountantsKeys.assignments(),
    queryFn: async ({ signal }): Promise<AccountantAssignment[]> =>
      accountantAssignmentsResponseSchema.shape.content.parse(
        await backofficeRequest<unknown>(ASSIGNMENTS_PATH, { signal }),
      ),
  });

/** POST backoffice/forja-accountants (new) or PUT backoffice/forja-accountants/{id} (edit, deactivate). */
export function useSaveForjaAccountant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ForjaAccountantInput }) =>
      forjaAccountantResponseSchema.shape.content.parse(
        await backofficeRequest<unknown>(id === null ? ACCOUNTANTS_PATH : `${ACCOUNTANTS_PATH}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body: forjaAccountantBodySchema.parse(body),
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountantsKeys.all }),
  });
}

/** POST backoffice/accountant-assignments/{company_id}: assigns one of Forja's active accountants. */
export function useAssignAccountant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, accountantId }: { companyId: number; accountantId: number }) => {
      await backofficeRequest<unknown>(`${ASSIGNMENTS_PATH}/${companyId}`, {
        method: 'POST',
        body: assignAccountantBodySchema.parse({ forja_accountant_id: accountantId }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountantsKeys.all }),
  });
}
