import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs } from '../db/schema/index';
import { currentRequestId, runWithRequestContext } from '../http/request-context';

/**
 * The job queue: rows of the `jobs` table that the server works through, so no job is lost when the process
 * stops. A job is claimed by setting `locked_until` in one statement (`… where id in (select … for update skip
 * locked)`), which works on PGlite and PostgreSQL and lets several API processes share the table. A process
 * that dies mid-job leaves its lock behind; once the lock expires another run picks the job up again. While a
 * handler runs, its runner renews the lock every third of the lease, so a long job is not picked up twice; a
 * runner records the outcome only while it still holds the lock it took, so one that stalled past its lock
 * (and could not renew it) cannot release a job another runner has since claimed.
 */

export type JobRow = typeof jobs.$inferSelect;

/**
 * What a handler may answer: nothing (done), or when to run it again (e.g. to ask a provider for a result),
 * with the payload that run gets when it is not the same (where long work goes on from: a cursor).
 */
export type JobOutcome = void | { runAgainAt: Date; payload?: Record<string, unknown> };
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<JobOutcome>;

export type JobLog = { error: (details: object, message: string) => void };

/**
 * A job that gave up, as staff see it: never its payload, which may hold personal data. `run_at` is when it
 * gave up (for a job whose process died on its last try: when that try was due).
 */
export type FailedJob = Pick<
  JobRow,
  'id' | 'kind' | 'attempts' | 'last_error' | 'created_at' | 'run_at' | 'request_id'
>;

/** Jobs of one kind not done yet: still to run (or running), and given up. */
export type JobKindCounts = { kind: string; pending: number; failed: number };

/** What `retry` did: the job as it was before, or why it did not. */
export type JobRetry =
  { outcome: 'retried'; job: FailedJob } | { outcome: 'not_found' } | { outcome: 'not_failed' };

/** How long a claim holds without renewal: a process that dies frees its job after this. */
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

/**
 * Jobs that gave up: not done, out of attempts, and not held by a runner (a job on its last try is running,
 * not failed, until that try ends).
 */
function failedCondition(now: Date): SQL {
  return and(
    isNull(jobs.done_at),
    gte(jobs.attempts, JOB_MAX_ATTEMPTS),
    or(isNull(jobs.locked_until), lte(jobs.locked_until, now)),
  ) as SQL;
}

const isFailed = (job: JobRow, now: Date) =>
  job.done_at === null &&
  job.attempts >= JOB_MAX_ATTEMPTS &&
  (job.locked_until === null || job.locked_until <= now);

const failedColumns = {
  id: jobs.id,
  kind: jobs.kind,
  attempts: jobs.attempts,
  last_error: jobs.last_error,
  created_at: jobs.created_at,
  run_at: jobs.run_at,
  request_id: jobs.request_id,
};

const failedOf = (job: JobRow): FailedJob => ({
  id: job.id,
  kind: job.kind,
  attempts: job.attempts,
  last_error: job.last_error,
  created_at: job.created_at,
  run_at: job.run_at,
  request_id: job.request_id,
});

export function createJobQueue(deps: {
  db: Database;
  clock: () => Date;
  log?: JobLog;
  /** How long a claim holds (JOB_LEASE_SECONDS); a process that dies frees its job after this. */
  leaseMs?: number;
}) {
  const { db, clock } = deps;
  const leaseMs = deps.leaseMs ?? JOB_LOCK_MS;
  const handlers = new Map<string, JobHandler>();
  let log: JobLog = deps.log ?? { error: () => undefined };
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
        locked_until: new Date(now.getTime() + leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return rows[0] ?? null;
  }

  /** The job's row while this runner still holds the lock it took (none once another runner claimed it). */
  const stillMine = (job: JobRow) =>
    and(
      eq(jobs.id, job.id),
      job.locked_until ? eq(jobs.locked_until, job.locked_until) : isNull(jobs.locked_until),
    );

  /**
   * Renews the lock of a running job every third of the lease, moving `job.locked_until` along, until stopped
   * or until the lock turns out to be another runner's. `stop` waits for a renewal under way, so the outcome
   * is recorded against the lock as it last stood.
   */
  function keepLocked(job: JobRow): { stop: () => Promise<void> } {
    let renewal: Promise<unknown> = Promise.resolve();
    const renew = async () => {
      const until = new Date(clock().getTime() + leaseMs);
      const renewed = await db
        .update(jobs)
        .set({ locked_until: until })
        .where(stillMine(job))
        .returning({ id: jobs.id });
      if (renewed.length > 0) job.locked_until = until;
      else clearInterval(timer);
    };
    const timer = setInterval(
      () => {
        renewal = renewal.then(renew).catch((error: unknown) => {
          log.error(logged(job, error), 'job lock not renewed: will try again');
        });
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return {
      stop: async () => {
        clearInterval(timer);
        await renewal;
      },
    };
  }

  /** Log lines name the job and the request that enqueued it, never the payload (it may hold personal data). */
  const logged = (job: JobRow, error: unknown) => ({
    requestId: job.request_id ?? undefined,
    job: { id: job.id, kind: job.kind, attempts: job.attempts },
    err: error,
  });

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    const lock = keepLocked(job);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const run = () => handler(job.payload, job);
      // The handler's own log lines and the jobs it enqueues carry the request that enqueued this one.
      const outcome = await (
        job.request_id ? runWithRequestContext({ requestId: job.request_id }, run) : run()
      ).finally(lock.stop);
      const recorded = outcome
        ? // Not a failure: the job asked to run again later, with a fresh count of attempts.
          await db
            .update(jobs)
            .set({
              run_at: outcome.runAgainAt,
              locked_until: null,
              attempts: 0,
              last_error: null,
              ...(outcome.payload ? { payload: outcome.payload } : {}),
            })
            .where(stillMine(job))
            .returning({ id: jobs.id })
        : await db
            .update(jobs)
            .set({ done_at: clock(), locked_until: null, last_error: null })
            .where(stillMine(job))
            .returning({ id: jobs.id });
      if (recorded.length === 0) {
        log.error(
          logged(job, undefined),
          'job ended after its lock expired: the runner that holds it now decides',
        );
      }
    } catch (error) {
      await lock.stop();
      const message = error instanceof Error ? error.message : String(error);
      const givingUp = job.attempts >= JOB_MAX_ATTEMPTS;
      log.error(
        logged(job, error),
        givingUp ? 'job failed for the last time: left for inspection' : 'job failed: will retry',
      );
      const now = clock();
      await db
        .update(jobs)
        .set({
          locked_until: null,
          last_error: message.slice(0, 2000),
          // A job that gives up keeps the time it did, which the back office shows.
          run_at: givingUp ? now : new Date(now.getTime() + retryDelayMs(job.attempts)),
        })
        .where(stillMine(job));
    }
  }

  /** Adds a job, inside the caller's transaction when one is given, with the id of the request under way. */
  async function enqueue(
    kind: string,
    payload: Record<string, unknown>,
    options: { runAt?: Date; tx?: Database } = {},
  ): Promise<number> {
    const now = clock();
    const rows = await (options.tx ?? db)
      .insert(jobs)
      .values({
        kind,
        payload,
        run_at: options.runAt ?? now,
        created_at: now,
        request_id: currentRequestId() ?? null,
      })
      .returning({ id: jobs.id });
    return (rows[0] as { id: number }).id;
  }

  /**
   * Moves a job no runner has claimed yet (never tried, not held, not done) to run at `runAt`, inside the
   * caller's transaction when one is given; answers false, changing nothing, once a runner has claimed it or
   * it is done. One conditional statement: a runner that claims the job first makes it answer false, and the
   * row it updates is held until the caller commits, so no runner claims it in between.
   */
  async function postpone(id: number, runAt: Date, options: { tx?: Database } = {}): Promise<boolean> {
    const rows = await (options.tx ?? db)
      .update(jobs)
      .set({ run_at: runAt })
      .where(and(eq(jobs.id, id), isNull(jobs.done_at), eq(jobs.attempts, 0), isNull(jobs.locked_until)))
      .returning({ id: jobs.id });
    return rows.length > 0;
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

    postpone,

    /**
     * Makes sure one job of a kind is pending and due by `runAt` (now by default): for recurring work whose
     * handler reschedules itself. One statement, so processes that start together leave a single job: the
     * insert meets the pending job of the kind on `jobs_recurring_kind_key` and brings it forward instead.
     * A recurring job that gave up is revived with its attempts reset (it is the kind's only job, and the
     * work must go on); its last error stays on the row until a run succeeds.
     */
    async schedule(kind: string, options: { runAt?: Date } = {}): Promise<void> {
      const now = clock();
      await db
        .insert(jobs)
        .values({
          kind,
          payload: {},
          run_at: options.runAt ?? now,
          created_at: now,
          recurring: true,
          request_id: currentRequestId() ?? null,
        })
        .onConflictDoUpdate({
          target: jobs.kind,
          targetWhere: sql`recurring and done_at is null`,
          set: {
            run_at: sql`least(${jobs.run_at}, excluded.run_at)`,
            attempts: sql`case when ${jobs.attempts} >= ${JOB_MAX_ATTEMPTS} then 0 else ${jobs.attempts} end`,
          },
        });
    },

    runDueJobs,

    /** The jobs that gave up, most recent first, a page at a time; payloads stay out. */
    async failed(page: { page: number; pageSize: number }): Promise<{ items: FailedJob[]; total: number }> {
      const where = failedCondition(clock());
      const [totalRow] = await db.select({ total: count() }).from(jobs).where(where);
      const items = await db
        .select(failedColumns)
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.run_at), desc(jobs.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      return { items, total: totalRow?.total ?? 0 };
    },

    /** Jobs not done yet, by kind: how many are still to run (or running) and how many gave up. */
    async countsByKind(): Promise<JobKindCounts[]> {
      const failed = failedCondition(clock());
      return db
        .select({
          kind: jobs.kind,
          pending: sql<number>`(count(*) filter (where ${not(failed)}))::int`,
          failed: sql<number>`(count(*) filter (where ${failed}))::int`,
        })
        .from(jobs)
        .where(isNull(jobs.done_at))
        .groupBy(jobs.kind)
        .orderBy(asc(jobs.kind));
    },

    /**
     * Gives a job that gave up a fresh set of attempts, due now; inside the caller's transaction when one is
     * given (to record who asked in the same transaction). Its last error stays until a run succeeds. Any
     * other job is left alone: `not_found`, or `not_failed` when it is still to run, running or done.
     */
    async retry(id: number, options: { tx?: Database } = {}): Promise<JobRetry> {
      const work = async (tx: Database): Promise<JobRetry> => {
        const now = clock();
        const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
        if (!job) return { outcome: 'not_found' };
        if (!isFailed(job, now)) return { outcome: 'not_failed' };
        await tx.update(jobs).set({ attempts: 0, run_at: now, locked_until: null }).where(eq(jobs.id, id));
        return { outcome: 'retried', job: failedOf(job) };
      };
      if (options.tx) return work(options.tx);
      return db.transaction((transaction) => work(transaction));
    },

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
