import { z } from 'zod';
import { contentSchema } from '../envelope';
import { backofficePageQuerySchema, pageOfSchema } from './staff';

/** The background jobs of the back office, under BACKOFFICE_PATH. */
export const BACKOFFICE_JOBS_PATH = 'jobs';

/** GET backoffice/jobs/failed: the jobs that gave up, most recent first (staff). */
export const backofficeFailedJobsQuerySchema = backofficePageQuerySchema;
export type BackofficeFailedJobsQuery = z.infer<typeof backofficeFailedJobsQuerySchema>;

/** POST backoffice/jobs/{job_id}/retry (admins). */
export const backofficeJobParamsSchema = z.object({
  job_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * A background job that failed every try and was left for someone to look at. Its payload is never shown (it
 * may hold personal data); the request id follows it into the server's log lines.
 */
export const backofficeFailedJobSchema = z.object({
  id: z.number().int(),
  /** What the job does: send-notification, privacy-data-export, … (the page shows a label for known kinds). */
  kind: z.string(),
  attempts: z.number().int(),
  /** The error of its last try, as the server recorded it. */
  last_error: z.string().nullable(),
  /** When it was queued and when it gave up (ISO 8601). */
  created_at: z.string(),
  failed_at: z.string(),
  /** The X-Request-Id of the request that queued it; null for work the server started on its own. */
  request_id: z.string().nullable(),
});
export type BackofficeFailedJob = z.infer<typeof backofficeFailedJobSchema>;

/** Jobs of one kind not done yet: still to run (or running), and given up. */
export const backofficeJobKindCountsSchema = z.object({
  kind: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type BackofficeJobKindCounts = z.infer<typeof backofficeJobKindCountsSchema>;

/** A page of failed jobs, with every kind's counts for the page's header. */
export const backofficeFailedJobsPageSchema = pageOfSchema(backofficeFailedJobSchema).extend({
  kinds: z.array(backofficeJobKindCountsSchema),
});
export type BackofficeFailedJobsPage = z.infer<typeof backofficeFailedJobsPageSchema>;
export const backofficeFailedJobsPageResponseSchema = contentSchema(backofficeFailedJobsPageSchema);
