import {
  COMPANY_DOCUMENT_TYPES,
  FOUNDER_UPLOADABLE_DOCUMENTS,
  type Company,
  type CompanyDocument,
  type CompanyDocumentType,
} from '@forja/contracts';
import { efirmaByForja, societyTypeFormsOnline, societyTypeNeedsCommissary } from '@forja/domain';

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
 * The company a documents list is for: its society type, whether Forja is its legal representative, whether
 * the founder declined the bank referral (absent: not declined), its appointments (absent: none booked), and
 * whether its legal name is authorised or the founder brings an authorisation (absent: neither).
 */
export type DocumentsCompany = Pick<Company, 'company_type' | 'legal_representation'> &
  Partial<Pick<Company, 'not_interested_banks' | 'formation' | 'name_authorization'>>;

/**
 * Whether Forja provides a document the founder otherwise uploads: the legal name's authorisation, which Forja
 * obtains from the Secretaría de Economía unless the founder brings one (name_authorization); and with Forja as
 * legal representative, the representative's address and RFC (those of Forja's apoderado) and the SAT
 * appointment's receipt while Forja gets the e.firma itself (efirmaByForja: no appointment the founder booked).
 */
function providedByForja(type: CompanyDocumentType, company: DocumentsCompany): boolean {
  if (type === 'legal_name_authorization') return company.name_authorization === false;
  if (company.legal_representation !== true) return false;
  if (type === 'legal_representative_address_rfc') return true;
  if (type === 'acuse_cita_sat')
    return efirmaByForja({
      legal_representation: company.legal_representation,
      formation: { appointments: company.formation?.appointments ?? [] },
    });
  return false;
}

/**
 * Whether a document type will ever exist for a company, by the domain's rules: the commissary's identity and
 * tax certificate only where the society type needs a commissary (societyTypeNeedsCommissary: S.A., S.A.P.I.);
 * the mandate contract only when Forja is the legal representative (legal_representation); the notary's
 * certified copy (testimonio) only for a type formed before a notary (societyTypeFormsOnline: not an S.A.S.,
 * whose articles and registration slip come from the Secretaría de Economía's system); the bank account's
 * contract only when the founder did not decline the bank referral (not_interested_banks). The others every
 * company has.
 */
export function documentExpected(type: CompanyDocumentType, company: DocumentsCompany): boolean {
  switch (type) {
    case 'commissary_national_identity':
    case 'commissary_CSF':
      return societyTypeNeedsCommissary(company.company_type);
    case 'mandate_contract':
      return company.legal_representation === true;
    case 'testimony':
      return !societyTypeFormsOnline(company.company_type);
    case 'bank_account_contract':
      return company.not_interested_banks !== true;
    default:
      return true;
  }
}

/**
 * Every company document type (spec section 3) with its newest document, in the catalogue's order. Given the
 * company, only the types it will have (documentExpected), and any type it already has a document of.
 */
export function documentRows(
  documents: readonly CompanyDocument[],
  company?: DocumentsCompany,
): DocumentRow[] {
  return COMPANY_DOCUMENT_TYPES.flatMap((type) => {
    const newest =
      documents.filter((document) => document.type === type).sort((a, b) => b.id - a.id)[0] ?? null;
    if (company && !newest && !documentExpected(type, company)) return [];
    return [
      {
        type,
        document: newest,
        state: documentState(newest),
        founderUploads: isFounderUploadable(type) && !(company && providedByForja(type, company)),
      },
    ];
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
