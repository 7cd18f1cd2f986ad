import { z } from 'zod';
import { contentSchema } from '../envelope';

export const SEND_RECOVERY_PASSWORD_PATH = 'user/send-recovery-password';
export const SEND_RECOVERY_PASSWORD_ENTRY_PATH = 'user/send-recovery-password-entry';

export const sendRecoveryPasswordBodySchema = z.object({ identity: z.string().trim().min(1).max(254) });
export const sendRecoveryPasswordEntryBodySchema = z.object({
  identity: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  token: z.string().trim().min(1).max(200),
});
export type SendRecoveryPasswordEntryBody = z.infer<typeof sendRecoveryPasswordEntryBodySchema>;

/** Always the same answer, whether or not the e-mail belongs to an account. */
export const recoverySentResponseSchema = contentSchema(z.object({ sent: z.literal(true) }));
export const passwordUpdatedResponseSchema = contentSchema(z.object({ updated: z.literal(true) }));
