import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { jobs } from '../db/schema/index';
import { createTestDatabase } from '../test/test-database';
import { testClock } from '../test/test-app';
import { createJobQueue, JOB_LOCK_MS, JOB_MAX_ATTEMPTS, retryDelayMs } from './job-queue';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

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
      expect(row?.run_at.getTime()).toBe(clock.now().getTime() + retryDelayMs(attempt));
      expect(await queue.runDueJobs()).toBe(0);
      clock.advance(retryDelayMs(attempt));
    }
    expect(await queue.runDueJobs()).toBe(0);
    expect(calls).toBe(JOB_MAX_ATTEMPTS);
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('lets a handler ask to run again later without counting a failure', async () => {
    const clock = testClock();
    const queue = createJobQueue({ db: database.db, clock: clock.now });
    let polls = 0;
    queue.register('poll', async () => {
      polls += 1;
      if (polls < 3) return { runAgainAt: new Date(clock.now().getTime() + 60_000) };
    });
    const id = await queue.enqueue('poll', {});
    expect(await queue.runDueJobs()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 0, done_at: null, locked_until: null });
    clock.advance(60_000);
    await queue.runDueJobs();
    clock.advance(60_000);
    await queue.runDueJobs();
    expect(polls).toBe(3);
    expect((await rowOf(id))?.done_at).not.toBeNull();
  });

  it('picks up a job whose runner died once its lock expires, and only kinds it handles', async () => {
    const clock = testClock();
    const crashed = createJobQueue({ db: database.db, clock: clock.now });
    crashed.register('report', () => new Promise<never>(() => undefined)); // never finishes: the process "dies"
    const id = await crashed.enqueue('report', { n: 1 });
    const other = await crashed.enqueue('someone-elses-kind', {});
    void crashed.runDueJobs();
    await expect.poll(async () => (await rowOf(id))?.attempts).toBe(1);

    const restarted = createJobQueue({ db: database.db, clock: clock.now });
    const seen: number[] = [];
    restarted.register('report', async (payload) => {
      seen.push(payload.n as number);
    });
    expect(await restarted.runDueJobs()).toBe(0);
    clock.advance(JOB_LOCK_MS);
    expect(await restarted.runDueJobs()).toBe(1);
    expect(seen).toEqual([1]);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, locked_until: null });
    expect(await rowOf(other)).toMatchObject({ attempts: 0, done_at: null });
  });

  it('gives each job to one runner when two processes poll at once', async () => {
    const clock = testClock();
    const ran: number[] = [];
    const queues = [0, 1].map(() => {
      const queue = createJobQueue({ db: database.db, clock: clock.now });
      queue.register('count', async (payload) => {
        ran.push(payload.n as number);
      });
      return queue;
    });
    for (let n = 0; n < 12; n += 1) await queues[0]?.enqueue('count', { n });
    await Promise.all(queues.map((queue) => queue.runDueJobs()));
    expect(ran.toSorted((a, b) => a - b)).toEqual([...Array(12).keys()]);
  });

  it('polls on its own once started, until stopped', async () => {
    const queue = createJobQueue({ db: database.db, clock: () => new Date() });
    const seen: string[] = [];
    queue.register('tick', async (payload) => {
      seen.push(payload.label as string);
    });
    queue.start({ intervalMs: 20 });
    await queue.enqueue('tick', { label: 'first' });
    await expect.poll(() => seen, { timeout: 5000 }).toEqual(['first']);
    await queue.stop();
    await queue.enqueue('tick', { label: 'after stop' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual(['first']);
  });
});
