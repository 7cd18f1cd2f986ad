import type { BackofficeOrder, OrderFollowUp, OrderQueueFilter } from '@forja/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  bills,
  companies,
  companyNotes,
  orderItems,
  orders,
  paymentEvents,
  payments,
} from '../../db/schema/index';
import { findNotes } from '../companies/company-notes.repository';

/**
 * The provider event (payment_events.type) of an OXXO voucher that expired unpaid, which sends the order back
 * to checkout: the sandbox and Stripe both name it so. Only events that were applied count.
 */
export const FAILED_PAYMENT_EVENT_TYPES = ['checkout.session.async_payment_failed'];

/**
 * Follow-ups the orders queue counts as open (the home page's count): a voucher waiting, a failure nobody followed
 * up, a paid order whose CFDI could not be issued.
 */
export const OPEN_ORDER_FOLLOW_UPS: OrderFollowUp[] = ['oxxo_pending', 'payment_failed', 'cfdi_failed'];

/** The order's reference as the provider echoes it in its events (see payment-webhooks.service). */
const orderReference = sql`'order_' || ${orders.id}`;

/**
 * The last applied failure of each order: the provider's event id and when it happened. Events carry our
 * reference (`order_12`), not the order's id.
 */
function lastFailures(db: Database) {
  return db
    .selectDistinctOn([paymentEvents.reference], {
      reference: paymentEvents.reference,
      event_id: paymentEvents.event_id,
      failed_at: paymentEvents.occurred_at,
    })
    .from(paymentEvents)
    .where(and(inArray(paymentEvents.type, FAILED_PAYMENT_EVENT_TYPES), eq(paymentEvents.outcome, 'applied')))
    .orderBy(paymentEvents.reference, desc(paymentEvents.occurred_at), desc(paymentEvents.id))
    .as('last_failures');
}

/** The columns of an order's view, and its follow-up and queue time worked out in SQL. */
function orderView(db: Database) {
  const failure = lastFailures(db);
  const followedUp = sql`exists (select 1 from ${companyNotes} where ${companyNotes.order_id} = ${orders.id} and ${companyNotes.created_at} >= ${failure.failed_at})`;
  // A CFDI that could not be issued counts as followed up once a note is written after its bill.
  const cfdiFollowedUp = sql`exists (select 1 from ${companyNotes} where ${companyNotes.order_id} = ${orders.id} and ${companyNotes.created_at} >= ${bills.issued_at})`;
  const followUp = sql<OrderFollowUp | null>`case
    when ${orders.status} = 'pending' then 'oxxo_pending'
    when ${orders.status} = 'awaiting_checkout' and ${failure.failed_at} is not null then
      case when ${followedUp} then 'followed_up' else 'payment_failed' end
    when ${orders.status} = 'complete' and ${bills.cfdi_status} = 'failed' then
      case when ${cfdiFollowedUp} then 'followed_up' else 'cfdi_failed' end
    else null end`;
  const since = sql<Date>`case
    when ${orders.status} = 'awaiting_checkout' and ${failure.failed_at} is not null then ${failure.failed_at}
    when ${orders.status} = 'complete' and ${bills.cfdi_status} = 'failed' then ${bills.issued_at}
    else ${orders.updated_at} end`;
  const query = (where: SQL | undefined) =>
    db
      .select({
        order: orders,
        company_friendly_id: companies.friendly_id,
        company_name: companies.name,
        failure_event_id: failure.event_id,
        failed_at: failure.failed_at,
        provider_payment_id: payments.provider_payment_id,
        cfdi_error: bills.cfdi_error,
        follow_up: followUp,
        since: sql<Date>`${since}`.mapWith(orders.updated_at),
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.company_id))
      .leftJoin(failure, eq(failure.reference, orderReference))
      .leftJoin(payments, eq(payments.order_id, orders.id))
      .leftJoin(bills, eq(bills.order_id, orders.id))
      .where(where);
  const counted = (where: SQL | undefined) =>
    db
      .select({ total: count() })
      .from(orders)
      .leftJoin(failure, eq(failure.reference, orderReference))
      .leftJoin(bills, eq(bills.order_id, orders.id))
      .where(where);
  return { followUp, since, query, counted };
}

type OrderViewRow = Awaited<ReturnType<ReturnType<typeof orderView>['query']>>[number];

function followUpCondition(view: ReturnType<typeof orderView>, filter: OrderQueueFilter): SQL {
  const wanted = filter === 'open' ? OPEN_ORDER_FOLLOW_UPS : [filter];
  return inArray(view.followUp, wanted);
}

/** Adds what each order buys and the notes written on it. */
async function withDetails(db: Database, rows: OrderViewRow[]): Promise<BackofficeOrder[]> {
  const ids = rows.map((row) => row.order.id);
  if (ids.length === 0) return [];
  const [items, notes] = await Promise.all([
    db
      .select({ order_id: orderItems.order_id, name: orderItems.name })
      .from(orderItems)
      .where(inArray(orderItems.order_id, ids))
      .orderBy(asc(orderItems.id)),
    findNotes(db, inArray(companyNotes.order_id, ids)),
  ]);
  return rows.map((row) => {
    const { order } = row;
    return {
      id: order.id,
      company: { id: order.company_id, friendly_id: row.company_friendly_id, name: row.company_name },
      status: order.status,
      follow_up: row.follow_up,
      product_key: order.product_key,
      items: items.filter((item) => item.order_id === order.id).map((item) => item.name),
      total_centavos: order.total_centavos,
      currency: order.currency,
      provider: order.provider,
      payment_method: order.payment_method,
      provider_session_id: order.provider_session_id,
      oxxo_number: order.oxxo_number,
      oxxo_expires_at: order.oxxo_expires_at?.toISOString() ?? null,
      failure:
        row.failure_event_id && row.failed_at
          ? { provider_event_id: row.failure_event_id, failed_at: row.failed_at.toISOString() }
          : null,
      provider_payment_id: row.provider_payment_id,
      cfdi_error: row.cfdi_error,
      since: row.since.toISOString(),
      created_at: order.created_at.toISOString(),
      completed_at: order.completed_at?.toISOString() ?? null,
      // Oldest first, like a thread.
      notes: notes.filter((note) => note.order_id === order.id).reverse(),
    };
  });
}

export type OrderQueueQuery = {
  filter: OrderQueueFilter;
  companyId?: number | undefined;
  page: number;
  pageSize: number;
};

/** The orders queue: pending vouchers and failed payments, oldest in the queue first. */
export async function listOrderQueue(
  db: Database,
  query: OrderQueueQuery,
): Promise<{ items: BackofficeOrder[]; total: number }> {
  const view = orderView(db);
  const where = and(
    followUpCondition(view, query.filter),
    query.companyId ? eq(orders.company_id, query.companyId) : undefined,
  );
  const [totalRow] = await view.counted(where);
  const rows = await view
    .query(where)
    .orderBy(asc(view.since), asc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { total: Number(totalRow?.total ?? 0), items: await withDetails(db, rows) };
}

/** How many orders wait in the queue by default: the home page's count. */
export async function countOpenOrders(db: Database): Promise<number> {
  const view = orderView(db);
  const [row] = await view.counted(followUpCondition(view, 'open'));
  return Number(row?.total ?? 0);
}

/** Every order of a company, newest first. */
export async function findCompanyOrders(db: Database, companyId: number): Promise<BackofficeOrder[]> {
  const view = orderView(db);
  const rows = await view
    .query(eq(orders.company_id, companyId))
    .orderBy(desc(orders.created_at), desc(orders.id));
  return withDetails(db, rows);
}

/** One order as the back office sees it, or null. */
export async function findOrder(db: Database, orderId: number): Promise<BackofficeOrder | null> {
  const view = orderView(db);
  const [row] = await withDetails(db, await view.query(eq(orders.id, orderId)).limit(1));
  return row ?? null;
}

/** The order's company and status, locked until the transaction ends; null when there is no such order. */
export async function lockOrder(
  tx: Database,
  orderId: number,
): Promise<{ id: number; company_id: number; status: string } | null> {
  const [row] = await tx
    .select({ id: orders.id, company_id: orders.company_id, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Every applied failure of the company's orders, for its timeline. */
export async function findCompanyPaymentFailures(
  db: Database,
  companyId: number,
): Promise<{ order_id: number; product_key: string; failed_at: Date }[]> {
  return db
    .select({ order_id: orders.id, product_key: orders.product_key, failed_at: paymentEvents.occurred_at })
    .from(paymentEvents)
    .innerJoin(orders, eq(paymentEvents.reference, orderReference))
    .where(
      and(
        eq(orders.company_id, companyId),
        inArray(paymentEvents.type, FAILED_PAYMENT_EVENT_TYPES),
        eq(paymentEvents.outcome, 'applied'),
      ),
    );
}
