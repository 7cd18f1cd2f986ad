import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  billingProfiles,
  bills,
  hearAboutAnswers,
  orderItems,
  orders,
  paymentEvents,
  payments,
  sandboxCheckoutSessions,
  subscriptions,
  users,
} from '../../db/schema/index';
import type { SandboxSessionRow, SandboxSessionStore } from '../../providers/payments/sandbox';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type BillRow = typeof bills.$inferSelect;
export type NewBill = typeof bills.$inferInsert;
export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type HearAboutRow = typeof hearAboutAnswers.$inferSelect;

export function createPaymentsRepository(db: Database) {
  return {
    async insertOrder(
      values: NewOrder,
      items: Omit<typeof orderItems.$inferInsert, 'order_id'>[],
      tx: Database = db,
    ): Promise<OrderRow> {
      const rows = await tx.insert(orders).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('insert returned no row');
      if (items.length > 0)
        await tx.insert(orderItems).values(items.map((item) => ({ ...item, order_id: row.id })));
      return row;
    },

    async findOrder(id: number, tx: Database = db): Promise<OrderRow | null> {
      const rows = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The order, locked until the transaction ends: webhooks of one order apply one after the other. */
    async lockOrder(id: number, tx: Database): Promise<OrderRow | null> {
      const rows = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
      return rows[0] ?? null;
    },

    async updateOrder(id: number, values: Partial<NewOrder>, tx: Database = db): Promise<void> {
      await tx.update(orders).set(values).where(eq(orders.id, id));
    },

    /** The company's orders, newest first. */
    async ordersOf(companyId: number, tx: Database = db): Promise<OrderRow[]> {
      return tx.select().from(orders).where(eq(orders.company_id, companyId)).orderBy(desc(orders.id));
    },

    async itemsOf(orderIds: number[], tx: Database = db): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return tx
        .select()
        .from(orderItems)
        .where(inArray(orderItems.order_id, orderIds))
        .orderBy(asc(orderItems.id));
    },

    async insertSubscription(values: NewSubscription, tx: Database = db): Promise<SubscriptionRow> {
      const rows = await tx.insert(subscriptions).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findSubscription(id: number, tx: Database = db): Promise<SubscriptionRow | null> {
      const rows = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async lockSubscription(id: number, tx: Database): Promise<SubscriptionRow | null> {
      const rows = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .limit(1)
        .for('update');
      return rows[0] ?? null;
    },

    async updateSubscription(id: number, values: Partial<NewSubscription>, tx: Database = db): Promise<void> {
      await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id));
    },

    async subscriptionsOf(companyId: number, tx: Database = db): Promise<SubscriptionRow[]> {
      return tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.company_id, companyId))
        .orderBy(desc(subscriptions.id));
    },

    /** Records an event once: answers its row id, or null when (provider, event_id) was already received. */
    async recordEvent(
      values: {
        provider: string;
        event_id: string;
        type: string;
        occurred_at: Date;
        reference: string | null;
      },
      tx: Database,
    ): Promise<number | null> {
      const rows = await tx
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.event_id] })
        .returning({ id: paymentEvents.id });
      return rows[0]?.id ?? null;
    },

    async setEventOutcome(id: number, outcome: string, tx: Database): Promise<void> {
      await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));
    },

    async eventsOf(provider: string, tx: Database = db) {
      return tx
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.provider, provider))
        .orderBy(asc(paymentEvents.id));
    },

    async insertPayment(values: typeof payments.$inferInsert, tx: Database): Promise<void> {
      await tx.insert(payments).values(values).onConflictDoNothing({ target: payments.order_id });
    },

    /** The new bill's id; null when the order already had one. */
    async insertBill(values: NewBill, tx: Database): Promise<number | null> {
      const rows = await tx
        .insert(bills)
        .values(values)
        .onConflictDoNothing({ target: bills.order_id })
        .returning({ id: bills.id });
      return rows[0]?.id ?? null;
    },

    /** Records where a bill's CFDI stands (its status, provider, UUID, files, last error). */
    async updateBillCfdi(
      id: number,
      values: Partial<
        Pick<
          NewBill,
          | 'cfdi_status'
          | 'cfdi_provider'
          | 'cfdi_provider_id'
          | 'cfdi_uuid'
          | 'cfdi_issued_at'
          | 'cfdi_test'
          | 'cfdi_xml_key'
          | 'cfdi_pdf_key'
          | 'cfdi_error'
        >
      >,
      tx: Database = db,
    ): Promise<void> {
      await tx.update(bills).set(values).where(eq(bills.id, id));
    },

    /** The company's bills, newest first. */
    async billsOf(companyId: number, tx: Database = db): Promise<BillRow[]> {
      return tx
        .select()
        .from(bills)
        .where(eq(bills.company_id, companyId))
        .orderBy(desc(bills.issued_at), desc(bills.id));
    },

    async findBill(id: number): Promise<BillRow | null> {
      const rows = await db.select().from(bills).where(eq(bills.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async billingProfileOf(companyId: number, tx: Database = db): Promise<BillingProfileRow | null> {
      const rows = await tx
        .select()
        .from(billingProfiles)
        .where(eq(billingProfiles.company_id, companyId))
        .limit(1);
      return rows[0] ?? null;
    },

    async saveBillingProfile(values: typeof billingProfiles.$inferInsert): Promise<void> {
      const { company_id: _companyId, ...changes } = values;
      await db
        .insert(billingProfiles)
        .values(values)
        .onConflictDoUpdate({ target: billingProfiles.company_id, set: changes });
    },

    async hearAboutOf(companyId: number): Promise<HearAboutRow | null> {
      const rows = await db
        .select()
        .from(hearAboutAnswers)
        .where(eq(hearAboutAnswers.company_id, companyId))
        .limit(1);
      return rows[0] ?? null;
    },

    async saveHearAbout(values: typeof hearAboutAnswers.$inferInsert): Promise<void> {
      const { company_id: _companyId, ...changes } = values;
      await db
        .insert(hearAboutAnswers)
        .values(values)
        .onConflictDoUpdate({ target: hearAboutAnswers.company_id, set: changes });
    },

    async setUserCardLastFour(userId: number, last4: string, now: Date, tx: Database): Promise<void> {
      await tx.update(users).set({ pm_last_four: last4, updated_at: now }).where(eq(users.id, userId));
    },

    async userCardLastFour(userId: number): Promise<string | null> {
      const rows = await db
        .select({ pm: users.pm_last_four })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0]?.pm ?? null;
    },

    /** The sandbox provider's sessions. */
    sandboxSessions: {
      async insert(row) {
        await db.insert(sandboxCheckoutSessions).values(row);
      },
      async find(id) {
        const rows = await db
          .select()
          .from(sandboxCheckoutSessions)
          .where(eq(sandboxCheckoutSessions.id, id))
          .limit(1);
        return (rows[0] as SandboxSessionRow | undefined) ?? null;
      },
      async update(id, values) {
        await db
          .update(sandboxCheckoutSessions)
          .set({ ...values, updated_at: new Date() })
          .where(eq(sandboxCheckoutSessions.id, id));
      },
    } satisfies SandboxSessionStore,
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
