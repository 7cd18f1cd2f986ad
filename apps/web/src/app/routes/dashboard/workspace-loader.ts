import type { Company, User } from '@forja/contracts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { fetchCompany } from '../../../features/company/api/get-company-profile';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/notify';
import { loaderLanguage, requireConfirmedUser } from '../../guards';

export type WorkspaceData = { user: User; company: Company };

// The layout's loader and its page's loader run together for one navigation and get the same Request:
// they share one load, so a company the user may not open shows one toast, not two.
const loads = new WeakMap<Request, Promise<WorkspaceData>>();

async function load({
  request,
  params,
}: Pick<LoaderFunctionArgs, 'request' | 'params'>): Promise<WorkspaceData> {
  const user = await requireConfirmedUser(request);
  const language = loaderLanguage(request);
  const companyId = Number(params.company_id);
  if (!Number.isInteger(companyId) || companyId <= 0) throw redirect(routeUrl(language, 'Companies'));
  try {
    return { user, company: await fetchCompany(companyId) };
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
export function loadWorkspace(args: Pick<LoaderFunctionArgs, 'request' | 'params'>): Promise<WorkspaceData> {
  let pending = loads.get(args.request);
  if (!pending) {
    pending = load(args);
    loads.set(args.request, pending);
  }
  return pending;
}

export const workspaceLoader = ({ request, params }: LoaderFunctionArgs) =>
  loadWorkspace({ request, params });
