import { and, eq, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderItems, orders, subscriptions } from '../../db/schema/index';

/**
 * Companies that paid for a product of the catalogue (a complete order with it, or an active subscription to
 * it), with when they first paid, oldest first; only `companyId` when given. The back office's service queues
 * (Forja's commissary, the accountant) assign their people to these companies.
 */
export async function companiesThatPaidFor(
  db: Database,
  productKey: string,
  companyId?: number,
): Promise<{ company_id: number; paid_at: Date }[]> {
  const fromOrders = await db
    .select({
      company_id: orders.company_id,
      paid_at: min(sql<Date>`coalesce(${orders.completed_at}, ${orders.created_at})`),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
    .where(
      and(
        eq(orders.status, 'complete'),
        eq(orderItems.product_key, productKey),
        companyId === undefined ? undefined : eq(orders.company_id, companyId),
      ),
    )
    .groupBy(orders.company_id);
  const fromSubscriptions = await db
    .select({ company_id: subscriptions.company_id, paid_at: min(subscriptions.created_at) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.product_key, productKey),
        companyId === undefined ? undefined : eq(subscriptions.company_id, companyId),
      ),
    )
    .groupBy(subscriptions.company_id);
  const first = new Map<number, Date>();
  for (const row of [...fromOrders, ...fromSubscriptions]) {
    if (row.paid_at === null) continue;
    const id = Number(row.company_id);
    const paidAt = row.paid_at instanceof Date ? row.paid_at : new Date(row.paid_at);
    const known = first.get(id);
    if (!known || paidAt < known) first.set(id, paidAt);
  }
  return [...first]
    .map(([company_id, paid_at]) => ({ company_id, paid_at }))
    .sort((a, b) => a.paid_at.getTime() - b.paid_at.getTime() || a.company_id - b.company_id);
}
