import { FOUNDER_UPLOADABLE_DOCUMENTS, type BackofficeOverview } from '@forja/contracts';
import { and, count, countDistinct, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  companies,
  companyDocuments,
  denominations,
  legalRepresentatives,
  orders,
  partnerDocuments,
  supportRequests,
} from '../../db/schema/index';

/** Company documents a founder uploads for review; the rest are issued by Forja and need none. */
export const REVIEWED_COMPANY_DOCUMENTS: readonly string[] = [
  ...FOUNDER_UPLOADABLE_DOCUMENTS,
  'commissary_national_identity',
  'commissary_CSF',
];

/** Support request statuses that need nothing more from Forja. */
export const CLOSED_SUPPORT_STATUSES = ['Resuelto', 'Finalizado', 'Completo'];

/** Order statuses an operator follows up: an OXXO voucher not paid yet (a failed one goes back to checkout). */
export const FOLLOWED_ORDER_STATUSES = ['pending'];

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
          .where(and(isNull(denominations.decision), eq(companies.name_authorization, false))),
      ),
      total(
        db
          .select({ total: count() })
          .from(supportRequests)
          .where(notInArray(supportRequests.status, CLOSED_SUPPORT_STATUSES)),
      ),
      total(
        db.select({ total: count() }).from(orders).where(inArray(orders.status, FOLLOWED_ORDER_STATUSES)),
      ),
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
