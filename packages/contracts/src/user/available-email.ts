import { z } from 'zod';
import { contentSchema } from '../envelope';

export const AVAILABLE_EMAIL_PATH = 'available-email';

export const availableEmailBodySchema = z.object({
  email: z.string().trim().min(1).max(254),
});
export type AvailableEmailBody = z.infer<typeof availableEmailBodySchema>;

export const availableEmailResponseSchema = contentSchema(z.object({ available: z.boolean() }));
export type AvailableEmailResponse = z.infer<typeof availableEmailResponseSchema>;
