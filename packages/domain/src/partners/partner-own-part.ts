import type { Partner } from '@forja/contracts';
import { isBlank } from '../shared/text';
import { partnerCivilStatus } from '../onboarding/partner-civil-status';
import { partnerIdentityFailed } from '../onboarding/partner-identity';
import { partnerMissingDocuments } from '../onboarding/partner-documents';

type OwnPartPartner = Pick<
  Partner,
  | 'rfc'
  | 'tax_id'
  | 'accept_terms_conditions'
  | 'address'
  | 'civil_status'
  | 'documents'
  | 'is_moral_person'
  | 'tax_country'
  | 'mati_status'
  | 'nationalities'
>;

/**
 * Whether a partner has done their own part of the partner flow (/invited or /isPartner): their data (an RFC,
 * or a foreigner's tax id, with the terms accepted), their address, their identity check sent and not failed,
 * their civil status (a person's; married: the spouse's documents), and no document missing
 * (partnerMissingDocuments, the rule of the documents' cards). Nothing is left to ask them.
 */
export function isPartnerOwnPartComplete(partner: OwnPartPartner): boolean {
  const data = partner.accept_terms_conditions && !(isBlank(partner.rfc) && isBlank(partner.tax_id));
  const identity = partner.mati_status.length > 0 && !partnerIdentityFailed(partner);
  return (
    data &&
    partner.address !== null &&
    identity &&
    !partnerCivilStatus(partner).pending &&
    partnerMissingDocuments(partner).length === 0
  );
}
