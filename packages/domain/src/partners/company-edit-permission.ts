import type { Company, User } from '@forja/contracts';

/**
 * Whether the user may change the company (its data, its cap table, other partners' documents), as the API
 * decides it (decision 004): the company's owner, or a partner linked to the user whose invitation was accepted
 * and whom the owner gave the permission to edit. Anyone else who sees the company reads it only.
 */
export function canEditCompany(
  company: Pick<Company, 'user_id' | 'partners'>,
  user: Pick<User, 'id'>,
): boolean {
  if (company.user_id === user.id) return true;
  return company.partners.some(
    (partner) => partner.user_id === user.id && partner.invitation_accepted && partner.permission_to_edit,
  );
}

/**
 * Whether the user may upload or replace this partner's documents: whoever may change the company, or the
 * partner themself (linked to the user, invitation accepted).
 */
export function canEditPartnerDocuments(
  company: Pick<Company, 'user_id' | 'partners'>,
  partner: Pick<Company['partners'][number], 'user_id' | 'invitation_accepted'>,
  user: Pick<User, 'id'>,
): boolean {
  return canEditCompany(company, user) || (partner.user_id === user.id && partner.invitation_accepted);
}
