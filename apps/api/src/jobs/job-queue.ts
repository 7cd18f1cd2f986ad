import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs } from '../db/schema/index';

/**
 * The job queue: rows of the `jobs` table that the server works through, so no job is lost when the process
 * stops. A job is claimed by setting `locked_until` in one statement (`… where id in (select … for update skip
 * locked)`), which works on PGlite and PostgreSQL and lets several API processes share the table. A process
 * that dies mid-job leaves its lock behind; once the lock expires another run picks the job up again.
 */

export type JobRow = typeof jobs.$inferSelect;

/** What a handler may answer: nothing (done), or when to run it again (e.g. to ask a provider for a result). */
export type JobOutcome = void | { runAgainAt: Date };
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<JobOutcome>;

export type JobLog = { error: (details: object, message: string) => void };

/** How long a claimed job stays reserved to its runner; a longer job would be picked up twice. */
export const JOB_LOCK_MS = 5 * 60_000;
/** Failed runs (a crash included) before a job is left alone, with its last error, for someone to look at. */
export const JOB_MAX_ATTEMPTS = 6;
/** The worker's poll interval in the server. */
export const JOB_POLL_MS = 1000;
/** Runs per `runDueJobs` call at most, so a job that keeps rescheduling itself cannot hold the loop. */
const MAX_RUNS_PER_CALL = 100;

/** Wait before the next try: 10 s, 40 s, 2 min 40 s, … up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 4 ** Math.max(0, attempts - 1), 3_600_000);
}

export function createJobQueue(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;
  const handlers = new Map<string, JobHandler>();
  let log: JobLog = { error: () => undefined };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  /** Reserves the next due job of a kind this process handles; null when none is due. */
  async function claim(now: Date): Promise<JobRow | null> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.done_at),
          inArray(jobs.kind, kinds),
          lte(jobs.run_at, now),
          lt(jobs.attempts, JOB_MAX_ATTEMPTS),
          or(isNull(jobs.locked_until), lte(jobs.locked_until, now)),
        ),
      )
      .orderBy(asc(jobs.run_at), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(jobs)
      .set({
        locked_until: new Date(now.getTime() + JOB_LOCK_MS),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return rows[0] ?? null;
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const outcome = await handler(job.payload, job);
      if (outcome) {
        // Not a failure: the job asked to run again later, with a fresh count of attempts.
        await db
          .update(jobs)
          .set({ run_at: outcome.runAgainAt, locked_until: null, attempts: 0, last_error: null })
          .where(eq(jobs.id, job.id));
      } else {
        await db
          .update(jobs)
          .set({ done_at: clock(), locked_until: null, last_error: null })
          .where(eq(jobs.id, job.id));
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givingUp = job.attempts >= JOB_MAX_ATTEMPTS;
      log.error(
        { job: { id: job.id, kind: job.kind, attempts: job.attempts }, err: error },
        givingUp ? 'job failed for the last time: left for inspection' : 'job failed: will retry',
      );
      await db
        .update(jobs)
        .set({
          locked_until: null,
          last_error: message.slice(0, 2000),
          run_at: new Date(clock().getTime() + retryDelayMs(job.attempts)),
        })
        .where(eq(jobs.id, job.id));
    }
  }

  /** Adds a job, inside the caller's transaction when one is given. */
  async function enqueue(
    kind: string,
    payload: Record<string, unknown>,
    options: { runAt?: Date; tx?: Database } = {},
  ): Promise<number> {
    const now = clock();
    const rows = await (options.tx ?? db)
      .insert(jobs)
      .values({ kind, payload, run_at: options.runAt ?? now, created_at: now })
      .returning({ id: jobs.id });
    return (rows[0] as { id: number }).id;
  }

  /** Runs every job that is due now, one after another; answers how many ran. */
  async function runDueJobs(): Promise<number> {
    let count = 0;
    while (count < MAX_RUNS_PER_CALL) {
      const job = await claim(clock());
      if (!job) break;
      await runOne(job);
      count += 1;
    }
    return count;
  }

  return {
    /** One handler per kind; a process claims only the kinds it handles. */
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },

    enqueue,

    /**
     * Makes sure one job of a kind is pending and due by `runAt` (now by default): for recurring work whose
     * handler reschedules itself. An existing pending job is brought forward; otherwise one is added.
     */
    async schedule(kind: string, options: { runAt?: Date } = {}): Promise<void> {
      const runAt = options.runAt ?? clock();
      const moved = await db
        .update(jobs)
        .set({ run_at: sql`least(${jobs.run_at}, ${runAt.toISOString()}::timestamptz)` })
        .where(and(eq(jobs.kind, kind), isNull(jobs.done_at), lt(jobs.attempts, JOB_MAX_ATTEMPTS)))
        .returning({ id: jobs.id });
      if (moved.length === 0) await enqueue(kind, {}, { runAt });
    },

    runDueJobs,

    /** Polls for due jobs until stopped (the server; tests call runDueJobs instead). */
    start(options: { intervalMs?: number; log?: JobLog } = {}) {
      if (options.log) log = options.log;
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runDueJobs()
          .catch((error: unknown) => log.error({ err: error }, 'the job queue could not be read'))
          .finally(() => {
            running = null;
          });
      }, options.intervalMs ?? JOB_POLL_MS);
      timer.unref();
    },

    /** Stops polling and waits for the job under way, if any. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
