import { asc, desc, eq, min } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { documentReviewNotices } from '../../db/schema/index';

export type DocumentReviewNoticeRow = typeof documentReviewNotices.$inferSelect;
export type NewDocumentReviewNotice = Omit<typeof documentReviewNotices.$inferInsert, 'id'>;

/** The document reviews waiting for their digest e-mail, by company and by the job that sends them. */
export function createDocumentReviewNoticesRepository(db: Database) {
  return {
    /**
     * The digest job the company's latest waiting review belongs to, and when the first review of that job was
     * made; null when none waits.
     */
    async latestDigest(
      companyId: number,
      tx: Database = db,
    ): Promise<{ jobId: number; firstReviewedAt: Date } | null> {
      const [latest] = await tx
        .select({ job_id: documentReviewNotices.job_id })
        .from(documentReviewNotices)
        .where(eq(documentReviewNotices.company_id, companyId))
        .orderBy(desc(documentReviewNotices.id))
        .limit(1);
      if (!latest) return null;
      const [first] = await tx
        .select({ at: min(documentReviewNotices.reviewed_at) })
        .from(documentReviewNotices)
        .where(eq(documentReviewNotices.job_id, latest.job_id));
      return { jobId: latest.job_id, firstReviewedAt: first?.at ?? new Date(0) };
    },

    async insert(notice: NewDocumentReviewNotice, tx: Database = db): Promise<void> {
      await tx.insert(documentReviewNotices).values(notice);
    },

    /** The reviews a digest job sends, in the order they were made. */
    ofJob(jobId: number, tx: Database = db): Promise<DocumentReviewNoticeRow[]> {
      return tx
        .select()
        .from(documentReviewNotices)
        .where(eq(documentReviewNotices.job_id, jobId))
        .orderBy(asc(documentReviewNotices.reviewed_at), asc(documentReviewNotices.id));
    },

    async deleteOfJob(jobId: number, tx: Database = db): Promise<void> {
      await tx.delete(documentReviewNotices).where(eq(documentReviewNotices.job_id, jobId));
    },
  };
}
export type DocumentReviewNoticesRepository = ReturnType<typeof createDocumentReviewNoticesRepository>;
