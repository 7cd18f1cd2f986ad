import { apiRequest } from '../../../lib/api-client';
import { capture } from '../../../lib/analytics/analytics';

export type CodeSent = { sent: true; retry_after_seconds: number };

export async function confirmEmail(code: string) {
  const confirmed = await apiRequest<{ is_confirmed: true }>('user/verification-code', { body: { code } });
  capture('email_confirmed');
  return confirmed;
}

export const resendConfirmationCode = () =>
  apiRequest<CodeSent>('user/send-verify-email', { method: 'POST' });
