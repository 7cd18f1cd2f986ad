import { z } from 'zod';
import { contentSchema } from '../envelope';

export const VERIFICATION_CODE_PATH = 'user/verification-code';
export const SEND_VERIFY_EMAIL_PATH = 'user/send-verify-email';

export const verificationCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type VerificationCodeBody = z.infer<typeof verificationCodeBodySchema>;

/** Answers of the calls that send a code or a link: when the next one may be asked for. */
export const codeSentResponseSchema = contentSchema(
  z.object({ sent: z.literal(true), retry_after_seconds: z.number().int() }),
);
export const confirmedResponseSchema = contentSchema(z.object({ is_confirmed: z.literal(true) }));
