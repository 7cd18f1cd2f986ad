import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jsonFields } from '../../db/json-fields';
import {
  companies,
  companyBankReferrals,
  companyBusinessTwists,
  companyDocuments,
  companyStages,
  councilMembers,
  denominations,
  legalRepresentatives,
  partnerBanks,
} from '../../db/schema/index';
import { companyFormationJson, type CompanyFormationJson } from '../formation/company-formation';
import type { CompanyRow, DenominationRow } from './companies.repository';
import type { CompanyPartners, CompanyPaymentLists } from './company-profile-sources';
import { rejectionNoteSql } from './document-review-notes';

const DENOMINATION_COLUMNS = [
  'id',
  'name',
  'priority',
  'decision',
  'refusal_reason',
  'refusal_note',
] as const satisfies readonly (keyof DenominationRow)[];
const REPRESENTATIVE_COLUMNS = [
  'id',
  'name',
  'rfc',
  'approved',
  'manual_verification',
  'rejection_category',
  'rejection_note',
] as const satisfies readonly (keyof typeof legalRepresentatives.$inferSelect)[];

/** The company's own lists as the profile's statement reads them. */
export type CompanyProfileLists = {
  denominations: Pick<DenominationRow, (typeof DENOMINATION_COLUMNS)[number]>[];
  twists: { business_twist_id: number; name: string }[];
  documents: {
    id: number;
    type: string;
    is_approved: boolean;
    rejection_category: string | null;
    owner_category: string | null;
    /** The newest rejecting review's note on the current file (see `shownRejectionNote`). */
    review_note: string | null;
  }[];
  council: { id: number; name: string; council_role: string }[];
  legal_representatives: {
    id: number;
    name: string;
    rfc: string;
    approved: boolean;
    manual_verification: boolean;
    rejection_category: string | null;
    rejection_note: string | null;
  }[];
  stages: { name: string; completed: boolean }[];
  banking_services: { id: number; name: string; status: string }[];
};

/** Everything the company profile shows, as one statement read it. */
export type CompanyProfileRead = {
  row: CompanyRow;
  lists: CompanyProfileLists;
  formation: CompanyFormationJson;
  /** The partners module's and the payments module's JSON, for their `fields`. */
  partners: unknown;
  payments: unknown;
};

/**
 * `get-company-profile` in one round trip: the company's row with everything its profile shows — its own
 * lists, the formation, and the parts the partners and payments modules give as SQL (company-profile-sources.ts)
 * — aggregated by the database (`json_agg`), as a prepared statement. It is a read model: each table is still
 * written only by its module. Lists keep the order the separate reads gave them (stages and partners' shares
 * and documents had none, and have none).
 */
export function createCompanyProfileReader(
  db: Database,
  parts: { partners: CompanyPartners['profilePart']; payments?: CompanyPaymentLists | undefined },
) {
  // Drizzle writes a single table's columns unqualified: the correlated subqueries name the company in full.
  const companyId: SQL = sql`${sql.identifier('companies')}.${sql.identifier('id')}`;
  const lists = sql<CompanyProfileLists>`json_build_object(
    'denominations', coalesce((
      select json_agg(json_build_object(${jsonFields('n', DENOMINATION_COLUMNS)}) order by n.priority, n.id)
      from ${denominations} n where n.company_id = ${companyId}
    ), '[]'::json),
    'twists', coalesce((
      select json_agg(json_build_object('business_twist_id', w.business_twist_id, 'name', w.name) order by w.id)
      from ${companyBusinessTwists} w where w.company_id = ${companyId}
    ), '[]'::json),
    'documents', coalesce((
      select json_agg(json_build_object(
        'id', d.id, 'type', d.type, 'is_approved', d.is_approved, 'rejection_category', d.rejection_category,
        'owner_category', d.owner_category, 'review_note', ${rejectionNoteSql('company', 'd')}
      ) order by d.id)
      from ${companyDocuments} d where d.company_id = ${companyId}
    ), '[]'::json),
    'council', coalesce((
      select json_agg(json_build_object('id', m.id, 'name', m.name, 'council_role', m.council_role) order by m.id)
      from ${councilMembers} m where m.company_id = ${companyId}
    ), '[]'::json),
    'legal_representatives', coalesce((
      select json_agg(json_build_object(${jsonFields('l', REPRESENTATIVE_COLUMNS)}) order by l.id)
      from ${legalRepresentatives} l where l.company_id = ${companyId}
    ), '[]'::json),
    'stages', coalesce((
      select json_agg(json_build_object('name', g.name, 'completed', g.completed))
      from ${companyStages} g where g.company_id = ${companyId}
    ), '[]'::json),
    'banking_services', coalesce((
      select json_agg(json_build_object('id', r.id, 'name', b.name, 'status', r.status) order by r.id)
      from ${companyBankReferrals} r join ${partnerBanks} b on b.key = r.bank_key
      where r.company_id = ${companyId}
    ), '[]'::json)
  )`;
  const query = db
    .select({
      ...getTableColumns(companies),
      profile_lists: lists.as('profile_lists'),
      profile_formation: companyFormationJson(companyId).as('profile_formation'),
      profile_partners: parts.partners.json(companyId).as('profile_partners'),
      profile_payments: (parts.payments?.json(companyId) ?? sql`null`).as('profile_payments'),
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .prepare('company_profile');

  return {
    /** The company and its profile's data, or null when there is no such company. */
    async byId(id: number): Promise<CompanyProfileRead | null> {
      const [result] = await query.execute({ id });
      if (!result) return null;
      const { profile_lists, profile_formation, profile_partners, profile_payments, ...row } = result;
      return {
        row,
        lists: profile_lists,
        formation: profile_formation,
        partners: profile_partners,
        payments: profile_payments,
      };
    },
  };
}
export type CompanyProfileReader = ReturnType<typeof createCompanyProfileReader>;
