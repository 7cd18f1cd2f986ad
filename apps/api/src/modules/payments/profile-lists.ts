import { sql } from 'drizzle-orm';
import { dateOfJson } from '../../db/json-fields';
import { bills, orderItems, orders, subscriptions } from '../../db/schema/index';
import type { CompanyPaymentLists } from '../companies/company-profile-sources';
import type { ReceiptLinks } from './receipt-links';

/** What the profile's statement reads of the company's payments (`json`). */
type PaymentListsJson = {
  orders: { id: number; status: string; items: { name: string }[] }[];
  subscriptions: { id: number; status: string; item_name: string }[];
  bills: { id: number; issued_at: string }[];
};

/**
 * The company profile's orders, subscriptions and bills (spec section 3), for the companies module's
 * `profileOf`: what `companyFacts` (paid, pending, the special items) and the guards read. Newest first, as
 * the payments repository lists them.
 */
export function createPaymentProfileLists(links: ReceiptLinks): CompanyPaymentLists {
  return {
    json: (companyId) => sql`json_build_object(
      'orders', coalesce((
        select json_agg(json_build_object(
          'id', o.id, 'status', o.status,
          'items', coalesce((
            select json_agg(json_build_object('name', i.name) order by i.id)
            from ${orderItems} i where i.order_id = o.id
          ), '[]'::json)
        ) order by o.id desc)
        from ${orders} o where o.company_id = ${companyId}
      ), '[]'::json),
      'subscriptions', coalesce((
        select json_agg(json_build_object('id', s.id, 'status', s.status, 'item_name', s.item_name) order by s.id desc)
        from ${subscriptions} s where s.company_id = ${companyId}
      ), '[]'::json),
      'bills', coalesce((
        select json_agg(json_build_object('id', b.id, 'issued_at', b.issued_at) order by b.issued_at desc, b.id desc)
        from ${bills} b where b.company_id = ${companyId}
      ), '[]'::json)
    )`,

    async fields(read, now) {
      const json = (read as PaymentListsJson | null) ?? { orders: [], subscriptions: [], bills: [] };
      return {
        orders: json.orders.map((order) => ({
          id: order.id,
          status: order.status,
          items: order.items.map((item) => ({ name: item.name })),
        })),
        subscriptions: json.subscriptions.map((subscription) => ({
          id: subscription.id,
          status: subscription.status,
          items: [{ name: subscription.item_name }],
        })),
        bills: await Promise.all(
          json.bills.map(async (bill) => ({
            id: bill.id,
            document_url: await links.url(bill.id, 'es', now),
            created_at: dateOfJson(bill.issued_at).toISOString(),
          })),
        ),
      };
    },
  };
}
