import {
  COMPANY_TIMELINE_LIMIT,
  type BackofficeOrder,
  type CompanySupportRequest,
  type CompanyTimelineItem,
} from '@forja/contracts';
import type { Database } from '../../db/database';
import type { CompanyRow } from '../companies/companies.repository';
import { listAudit } from '../audit/audit-log';
import { findCompanyMilestones } from './companies.repository';
import { findCompanyPaymentFailures } from './orders.repository';

const entry = (
  at: Date | string,
  kind: CompanyTimelineItem['kind'],
  detail: string | null = null,
  partnerName: string | null = null,
): CompanyTimelineItem => ({
  at: typeof at === 'string' ? at : at.toISOString(),
  kind,
  detail,
  partner_name: partnerName,
  audit: null,
});

/**
 * A company's history, newest first: every act of staff on it (the audit log) and the milestones of its
 * onboarding that have a date (created, orders made and paid, payments failed, partners and documents added,
 * support requests, the step it reached). At most COMPANY_TIMELINE_LIMIT entries: the audit page has the rest.
 */
export async function companyTimeline(
  db: Database,
  company: CompanyRow,
  related: { orders: BackofficeOrder[]; supportRequests: CompanySupportRequest[] },
): Promise<CompanyTimelineItem[]> {
  const [audit, milestones, failures] = await Promise.all([
    listAudit(db, { companyId: company.id, page: 1, pageSize: COMPANY_TIMELINE_LIMIT }),
    findCompanyMilestones(db, company.id),
    findCompanyPaymentFailures(db, company.id),
  ]);
  const items: CompanyTimelineItem[] = [
    ...audit.items.map((event) => ({ ...entry(event.created_at, 'audit'), audit: event })),
    entry(company.created_at, 'company_created'),
    ...related.orders.flatMap((order) => [
      entry(order.created_at, 'order_created', order.product_key),
      ...(order.completed_at ? [entry(order.completed_at, 'order_paid', order.product_key)] : []),
    ]),
    ...failures.map((failure) => entry(failure.failed_at, 'payment_failed', failure.product_key)),
    ...milestones.partners.map((partner) => entry(partner.created_at, 'partner_added', partner.name)),
    ...milestones.documents.map((document) => entry(document.created_at, 'document_uploaded', document.type)),
    ...milestones.partnerDocuments.map((document) =>
      entry(document.created_at, 'partner_document_uploaded', document.type, document.partner),
    ),
    ...related.supportRequests.map((request) =>
      entry(request.created_at, 'support_request', request.request_type),
    ),
    ...(milestones.step ? [entry(milestones.step.since, 'step_reached', milestones.step.step)] : []),
  ];
  // Newest first; at the same instant the staff's act (listed first) stays first.
  return items.sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? 1 : -1)).slice(0, COMPANY_TIMELINE_LIMIT);
}
