import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/database';
import { jobs } from '../db/schema/index';
import { runWithRequestContext } from '../http/request-context';
import { createTestDatabase } from '../test/test-database';
import { testClock } from '../test/test-app';
import { createJobQueue, JOB_LOCK_MS, JOB_MAX_ATTEMPTS, retryDelayMs, type JobQueue } from './job-queue';

let database: DatabaseHandle;
/** A second connection to the same database, as another API process has (PGlite: the same handle). */
let other: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  other = await openSecondHandle(database);
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

async function openSecondHandle(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.kind !== 'postgres') return handle;
  const result = await handle.db.execute(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${(result as { rows: { name: string }[] }).rows[0]?.name ?? ''}`;
  return openPostgres(url.toString());
}

const rowOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const pendingOf = (kind: string) =>
  database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), isNull(jobs.done_at)));

/** A job of its own kind that has failed every try, for the failed list and retries. */
async function givenUpJob(queue: JobQueue, clock: ReturnType<typeof testClock>, kind: string) {
  queue.register(kind, async () => {
    throw new Error(`${kind} is broken`);
  });
  const id = await queue.enqueue(kind, { email: 'ana@example.mx' });
  for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
    await queue.runDueJobs();
    clock.advance(retryDelayMs(attempt));
  }
  return id;
}

describe('the job queue', () => {
  it('runs a due job once and marks it done; a later job waits for its time', async () => {
    const clock = testClock();
    const queue = createJobQueue({ db: database.db, clock: clock.now });
    const seen: unknown[] = [];
    queue.register('greet', async (payload) => {
      seen.push(payload.name);
    });
    const now = await queue.enqueue('greet', { name: 'Ana' });
    const later = await queue.enqueue(
      'greet',
      { name: 'Luis' },
      { runAt: new Date(clock.now().getTime() + 5000) },
    );
    expect(await queue.runDueJobs()).toBe(1);
    expect(seen).toEqual(['Ana']);
    expect(await rowOf(now)).toMatchObject({ attempts: 1, locked_until: null, done_at: clock.now() });
    expect(await queue.runDueJobs()).toBe(0);
    clock.advance(5000);
    expect(await queue.runDueJobs()).toBe(1);
    expect(seen).toEqual(['Ana', 'Luis']);
    expect((await rowOf(later))?.done_at).not.toBeNull();
  });

  it('retries a failing job with growing waits, then leaves it with its error for inspection', async () => {
    const clock = testClock();
    const queue = createJobQueue({ db: database.db, clock: clock.now });
    let calls = 0;
    queue.register('flaky', async () => {
      calls += 1;
      throw new Error(`the provider is down (${calls})`);
    });
    const id = await queue.enqueue('flaky', {});
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
      expect(await queue.runDueJobs()).toBe(1);
      const row = await rowOf(id);
      expect(row).toMatchObject({ attempts: attempt, locked_until: null, done_at: null });
      expect(row?.last_error).toBe(`the provider is down (${attempt})`);
      // Between tries it waits longer each time; once it gives up, run_at says when it did.
      const wait = attempt < JOB_MAX_ATTEMPTS ? retryDelayMs(attempt) : 0;
      expect(row?.run_at.getTime()).toBe(clock.now().getTime() + wait);
      expect(await queue.runDueJobs()).toBe(0);
      clock.advance(retryDelayMs(attempt));
    }
    expect(await queue.runDueJobs()).toBe(0);
    expect(calls).toBe(JOB_MAX_ATTEMPTS);
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('lets a handler ask to run again later without counting a failure, with the payload it gives', async () => {
    const clock = testClock();
    const queue = createJobQueue({ db: database.db, clock: clock.now });
    const payloads: unknown[] = [];
    queue.register('poll', async (payload) => {
      payloads.push(payload);
      if (payloads.length === 1) return { runAgainAt: new Date(clock.now().getTime() + 60_000) };
      if (payloads.length === 2)
        return { runAgainAt: new Date(clock.now().getTime() + 60_000), payload: { after: 7 } };
    });
    const id = await queue.enqueue('poll', { after: 0 });
    expect(await queue.runDueJobs()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 0, done_at: null, locked_until: null });
    clock.advance(60_000);
    await queue.runDueJobs();
    clock.advance(60_000);
    await queue.runDueJobs();
    // The payload stays unless the handler gives another.
    expect(payloads).toEqual([{ after: 0 }, { after: 0 }, { after: 7 }]);
    expect((await rowOf(id))?.done_at).not.toBeNull();
  });

  it('polls on its own once started, until stopped', async () => {
    const queue = createJobQueue({ db: database.db, clock: () => new Date() });
    const seen: string[] = [];
    queue.register('tick', async (payload) => {
      seen.push(payload.label as string);
    });
    queue.start({ intervalMs: 20 });
    await queue.enqueue('tick', { label: 'first' });
    await expect.poll(() => seen).toEqual(['first']);
    await queue.stop();
    await queue.enqueue('tick', { label: 'after stop' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual(['first']);
  });
});

describe('the job queue shared by two processes', () => {
  it('runs each of 50 jobs exactly once when two processes poll at once', async () => {
    const clock = testClock();
    const runs = new Map<number, number>();
    const queues = [database, other].map((handle) => {
      const queue = createJobQueue({ db: handle.db, clock: clock.now });
      queue.register('count', async (payload) => {
        // A short wait, so the two processes' claims interleave.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        const n = payload.n as number;
        runs.set(n, (runs.get(n) ?? 0) + 1);
      });
      return queue;
    });
    const ids: number[] = [];
    for (let n = 0; n < 50; n += 1) ids.push(await queues[n % 2]!.enqueue('count', { n }));
    const ran = await Promise.all(queues.map((queue) => queue.runDueJobs()));
    expect(ran.reduce((sum, value) => sum + value, 0)).toBe(50);
    expect([...runs.keys()].toSorted((a, b) => a - b)).toEqual([...Array(50).keys()]);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, 'count'));
    expect(rows.filter((row) => row.done_at !== null && row.attempts === 1)).toHaveLength(50);
  });

  it('leaves the job of a process that died alone while its lock holds, then the other process runs it', async () => {
    const clock = testClock();
    const crashed = createJobQueue({ db: database.db, clock: clock.now });
    crashed.register('report', () => new Promise<never>(() => undefined)); // never finishes: the process "dies"
    const id = await crashed.enqueue('report', { n: 1 });
    const others = await crashed.enqueue('someone-elses-kind', {});
    void crashed.runDueJobs();
    await expect.poll(async () => (await rowOf(id))?.attempts).toBe(1);

    const restarted = createJobQueue({ db: other.db, clock: clock.now });
    const seen: number[] = [];
    restarted.register('report', async (payload) => {
      seen.push(payload.n as number);
    });
    expect(await restarted.runDueJobs()).toBe(0);
    clock.advance(JOB_LOCK_MS - 1);
    expect(await restarted.runDueJobs()).toBe(0);
    clock.advance(1);
    expect(await restarted.runDueJobs()).toBe(1);
    expect(seen).toEqual([1]);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, locked_until: null, done_at: clock.now() });
    expect(await rowOf(others)).toMatchObject({ attempts: 0, done_at: null });
  });

  it('postpones a job no runner has claimed, and not one a runner holds, has tried or has done', async () => {
    const clock = testClock();
    const queue = createJobQueue({ db: database.db, clock: clock.now });
    let release: () => void = () => undefined;
    queue.register('digest', () => new Promise<void>((resolve) => (release = resolve)));
    const id = await queue.enqueue('digest', {}, { runAt: new Date(clock.now().getTime() + 60_000) });
    const later = new Date(clock.now().getTime() + 120_000);
    expect(await queue.postpone(id, later)).toBe(true);
    clock.advance(60_000);
    expect(await queue.runDueJobs()).toBe(0);
    expect((await rowOf(id))?.run_at).toEqual(later);

    clock.advance(60_000);
    const running = queue.runDueJobs();
    await expect.poll(async () => (await rowOf(id))?.attempts).toBe(1);
    // Held by a runner (from this process or another): moved no more.
    const elsewhere = createJobQueue({ db: other.db, clock: clock.now });
    expect(await elsewhere.postpone(id, new Date(clock.now().getTime() + 60_000))).toBe(false);
    release();
    expect(await running).toBe(1);
    expect(await queue.postpone(id, new Date(clock.now().getTime() + 60_000))).toBe(false);
    expect((await rowOf(id))?.done_at).toEqual(clock.now());
  });

  it('renews the lock of a job that runs longer than its lease, so another process does not run it twice', async () => {
    const leaseMs = 300;
    let runs = 0;
    const long = createJobQueue({ db: database.db, clock: () => new Date(), leaseMs });
    long.register('long-report', async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 4 * leaseMs));
    });
    const id = await long.enqueue('long-report', {});
    const longRun = long.runDueJobs();
    await expect.poll(async () => (await rowOf(id))?.attempts).toBe(1);

    const second = createJobQueue({ db: other.db, clock: () => new Date(), leaseMs });
    second.register('long-report', async () => {
      runs += 1;
    });
    // Past the first lease, and past the second: the lock has moved on each time.
    const firstLock = (await rowOf(id))?.locked_until?.getTime() ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 2 * leaseMs));
    expect(await second.runDueJobs()).toBe(0);
    expect((await rowOf(id))?.locked_until?.getTime() ?? 0).toBeGreaterThan(firstLock);

    expect(await longRun).toBe(1);
    expect(runs).toBe(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, locked_until: null });
    expect((await rowOf(id))?.done_at).not.toBeNull();
  });

  it('does not let a runner that outlived its lock release the job another runner took over', async () => {
    const clock = testClock();
    const lines: string[] = [];
    const log = { error: (_details: object, message: string) => lines.push(message) };
    let finishSlow: () => void = () => undefined;
    let finishOther: () => void = () => undefined;
    const slow = createJobQueue({ db: database.db, clock: clock.now, log });
    slow.register('long-export', () => new Promise<void>((resolve) => (finishSlow = resolve)));
    const id = await slow.enqueue('long-export', {});
    const slowRun = slow.runDueJobs();
    await expect.poll(async () => (await rowOf(id))?.attempts).toBe(1);

    clock.advance(JOB_LOCK_MS);
    const second = createJobQueue({ db: other.db, clock: clock.now });
    second.register('long-export', () => new Promise<void>((resolve) => (finishOther = resolve)));
    const secondRun = second.runDueJobs();
    await expect.poll(async () => (await rowOf(id))?.attempts).toBe(2);
    const held = (await rowOf(id))?.locked_until;

    finishSlow();
    await slowRun;
    expect(lines).toEqual(['job ended after its lock expired: the runner that holds it now decides']);
    expect(await rowOf(id)).toMatchObject({ locked_until: held, done_at: null });
    const third = createJobQueue({ db: database.db, clock: clock.now });
    third.register('long-export', async () => undefined);
    expect(await third.runDueJobs()).toBe(0);

    finishOther();
    expect(await secondRun).toBe(1);
    expect(await rowOf(id)).toMatchObject({ locked_until: null, done_at: clock.now() });
  });

  it('keeps one pending recurring job when two processes schedule it at the same moment', async () => {
    const clock = testClock();
    const queues = [database, other].map((handle) => createJobQueue({ db: handle.db, clock: clock.now }));
    const later = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);
    await Promise.all(
      [30, 10, 20, 5, 40, 15].map((minutes, index) =>
        queues[index % 2]!.schedule('nightly-check', { runAt: later(minutes) }),
      ),
    );
    const pending = await pendingOf('nightly-check');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ recurring: true, attempts: 0, run_at: later(5) });
    // A later time does not push the pending job back; an earlier one brings it forward.
    await queues[1]!.schedule('nightly-check', { runAt: later(60) });
    expect((await pendingOf('nightly-check'))[0]?.run_at).toEqual(later(5));
    await queues[0]!.schedule('nightly-check');
    expect(await pendingOf('nightly-check')).toMatchObject([{ run_at: clock.now() }]);
  });

  it('revives a recurring job that gave up when it is scheduled again, keeping its last error until it succeeds', async () => {
    const clock = testClock();
    const queue = createJobQueue({ db: database.db, clock: clock.now });
    let healthy = false;
    queue.register('hourly-sync', async () => {
      if (!healthy) throw new Error('the provider is down');
      return { runAgainAt: new Date(clock.now().getTime() + 3_600_000) };
    });
    await queue.schedule('hourly-sync');
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
      await queue.runDueJobs();
      clock.advance(retryDelayMs(attempt));
    }
    const [gaveUp] = await pendingOf('hourly-sync');
    expect(gaveUp).toMatchObject({ attempts: JOB_MAX_ATTEMPTS, last_error: 'the provider is down' });

    await queue.schedule('hourly-sync');
    const [revived] = await pendingOf('hourly-sync');
    expect(revived).toMatchObject({ id: gaveUp?.id, attempts: 0, last_error: 'the provider is down' });
    healthy = true;
    expect(await queue.runDueJobs()).toBe(1);
    expect(await pendingOf('hourly-sync')).toMatchObject([{ id: gaveUp?.id, attempts: 0, last_error: null }]);
  });
});

describe('the request behind a job', () => {
  it('keeps the id of the request that enqueued a job, for its log lines and the jobs it enqueues', async () => {
    const clock = testClock();
    const details: object[] = [];
    const queue = createJobQueue({
      db: database.db,
      clock: clock.now,
      log: { error: (detail) => details.push(detail) },
    });
    let followUp = 0;
    queue.register('welcome-mail', async () => {
      followUp = await queue.enqueue('welcome-follow-up', {});
      throw new Error('the mail server refused the connection');
    });
    const id = await runWithRequestContext({ requestId: 'req-7f3a' }, () =>
      queue.enqueue('welcome-mail', { email: 'ana.lopez@example.mx', name: 'Ana López' }),
    );
    expect((await rowOf(id))?.request_id).toBe('req-7f3a');
    expect((await queue.enqueue('welcome-mail-outside', {})) > 0).toBe(true);

    await queue.runDueJobs();
    expect((await rowOf(followUp))?.request_id).toBe('req-7f3a');
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({
      requestId: 'req-7f3a',
      job: { id, kind: 'welcome-mail', attempts: 1 },
    });
    expect(JSON.stringify(details)).not.toMatch(/ana\.lopez|Ana López/);
  });

  it('stores no request id for a job enqueued outside a request', async () => {
    const queue = createJobQueue({ db: database.db, clock: testClock().now });
    const id = await queue.enqueue('from-a-script', {});
    expect((await rowOf(id))?.request_id).toBeNull();
  });
});

describe('jobs that gave up', () => {
  it('lists them most recent first without payloads, counts each kind, and retries one on request', async () => {
    const clock = testClock(new Date('2026-12-01T08:00:00Z'));
    const queue = createJobQueue({ db: database.db, clock: clock.now });
    const first = await givenUpJob(queue, clock, 'gave-up-first');
    const second = await givenUpJob(queue, clock, 'gave-up-second');
    queue.register('still-waiting', async () => undefined);
    await queue.enqueue('still-waiting', {}, { runAt: new Date('2027-01-01T00:00:00Z') });

    const failed = await queue.failed({ page: 1, pageSize: 100 });
    const ours = failed.items.filter((job) => [first, second].includes(job.id));
    expect(ours.map((job) => job.id)).toEqual([second, first]);
    expect(ours[0]).toEqual({
      id: second,
      kind: 'gave-up-second',
      attempts: JOB_MAX_ATTEMPTS,
      last_error: 'gave-up-second is broken',
      created_at: expect.any(Date),
      run_at: expect.any(Date),
      request_id: null,
    });
    expect(failed.total).toBeGreaterThanOrEqual(2);
    const page = await queue.failed({ page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(failed.total);

    const counts = await queue.countsByKind();
    expect(counts.filter((row) => row.kind.startsWith('gave-up') || row.kind === 'still-waiting')).toEqual([
      { kind: 'gave-up-first', pending: 0, failed: 1 },
      { kind: 'gave-up-second', pending: 0, failed: 1 },
      { kind: 'still-waiting', pending: 1, failed: 0 },
    ]);

    const retried = await queue.retry(first);
    expect(retried).toMatchObject({ outcome: 'retried', job: { id: first, attempts: JOB_MAX_ATTEMPTS } });
    expect(await rowOf(first)).toMatchObject({
      attempts: 0,
      run_at: clock.now(),
      locked_until: null,
      last_error: 'gave-up-first is broken',
    });
    expect((await queue.failed({ page: 1, pageSize: 100 })).items.map((job) => job.id)).not.toContain(first);
    queue.register('gave-up-first', async () => undefined);
    expect(await queue.runDueJobs()).toBe(1);
    expect(await rowOf(first)).toMatchObject({ attempts: 1, last_error: null, done_at: clock.now() });
  });

  it('retries only a job that gave up', async () => {
    const clock = testClock();
    const queue = createJobQueue({ db: database.db, clock: clock.now });
    queue.register('quick', async () => undefined);
    const done = await queue.enqueue('quick', {});
    await queue.runDueJobs();
    const waiting = await queue.enqueue('quick', {}, { runAt: new Date(clock.now().getTime() + 60_000) });

    expect(await queue.retry(done)).toEqual({ outcome: 'not_failed' });
    expect(await queue.retry(waiting)).toEqual({ outcome: 'not_failed' });
    expect(await queue.retry(987_654_321)).toEqual({ outcome: 'not_found' });
    expect(await rowOf(waiting)).toMatchObject({
      attempts: 0,
      run_at: new Date(clock.now().getTime() + 60_000),
    });
  });

  it('does not count a job on its last try as failed while its runner holds it', async () => {
    const clock = testClock();
    const queue = createJobQueue({ db: database.db, clock: clock.now });
    const id = await queue.enqueue('last-try', {});
    await database.db
      .update(jobs)
      .set({ attempts: JOB_MAX_ATTEMPTS, locked_until: new Date(clock.now().getTime() + JOB_LOCK_MS) })
      .where(eq(jobs.id, id));
    expect(await queue.retry(id)).toEqual({ outcome: 'not_failed' });
    expect((await queue.countsByKind()).find((row) => row.kind === 'last-try')).toEqual({
      kind: 'last-try',
      pending: 1,
      failed: 0,
    });
    clock.advance(JOB_LOCK_MS);
    expect((await queue.countsByKind()).find((row) => row.kind === 'last-try')).toEqual({
      kind: 'last-try',
      pending: 0,
      failed: 1,
    });
  });
});
