import type { z } from 'zod';
import { googleIdTokenSchema } from './login-google';
import { signUpConsentSchema } from '../legal/legal';
import { personNameSchema, registerBodySchema } from './register';

/**
 * Sign-up with a Google ID token: the e-mail comes from the token; the names too, unless given here.
 * No password: the account signs in with Google (or sets a password through recovery).
 */
export const registerGoogleBodySchema = registerBodySchema
  .pick({ phone: true, phone_country_code: true, language: true })
  .extend({
    id_token: googleIdTokenSchema,
    /** Overrides the token's given_name. */
    first_names: personNameSchema.optional(),
    /** Overrides the token's family_name. */
    last_names: personNameSchema.optional(),
    /** accept_privacy: true with the privacy and terms versions shown; else 400 consent_required. */
    ...signUpConsentSchema.shape,
  });
export type RegisterGoogleBody = z.infer<typeof registerGoogleBodySchema>;
