import { codeSentResponseSchema, confirmedResponseSchema } from '@forja/contracts';
import type { z } from 'zod';
import { apiRequest, refreshSession } from '../../../lib/api-client';
import { capture } from '../../../lib/analytics/analytics';

export type CodeSent = z.infer<typeof codeSentResponseSchema>['content'];

/**
 * Confirms the e-mail with its code, then renews the session so the access token says the account is
 * confirmed: the API accepts such a token from its signature alone, without reading the session on every call
 * (a failed renewal changes nothing; the old token keeps working until it expires).
 */
export async function confirmEmail(code: string) {
  const confirmed = await apiRequest('user/verification-code', {
    body: { code },
    schema: confirmedResponseSchema.shape.content,
  });
  capture('email_confirmed');
  await refreshSession();
  return confirmed;
}

export const resendConfirmationCode = (): Promise<CodeSent> =>
  apiRequest('user/send-verify-email', { method: 'POST', schema: codeSentResponseSchema.shape.content });
