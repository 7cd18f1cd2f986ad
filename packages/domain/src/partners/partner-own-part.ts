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

/** The parts of the partner flow a partner may still have to do, in the flow's order. */
export type PartnerOwnPart = 'data' | 'address' | 'identity' | 'civil_status' | 'documents';

/**
 * What is left of a partner's own part of the partner flow (/invited or /isPartner), in the flow's order: their
 * data (an RFC, or a foreigner's tax id, with the terms accepted), their address, their identity check (sent
 * and not failed), their civil status (a person's), and any document still missing or rejected
 * (partnerMissingDocuments, the rule of the documents' cards).
 */
export function partnerOwnPartLeft(partner: OwnPartPartner): PartnerOwnPart[] {
  const left: PartnerOwnPart[] = [];
  if (!partner.accept_terms_conditions || (isBlank(partner.rfc) && isBlank(partner.tax_id)))
    left.push('data');
  if (partner.address === null) left.push('address');
  if (partner.mati_status.length === 0 || partnerIdentityFailed(partner)) left.push('identity');
  if (partnerCivilStatus(partner).pending) left.push('civil_status');
  if (partnerMissingDocuments(partner).length > 0) left.push('documents');
  return left;
}

/** Whether a partner has done their own part of the partner flow: nothing is left (partnerOwnPartLeft). */
export function isPartnerOwnPartComplete(partner: OwnPartPartner): boolean {
  return partnerOwnPartLeft(partner).length === 0;
}
