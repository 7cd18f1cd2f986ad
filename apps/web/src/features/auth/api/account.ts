import type { AuthTokens } from '@forja/contracts';
import type { Language } from '@forja/domain';
import { apiRequest } from '../../../lib/api-client';
import { setTokens } from '../../../lib/auth-tokens';
import type { CodeSent } from './verification';

export async function changePassword(userId: number, body: { current_password: string; password: string }) {
  const tokens = await apiRequest<AuthTokens>(`update-password/${userId}`, { method: 'PUT', body });
  setTokens(tokens);
}

export type ContactChange = { email: string; phone: string; phone_country_code: string };

/** The new phone and e-mail go in the body: paths end up in logs and browser history. */
export const requestContactCode = (userId: number, change: ContactChange) =>
  apiRequest<CodeSent>(`request-verification-code-to-update/user/${userId}`, {
    method: 'POST',
    body: change,
  });

export const applyContactChange = (userId: number, change: ContactChange & { verification_code: string }) =>
  apiRequest<{ ok: true }>(`update-phone-email/user/${userId}`, { method: 'PUT', body: change });

/** ARCO rectification of the account holder's own names; the caller refreshes the profile. */
export const saveName = (userId: number, names: { first_names: string; last_names: string }) =>
  apiRequest<{ ok: true }>(`update-name/user/${userId}`, { method: 'PUT', body: names });

export const saveLanguage = (userId: number, language: Language) =>
  apiRequest<{ ok: true }>(`update-language/user/${userId}`, { method: 'PUT', body: { language } });
