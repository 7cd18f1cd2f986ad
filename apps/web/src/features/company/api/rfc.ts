import { okResponseSchema, saveRfcBodySchema, savedRfcResponseSchema } from '@forja/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The server's warning for an RFC whose check digit does not match: confirm to save it anyway. */
export const RFC_CHECKSUM_WARNING = 'rfc_checksum_mismatch';

export function isRfcChecksumWarning(error: unknown): boolean {
  return error instanceof ApiError && error.codes.includes(RFC_CHECKSUM_WARNING);
}

/** The company's RFC (`POST company/save-rfc`); `confirmChecksum` after the founder confirmed the warning. */
export function saveCompanyRfc(
  companyId: number,
  rfc: string,
  confirmChecksum = false,
): Promise<{ rfc: string }> {
  return apiRequest(`company/save-rfc/${companyId}`, {
    body: saveRfcBodySchema.parse({ rfc, confirm_checksum: confirmChecksum }),
    schema: savedRfcResponseSchema.shape.content,
  });
}

/** "I'll add it later": sets the company's rfc_later flag (`GET update-boolean-rfc-company`). */
export function markRfcLater(companyId: number): Promise<{ ok: true }> {
  return apiRequest(`update-boolean-rfc-company/${companyId}`, { schema: okResponseSchema.shape.content });
}
