import type { Partner, PartnerDocumentType } from '@forja/contracts';
import { isBlank, textKey } from '../shared/text';
import { hasUploadedDocument } from './documents';
import { partnerCivilStatus, SPOUSE_DOCUMENT_TYPES } from './partner-civil-status';

/** What a legal-entity partner uploads besides a person's documents (spec section 3). */
export const LEGAL_ENTITY_DOCUMENT_TYPES = [
  'articles_of_incorporation',
  'legal_representative_proof',
  'fiscal_identity',
] as const;

const MEXICO = ['mx', 'mex', 'mexico'];

/** A nationality as the profile carries it ({ code: 'MX', … }) or as it is stored ('MX'). */
export type PartnerNationality = string | { code: string };

type DocumentsPartner = Pick<Partner, 'documents' | 'civil_status' | 'is_moral_person' | 'tax_country'> & {
  nationalities: readonly PartnerNationality[];
};

/**
 * Whether the partner identifies with a passport only: they have nationalities and none is Mexican, so the
 * INE (a Mexican voter card) is not theirs to give. A partner with no nationality recorded yet is asked as a
 * Mexican is (the voter card, or a passport instead).
 */
export function identifiesByPassport(partner: Pick<DocumentsPartner, 'nationalities'>): boolean {
  const codes = (partner.nationalities ?? []).map((nationality) =>
    textKey(typeof nationality === 'string' ? nationality : nationality.code),
  );
  return codes.length > 0 && !codes.some((code) => MEXICO.includes(code));
}

/**
 * The document types a partner still has to upload, in the order the page asks for them:
 * identity (a Mexican's voter card front and back, or a passport instead; the passport for a partner without
 * Mexican nationality), proof of address, the tax-status certificate (CFI,
 * unless the partner is a tax resident of another country), the spouse's documents when married, and for a
 * legal entity its deed, its representative's power and its RFC. A rejected document counts as missing.
 */
export function partnerMissingDocuments(partner: DocumentsPartner): PartnerDocumentType[] {
  const has = (type: PartnerDocumentType) => hasUploadedDocument(partner.documents, type);
  const missing: PartnerDocumentType[] = [];
  if (identifiesByPassport(partner)) {
    if (!has('passport')) missing.push('passport');
  } else if (!has('passport')) {
    if (!has('national_identity')) missing.push('national_identity');
    if (!has('national_identity_back')) missing.push('national_identity_back');
  }
  if (!has('address')) missing.push('address');
  const foreignTaxResident = !isBlank(partner.tax_country) && !MEXICO.includes(textKey(partner.tax_country));
  if (!foreignTaxResident && !has('CFI')) missing.push('CFI');
  const civil = partnerCivilStatus(partner);
  if (partner.is_moral_person) {
    missing.push(...LEGAL_ENTITY_DOCUMENT_TYPES.filter((type) => !has(type)));
  } else if (civil.married) {
    missing.push(...SPOUSE_DOCUMENT_TYPES.filter((type) => !has(type)));
  }
  return missing;
}
