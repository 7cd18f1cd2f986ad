import { apiRequest } from '../../../lib/api-client';

/** `PUT update-company-name/{id}`: the company's commercial name (not its legal name). */
export function updateCompanyName(companyId: number, name: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`update-company-name/${companyId}`, { method: 'PUT', body: { name } });
}
