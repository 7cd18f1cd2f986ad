import {
  deletedResponseSchema,
  denominationSchema,
  okResponseSchema,
  type Denomination,
  type DenominationInput,
} from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';

// The legal-name proposals (denominaciones) of a company: spec section 7, "Company".

const ok = okResponseSchema.shape.content;

/** `POST add-new-denomination`: one more proposal, at a rank (1 is the first choice). */
export function addDenomination(companyId: number, name: string, priority: number): Promise<Denomination> {
  return apiRequest('add-new-denomination', {
    method: 'POST',
    body: { company_id: companyId, name, priority },
    schema: denominationSchema,
  });
}

/** `PUT update-denomination/{id}`: a proposal's name and rank. */
export function updateDenomination(id: number, body: DenominationInput): Promise<{ ok: true }> {
  return apiRequest(`update-denomination/${id}`, { method: 'PUT', body, schema: ok });
}

/** `DELETE delete-denomination/{id}` */
export function deleteDenomination(id: number): Promise<{ deleted: true }> {
  return apiRequest(`delete-denomination/${id}`, {
    method: 'DELETE',
    schema: deletedResponseSchema.shape.content,
  });
}

/** `POST company/{id}/update-legal-name`: replaces every proposal at once, ranked (used to reorder). */
export function updateLegalNames(
  companyId: number,
  body: { legal_names: DenominationInput[]; name_authorization: boolean },
): Promise<{ ok: true }> {
  return apiRequest(`company/${companyId}/update-legal-name`, { method: 'POST', body, schema: ok });
}

/** `POST reset-denominations-process`: clears the proposals and any authorised name, to start again. */
export function resetDenominations(companyId: number): Promise<{ ok: true }> {
  return apiRequest('reset-denominations-process', {
    method: 'POST',
    body: { company_id: companyId },
    schema: ok,
  });
}
