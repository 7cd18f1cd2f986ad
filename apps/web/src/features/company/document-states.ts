import {
  COMPANY_DOCUMENT_TYPES,
  FOUNDER_UPLOADABLE_DOCUMENTS,
  type CompanyDocument,
  type CompanyDocumentType,
} from '@forja/contracts';

/** Where a company document stands, as the documents page shows it. */
export type DocumentState = 'missing' | 'uploaded' | 'approved' | 'rejected';

export type DocumentRow = {
  type: CompanyDocumentType;
  document: CompanyDocument | null;
  state: DocumentState;
  /** The founder provides it (and may replace it); the others Forja or the notary provide. */
  founderUploads: boolean;
};

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** A document's state: rejected wins, then approved, then uploaded (in review); no file is missing. */
export function documentState(document: CompanyDocument | null): DocumentState {
  if (!document) return 'missing';
  if (!blank(document.rejection_category)) return 'rejected';
  if (blank(document.document_url)) return 'missing';
  return document.is_approved ? 'approved' : 'uploaded';
}

const founderUploadable = new Set<string>(FOUNDER_UPLOADABLE_DOCUMENTS);

export function isFounderUploadable(type: CompanyDocumentType): boolean {
  return founderUploadable.has(type);
}

/**
 * What a company formed online (S.A.S.) never has: the notary's certified copy of a deed (testimonio). Its
 * articles and registration slip come from the Secretaría de Economía's system instead.
 */
const NOT_FORMED_ONLINE: readonly CompanyDocumentType[] = ['testimony'];

/**
 * Every company document type (spec section 3) with its newest document, in the catalogue's order; for a company
 * formed online (`formsOnline`, the domain's societyTypeFormsOnline), without the testimonio.
 */
export function documentRows(
  documents: readonly CompanyDocument[],
  { formsOnline = false }: { formsOnline?: boolean } = {},
): DocumentRow[] {
  const types = formsOnline
    ? COMPANY_DOCUMENT_TYPES.filter((type) => !NOT_FORMED_ONLINE.includes(type))
    : COMPANY_DOCUMENT_TYPES;
  return types.map((type) => {
    const newest =
      documents.filter((document) => document.type === type).sort((a, b) => b.id - a.id)[0] ?? null;
    return {
      type,
      document: newest,
      state: documentState(newest),
      founderUploads: isFounderUploadable(type),
    };
  });
}

/** A PDF by its declared type, or by its name when the browser declares none (the server checks the content). */
export function looksLikePdf(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type === 'application/pdf') return true;
  return file.type === '' && /\.pdf$/i.test(file.name);
}

/** A rejection category as words when no text is known for it: "illegible_scan" → "illegible scan". */
export function humanizeCategory(category: string): string {
  return category.replace(/[_-]+/g, ' ').trim();
}
