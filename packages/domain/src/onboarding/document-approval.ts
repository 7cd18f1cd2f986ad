import type { CompanyDocument, Partner, PartnerDocumentType } from '@forja/contracts';
import { listOf } from '../shared/list';
import { isBlank } from '../shared/text';
import { isDocumentApproved } from './documents';
import { partnerMissingDocuments, type PartnerNationality } from './partner-documents';

type ApprovalPartner = Pick<Partner, 'documents' | 'civil_status' | 'is_moral_person' | 'tax_country'> & {
  nationalities: readonly PartnerNationality[];
};

/**
 * The documents a partner is asked for (partnerMissingDocuments) that Forja has not approved yet: missing,
 * waiting for review or rejected. A passport approved in place of the voter card counts for both sides.
 */
export function partnerDocumentsToApprove(partner: ApprovalPartner): PartnerDocumentType[] {
  return partnerMissingDocuments({
    ...partner,
    documents: listOf(partner.documents).filter(isDocumentApproved),
  });
}

/**
 * Every document the partner is asked for is approved: the documents vouch for the partner's data as it is,
 * so their data and shares no longer change (the cap table is locked for them).
 */
export function arePartnerDocumentsApproved(partner: ApprovalPartner): boolean {
  return partnerDocumentsToApprove(partner).length === 0;
}

/**
 * Every document of the company that Forja reviews is approved: each partner (at least one) has all of theirs
 * approved, and every uploaded company document of the reviewed types is approved (none waiting, none
 * rejected). Company documents never uploaded do not count: which of them a company needs depends on its case.
 */
export function areCompanyDocumentsApproved(
  company: { partners: readonly ApprovalPartner[]; documents: readonly CompanyDocument[] },
  reviewedCompanyTypes: readonly string[],
): boolean {
  const partners = listOf(company.partners);
  if (partners.length === 0 || !partners.every(arePartnerDocumentsApproved)) return false;
  return listOf(company.documents)
    .filter((document) => reviewedCompanyTypes.includes(document.type))
    .filter((document) => !isBlank(document.document_url))
    .every(isDocumentApproved);
}
