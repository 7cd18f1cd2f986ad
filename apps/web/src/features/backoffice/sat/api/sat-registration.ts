import {
  recordRfcBodySchema,
  satRegistrationResponseSchema,
  type RecordRfcBody,
  type SatRegistration,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { backofficeRequest } from '../../api/backoffice-request';

/** The back office's SAT calls, under BACKOFFICE_PATH/sat/{company_id}. */
const satPath = (companyId: number, step = '') => `sat/${companyId}${step ? `/${step}` : ''}`;

export const satKeys = {
  all: ['backoffice', 'sat'] as const,
  company: (companyId: number) => ['backoffice', 'sat', companyId] as const,
};

const schema = satRegistrationResponseSchema.shape.content;

/** GET backoffice/sat/{company_id}: the company's deed, RFC, status and e.firma. */
export async function getSatRegistration(companyId: number, signal?: AbortSignal): Promise<SatRegistration> {
  return backofficeRequest(satPath(companyId), { signal, schema });
}

export const satRegistrationQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: satKeys.company(companyId),
    queryFn: ({ signal }) => getSatRegistration(companyId, signal),
  });

export type RfcInput = z.input<typeof recordRfcBodySchema>;

/** POST (record) or PUT (correct) backoffice/sat/{company_id}/rfc. */
export async function saveRfc(companyId: number, body: RfcInput, correct: boolean): Promise<SatRegistration> {
  return backofficeRequest(satPath(companyId, 'rfc'), {
    method: correct ? 'PUT' : 'POST',
    body: recordRfcBodySchema.parse(body) satisfies RecordRfcBody,
    schema,
  });
}

/** POST backoffice/sat/{company_id}/efirma: the legal representative obtained the company's e.firma. */
export async function recordEfirma(companyId: number): Promise<SatRegistration> {
  return backofficeRequest(satPath(companyId, 'efirma'), { method: 'POST', schema });
}

export function useSatActs(companyId: number) {
  const queryClient = useQueryClient();
  const settle = (data: SatRegistration | undefined) => {
    if (data) queryClient.setQueryData(satKeys.company(companyId), data);
    return queryClient.invalidateQueries({ queryKey: satKeys.company(companyId) });
  };
  return {
    saveRfc: useMutation({
      mutationFn: ({ body, correct }: { body: RfcInput; correct: boolean }) =>
        saveRfc(companyId, body, correct),
      onSettled: settle,
    }),
    recordEfirma: useMutation({ mutationFn: () => recordEfirma(companyId), onSettled: settle }),
  };
}
