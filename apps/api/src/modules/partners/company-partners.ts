import type { Partner, ShareSeries } from '@forja/contracts';
import { sql, type SQL } from 'drizzle-orm';
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

/** A partner as `partnerJsonSql` builds it. */
export type PartnerJson = ProfilePartnerRow & {
  shares: { id: number; series_id: number; percentage_bp: number | null }[];
  documents: {
    id: number;
    type: string;
    is_approved: boolean;
    rejection_category: string | null;
    review_note: string | null;
  }[];
  verifications: { status: string }[];
};

/** What the profile's statement reads of the company's partners (`profilePart.json`). */
type PartnersJson = {
  partners: PartnerJson[];
  share_series: Pick<ShareSeriesRow, 'id' | 'name' | 'share_class' | 'nominal_value_centavos'>[];
};

/**
 * One partner of the table alias `p` as a JSON object: the profile's columns with its shares, documents (and
 * the review note shown on a rejected one) and identity checks. Shares and documents in the order the tables
 * give them, as they always came (no order was asked); identity checks by id.
 */
export function partnerJsonSql(): SQL {
  return sql`json_build_object(
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
  )`;
}

/** The company's partners (by id) and share series (by id) as one JSON object, for the company `companyId`. */
export function capTableJsonSql(companyId: SQL): SQL {
  return sql`json_build_object(
    'partners', coalesce((
      select json_agg(${partnerJsonSql()} order by p.id)
      from ${partnersTable} p where p.company_id = ${companyId}
    ), '[]'::json),
    'share_series', coalesce((
      select json_agg(json_build_object(
        'id', ss.id, 'name', ss.name, 'share_class', ss.share_class,
        'nominal_value_centavos', ss.nominal_value_centavos
      ) order by ss.id)
      from ${shareSeries} ss where ss.company_id = ${companyId}
    ), '[]'::json)
  )`;
}

/** Partners as the API shows them, of what `partnerJsonSql` read; `viewerId` is who the links are for. */
export function partnersOfJson(
  rows: readonly PartnerJson[],
  fileLinks: FileLinks,
  now: Date,
  viewerId?: number,
): Promise<Partner[]> {
  const documents = rows.flatMap((row) =>
    row.documents.map((document) => ({ ...document, partner_id: row.id })),
  );
  const rejectionNotes = new Map<number, string>();
  for (const document of documents) {
    const note = shownRejectionNote(document.rejection_category, document.review_note);
    if (note !== null) rejectionNotes.set(document.id, note);
  }
  return toPartners(
    rows,
    {
      shares: rows.flatMap((row) => row.shares.map((share) => ({ ...share, partner_id: row.id }))),
      documents,
      verifications: rows.flatMap((row) =>
        row.verifications.map((verification) => ({ ...verification, partner_id: row.id })),
      ),
      rejectionNotes,
    },
    fileLinks,
    now,
    viewerId,
  );
}

/** The cap table (partners and share series) of what `capTableJsonSql` read (null: no company). */
export async function capTableOfJson(
  read: unknown,
  fileLinks: FileLinks,
  now: Date,
  viewerId?: number,
): Promise<{ partners: Partner[]; share_series: ShareSeries[] }> {
  const json = (read as PartnersJson | null) ?? { partners: [], share_series: [] };
  return {
    partners: await partnersOfJson(json.partners, fileLinks, now, viewerId),
    share_series: json.share_series.map((entry) => ({
      id: entry.id,
      name: entry.name,
      share_class: entry.share_class,
      nominal_value_centavos: entry.nominal_value_centavos,
    })),
  };
}

/** The partners' part of a company, as the companies module reads it (access check and profile). */
export function createCompanyPartners(deps: {
  partners: PartnersRepository;
  fileLinks: FileLinks;
}): CompanyPartners {
  const { partners } = deps;
  return {
    membershipOf: (userId, companyId) => partners.findForUserInCompany(userId, companyId),
    namesOf: async (companyId) =>
      (await partners.listByCompany(companyId)).map(({ name, first_name, last_name }) => ({
        name,
        first_name,
        last_name,
      })),

    profilePart: {
      json: capTableJsonSql,
      fields: (read, now, viewerId) => capTableOfJson(read, deps.fileLinks, now, viewerId),
    },
  };
}
