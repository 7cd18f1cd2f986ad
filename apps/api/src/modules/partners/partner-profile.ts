import type { Partner, PartnerDocumentType } from '@forja/contracts';
import { parseLanguage } from '@forja/domain';
import type { FileLinks } from '../../http/file-links';
import type { PartnerRow } from './partners.repository';

type ShareRow = { id: number; partner_id: number; series_id: number; percentage_bp: number | null };
type DocumentRow = {
  id: number;
  partner_id: number;
  type: string;
  is_approved: boolean;
  rejection_category: string | null;
};
type VerificationRow = { partner_id: number; status: string };

/** The columns of a partner the profile shows. */
export const PARTNER_PROFILE_COLUMNS = [
  'id',
  'email',
  'name',
  'first_name',
  'last_name',
  'rfc',
  'birthplace',
  'tax_country',
  'tax_id',
  'civil_status',
  'accept_terms_conditions',
  'nationalities',
  'is_moral_person',
  'user_id',
  'invitation_accepted',
  'permission_to_edit',
  'curp',
  'address',
  'language',
] as const satisfies readonly (keyof PartnerRow)[];
export type ProfilePartnerRow = Pick<PartnerRow, (typeof PARTNER_PROFILE_COLUMNS)[number]>;

/** Partners as the company profile carries them (spec section 3, "Partner"). */
export async function toPartners(
  rows: readonly ProfilePartnerRow[],
  related: {
    shares: ShareRow[];
    documents: DocumentRow[];
    verifications: VerificationRow[];
    /** Forja's note on each rejected document, by document id. */
    rejectionNotes?: ReadonlyMap<number, string>;
  },
  fileLinks: FileLinks,
  now: Date,
  /** Who the document links are handed to (named in the audit row when they open an ID image). */
  viewerId?: number,
): Promise<Partner[]> {
  return Promise.all(
    rows.map(async (row) => {
      const verifications = related.verifications.filter((v) => v.partner_id === row.id);
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        first_name: row.first_name,
        last_name: row.last_name,
        rfc: row.rfc,
        birthplace: row.birthplace,
        tax_country: row.tax_country,
        tax_id: row.tax_id,
        civil_status: row.civil_status,
        accept_terms_conditions: row.accept_terms_conditions,
        nationalities: row.nationalities.map((code, index) => ({ id: index + 1, code, name: code })),
        is_moral_person: row.is_moral_person,
        shares: related.shares
          .filter((share) => share.partner_id === row.id)
          .map((share) => ({
            id: share.id,
            share_series_id: share.series_id,
            percentage: share.percentage_bp === null ? null : share.percentage_bp / 100,
          })),
        mati_verification:
          verifications.length === 0 ? null : verifications.every((v) => v.status !== 'Pending'),
        mati_status: verifications.map((v) => ({ status: v.status })),
        documents: await Promise.all(
          related.documents
            .filter((document) => document.partner_id === row.id)
            .map(async (document) => ({
              id: document.id,
              type: document.type as PartnerDocumentType,
              document_url: await fileLinks.url({ kind: 'partner_document', id: document.id }, now, viewerId),
              is_approved: document.is_approved,
              rejection_category: document.rejection_category,
              rejection_note: related.rejectionNotes?.get(document.id) ?? null,
              owner_category: 'partner',
            })),
        ),
        user_id: row.user_id,
        invitation_accepted: row.invitation_accepted,
        permission_to_edit: row.permission_to_edit,
        curp: row.curp,
        address: row.address ? { country: 'MX' as const, ...row.address } : null,
        language: parseLanguage(row.language),
      };
    }),
  );
}
