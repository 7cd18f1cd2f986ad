import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  companies,
  companyDocuments,
  identityVerifications,
  partnerDocuments,
  partnerInvitations,
  partnerShares,
  partners,
  shareSeries,
} from '../../db/schema/index';

export type PartnerRow = typeof partners.$inferSelect;
export type ShareSeriesRow = typeof shareSeries.$inferSelect;

export function createPartnersRepository(db: Database) {
  return {
    async findById(id: number, tx: Database = db): Promise<PartnerRow | null> {
      const rows = await tx.select().from(partners).where(eq(partners.id, id)).limit(1);
      return rows[0] ?? null;
    },
    listByCompany: (companyId: number, tx: Database = db) =>
      tx.select().from(partners).where(eq(partners.company_id, companyId)).orderBy(asc(partners.id)),
    /** Partner entries of a user across companies (accepted invitations). */
    async findForUserInCompany(userId: number, companyId: number): Promise<PartnerRow | null> {
      const rows = await db
        .select()
        .from(partners)
        .where(and(eq(partners.user_id, userId), eq(partners.company_id, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },
    async findByEmailInCompany(email: string, companyId: number): Promise<PartnerRow | null> {
      const rows = await db
        .select()
        .from(partners)
        .where(and(eq(partners.company_id, companyId), sql`lower(${partners.email}) = lower(${email})`))
        .limit(1);
      return rows[0] ?? null;
    },
    /** Whether a partner with the e-mail sits in a company the user owns or has joined as a partner. */
    async existsWithEmailForUser(email: string, userId: number): Promise<boolean> {
      const member = alias(partners, 'member');
      const rows = await db
        .select({ id: partners.id })
        .from(partners)
        .where(
          and(
            sql`lower(${partners.email}) = lower(${email.trim()})`,
            or(
              inArray(
                partners.company_id,
                db.select({ id: companies.id }).from(companies).where(eq(companies.user_id, userId)),
              ),
              inArray(
                partners.company_id,
                db
                  .select({ id: member.company_id })
                  .from(member)
                  .where(and(eq(member.user_id, userId), eq(member.invitation_accepted, true))),
              ),
            ),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    async insert(values: typeof partners.$inferInsert, tx: Database = db): Promise<PartnerRow> {
      const rows = await tx.insert(partners).values(values).returning();
      return rows[0] as PartnerRow;
    },
    update: (id: number, values: Partial<typeof partners.$inferInsert>, tx: Database = db) =>
      tx.update(partners).set(values).where(eq(partners.id, id)),
    delete: (id: number, tx: Database = db) => tx.delete(partners).where(eq(partners.id, id)),

    seriesOf: (companyId: number, tx: Database = db) =>
      tx.select().from(shareSeries).where(eq(shareSeries.company_id, companyId)).orderBy(asc(shareSeries.id)),
    async upsertSeries(
      companyId: number,
      series: { name: string; share_class: string; nominal_value_centavos: number },
      tx: Database = db,
    ): Promise<ShareSeriesRow> {
      const rows = await tx
        .insert(shareSeries)
        .values({ company_id: companyId, ...series })
        .onConflictDoUpdate({
          target: [shareSeries.company_id, shareSeries.name],
          set: { share_class: series.share_class, nominal_value_centavos: series.nominal_value_centavos },
        })
        .returning();
      return rows[0] as ShareSeriesRow;
    },
    async sharesOf(partnerIds: number[], tx: Database = db) {
      if (partnerIds.length === 0) return [];
      return tx.select().from(partnerShares).where(inArray(partnerShares.partner_id, partnerIds));
    },
    async replaceShares(
      partnerId: number,
      shares: { series_id: number; percentage_bp: number }[],
      tx: Database = db,
    ) {
      await tx.delete(partnerShares).where(eq(partnerShares.partner_id, partnerId));
      if (shares.length > 0)
        await tx.insert(partnerShares).values(shares.map((s) => ({ partner_id: partnerId, ...s })));
    },
    async isDeedApproved(companyId: number): Promise<boolean> {
      const rows = await db
        .select({ id: companyDocuments.id })
        .from(companyDocuments)
        .where(
          and(
            eq(companyDocuments.company_id, companyId),
            eq(companyDocuments.type, 'articles_of_incorporation'),
            eq(companyDocuments.is_approved, true),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    async documentsOf(partnerIds: number[]) {
      if (partnerIds.length === 0) return [];
      return db.select().from(partnerDocuments).where(inArray(partnerDocuments.partner_id, partnerIds));
    },
    async verificationsOf(partnerIds: number[]) {
      if (partnerIds.length === 0) return [];
      return db
        .select()
        .from(identityVerifications)
        .where(inArray(identityVerifications.partner_id, partnerIds))
        .orderBy(asc(identityVerifications.id));
    },
    async insertInvitation(values: typeof partnerInvitations.$inferInsert) {
      await db.insert(partnerInvitations).values(values);
    },
    async findInvitation(tokenHash: string, tx: Database = db) {
      const rows = await tx
        .select()
        .from(partnerInvitations)
        .where(eq(partnerInvitations.token_hash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },
    /** Marks every live link of the partner as spent. */
    async spendInvitations(partnerId: number, now: Date, tx: Database = db) {
      await tx
        .update(partnerInvitations)
        .set({ used_at: now })
        .where(and(eq(partnerInvitations.partner_id, partnerId), isNull(partnerInvitations.used_at)));
    },
    async useInvitation(id: number, now: Date, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(partnerInvitations)
        .set({ used_at: now })
        .where(and(eq(partnerInvitations.id, id), isNull(partnerInvitations.used_at)))
        .returning({ id: partnerInvitations.id });
      return rows.length > 0;
    },
  };
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
