import { codeSentResponseSchema, confirmedResponseSchema } from '@forja/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { capture } from '../../../lib/analytics/analytics';

export type CodeSent = z.infer<typeof codeSentResponseSchema>['content'];

export async function confirmEmail(code: string) {
  const confirmed = await apiRequest('user/verification-code', {
    body: { code },
    schema: confirmedResponseSchema.shape.content,
  });
  capture('email_confirmed');
  return confirmed;
}

export const resendConfirmationCode = (): Promise<CodeSent> =>
  apiRequest('user/send-verify-email', { method: 'POST', schema: codeSentResponseSchema.shape.content });
