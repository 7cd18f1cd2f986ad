import {
  COMMISSARY_ACCEPT_PATH,
  acceptCommissaryInvitationBodySchema,
  okResponseSchema,
} from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST commissary/accept-invitation: the signed-in commissary takes the e-mailed invitation (404
 * token_not_found, 400 token_expired, 403 commissary_email_mismatch when the account's e-mail is another).
 */
export async function acceptCommissaryInvitation(companyId: number, token: string): Promise<void> {
  await apiRequest(COMMISSARY_ACCEPT_PATH, {
    method: 'POST',
    body: acceptCommissaryInvitationBodySchema.parse({ company_id: companyId, token }),
    schema: okResponseSchema.shape.content,
  });
}
