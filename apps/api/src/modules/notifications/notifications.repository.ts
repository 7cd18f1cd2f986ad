import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  articlesDrafts,
  bills,
  commissaries,
  companies,
  orderItems,
  orders,
  partners,
  payments,
  signatureEnvelopes,
  signatureSigners,
  supportRequests,
  users,
  type SignatureEnvelopeStatus,
  type SignerStatus,
} from '../../db/schema/index';

/** Who an e-mail goes to: an account's address, first name and language. */
export type RecipientRow = Pick<typeof users.$inferSelect, 'id' | 'email' | 'first_names' | 'language'>;
export type NoticeCompanyRow = Pick<
  typeof companies.$inferSelect,
  | 'id'
  | 'user_id'
  | 'name'
  | 'legal_name'
  | 'friendly_id'
  | 'company_type'
  | 'amazon_customer'
  | 'legal_representation'
  | 'shipping_address'
>;

/** A partner of a company as e-mails address them: their own row, and their account when they have one. */
export type PartnerRecipientRow = {
  id: number;
  name: string;
  first_name: string | null;
  email: string | null;
  /** The language chosen for the partner's invitation or last used through their links; null: none known. */
  language: string | null;
  /**
   * The partner's account (its address, name and language win over the row's): the one linked to the row, else
   * the one whose address is the row's (a founder listed among the partners); null without one.
   */
  account: RecipientRow | null;
};

const recipientColumns = {
  id: users.id,
  email: users.email,
  first_names: users.first_names,
  language: users.language,
};

/**
 * The reads the notifications need: recipients, companies, orders, partners, support requests, and where the
 * signing of the articles stands.
 */
export function createNotificationsRepository(db: Database) {
  return {
    async recipient(userId: number): Promise<RecipientRow | null> {
      const rows = await db.select(recipientColumns).from(users).where(eq(users.id, userId)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * The account of the company's current outside commissary (the one who uploads the commissary's ID and
     * CSF); null when there is none, it is Forja's commissary, or the invitation was not taken yet.
     */
    async commissaryAccount(companyId: number): Promise<RecipientRow | null> {
      const rows = await db
        .select(recipientColumns)
        .from(commissaries)
        .innerJoin(users, eq(users.id, commissaries.user_id))
        .where(
          and(
            eq(commissaries.company_id, companyId),
            eq(commissaries.kind, 'outside'),
            isNull(commissaries.replaced_at),
          ),
        )
        .limit(1);
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
          company_type: companies.company_type,
          amazon_customer: companies.amazon_customer,
          legal_representation: companies.legal_representation,
          shipping_address: companies.shipping_address,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A bill and where its CFDI stands. */
    async bill(billId: number) {
      const rows = await db
        .select({
          id: bills.id,
          company_id: bills.company_id,
          issued_at: bills.issued_at,
          total_centavos: bills.total_centavos,
          billing: bills.billing,
          cfdi_status: bills.cfdi_status,
          cfdi_uuid: bills.cfdi_uuid,
          cfdi_test: bills.cfdi_test,
        })
        .from(bills)
        .where(eq(bills.id, billId))
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
          email: partners.email,
        })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Every partner of a company, oldest first, each with their account when they have one. */
    async companyPartners(companyId: number): Promise<PartnerRecipientRow[]> {
      const byEmail = alias(users, 'account_by_email');
      const rows = await db
        .select({
          id: partners.id,
          name: partners.name,
          first_name: partners.first_name,
          email: partners.email,
          language: partners.language,
          linked: recipientColumns,
          byEmail: {
            id: byEmail.id,
            email: byEmail.email,
            first_names: byEmail.first_names,
            language: byEmail.language,
          },
        })
        .from(partners)
        .leftJoin(users, eq(users.id, partners.user_id))
        .leftJoin(byEmail, sql`lower(${byEmail.email}) = lower(${partners.email})`)
        .where(eq(partners.company_id, companyId))
        .orderBy(asc(partners.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        first_name: row.first_name,
        email: row.email,
        language: row.language,
        account: row.linked ?? row.byEmail,
      }));
    },

    /** The newest version of the company's draft articles; null before the first. */
    async latestDraftVersion(companyId: number): Promise<number | null> {
      const rows = await db
        .select({ version: max(articlesDrafts.version) })
        .from(articlesDrafts)
        .where(eq(articlesDrafts.company_id, companyId));
      return rows[0]?.version ?? null;
    },

    /**
     * The company's newest signature envelope and the partner's place in it (null when they are not a signer);
     * null when the company has no envelope.
     */
    async partnerSigning(
      companyId: number,
      partnerId: number,
    ): Promise<{ envelope: SignatureEnvelopeStatus; signer: SignerStatus | null } | null> {
      const envelopes = await db
        .select({ id: signatureEnvelopes.id, status: signatureEnvelopes.status })
        .from(signatureEnvelopes)
        .where(eq(signatureEnvelopes.company_id, companyId))
        .orderBy(desc(signatureEnvelopes.id))
        .limit(1);
      const envelope = envelopes[0];
      if (!envelope) return null;
      const signers = await db
        .select({ status: signatureSigners.status })
        .from(signatureSigners)
        .where(and(eq(signatureSigners.envelope_id, envelope.id), eq(signatureSigners.partner_id, partnerId)))
        .limit(1);
      return { envelope: envelope.status, signer: signers[0]?.status ?? null };
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
