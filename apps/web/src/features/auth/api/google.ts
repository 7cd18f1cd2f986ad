import {
  LOGIN_GOOGLE_PATH,
  REGISTER_GOOGLE_PATH,
  createByPartnerGooglePath,
  type AuthTokens,
  type CreateByPartnerGoogleBody,
  type RegisterGoogleBody,
  type User,
} from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';
import { authTokensSchema, googleBodySchemas } from '../../../lib/api-client/imported-schemas';
import { startSession } from './session';
import { capture } from '../../../lib/analytics/analytics';

/** `POST user/login-google`: signs in the account of the Google account, like a password sign-in. */
export async function loginWithGoogle(idToken: string): Promise<User> {
  const tokens = await apiRequest(LOGIN_GOOGLE_PATH, {
    body: (await googleBodySchemas()).loginGoogleBodySchema.parse({ id_token: idToken }),
    anonymous: true,
    schema: authTokensSchema,
  });
  return startSession(tokens);
}

/** `POST user/register-google`: a confirmed account from the Google account (e-mail and names from Google). */
export async function registerWithGoogle(body: RegisterGoogleBody): Promise<AuthTokens> {
  const tokens = await apiRequest(REGISTER_GOOGLE_PATH, {
    body: (await googleBodySchemas()).registerGoogleBodySchema.parse(body),
    anonymous: true,
    schema: authTokensSchema,
  });
  capture('sign_up', { method: 'google' });
  return tokens;
}

/**
 * `POST user/create-by-partner/google/{id}`: the invited partner's account from their Google account (whose
 * e-mail must be the invited one), created or linked, with the partner's seat taken. Answers the session.
 */
export async function createAccountByInvitationWithGoogle(
  partnerId: number,
  body: CreateByPartnerGoogleBody,
): Promise<AuthTokens> {
  const tokens = await apiRequest(createByPartnerGooglePath(partnerId), {
    body: (await googleBodySchemas()).createByPartnerGoogleBodySchema.parse(body),
    anonymous: true,
    schema: authTokensSchema,
  });
  capture('sign_up', { method: 'invitation_google' });
  return tokens;
}
