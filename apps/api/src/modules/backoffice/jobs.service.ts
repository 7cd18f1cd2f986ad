import type { BackofficeFailedJob, BackofficeFailedJobsPage } from '@forja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, conflict } from '../../http/errors';
import type { FailedJob } from '../../jobs/job-queue';
import { recordAudit } from '../audit/audit-log';

const toFailedJob = (job: FailedJob): BackofficeFailedJob => ({
  id: job.id,
  kind: job.kind,
  attempts: job.attempts,
  last_error: job.last_error,
  created_at: job.created_at.toISOString(),
  failed_at: job.run_at.toISOString(),
  request_id: job.request_id,
});

/** A page of the jobs that gave up, most recent first, with every kind's counts. */
export async function listFailedJobs(
  app: FastifyInstance,
  page: { page: number; pageSize: number },
): Promise<BackofficeFailedJobsPage> {
  const queue = app.services.jobs;
  const [failed, kinds] = await Promise.all([queue.failed(page), queue.countsByKind()]);
  return {
    items: failed.items.map(toFailedJob),
    total: failed.total,
    page: page.page,
    page_size: page.pageSize,
    kinds,
  };
}

/**
 * Gives a job that gave up a fresh set of attempts, due now, and writes who asked to the audit log in the
 * same transaction. An unknown job answers 404 not_found; one that waits, runs or is done 409 job_not_failed.
 */
export async function retryFailedJob(
  app: FastifyInstance,
  request: FastifyRequest,
  jobId: number,
): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const retried = await app.services.jobs.retry(jobId, { tx });
    if (retried.outcome === 'not_found') throw new AppError(404, 'not_found');
    if (retried.outcome === 'not_failed') throw conflict('job_not_failed');
    await recordAudit(tx, request, {
      action: 'job.retry',
      subjectType: 'job',
      subjectId: jobId,
      // The kind and the count of tries, never the payload (it may hold personal data).
      before: { kind: retried.job.kind, attempts: retried.job.attempts },
      after: { kind: retried.job.kind, attempts: 0 },
    });
  });
}
