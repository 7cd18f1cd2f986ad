import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  companies,
  orderItems,
  orders,
  partners,
  payments,
  supportRequests,
  users,
} from '../../db/schema/index';

/** Who an e-mail goes to: an account's address, first name and language. */
export type RecipientRow = Pick<typeof users.$inferSelect, 'id' | 'email' | 'first_names' | 'language'>;
export type NoticeCompanyRow = Pick<
  typeof companies.$inferSelect,
  'id' | 'user_id' | 'name' | 'legal_name' | 'friendly_id' | 'amazon_customer' | 'legal_representation'
>;

const recipientColumns = {
  id: users.id,
  email: users.email,
  first_names: users.first_names,
  language: users.language,
};

/** The reads the notifications need: recipients, companies, orders, partners and support requests. */
export function createNotificationsRepository(db: Database) {
  return {
    async recipient(userId: number): Promise<RecipientRow | null> {
      const rows = await db.select(recipientColumns).from(users).where(eq(users.id, userId)).limit(1);
      return rows[0] ?? null;
    },

    async company(companyId: number): Promise<NoticeCompanyRow | null> {
      const rows = await db
        .select({
          id: companies.id,
          user_id: companies.user_id,
          name: companies.name,
          legal_name: companies.legal_name,
          friendly_id: companies.friendly_id,
          amazon_customer: companies.amazon_customer,
          legal_representation: companies.legal_representation,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return rows[0] ?? null;
    },

    async partner(partnerId: number) {
      const rows = await db
        .select({
          id: partners.id,
          company_id: partners.company_id,
          user_id: partners.user_id,
          name: partners.name,
        })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** An order with its items' names and the card of its payment, if any. */
    async order(orderId: number) {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      const order = rows[0];
      if (!order) return null;
      const [items, paid] = await Promise.all([
        db
          .select({ name: orderItems.name })
          .from(orderItems)
          .where(eq(orderItems.order_id, orderId))
          .orderBy(asc(orderItems.id)),
        db
          .select({ method: payments.method, card_last4: payments.card_last4 })
          .from(payments)
          .where(eq(payments.order_id, orderId))
          .limit(1),
      ]);
      return { order, items: items.map((item) => item.name), payment: paid[0] ?? null };
    },

    async supportRequest(requestId: number) {
      const rows = await db
        .select({
          id: supportRequests.id,
          user_id: supportRequests.user_id,
          company_id: supportRequests.company_id,
          request_type: supportRequests.request_type,
          message: supportRequests.message,
        })
        .from(supportRequests)
        .where(eq(supportRequests.id, requestId))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
