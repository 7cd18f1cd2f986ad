import type { AuthTokens, LoginBody, User } from '@forja/contracts';
import { PROFILE_CACHE_MS } from '@forja/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, signOutLocally } from '../../../lib/api-client';
import { resetAnalytics } from '../../../lib/analytics/analytics';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';

export const profileQueryKey = ['user', 'profile'] as const;

/** The signed-in user, cached 3 s (spec section 7). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => apiRequest<User>('user/profile', { signal }),
    staleTime: PROFILE_CACHE_MS,
  });

/** The profile, from the cache when fresh; `force` bypasses the cache. */
export function fetchProfile(force = false): Promise<User> {
  return queryClient.fetchQuery({ ...profileQueryOptions(), ...(force ? { staleTime: 0 } : {}) });
}

async function startSession(tokens: AuthTokens): Promise<User> {
  setTokens(tokens);
  queryClient.clear();
  return fetchProfile(true);
}

export async function login(body: LoginBody): Promise<User> {
  const tokens = await apiRequest<AuthTokens>('user/login', { body, anonymous: true });
  return startSession(tokens);
}

/** Closes the session on the server (best effort) and locally. */
export async function logout(): Promise<void> {
  await apiRequest('user/logout', { method: 'POST' }).catch(() => undefined);
  resetAnalytics();
  queryClient.clear();
  signOutLocally();
}

export { startSession };
