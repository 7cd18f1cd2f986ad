import type { Denomination, DenominationInput } from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';

// The legal-name proposals (denominaciones) of a company: spec section 7, "Company".

/** `POST add-new-denomination`: one more proposal, at a rank (1 is the first choice). */
export function addDenomination(companyId: number, name: string, priority: number): Promise<Denomination> {
  return apiRequest<Denomination>('add-new-denomination', {
    method: 'POST',
    body: { company_id: companyId, name, priority },
  });
}

/** `PUT update-denomination/{id}`: a proposal's name and rank. */
export function updateDenomination(id: number, body: DenominationInput): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`update-denomination/${id}`, { method: 'PUT', body });
}

/** `DELETE delete-denomination/{id}` */
export function deleteDenomination(id: number): Promise<{ deleted: true }> {
  return apiRequest<{ deleted: true }>(`delete-denomination/${id}`, { method: 'DELETE' });
}

/** `POST company/{id}/update-legal-name`: replaces every proposal at once, ranked (used to reorder). */
export function updateLegalNames(
  companyId: number,
  body: { legal_names: DenominationInput[]; name_authorization: boolean },
): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`company/${companyId}/update-legal-name`, { method: 'POST', body });
}

/** `POST reset-denominations-process`: clears the proposals and any authorised name, to start again. */
export function resetDenominations(companyId: number): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('reset-denominations-process', {
    method: 'POST',
    body: { company_id: companyId },
  });
}
