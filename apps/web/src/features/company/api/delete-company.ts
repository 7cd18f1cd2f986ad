import { deletedResponseSchema } from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyQueryKeys } from '../../../lib/company-query-keys';

/**
 * `POST delete-company/{id}`: deletes an unpaid company; only its creator may (403
 * error_delete_company_no_owner for a partner, 409 error_delete_company_paid, 409
 * error_delete_company_appointment_soon while an appointment of it starts within 2 hours).
 */
export function deleteCompany(companyId: number): Promise<{ deleted: true }> {
  return apiRequest(`delete-company/${companyId}`, {
    method: 'POST',
    schema: deletedResponseSchema.shape.content,
  });
}

/** Deletes a company and forgets whatever was cached about it (the caller refreshes the profile). */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) => deleteCompany(companyId),
    onSuccess: (_result, companyId) => {
      queryClient.removeQueries({ queryKey: companyQueryKeys.company(companyId) });
    },
  });
}
