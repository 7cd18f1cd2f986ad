import {
  REGISTER_PATH,
  authTokensSchema,
  registerBodySchema,
  type AuthTokens,
  type RegisterBody,
} from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';
import { capture } from '../../../lib/analytics/analytics';

/** Creates the founder's account (`POST /api/v3/user/register`); answers the new session's tokens. */
export async function registerAccount(body: RegisterBody): Promise<AuthTokens> {
  const tokens = await apiRequest(REGISTER_PATH, {
    body: registerBodySchema.parse(body),
    anonymous: true,
    schema: authTokensSchema,
  });
  capture('sign_up', { method: 'email' });
  return tokens;
}
