import type { User, UserCompany } from '@forja/contracts';
import { listOf } from '../shared/list';

/**
 * The companies a user can open, as the Companies page lists them (spec section 6): the companies the user
 * created, then the companies where the user is a partner and accepted the invitation, leaving out those the
 * user owns (already listed). Each company once.
 */
export function listUserCompanies(
  user: Pick<User, 'id' | 'companies' | 'company_as_a_partner'>,
): UserCompany[] {
  const seen = new Set<number>();
  const result: UserCompany[] = [];
  const add = (company: UserCompany) => {
    if (seen.has(company.id)) return;
    seen.add(company.id);
    result.push(company);
  };
  listOf(user.companies).forEach(add);
  listOf(user.company_as_a_partner)
    .filter((entry) => entry.invitation_accepted === true && entry.user_id !== user.id)
    .forEach(({ invitation_accepted: _accepted, ...company }) => add(company));
  return result;
}
