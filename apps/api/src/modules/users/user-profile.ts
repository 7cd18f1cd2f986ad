import type { User } from '@forja/contracts/user/user';
import { analyticsDistinctId } from '@forja/domain';
import type { UserRow } from './users.repository';

/**
 * The User of spec section 3 as the profile call carries it. Companies join in with the companies module.
 * `code`, the user's public code, is the id zero-padded to at least 5 characters, the identifier spec 9 gives
 * a user (it is derived, so it is not stored twice).
 */
export function toUserProfile(
  user: UserRow,
  lists: Pick<User, 'companies' | 'company_as_a_partner'> = { companies: [], company_as_a_partner: [] },
): User {
  const fullName = [user.first_names, user.last_names].filter(Boolean).join(' ');
  return {
    id: user.id,
    code: analyticsDistinctId(user.id),
    sidebar_retract: user.sidebar_retract,
    name: user.first_names || null,
    first_names: user.first_names || null,
    last_names: user.last_names || null,
    full_name: fullName || null,
    email: user.email,
    is_confirmed: user.is_confirmed,
    phone: user.phone,
    phone_country_code: user.phone_country_code,
    phone_alpha_code: user.phone_alpha_code,
    country_iso_code: user.country_iso_code,
    pm_last_four: user.pm_last_four,
    nationality: null,
    nationality_id: user.nationality_id,
    notary_id: user.notary_id,
    companies: lists.companies,
    company_as_a_partner: lists.company_as_a_partner,
  };
}
