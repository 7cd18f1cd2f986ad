import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { signUpConsentSchema } from '../legal/legal';

export const REGISTER_PATH = 'user/register';

export const personNameSchema = z.string().trim().min(1).max(120);

export const registerBodySchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  first_names: personNameSchema,
  last_names: personNameSchema,
  /** National number, digits only (spaces and dashes are removed). */
  phone: z.string().trim().min(4).max(20),
  /** Calling code, with or without "+", e.g. "52". */
  phone_country_code: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/),
  language: z.enum(LANGUAGES).default('es'),
  /** accept_privacy: true with the privacy and terms versions shown; else 400 consent_required. */
  ...signUpConsentSchema.shape,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
