import { sql } from 'drizzle-orm';
import { jsonFields } from '../../db/json-fields';
import {
  identityVerifications,
  partnerDocuments,
  partnerShares,
  partners as partnersTable,
  shareSeries,
} from '../../db/schema/index';
import type { FileLinks } from '../../http/file-links';
import { rejectionNoteSql, shownRejectionNote } from '../companies/document-review-notes';
import type { CompanyPartners } from '../companies/company-profile-sources';
import { PARTNER_PROFILE_COLUMNS, toPartners, type ProfilePartnerRow } from './partner-profile';
import type { PartnersRepository, ShareSeriesRow } from './partners.repository';

/** What the profile's statement reads of the company's partners (`profilePart.json`). */
type PartnersJson = {
  partners: (ProfilePartnerRow & {
    shares: { id: number; series_id: number; percentage_bp: number | null }[];
    documents: {
      id: number;
      type: string;
      is_approved: boolean;
      rejection_category: string | null;
      review_note: string | null;
    }[];
    verifications: { status: string }[];
  })[];
  share_series: Pick<ShareSeriesRow, 'id' | 'name' | 'share_class' | 'nominal_value_centavos'>[];
};

/** The partners' part of a company, as the companies module reads it (access check and profile). */
export function createCompanyPartners(deps: {
  partners: PartnersRepository;
  fileLinks: FileLinks;
}): CompanyPartners {
  const { partners } = deps;
  return {
    membershipOf: (userId, companyId) => partners.findForUserInCompany(userId, companyId),

    profilePart: {
      // Shares and documents in the order the tables give them, as they always came (no order was asked);
      // partners, identity checks and series by id.
      json: (companyId) => sql`json_build_object(
        'partners', coalesce((
          select json_agg(json_build_object(
            ${jsonFields('p', PARTNER_PROFILE_COLUMNS)},
            'shares', coalesce((
              select json_agg(json_build_object('id', s.id, 'series_id', s.series_id, 'percentage_bp', s.percentage_bp))
              from ${partnerShares} s where s.partner_id = p.id
            ), '[]'::json),
            'documents', coalesce((
              select json_agg(json_build_object(
                'id', d.id, 'type', d.type, 'is_approved', d.is_approved,
                'rejection_category', d.rejection_category, 'review_note', ${rejectionNoteSql('partner', 'd')}
              ))
              from ${partnerDocuments} d where d.partner_id = p.id
            ), '[]'::json),
            'verifications', coalesce((
              select json_agg(json_build_object('status', v.status) order by v.id)
              from ${identityVerifications} v where v.partner_id = p.id
            ), '[]'::json)
          ) order by p.id)
          from ${partnersTable} p where p.company_id = ${companyId}
        ), '[]'::json),
        'share_series', coalesce((
          select json_agg(json_build_object(
            'id', ss.id, 'name', ss.name, 'share_class', ss.share_class,
            'nominal_value_centavos', ss.nominal_value_centavos
          ) order by ss.id)
          from ${shareSeries} ss where ss.company_id = ${companyId}
        ), '[]'::json)
      )`,

      async fields(read, now, viewerId) {
        const json = (read as PartnersJson | null) ?? { partners: [], share_series: [] };
        const rows = json.partners;
        const documents = rows.flatMap((row) =>
          row.documents.map((document) => ({ ...document, partner_id: row.id })),
        );
        const rejectionNotes = new Map<number, string>();
        for (const document of documents) {
          const note = shownRejectionNote(document.rejection_category, document.review_note);
          if (note !== null) rejectionNotes.set(document.id, note);
        }
        return {
          partners: await toPartners(
            rows,
            {
              shares: rows.flatMap((row) => row.shares.map((share) => ({ ...share, partner_id: row.id }))),
              documents,
              verifications: rows.flatMap((row) =>
                row.verifications.map((verification) => ({ ...verification, partner_id: row.id })),
              ),
              rejectionNotes,
            },
            deps.fileLinks,
            now,
            viewerId,
          ),
          share_series: json.share_series.map((entry) => ({
            id: entry.id,
            name: entry.name,
            share_class: entry.share_class,
            nominal_value_centavos: entry.nominal_value_centavos,
          })),
        };
      },
    },
  };
}
