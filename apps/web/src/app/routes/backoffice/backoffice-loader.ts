import { redirect, type LoaderFunctionArgs } from 'react-router';
import { staffMeQueryOptions } from '../../../features/backoffice/api/staff';
import { hasSession } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { loaderLanguage } from '../../guards';

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
