import { campaignQuery, E_SIGNATURE_REDIRECT_ROUTE_PREFIX } from '@forja/domain';
import { replace, type ShouldRevalidateFunctionArgs } from 'react-router';
import { routeNameOf } from '../config/paths';
import { getCampaign, setCampaign } from '../lib/campaign-store';

/** The route name campaign tracking decides by: the named route, the e-signature redirect route by its prefix. */
function campaignRouteName(pathname: string): string {
  const first = pathname.split('/')[2];
  if (first === 'redirect_sign') return E_SIGNATURE_REDIRECT_ROUTE_PREFIX;
  return routeNameOf(pathname);
}

/**
 * Campaign tracking on every navigation (spec section 2), decided by the domain's `campaignQuery`: the
 * campaign record it returns (the URL's utm values when the URL carries any, on any route, Login included) is
 * kept in the store, and the query is replaced to carry the stored values — except on Login, whose query is
 * never rewritten, and on a protected route with a partner/token/... query, which keeps it; `experience` is
 * dropped everywhere. Returns the replacing redirect when the query must change, else null.
 */
export function trackCampaign(url: URL): Response | null {
  const routeName = campaignRouteName(url.pathname);
  const urlQuery = Object.fromEntries(url.searchParams.entries());
  const result = campaignQuery(routeName, urlQuery, getCampaign());
  setCampaign(result.campaign);
  if (!result.changed) return null;
  const search = new URLSearchParams(result.query).toString();
  return replace(`${url.pathname}${search ? `?${search}` : ''}${url.hash}`);
}

/**
 * The language route's loader runs campaign tracking, so it must run on every navigation, not only when
 * the language or the query changes.
 */
export function revalidateOnEveryPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return (
    defaultShouldRevalidate ||
    currentUrl.pathname !== nextUrl.pathname ||
    currentUrl.search !== nextUrl.search
  );
}
