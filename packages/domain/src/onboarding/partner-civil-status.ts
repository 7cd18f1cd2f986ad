import type { Partner } from '@forja/contracts';
import { isBlank, textKey } from '../shared/text';
import { hasUploadedDocument } from './documents';

/** The civil status that asks for the spouse's documents. */
export const MARRIED_CIVIL_STATUS = 'casado';
/** What a married partner must upload (spec section 4). */
export const SPOUSE_DOCUMENT_TYPES = ['id_spouse', 'id_spouse_back', 'marriage_certificate'] as const;

export type PartnerCivilStatus = {
  /** A civil status was given (non-blank). */
  set: boolean;
  /** The civil status is 'casado' (any case). */
  married: boolean;
  /** The spouse's id (front and back) and the marriage certificate are uploaded and none is rejected. */
  spouseDocumentsComplete: boolean;
  /** Still to be done: not set, or married without the spouse's documents. Never for a legal entity. */
  pending: boolean;
};

type CivilStatusPartner = Pick<Partner, 'civil_status' | 'documents' | 'is_moral_person'>;

/** A partner's civil-status state (spec section 4). */
export function partnerCivilStatus(partner: CivilStatusPartner): PartnerCivilStatus {
  const set = !isBlank(partner.civil_status);
  const married = textKey(partner.civil_status) === MARRIED_CIVIL_STATUS;
  const spouseDocumentsComplete = SPOUSE_DOCUMENT_TYPES.every((type) =>
    hasUploadedDocument(partner.documents, type),
  );
  const pending = partner.is_moral_person !== true && (!set || (married && !spouseDocumentsComplete));
  return { set, married, spouseDocumentsComplete, pending };
}
