import { z } from 'zod';
import { contentSchema } from '../envelope';

/** Login, sign-up and refresh answer with both tokens (spec section 7). */
export const authTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;
export const authTokensResponseSchema = contentSchema(authTokensSchema);
