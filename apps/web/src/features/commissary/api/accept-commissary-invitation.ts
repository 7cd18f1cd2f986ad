import {
  COMMISSARY_ACCEPT_PATH,
  acceptCommissaryInvitationBodySchema,
  okResponseSchema,
} from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST commissary/accept-invitation: the signed-in commissary takes the e-mailed invitation, or comes back by
 * it (404 commissary_invitation_not_found, 410 commissary_invitation_replaced, 400
 * commissary_invitation_expired, 403 commissary_email_mismatch when the account's e-mail is another). No code
 * holds "token", so a refused invitation leaves the session alone.
 */
export async function acceptCommissaryInvitation(companyId: number, token: string): Promise<void> {
  await apiRequest(COMMISSARY_ACCEPT_PATH, {
    method: 'POST',
    body: acceptCommissaryInvitationBodySchema.parse({ company_id: companyId, token }),
    schema: okResponseSchema.shape.content,
  });
}
