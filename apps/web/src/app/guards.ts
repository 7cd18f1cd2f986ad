import type { User } from '@forja/contracts';
import { parseLanguage, resolveNextRoute, DEFAULT_LANGUAGE, type Language } from '@forja/domain';
import { redirect } from 'react-router';
import { routeUrl } from '../config/paths';
import { fetchProfile } from '../features/auth/api/session';
import { ApiError } from '../lib/api-client';
import { hasSession } from '../lib/auth-tokens';
import { showError } from '../lib/notify';

/** The language of a loader's URL. */
export function loaderLanguage(request: Request): Language {
  return parseLanguage(new URL(request.url).pathname.split('/')[1]) ?? DEFAULT_LANGUAGE;
}

/**
 * Login-guarded routes (spec section 2): no token goes to Login; any error on the way shows a toast and
 * goes to Login too. Answers the signed-in user.
 */
export async function requireUser(request: Request): Promise<User> {
  const language = loaderLanguage(request);
  if (!hasSession()) throw redirect(routeUrl(language, 'Login'));
  try {
    return await fetchProfile();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) showError(error);
    throw redirect(routeUrl(language, 'Login'));
  }
}

/** Login-guarded and confirmed: an unconfirmed user is confined to VerifyAccount. */
export async function requireConfirmedUser(request: Request): Promise<User> {
  const user = await requireUser(request);
  if (!user.is_confirmed) throw redirect(routeUrl(loaderLanguage(request), 'VerifyAccount'));
  return user;
}

/** Where a signed-in user belongs now, per the domain's redirect order. */
export function nextRouteUrl(language: Language, user: User, companyIdInPath?: number): string {
  return routeUrl(language, resolveNextRoute({ user, companyIdInPath }));
}
