import {
  importRegistrationQueueEntrySchema,
  importRegistrationQueueResponseSchema,
  importRegistrationUpdateBodySchema,
  type ImportRegistrationQueueEntry,
  type ImportRegistrationStatus,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

/** The back office's import registration calls, under BACKOFFICE_PATH. */
export const IMPORT_REGISTRATIONS_PATH = 'import-registrations';

export const importRegistrationKeys = {
  all: ['backoffice', 'import-registrations'] as const,
  queue: () => ['backoffice', 'import-registrations', 'queue'] as const,
};

/** GET backoffice/import-registrations: Amazon customers, those with work to do first. */
export const importRegistrationQueueQueryOptions = () =>
  queryOptions({
    queryKey: importRegistrationKeys.queue(),
    queryFn: ({ signal }) =>
      backofficeRequest(IMPORT_REGISTRATIONS_PATH, {
        signal,
        schema: importRegistrationQueueResponseSchema.shape.content,
      }),
  });

/** POST backoffice/import-registrations/{company_id}: moves the registration (a rejection needs a note). */
export async function updateImportRegistration(
  companyId: number,
  status: ImportRegistrationStatus,
  note: string | null,
): Promise<ImportRegistrationQueueEntry> {
  return backofficeRequest(`${IMPORT_REGISTRATIONS_PATH}/${companyId}`, {
    method: 'POST',
    body: importRegistrationUpdateBodySchema.parse({ status, note }),
    schema: importRegistrationQueueEntrySchema,
  });
}

export function useUpdateImportRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { companyId: number; status: ImportRegistrationStatus; note: string | null }) =>
      updateImportRegistration(input.companyId, input.status, input.note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importRegistrationKeys.all }),
  });
}
