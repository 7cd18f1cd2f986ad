import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { staffMeQueryOptions } from '../../../features/backoffice/api/staff';
import { hasSession } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { loaderLanguage } from '../../guards';
import { BackofficeAuditPage } from './backoffice-audit';
import { BackofficeHomePage } from './backoffice-home';
import { BackofficeLayout } from './backoffice-layout';
import { BackofficeStaffPage } from './backoffice-staff';

/**
 * Staff only: anyone else is sent where an unknown path goes (the language's root), so the back office
 * gives no hint that it exists. The staff member is read fresh on entry.
 */
export async function backofficeLoader({ request }: LoaderFunctionArgs) {
  const root = `/${loaderLanguage(request)}`;
  if (!hasSession()) throw redirect(root);
  const me = await queryClient.fetchQuery({ ...staffMeQueryOptions(), staleTime: 0 }).catch(() => null);
  if (!me) throw redirect(root);
  return { me };
}

/** The back office's pages under /{lang}/backoffice. Each queue adds its pages here (and in navigation.ts). */
export const backofficeChildren: RouteObject[] = [
  { index: true, element: <BackofficeHomePage /> },
  { path: 'audit', element: <BackofficeAuditPage /> },
  { path: 'staff', element: <BackofficeStaffPage /> },
];

export const backofficeRoute: RouteObject = {
  id: 'backoffice',
  path: 'backoffice',
  loader: backofficeLoader,
  element: <BackofficeLayout />,
  children: backofficeChildren,
};
