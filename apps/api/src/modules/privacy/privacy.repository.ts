import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  analyticsEvents,
  appointments,
  articlesDrafts,
  bills,
  commissaries,
  companies,
  companyDocuments,
  consents,
  dataExports,
  denominations,
  identityVerifications,
  legalRepresentatives,
  orderItems,
  orders,
  partnerDocuments,
  partnerShares,
  partners,
  privacyRequests,
  refreshTokens,
  reminderOptOuts,
  signatureEnvelopes,
  supportRequests,
  userUtmInteractions,
  users,
  verificationCodes,
} from '../../db/schema/index';

export type DataExportRow = typeof dataExports.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** What keeps a company from being deleted with its creator's account (see the domain's companyErasure). */
export type CompanyHolds = { hasInvoices: boolean; hasSignedActs: boolean; otherMembers: number };

/**
 * The privacy module's queries: the "my data" exports, what a person's data is made of (for the export and the
 * erasure), and the erasure's deletes. No rules here: the services decide.
 */
export function createPrivacyRepository(db: Database) {
  return {
    // -- exports ---------------------------------------------------------------------------------------------
    async insertExport(userId: number, now: Date, tx: Database = db): Promise<DataExportRow> {
      const rows = await tx.insert(dataExports).values({ user_id: userId, created_at: now }).returning();
      return rows[0] as DataExportRow;
    },
    async findExport(id: number): Promise<DataExportRow | null> {
      const rows = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async latestExport(userId: number): Promise<DataExportRow | null> {
      const rows = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.user_id, userId))
        .orderBy(desc(dataExports.created_at), desc(dataExports.id))
        .limit(1);
      return rows[0] ?? null;
    },
    async updateExport(id: number, values: Partial<DataExportRow>): Promise<void> {
      await db.update(dataExports).set(values).where(eq(dataExports.id, id));
    },
    /** Ready exports past their expiry, to remove. */
    expiredExports(now: Date): Promise<DataExportRow[]> {
      return db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expires_at, now)));
    },

    // -- what a person's data is made of ----------------------------------------------------------------------
    async findUser(userId: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return rows[0] ?? null;
    },
    ownedCompanies(userId: number) {
      return db.select().from(companies).where(eq(companies.user_id, userId)).orderBy(asc(companies.id));
    },
    /**
     * The person's own partner records: the seats they took (user_id), and in their own companies the entry
     * with their e-mail (a founder lists themself as a partner without an invitation).
     */
    partnerRecordsOf(userId: number) {
      const ownEntry = and(
        inArray(
          partners.company_id,
          db.select({ id: companies.id }).from(companies).where(eq(companies.user_id, userId)),
        ),
        sql`lower(${partners.email}) = (select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
      );
      return db
        .select()
        .from(partners)
        .where(or(eq(partners.user_id, userId), ownEntry))
        .orderBy(asc(partners.id));
    },
    companiesByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: companies.id,
          friendly_id: companies.friendly_id,
          name: companies.name,
          legal_name: companies.legal_name,
        })
        .from(companies)
        .where(inArray(companies.id, ids));
    },
    denominationsOf(companyIds: number[]) {
      if (companyIds.length === 0) return Promise.resolve([]);
      return db.select().from(denominations).where(inArray(denominations.company_id, companyIds));
    },
    sharesOf(partnerIds: number[]) {
      if (partnerIds.length === 0) return Promise.resolve([]);
      return db.select().from(partnerShares).where(inArray(partnerShares.partner_id, partnerIds));
    },
    consentsOf(userId: number) {
      return db.select().from(consents).where(eq(consents.user_id, userId)).orderBy(asc(consents.id));
    },
    supportRequestsOf(userId: number) {
      return db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.user_id, userId))
        .orderBy(asc(supportRequests.id));
    },
    appointmentsOf(userId: number, companyIds: number[]) {
      const mine = eq(appointments.booked_by, userId);
      return db
        .select()
        .from(appointments)
        .where(companyIds.length ? or(mine, inArray(appointments.company_id, companyIds)) : mine)
        .orderBy(asc(appointments.starts_at));
    },
    async ordersOf(userId: number) {
      const rows = await db.select().from(orders).where(eq(orders.user_id, userId)).orderBy(asc(orders.id));
      const items = rows.length
        ? await db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.order_id,
                rows.map((row) => row.id),
              ),
            )
        : [];
      return rows.map((row) => ({ ...row, items: items.filter((item) => item.order_id === row.id) }));
    },
    analyticsEventsOf(userId: number) {
      return db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.user_id, userId))
        .orderBy(asc(analyticsEvents.occurred_at));
    },
    utmInteractionsOf(userId: number) {
      return db.select().from(userUtmInteractions).where(eq(userUtmInteractions.user_id, userId));
    },
    privacyRequestsOf(userId: number) {
      return db
        .select()
        .from(privacyRequests)
        .where(eq(privacyRequests.user_id, userId))
        .orderBy(asc(privacyRequests.id));
    },
    partnerDocumentsOf(partnerIds: number[]) {
      if (partnerIds.length === 0) return Promise.resolve([]);
      return db.select().from(partnerDocuments).where(inArray(partnerDocuments.partner_id, partnerIds));
    },
    identityVerificationsOf(partnerIds: number[]) {
      if (partnerIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(identityVerifications)
        .where(inArray(identityVerifications.partner_id, partnerIds));
    },
    companyDocumentsUploadedBy(userId: number) {
      return db.select().from(companyDocuments).where(eq(companyDocuments.uploaded_by, userId));
    },

    // -- cancellation and erasure -----------------------------------------------------------------------------
    async cancelUser(userId: number, cancelledAt: Date, eraseAfter: Date, tx: Database = db): Promise<void> {
      await tx
        .update(users)
        .set({ cancelled_at: cancelledAt, erase_after: eraseAfter, updated_at: cancelledAt })
        .where(eq(users.id, userId));
    },
    /** Cancelled accounts whose retention has passed and that were not erased yet. */
    dueErasures(now: Date) {
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.cancelled_at), lte(users.erase_after, now), isNull(users.erased_at)))
        .orderBy(asc(users.erase_after))
        .limit(50);
    },
    async companyHolds(companyId: number, userId: number): Promise<CompanyHolds> {
      const [invoices, signed, members] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(bills)
          .where(eq(bills.company_id, companyId)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(signatureEnvelopes)
          .where(
            and(eq(signatureEnvelopes.company_id, companyId), eq(signatureEnvelopes.status, 'completed')),
          ),
        db
          .select({ n: sql<number>`count(distinct ${partners.user_id})::int` })
          .from(partners)
          .where(
            and(
              eq(partners.company_id, companyId),
              isNotNull(partners.user_id),
              ne(partners.user_id, userId),
            ),
          ),
      ]);
      return {
        hasInvoices: (invoices[0]?.n ?? 0) > 0,
        hasSignedActs: (signed[0]?.n ?? 0) > 0,
        otherMembers: members[0]?.n ?? 0,
      };
    },
    /** Every storage key rows of a company point to (its documents, partners' files, drafts, identity files). */
    async companyFileKeys(companyId: number, tx: Database = db): Promise<string[]> {
      const partnerIds = tx
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.company_id, companyId));
      const statements = [
        tx
          .select({ key: companyDocuments.storage_key })
          .from(companyDocuments)
          .where(eq(companyDocuments.company_id, companyId)),
        tx
          .select({ key: legalRepresentatives.image_key })
          .from(legalRepresentatives)
          .where(eq(legalRepresentatives.company_id, companyId)),
        tx
          .select({ key: partnerDocuments.storage_key })
          .from(partnerDocuments)
          .where(inArray(partnerDocuments.partner_id, partnerIds)),
        tx
          .select({ key: identityVerifications.video_key })
          .from(identityVerifications)
          .where(inArray(identityVerifications.partner_id, partnerIds)),
        tx
          .select({ key: articlesDrafts.storage_key })
          .from(articlesDrafts)
          .where(eq(articlesDrafts.company_id, companyId)),
        tx
          .select({ key: commissaries.identity_back_key })
          .from(commissaries)
          .where(eq(commissaries.company_id, companyId)),
        tx
          .select({ key: commissaries.identity_video_key })
          .from(commissaries)
          .where(eq(commissaries.company_id, companyId)),
      ];
      // One after the other: inside a transaction they share one connection, which runs one statement at a
      // time anyway (node-postgres queues the others, a queue pg 9 removes).
      const keys: string[] = [];
      for (const rows of statements) for (const row of await rows) if (row.key) keys.push(row.key);
      return keys;
    },
    async deleteCompany(companyId: number, tx: Database): Promise<void> {
      await tx.delete(companies).where(eq(companies.id, companyId));
    },
    /** Removes a partner record's documents and identity checks and blanks its personal fields; answers the keys. */
    async stripPartner(partnerId: number, now: Date, tx: Database): Promise<string[]> {
      const documents = await tx
        .delete(partnerDocuments)
        .where(eq(partnerDocuments.partner_id, partnerId))
        .returning({ key: partnerDocuments.storage_key });
      const checks = await tx
        .delete(identityVerifications)
        .where(eq(identityVerifications.partner_id, partnerId))
        .returning({ key: identityVerifications.video_key });
      await tx
        .update(partners)
        .set({
          user_id: null,
          email: null,
          name: '',
          first_name: null,
          last_name: null,
          rfc: null,
          curp: null,
          birthplace: null,
          tax_country: null,
          tax_id: null,
          civil_status: null,
          nationalities: [],
          address: null,
          updated_at: now,
        })
        .where(eq(partners.id, partnerId));
      return [...documents, ...checks].flatMap((row) => (row.key ? [row.key] : []));
    },
    /** The person's own rows that hold nothing a law keeps; answers how many of each went. */
    async deletePersonalRows(userId: number, tx: Database): Promise<Record<string, number>> {
      const deletions: [string, PromiseLike<unknown[]>][] = [
        ['consents', tx.delete(consents).where(eq(consents.user_id, userId)).returning({ id: consents.id })],
        [
          'support_requests',
          tx
            .delete(supportRequests)
            .where(eq(supportRequests.user_id, userId))
            .returning({ id: supportRequests.id }),
        ],
        [
          'utm_interactions',
          tx
            .delete(userUtmInteractions)
            .where(eq(userUtmInteractions.user_id, userId))
            .returning({ id: userUtmInteractions.id }),
        ],
        [
          'analytics_events',
          tx
            .delete(analyticsEvents)
            .where(eq(analyticsEvents.user_id, userId))
            .returning({ id: analyticsEvents.id }),
        ],
        [
          'sessions',
          tx
            .delete(refreshTokens)
            .where(eq(refreshTokens.user_id, userId))
            .returning({ id: refreshTokens.id }),
        ],
        [
          'verification_codes',
          tx
            .delete(verificationCodes)
            .where(eq(verificationCodes.user_id, userId))
            .returning({ id: verificationCodes.id }),
        ],
        [
          'reminder_opt_outs',
          tx
            .delete(reminderOptOuts)
            .where(eq(reminderOptOuts.user_id, userId))
            .returning({ id: reminderOptOuts.user_id }),
        ],
      ];
      // One after the other, as in companyFileKeys: the statements share the transaction's connection.
      const counts: [string, number][] = [];
      for (const [name, rows] of deletions) counts.push([name, (await rows).length]);
      return Object.fromEntries(counts);
    },
    async deleteExportsOf(userId: number, tx: Database): Promise<string[]> {
      const rows = await tx
        .delete(dataExports)
        .where(eq(dataExports.user_id, userId))
        .returning({ key: dataExports.storage_key });
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },
    async companiesStillOwnedBy(userId: number, tx: Database): Promise<number> {
      const rows = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(companies)
        .where(eq(companies.user_id, userId));
      return rows[0]?.n ?? 0;
    },
    /** Keeps the row only as an anonymous tombstone the kept company and its invoices point to. */
    async anonymiseUser(userId: number, now: Date, tx: Database): Promise<void> {
      await tx
        .update(users)
        .set({
          email: `erased-${userId}@erased.invalid`,
          password_hash: null,
          first_names: '',
          last_names: '',
          phone: null,
          phone_country_code: null,
          phone_alpha_code: null,
          country_iso_code: null,
          google_subject: null,
          pm_last_four: null,
          nationality_id: null,
          erased_at: now,
          updated_at: now,
        })
        .where(eq(users.id, userId));
    },
    async deleteUser(userId: number, tx: Database): Promise<void> {
      await tx.delete(users).where(eq(users.id, userId));
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
