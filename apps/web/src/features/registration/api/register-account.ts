import { REGISTER_PATH, registerBodySchema, type AuthTokens, type RegisterBody } from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Creates the founder's account (`POST /api/v3/user/register`); answers the new session's tokens. */
export function registerAccount(body: RegisterBody): Promise<AuthTokens> {
  return apiRequest<AuthTokens>(REGISTER_PATH, { body: registerBodySchema.parse(body), anonymous: true });
}
