import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { DocumentReviewNoticesRepository } from './document-review-notices.repository';

/** The job that sends one company's gathered document reviews, one e-mail per reader. */
export const DOCUMENT_REVIEW_DIGEST_JOB = 'document-review-digest';

/**
 * How long a company's reviews wait for another before their digest goes: an operator who reviews a company's
 * documents one after another, a minute or less apart, sends each reader one e-mail a few minutes after the last.
 */
export const DOCUMENT_REVIEW_DIGEST_QUIET_MS = 3 * 60_000;

/**
 * The longest a review waits for its digest: an operator who keeps reviewing a company's documents without a
 * quiet spell does not hold the first decisions back for ever.
 */
export const DOCUMENT_REVIEW_DIGEST_MAX_WAIT_MS = 15 * 60_000;

/** A back-office decision on one document, to be told in the company's next digest. */
export type DocumentReviewToTell = {
  companyId: number;
  kind: 'company' | 'partner';
  documentId: number;
  documentType: string;
  partnerId: number | null;
  approved: boolean;
  category: string | null;
  note: string | null;
};

/**
 * Gathers a company's document reviews into one digest job: the first review queues the job a quiet spell
 * ahead, each further one (while no runner has claimed it) moves it to a quiet spell after itself, up to the
 * longest wait. The reviews are rows in the database, written in the review's own transaction, so a restart
 * loses none; the job queue's claim lets one process send a digest, and a review made once a runner has
 * claimed the job starts the next digest. `send` writes the e-mails (the last decision on each document).
 */
export function createDocumentReviewDigest(deps: {
  repository: DocumentReviewNoticesRepository;
  jobs: JobQueue;
  clock: () => Date;
  send: (companyId: number, reviews: DocumentReviewToTell[]) => Promise<number>;
  quietMs?: number;
  maxWaitMs?: number;
}) {
  const { repository, jobs } = deps;
  const quietMs = deps.quietMs ?? DOCUMENT_REVIEW_DIGEST_QUIET_MS;
  const maxWaitMs = deps.maxWaitMs ?? DOCUMENT_REVIEW_DIGEST_MAX_WAIT_MS;

  jobs.register(DOCUMENT_REVIEW_DIGEST_JOB, async (payload, job) => {
    const rows = await repository.ofJob(job.id);
    // A document reviewed twice in one sitting (rejected, a new file, approved) is told its last decision.
    const latest = new Map<string, DocumentReviewToTell>();
    for (const row of rows) {
      const key = `${row.document_kind}:${row.document_id}`;
      latest.delete(key);
      latest.set(key, {
        companyId: row.company_id,
        kind: row.document_kind,
        documentId: row.document_id,
        documentType: row.document_type,
        partnerId: row.partner_id,
        approved: row.approved,
        category: row.category,
        note: row.note,
      });
    }
    if (latest.size > 0) await deps.send(Number(payload.companyId), [...latest.values()]);
    await repository.deleteOfJob(job.id);
  });

  return {
    quietMs,

    /**
     * Adds a review to the company's digest, inside the review's transaction (which holds the company's row,
     * so the company's reviews are gathered one at a time); answers when the digest is due.
     */
    async gather(review: DocumentReviewToTell, options: { tx: Database }): Promise<Date> {
      const now = deps.clock();
      const quietUntil = new Date(now.getTime() + quietMs);
      const open = await repository.latestDigest(review.companyId, options.tx);
      let jobId: number | null = null;
      let dueAt = quietUntil;
      if (open) {
        const latestAllowed = new Date(open.firstReviewedAt.getTime() + maxWaitMs);
        const candidate = latestAllowed < quietUntil ? latestAllowed : quietUntil;
        if (await jobs.postpone(open.jobId, candidate, { tx: options.tx })) {
          jobId = open.jobId;
          dueAt = candidate;
        }
      }
      jobId ??= await jobs.enqueue(
        DOCUMENT_REVIEW_DIGEST_JOB,
        { companyId: review.companyId },
        { runAt: dueAt, tx: options.tx },
      );
      await repository.insert(
        {
          company_id: review.companyId,
          job_id: jobId,
          document_kind: review.kind,
          document_id: review.documentId,
          document_type: review.documentType,
          partner_id: review.partnerId,
          approved: review.approved,
          category: review.category,
          note: review.note,
          reviewed_at: now,
        },
        options.tx,
      );
      return dueAt;
    },
  };
}
export type DocumentReviewDigest = ReturnType<typeof createDocumentReviewDigest>;
