import {
  ID_IMAGE_DOCUMENTS,
  type Partner,
  type PartnerDocument,
  type PartnerDocumentType,
} from '@forja/contracts';
import {
  LEGAL_ENTITY_DOCUMENT_TYPES,
  SPOUSE_DOCUMENT_TYPES,
  isDocumentApproved,
  isDocumentUploaded,
  partnerMissingDocuments,
} from '@forja/domain';
import { uploadLimit } from '../../lib/upload-limit';

/** Where a partner's document stands, as the pages show it. */
export type PartnerDocumentState = 'missing' | 'uploaded' | 'approved' | 'rejected';

export type PartnerDocumentRow = {
  type: PartnerDocumentType;
  /** The newest document of the type, or null. */
  document: PartnerDocument | null;
  state: PartnerDocumentState;
  /** Still needed (the domain's partnerMissingDocuments lists it). */
  needed: boolean;
  /** Not needed and not uploaded: the passport (instead of the voter card), or the voter card after a passport. */
  optional: boolean;
};

type DocumentsPartner = Pick<
  Partner,
  'documents' | 'civil_status' | 'is_moral_person' | 'tax_country' | 'nationalities'
>;

/** A document's state: rejected wins, then approved, then uploaded (in review); no file is missing. */
export function partnerDocumentState(document: PartnerDocument | null): PartnerDocumentState {
  if (!document) return 'missing';
  if ((document.rejection_category ?? '').trim() !== '') return 'rejected';
  if (isDocumentApproved(document)) return 'approved';
  return isDocumentUploaded(document) ? 'uploaded' : 'missing';
}

/** Every document the partner is asked for, uploaded or not: the domain's list for a partner with none. */
export function requiredPartnerDocuments(partner: DocumentsPartner): PartnerDocumentType[] {
  return partnerMissingDocuments({ ...partner, documents: [] });
}

/**
 * The partner's document rows in the order the domain asks for them, with the passport offered right after
 * the voter card (either identifies a partner).
 */
export function partnerDocumentRows(partner: DocumentsPartner): PartnerDocumentRow[] {
  const required = requiredPartnerDocuments(partner);
  const missing = new Set(partnerMissingDocuments(partner));
  const types: PartnerDocumentType[] = [];
  for (const type of required) {
    types.push(type);
    if (type === 'national_identity_back') types.push('passport');
  }
  const rows = types.map((type) => {
    const document =
      partner.documents.filter((candidate) => candidate.type === type).sort((a, b) => b.id - a.id)[0] ?? null;
    const state = partnerDocumentState(document);
    const needed = missing.has(type);
    return { type, document, state, needed, optional: !needed && state === 'missing' };
  });
  // With both sides of the voter card in, the passport is no longer worth offering.
  const voterCardIn =
    rows.some(
      (row) => row.type === 'national_identity' && row.state !== 'missing' && row.state !== 'rejected',
    ) &&
    rows.some(
      (row) => row.type === 'national_identity_back' && row.state !== 'missing' && row.state !== 'rejected',
    );
  return rows.filter((row) => !(row.type === 'passport' && row.optional && voterCardIn));
}

/** The documents each step of the partner flows asks for. */
export const STEP_DOCUMENTS = {
  verification: ['national_identity', 'national_identity_back', 'passport'],
  address: ['address', 'CFI'],
  civil_status: [...SPOUSE_DOCUMENT_TYPES, ...LEGAL_ENTITY_DOCUMENT_TYPES],
} as const satisfies Record<string, readonly PartnerDocumentType[]>;

/** The rows of one step's documents. */
export function stepDocumentRows(
  partner: DocumentsPartner,
  types: readonly PartnerDocumentType[],
): PartnerDocumentRow[] {
  return partnerDocumentRows(partner).filter((row) => types.includes(row.type));
}

/** Whether the step's documents are all in (none of them still missing for the domain). */
export function stepDocumentsComplete(
  partner: DocumentsPartner,
  types: readonly PartnerDocumentType[],
): boolean {
  return partnerMissingDocuments(partner).every((type) => !types.includes(type));
}

const ID_IMAGES = new Set<string>(ID_IMAGE_DOCUMENTS);

/** An identity document, which may be a photo as well as a PDF. */
export function isIdImage(type: PartnerDocumentType): boolean {
  return ID_IMAGES.has(type);
}

/** ID images may be photos (JPEG, PNG) or PDF; every other document is a PDF. */
export function acceptedTypes(type: PartnerDocumentType): string {
  return ID_IMAGES.has(type)
    ? 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf'
    : 'application/pdf,.pdf';
}

/**
 * A quick answer in the browser, by declared type or name (the server decides by the file's content):
 * 'format' when the kind of file is wrong, 'size' when it is too big, null when it may be sent.
 */
export function fileProblem(type: PartnerDocumentType, file: Pick<File, 'type' | 'name' | 'size'>) {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  const image =
    ['image/jpeg', 'image/png'].includes(file.type) ||
    (file.type === '' && /\.(jpe?g|png)$/i.test(file.name));
  if (!(pdf || (ID_IMAGES.has(type) && image))) return 'format' as const;
  if (file.size > uploadLimit().bytes) return 'size' as const;
  return null;
}

/** A rejection category as words when no text is known for it: "illegible_scan" → "illegible scan". */
export function humanizeCategory(category: string): string {
  return category.replace(/[_-]+/g, ' ').trim();
}
