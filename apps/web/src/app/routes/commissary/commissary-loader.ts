import type { CommissaryVerification } from '@forja/contracts';
import { type COMMISSARY_ROUTES, guardCommissary } from '@forja/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { acceptCommissaryInvitation } from '../../../features/commissary/api/accept-commissary-invitation';
import { commissaryVerificationQueryOptions } from '../../../features/commissary/api/get-commissary-verification';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { showError } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { loaderLanguage } from '../../guards';

export type CommissaryRouteName = (typeof COMMISSARY_ROUTES)[number];

export type CommissaryData =
  | { status: 'ready'; companyId: number; verification: CommissaryVerification }
  /**
   * Not signed in: the page explains and offers to sign in or create an account, coming back here; the account
   * form starts with the address and the phone (E.164) the invitation's link carries.
   */
  | { status: 'sign_in'; returnTo: string; email: string | null; phone: string | null }
  /**
   * The e-mailed invitation could not be taken (unknown, expired, another account's e-mail), or the account's
   * appointment was replaced.
   */
  | { status: 'invitation_error'; code: string };

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * The loader of each commissary page (`?company=ID`, and `&token=T` from the e-mail). The domain's
 * guardCommissary decides where to go: no company → Login; then, signed in, the invitation's token is taken
 * (POST commissary/accept-invitation) and dropped from the URL; then the commissary's progress is read and
 * only the current step is shown; a failed read shows an error toast and goes to Login.
 */
export function commissaryLoader(routeName: CommissaryRouteName) {
  return async ({ request }: LoaderFunctionArgs): Promise<CommissaryData> => {
    const url = new URL(request.url);
    const language = loaderLanguage(request);
    const companyQuery = url.searchParams.get('company');
    const companyId = positive(companyQuery);
    if (!companyId) {
      // No company (or not a company's id): nothing can be loaded, and the guard says where to go.
      const target = guardCommissary({ companyQuery, commissary: null }, routeName);
      throw redirect(routeUrl(language, target ?? 'Login'));
    }
    const signIn = (): CommissaryData => ({
      status: 'sign_in',
      returnTo: url.pathname + url.search,
      email: url.searchParams.get('email'),
      phone: url.searchParams.get('phone'),
    });
    if (!hasSession()) return signIn();

    const token = url.searchParams.get('token');
    if (token) {
      try {
        await acceptCommissaryInvitation(companyId, token);
      } catch (error) {
        const code = error instanceof ApiError ? (error.codes[0] ?? 'unknown_error') : 'unknown_error';
        // The session itself ended (not the invitation's token): sign in again, keeping the link.
        if (!hasSession() && (code === 'unauthenticated' || code === 'invalid_token')) return signIn();
        return { status: 'invitation_error', code };
      }
      url.searchParams.delete('token');
      url.searchParams.delete('email');
      url.searchParams.delete('phone');
      throw redirect(url.pathname + url.search);
    }

    let verification: CommissaryVerification | null = null;
    try {
      verification = await queryClient.fetchQuery(commissaryVerificationQueryOptions(companyId));
    } catch (error) {
      // A commissary the founder replaced, opening an old link or bookmark: the page says so.
      if (error instanceof ApiError && error.codes.includes('commissary_replaced'))
        return { status: 'invitation_error', code: 'commissary_replaced' };
      showError(error);
    }
    const target = guardCommissary({ companyQuery, commissary: verification }, routeName);
    if (target) throw redirect(routeUrl(language, target));
    if (!verification) throw redirect(routeUrl(language, 'Login'));
    return { status: 'ready', companyId, verification };
  };
}
