import { FOUNDER_UPLOADABLE_DOCUMENTS, type BackofficeOverview } from '@forja/contracts';
import { and, count, countDistinct, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { CLOSED_SUPPORT_STATUSES as CLOSED_SUPPORT_REQUEST_STATUSES } from '@forja/domain';
import type { Database } from '../../db/database';
import {
  companies,
  companyDocuments,
  denominations,
  legalRepresentatives,
  partnerDocuments,
  supportRequests,
} from '../../db/schema/index';
import { waitingForLegalName } from './legal-names.repository';
import { countOpenOrders } from './orders.repository';

/** Company documents a founder uploads for review; the rest are issued by Forja and need none. */
export const REVIEWED_COMPANY_DOCUMENTS: readonly string[] = [
  ...FOUNDER_UPLOADABLE_DOCUMENTS,
  'commissary_national_identity',
  'commissary_CSF',
];

/** Support request statuses that need nothing more from Forja (the support queue counts the others). */
export const CLOSED_SUPPORT_STATUSES = [...CLOSED_SUPPORT_REQUEST_STATUSES];

async function total(query: Promise<{ total: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.total ?? 0);
}

/** How many items wait in each queue of the back office. */
export async function backofficeOverview(db: Database): Promise<BackofficeOverview> {
  const waiting = (table: typeof companyDocuments | typeof partnerDocuments) =>
    and(eq(table.is_approved, false), isNull(table.rejection_category));
  const [companyDocs, partnerDocs, representatives, legalNames, requests, followedOrders] = await Promise.all(
    [
      total(
        db
          .select({ total: count() })
          .from(companyDocuments)
          .where(
            and(waiting(companyDocuments), inArray(companyDocuments.type, [...REVIEWED_COMPANY_DOCUMENTS])),
          ),
      ),
      total(db.select({ total: count() }).from(partnerDocuments).where(waiting(partnerDocuments))),
      total(
        db
          .select({ total: count() })
          .from(legalRepresentatives)
          .where(
            and(eq(legalRepresentatives.approved, false), isNull(legalRepresentatives.rejection_category)),
          ),
      ),
      total(
        db
          .select({ total: countDistinct(denominations.company_id) })
          .from(denominations)
          .innerJoin(companies, eq(companies.id, denominations.company_id))
          .where(waitingForLegalName(db)),
      ),
      total(
        db
          .select({ total: count() })
          .from(supportRequests)
          .where(notInArray(supportRequests.status, CLOSED_SUPPORT_STATUSES)),
      ),
      // The orders queue's open items: OXXO vouchers not paid yet and failed payments nobody followed up.
      countOpenOrders(db),
    ],
  );
  return {
    documents: companyDocs + partnerDocs,
    legal_representatives: representatives,
    legal_names: legalNames,
    support_requests: requests,
    orders: followedOrders,
  };
}
