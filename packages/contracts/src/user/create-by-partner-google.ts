import { z } from 'zod';
import { registerGoogleBodySchema } from './register-google';

/**
 * The invited partner's account from a Google ID token and their invitation: the Google account's
 * e-mail must be the invited one. An account with that Google account or e-mail is linked instead of
 * created (phone and names then stay as they are).
 */
export const createByPartnerGoogleBodySchema = registerGoogleBodySchema.extend({
  company_id: z.number().int().positive(),
  /** The invitation link's token. */
  token: z.string().trim().min(10).max(200),
});
export type CreateByPartnerGoogleBody = z.infer<typeof createByPartnerGoogleBodySchema>;
