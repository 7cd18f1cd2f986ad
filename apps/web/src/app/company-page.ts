import type { Company, User } from '@forja/contracts';
import { resolveNextRoute, type Language } from '@forja/domain';
import { useCallback } from 'react';
import { redirect, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../config/paths';
import { fetchProfile } from '../features/auth/api/session';
import {
  companyQueryKey,
  fetchCompany,
  useCompanyProfile,
} from '../features/company/api/get-company-profile';
import { ApiError } from '../lib/api-client';
import { hasSession } from '../lib/auth-tokens';
import { showError } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { useLanguage } from '../lib/use-language';
import { loaderLanguage, requireConfirmedUser } from './guards';

/**
 * What every page about one company shares (the workspace under /{lang}/dashboard/{company_id}, Beginning, the
 * payment, banks, partners and administration pages): its loader and the hooks that keep the company fresh.
 */
export type CompanyPageData = { user: User; company: Company };

// The layout's loader and its page's loader run together for one navigation and get the same Request:
// they share one load, so a company the user may not open shows one toast, not two.
const loads = new WeakMap<Request, Promise<CompanyPageData>>();

async function load({
  request,
  params,
}: Pick<LoaderFunctionArgs, 'request' | 'params'>): Promise<CompanyPageData> {
  const companyId = Number(params.company_id);
  const validId = Number.isInteger(companyId) && companyId > 0;
  // Asked for beside the user, not after: one round trip less before every company page shows. Its answer waits
  // for the user's checks below (a visitor without a session asks for nothing).
  const company = validId && hasSession() ? fetchCompany(companyId) : null;
  void company?.catch(() => undefined);
  const user = await requireConfirmedUser(request);
  const language = loaderLanguage(request);
  if (!validId) throw redirect(routeUrl(language, 'Companies'));
  try {
    return { user, company: await (company ?? fetchCompany(companyId)) };
  } catch (error) {
    // A 401 already ended the session: the API client sends the app to Login. Anything else, such as
    // 403 user_not_belong_to_company, is told in a toast and the user picks a company again.
    if (!(error instanceof ApiError && error.status === 401)) showError(error);
    throw redirect(routeUrl(language, 'Companies'));
  }
}

/**
 * The guard of every page under /{lang}/dashboard/{company_id}: a confirmed user (requireConfirmedUser), then
 * the company of the path, through the company query (5 s cache).
 */
export function loadCompanyPage(
  args: Pick<LoaderFunctionArgs, 'request' | 'params'>,
): Promise<CompanyPageData> {
  let pending = loads.get(args.request);
  if (!pending) {
    pending = load(args);
    loads.set(args.request, pending);
  }
  return pending;
}

export const companyPageLoader = ({ request, params }: LoaderFunctionArgs) =>
  loadCompanyPage({ request, params });

/** The company as the query holds it now (fresh after an invalidation), the loader's copy until then. */
export function useCompany(initial: Company): Company {
  return useCompanyProfile(initial.id, initial) ?? initial;
}

/** Refreshes the company after a change on the page. */
export function useRefreshCompany(companyId: number) {
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: companyQueryKey(companyId) }),
    [companyId],
  );
}

/** After the basic data is saved: refresh the company and go where the onboarding order says (resolveNextRoute). */
export function useContinueOnboarding(companyId: number) {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: companyQueryKey(companyId) });
    const [user, company] = await Promise.all([fetchProfile(true), fetchCompany(companyId, true)]);
    await navigate(routeUrl(language, resolveNextRoute({ user, company, companyIdInPath: companyId })));
  }, [companyId, language, navigate]);
}

/** The Beginning pages (spec section 2, "Beginning, under /beginning/{company_id}"), not in the named paths. */
export function beginningUrl(language: Language, companyId: number, step?: 'select_activities'): string {
  return `/${language}/beginning/${companyId}${step ? `/${step}` : ''}`;
}
