import { apiRequest } from '../../../lib/api-client';

export type CodeSent = { sent: true; retry_after_seconds: number };

export const confirmEmail = (code: string) =>
  apiRequest<{ is_confirmed: true }>('user/verification-code', { body: { code } });

export const resendConfirmationCode = () =>
  apiRequest<CodeSent>('user/send-verify-email', { method: 'POST' });
