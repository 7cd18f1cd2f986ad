import { isBlank } from '../shared/text';
import type { RouteTarget } from './route-names';

export type InvitedQuery = {
  partner?: string | null;
  company?: string | null;
};

/** The invited-partner guard (spec section 2): without both the partner and company query values, go to Login. */
export function guardInvited(query: InvitedQuery | null | undefined): RouteTarget<'Login'> | null {
  return isBlank(query?.partner) || isBlank(query?.company) ? { name: 'Login', params: {} } : null;
}
