import type { Language } from '@forja/domain';
import { apiRequest } from '../../../lib/api-client';
import { authTokensSchema, codeSentSchema, okContentSchema } from '../../../lib/api-client/imported-schemas';
import { setTokens } from '../../../lib/auth-tokens';
import type { CodeSent } from './verification';

// Signing in needs this module (the Google sign-up): its schemas are imported (lib/api-client/imported-schemas).

export async function changePassword(userId: number, body: { current_password: string; password: string }) {
  const tokens = await apiRequest(`update-password/${userId}`, {
    method: 'PUT',
    body,
    schema: authTokensSchema,
  });
  setTokens(tokens);
}

export type ContactChange = { email: string; phone: string; phone_country_code: string };

/** The new phone and e-mail go in the body: paths end up in logs and browser history. */
export const requestContactCode = (userId: number, change: ContactChange): Promise<CodeSent> =>
  apiRequest(`request-verification-code-to-update/user/${userId}`, {
    method: 'POST',
    body: change,
    schema: codeSentSchema,
  });

export const applyContactChange = (userId: number, change: ContactChange & { verification_code: string }) =>
  apiRequest(`update-phone-email/user/${userId}`, { method: 'PUT', body: change, schema: okContentSchema });

/** ARCO rectification of the account holder's own names; the caller refreshes the profile. */
export const saveName = (userId: number, names: { first_names: string; last_names: string }) =>
  apiRequest(`update-name/user/${userId}`, { method: 'PUT', body: names, schema: okContentSchema });

export const saveLanguage = (userId: number, language: Language) =>
  apiRequest(`update-language/user/${userId}`, {
    method: 'PUT',
    body: { language },
    schema: okContentSchema,
  });
