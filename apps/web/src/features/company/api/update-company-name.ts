import { okResponseSchema } from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';

/** `PUT update-company-name/{id}`: the company's commercial name (not its legal name). */
export function updateCompanyName(companyId: number, name: string): Promise<{ ok: true }> {
  return apiRequest(`update-company-name/${companyId}`, {
    method: 'PUT',
    body: { name },
    schema: okResponseSchema.shape.content,
  });
}
