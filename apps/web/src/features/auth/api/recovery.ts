import { passwordUpdatedResponseSchema, recoverySentResponseSchema } from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';

export const sendRecoveryLink = (identity: string) =>
  apiRequest('user/send-recovery-password', {
    body: { identity },
    anonymous: true,
    schema: recoverySentResponseSchema.shape.content,
  });

export const setPasswordFromLink = (body: { identity: string; token: string; password: string }) =>
  apiRequest('user/send-recovery-password-entry', {
    body,
    anonymous: true,
    schema: passwordUpdatedResponseSchema.shape.content,
  });
