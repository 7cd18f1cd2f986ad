import type { Company } from '@forja/contracts';
import { resolveNextRoute, type Language } from '@forja/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { fetchProfile } from '../../../features/auth/api/session';
import {
  companyQueryKey,
  fetchCompany,
  useCompanyProfile,
} from '../../../features/company/api/get-company-profile';
import { queryClient } from '../../../lib/query-client';
import { useLanguage } from '../../../lib/use-language';
import { loadWorkspace, type WorkspaceData } from '../dashboard/workspace-loader';

/**
 * The loader of a page about one company (basic data, administration, documents, Beginning): the workspace's
 * guard — a confirmed user, then the company of the path through the company query.
 */
export const loadCompanyPage = loadWorkspace;
export type CompanyPageData = WorkspaceData;

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
