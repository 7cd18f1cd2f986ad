import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  orders,
  partners,
  signatureEnvelopes,
  signatureSigners,
  surveyResponses,
} from '../../db/schema/index';

export type SurveyResponseRow = typeof surveyResponses.$inferSelect;
export type NewSurveyResponse = Omit<typeof surveyResponses.$inferInsert, 'id'>;

/** Survey answers, and the payment and signing facts that make a survey due. Queries only. */
export function createSurveysRepository(db: Database) {
  return {
    /** The steps the user already answered or dismissed for the company. */
    async answeredSteps(userId: number, companyId: number): Promise<string[]> {
      const rows = await db
        .select({ step: surveyResponses.step })
        .from(surveyResponses)
        .where(and(eq(surveyResponses.user_id, userId), eq(surveyResponses.company_id, companyId)));
      return rows.map((row) => row.step);
    },

    /** Whether the company has a complete (paid) order. */
    async hasCompleteOrder(companyId: number): Promise<boolean> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.company_id, companyId), eq(orders.status, 'complete')))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether an envelope of the company was completed (every signer signed). */
    async hasCompletedEnvelope(companyId: number): Promise<boolean> {
      const rows = await db
        .select({ id: signatureEnvelopes.id })
        .from(signatureEnvelopes)
        .where(and(eq(signatureEnvelopes.company_id, companyId), eq(signatureEnvelopes.status, 'completed')))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether the user, as a partner of the company, has signed in one of its envelopes. */
    async userHasSigned(userId: number, companyId: number): Promise<boolean> {
      const rows = await db
        .select({ id: signatureSigners.id })
        .from(signatureSigners)
        .innerJoin(partners, eq(partners.id, signatureSigners.partner_id))
        .where(
          and(
            eq(partners.user_id, userId),
            eq(partners.company_id, companyId),
            eq(signatureSigners.status, 'signed'),
            isNotNull(signatureSigners.signed_at),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Inserts an answer; false when one exists already for the user, company and step. */
    async insert(row: NewSurveyResponse): Promise<boolean> {
      const inserted = await db
        .insert(surveyResponses)
        .values(row)
        .onConflictDoNothing({
          target: [surveyResponses.user_id, surveyResponses.company_id, surveyResponses.step],
        })
        .returning({ id: surveyResponses.id });
      return inserted.length > 0;
    },

    /** Every answer since the date, oldest first (for the back office's weekly report). */
    since(from: Date): Promise<SurveyResponseRow[]> {
      return db
        .select()
        .from(surveyResponses)
        .where(gte(surveyResponses.created_at, from))
        .orderBy(surveyResponses.created_at);
    },

    /** The latest answers with a comment, newest first. */
    latestComments(limit: number): Promise<SurveyResponseRow[]> {
      return db
        .select()
        .from(surveyResponses)
        .where(and(isNotNull(surveyResponses.comment), eq(surveyResponses.dismissed, false)))
        .orderBy(desc(surveyResponses.created_at), desc(surveyResponses.id))
        .limit(limit);
    },
  };
}
export type SurveysRepository = ReturnType<typeof createSurveysRepository>;
