import type { AuthTokens, LoginBody, User } from '@forja/contracts';
import { PROFILE_CACHE_MS } from '@forja/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, signOutLocally } from '../../../lib/api-client';
import { authTokensSchema, okContentSchema, userSchema } from '../../../lib/api-client/imported-schemas';
import { resetAnalytics } from '../../../lib/analytics/analytics';
import { setTokens } from '../../../lib/auth-tokens';
import { hasCampaign } from '../../../lib/campaign-store';
import { queryClient } from '../../../lib/query-client';
import { storeUtmsInteraction } from './store-utms-interaction';

export const profileQueryKey = ['user', 'profile'] as const;

/** The signed-in user, cached 3 s (spec section 7). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => apiRequest('user/profile', { signal, schema: userSchema }),
    staleTime: PROFILE_CACHE_MS,
  });

/** The profile, from the cache when fresh; `force` bypasses the cache. */
export function fetchProfile(force = false): Promise<User> {
  return queryClient.fetchQuery({ ...profileQueryOptions(), ...(force ? { staleTime: 0 } : {}) });
}

/**
 * Starts a session (sign-in, sign-up, Google): the tokens kept and, when campaign values are stored, recorded
 * on the account once (store-utms-interaction; before the wizard creates the company, so its attribution has
 * them). A failure to record does not stop the sign-in.
 */
async function startSession(tokens: AuthTokens): Promise<User> {
  setTokens(tokens);
  if (hasCampaign()) await storeUtmsInteraction().catch(() => undefined);
  queryClient.clear();
  return fetchProfile(true);
}

export async function login(body: LoginBody): Promise<User> {
  const tokens = await apiRequest('user/login', { body, anonymous: true, schema: authTokensSchema });
  return startSession(tokens);
}

/** Closes the session on the server (best effort) and locally. */
export async function logout(): Promise<void> {
  await apiRequest('user/logout', { method: 'POST', schema: okContentSchema }).catch(() => undefined);
  resetAnalytics();
  queryClient.clear();
  signOutLocally();
}

export { startSession };
