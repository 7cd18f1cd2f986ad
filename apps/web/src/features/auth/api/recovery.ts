import { apiRequest } from '../../../lib/api-client';

export const sendRecoveryLink = (identity: string) =>
  apiRequest<{ sent: true }>('user/send-recovery-password', { body: { identity }, anonymous: true });

export const setPasswordFromLink = (body: { identity: string; token: string; password: string }) =>
  apiRequest<{ updated: true }>('user/send-recovery-password-entry', { body, anonymous: true });
