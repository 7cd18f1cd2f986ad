import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  articlesAcknowledgments,
  articlesDrafts,
  companies,
  companyDocuments,
  partners,
  signatureEnvelopes,
  signatureSigners,
  signatureWebhookEvents,
} from '../../db/schema/index';

export type DraftRow = typeof articlesDrafts.$inferSelect;
export type EnvelopeRow = typeof signatureEnvelopes.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;
export type AcknowledgmentRow = typeof articlesAcknowledgments.$inferSelect;

/** The signing's queries: drafts, acknowledgments, envelopes and their signers. No decisions here. */
export function createSigningRepository(db: Database) {
  return {
    async latestDraft(companyId: number, tx: Database = db): Promise<DraftRow | null> {
      const [row] = await tx
        .select()
        .from(articlesDrafts)
        .where(eq(articlesDrafts.company_id, companyId))
        .orderBy(desc(articlesDrafts.version))
        .limit(1);
      return row ?? null;
    },

    async insertDraft(values: typeof articlesDrafts.$inferInsert, tx: Database): Promise<DraftRow> {
      const [row] = await tx.insert(articlesDrafts).values(values).returning();
      return row!;
    },

    /** Makes the draft the company's `articles_of_incorporation_render` (or another generated document). */
    async putGeneratedDocument(
      values: {
        company_id: number;
        type: string;
        storage_key: string;
        file_name: string;
        size_bytes: number;
        at: Date;
      },
      tx: Database,
    ): Promise<number> {
      const [row] = await tx
        .insert(companyDocuments)
        .values({
          company_id: values.company_id,
          type: values.type,
          storage_key: values.storage_key,
          file_name: values.file_name,
          content_type: 'application/pdf',
          size_bytes: values.size_bytes,
          is_approved: true,
          created_at: values.at,
          updated_at: values.at,
        })
        .onConflictDoUpdate({
          target: [companyDocuments.company_id, companyDocuments.type],
          set: {
            storage_key: values.storage_key,
            file_name: values.file_name,
            content_type: 'application/pdf',
            size_bytes: values.size_bytes,
            is_approved: true,
            rejection_category: null,
            uploaded_by: null,
            updated_at: values.at,
          },
        })
        .returning({ id: companyDocuments.id });
      return row!.id;
    },

    async documentIds(companyId: number, types: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ id: companyDocuments.id, type: companyDocuments.type })
        .from(companyDocuments)
        .where(and(eq(companyDocuments.company_id, companyId), inArray(companyDocuments.type, types)));
      return new Map(rows.map((row) => [row.type, row.id]));
    },

    /** Each partner's latest answer on a version, by partner id. */
    async answersOn(companyId: number, version: number): Promise<Map<number, AcknowledgmentRow>> {
      const rows = await db
        .select()
        .from(articlesAcknowledgments)
        .where(
          and(
            eq(articlesAcknowledgments.company_id, companyId),
            eq(articlesAcknowledgments.version, version),
          ),
        )
        .orderBy(asc(articlesAcknowledgments.id));
      return new Map(rows.map((row) => [row.partner_id, row]));
    },

    async insertAnswer(values: typeof articlesAcknowledgments.$inferInsert, tx: Database): Promise<void> {
      await tx.insert(articlesAcknowledgments).values(values);
    },

    async setAcknowledged(partnerId: number, acknowledged: boolean, tx: Database): Promise<void> {
      await tx
        .update(partners)
        .set({ acknowledgment_completed: acknowledged })
        .where(eq(partners.id, partnerId));
    },

    /** Every partner of the company must acknowledge again (a new draft, or a decline). */
    async resetAcknowledgments(companyId: number, tx: Database): Promise<void> {
      await tx
        .update(partners)
        .set({ acknowledgment_completed: false })
        .where(eq(partners.company_id, companyId));
      await tx.update(companies).set({ acknowledgment_meet: false }).where(eq(companies.id, companyId));
    },

    async setAcknowledgmentMeet(companyId: number, meet: boolean, tx: Database): Promise<void> {
      await tx.update(companies).set({ acknowledgment_meet: meet }).where(eq(companies.id, companyId));
    },

    async lockCompany(companyId: number, tx: Database) {
      const [row] = await tx
        .select()
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async latestEnvelope(companyId: number, tx: Database = db): Promise<EnvelopeRow | null> {
      const [row] = await tx
        .select()
        .from(signatureEnvelopes)
        .where(eq(signatureEnvelopes.company_id, companyId))
        .orderBy(desc(signatureEnvelopes.id))
        .limit(1);
      return row ?? null;
    },

    async findEnvelope(provider: string, providerEnvelopeId: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(signatureEnvelopes)
        .where(
          and(
            eq(signatureEnvelopes.provider, provider),
            eq(signatureEnvelopes.provider_envelope_id, providerEnvelopeId),
          ),
        )
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async envelopeByReturnToken(token: string): Promise<EnvelopeRow | null> {
      const [row] = await db
        .select()
        .from(signatureEnvelopes)
        .where(eq(signatureEnvelopes.return_token, token))
        .limit(1);
      return row ?? null;
    },

    async insertEnvelope(
      values: typeof signatureEnvelopes.$inferInsert,
      signers: Omit<typeof signatureSigners.$inferInsert, 'envelope_id'>[],
      tx: Database,
    ): Promise<EnvelopeRow> {
      const [envelope] = await tx.insert(signatureEnvelopes).values(values).returning();
      if (signers.length > 0) {
        await tx
          .insert(signatureSigners)
          .values(signers.map((signer) => ({ ...signer, envelope_id: envelope!.id })));
      }
      return envelope!;
    },

    async updateEnvelope(id: number, values: Partial<typeof signatureEnvelopes.$inferInsert>, tx: Database) {
      await tx.update(signatureEnvelopes).set(values).where(eq(signatureEnvelopes.id, id));
    },

    async signersOf(envelopeIds: number[], tx: Database = db): Promise<SignerRow[]> {
      if (envelopeIds.length === 0) return [];
      return tx
        .select()
        .from(signatureSigners)
        .where(inArray(signatureSigners.envelope_id, envelopeIds))
        .orderBy(asc(signatureSigners.signing_order), asc(signatureSigners.id));
    },

    async updateSigner(id: number, values: Partial<typeof signatureSigners.$inferInsert>, tx: Database = db) {
      await tx.update(signatureSigners).set(values).where(eq(signatureSigners.id, id));
    },

    /** Records a webhook event; false when it was already applied. */
    async claimWebhookEvent(provider: string, eventId: string, at: Date, tx: Database): Promise<boolean> {
      const rows = await tx
        .insert(signatureWebhookEvents)
        .values({ provider, event_id: eventId, received_at: at })
        .onConflictDoNothing()
        .returning({ id: signatureWebhookEvents.event_id });
      return rows.length > 0;
    },

    async completeSignature(companyId: number, at: Date, envelopeId: string, tx: Database) {
      await tx
        .update(companies)
        .set({ date_signature: at, weetrust_id: envelopeId, updated_at: at })
        .where(eq(companies.id, companyId));
    },

    /** Signers still to sign in pending envelopes sent (or last reminded) before `before`. */
    async signersToRemind(before: Date) {
      return db
        .select({
          id: signatureSigners.id,
          partner_id: signatureSigners.partner_id,
          company_id: signatureEnvelopes.company_id,
        })
        .from(signatureSigners)
        .innerJoin(signatureEnvelopes, eq(signatureEnvelopes.id, signatureSigners.envelope_id))
        .where(
          and(
            eq(signatureEnvelopes.status, 'pending'),
            inArray(signatureSigners.status, ['pending', 'viewed']),
            lt(signatureEnvelopes.created_at, before),
            or(isNull(signatureSigners.last_reminded_at), lt(signatureSigners.last_reminded_at, before)),
          ),
        )
        .limit(200);
    },

    /** Companies with a draft, newest activity first: the back office's signing queue. */
    async companiesInSigning(limit: number) {
      return db
        .select({
          company_id: articlesDrafts.company_id,
          last: sql<Date>`max(${articlesDrafts.created_at})`.mapWith((value) => new Date(value as string)),
        })
        .from(articlesDrafts)
        .groupBy(articlesDrafts.company_id)
        .orderBy(desc(sql`max(${articlesDrafts.created_at})`))
        .limit(limit);
    },

    async answersSince(companyId: number, version: number) {
      return db
        .select()
        .from(articlesAcknowledgments)
        .where(
          and(
            eq(articlesAcknowledgments.company_id, companyId),
            eq(articlesAcknowledgments.version, version),
          ),
        )
        .orderBy(desc(articlesAcknowledgments.id));
    },
  };
}
export type SigningRepository = ReturnType<typeof createSigningRepository>;
