import { z } from 'zod';

/** A Google ID token (a JWT) as Google Identity Services hands it to the web app. */
export const googleIdTokenSchema = z.string().trim().min(1).max(8192);

export const loginGoogleBodySchema = z.object({
  id_token: googleIdTokenSchema,
});
export type LoginGoogleBody = z.infer<typeof loginGoogleBodySchema>;
