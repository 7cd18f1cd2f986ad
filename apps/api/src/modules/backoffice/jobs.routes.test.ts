import type { AuditEvent, BackofficeFailedJobsPage } from '@forja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { runWithRequestContext } from '../../http/request-context';
import { JOB_MAX_ATTEMPTS, retryDelayMs } from '../../jobs/job-queue';
import { bearer, register, type Registered } from '../../test/accounts';
import { refreshSession, registerStaff } from '../../test/staff';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

const clock = testClock();
let t: TestApp;
let operator: Registered;
let admin: Registered;
/** Two jobs that failed every try: a mail first, an export later; and one still waiting its turn. */
let mailJob: number;
let exportJob: number;
let waitingJob: number;

const BASE = '/api/v3/backoffice/jobs';

const call = (method: 'GET' | 'POST', url: string, account?: Registered) =>
  t.app.inject({ method, url, headers: account ? bearer(account.access) : {} });

const pageOf = (res: { json: <T>() => T }) => res.json<{ content: BackofficeFailedJobsPage }>().content;

/** Runs the queue until a job of the kind has used every try, as the worker would over the hour. */
async function failEveryTry() {
  for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
    await t.services().jobs.runDueJobs();
    clock.advance(retryDelayMs(attempt));
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  const queue = t.services().jobs;
  queue.register('backoffice-test-mail', async () => {
    throw new Error('the mail server refused the connection');
  });
  queue.register('backoffice-test-export', async () => {
    throw new Error('the storage is full');
  });
  mailJob = await runWithRequestContext({ requestId: 'req-mail-1' }, () =>
    queue.enqueue('backoffice-test-mail', { email: 'ana.lopez@example.mx' }),
  );
  await failEveryTry();
  exportJob = await queue.enqueue('backoffice-test-export', { user_id: 42 });
  await failEveryTry();
  waitingJob = await queue.enqueue('backoffice-test-export', {}, { runAt: new Date('2030-01-01T00:00:00Z') });
  // Staff sign in after the hour the jobs took, so their sessions are fresh.
  operator = await registerStaff(t.app, 'operator');
  admin = await registerStaff(t.app, 'admin');
});
afterAll(() => t.close());

describe('failed background jobs in the back office', () => {
  it('lists the jobs that gave up to staff, most recent first, without payloads, with counts by kind', async () => {
    const res = await call('GET', `${BASE}/failed`, operator);
    expect(res.statusCode, res.body).toBe(200);
    const page = pageOf(res);
    expect(page.items.map((job) => job.id)).toEqual([exportJob, mailJob]);
    expect(page).toMatchObject({ total: 2, page: 1, page_size: 25 });
    expect(page.items[1]).toEqual({
      id: mailJob,
      kind: 'backoffice-test-mail',
      attempts: JOB_MAX_ATTEMPTS,
      last_error: 'the mail server refused the connection',
      created_at: '2026-11-22T12:00:00.000Z',
      failed_at: expect.any(String),
      request_id: 'req-mail-1',
    });
    expect(new Date(page.items[1]!.failed_at) < new Date(page.items[0]!.failed_at)).toBe(true);
    expect(res.body).not.toMatch(/ana\.lopez|user_id|payload/);
    expect(page.kinds).toEqual(
      expect.arrayContaining([
        { kind: 'backoffice-test-export', pending: 1, failed: 1 },
        { kind: 'backoffice-test-mail', pending: 0, failed: 1 },
      ]),
    );

    const second = pageOf(await call('GET', `${BASE}/failed?page=2&page_size=1`, operator));
    expect(second).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(second.items.map((job) => job.id)).toEqual([mailJob]);
  });

  it('is hidden from anyone but staff, and only admins send a job back to the queue', async () => {
    const founder = await register(t.app);
    const hidden = await call('GET', `${BASE}/failed`, founder);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: ['not_found'] });
    expect((await call('GET', `${BASE}/failed`)).statusCode).toBe(404);

    const refused = await call('POST', `${BASE}/${mailJob}/retry`, operator);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: ['not_found'] });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, mailJob));
    expect(row?.attempts).toBe(JOB_MAX_ATTEMPTS);
  });

  it('retries a failed job for an admin, writes it to the audit log, and the job runs again', async () => {
    const res = await call('POST', `${BASE}/${mailJob}/retry`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ content: { ok: true } });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, mailJob));
    expect(row).toMatchObject({
      attempts: 0,
      run_at: clock.now(),
      locked_until: null,
      done_at: null,
      last_error: 'the mail server refused the connection',
    });
    expect(pageOf(await call('GET', `${BASE}/failed`, operator)).items.map((job) => job.id)).toEqual([
      exportJob,
    ]);

    const audit = await call('GET', '/api/v3/backoffice/audit', admin);
    const event = audit.json<{ content: { items: AuditEvent[] } }>().content.items[0];
    expect(event).toMatchObject({
      actor_id: admin.id,
      action: 'job.retry',
      subject_type: 'job',
      subject_id: mailJob,
      before: { kind: 'backoffice-test-mail', attempts: JOB_MAX_ATTEMPTS },
      after: { kind: 'backoffice-test-mail', attempts: 0 },
    });

    t.services().jobs.register('backoffice-test-mail', async () => undefined);
    expect(await t.services().jobs.runDueJobs()).toBe(1);
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, mailJob));
    expect(done).toMatchObject({ attempts: 1, last_error: null, done_at: clock.now() });
  });

  it('answers not_found for an unknown job and job_not_failed for one that did not give up', async () => {
    const unknown = await call('POST', `${BASE}/987654321/retry`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ['not_found'] });
    for (const id of [mailJob, waitingJob]) {
      const res = await call('POST', `${BASE}/${id}/retry`, admin);
      expect(res.statusCode, String(id)).toBe(409);
      expect(res.json()).toEqual({ message: ['job_not_failed'] });
    }
    const invalid = await call('POST', `${BASE}/not-a-number/retry`, admin);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: ['invalid_request'] });
  });

  it('asks an admin who was away for the password again before retrying', async () => {
    clock.advance(16 * 60_000);
    admin = await refreshSession(t.app, admin);
    const idle = await call('POST', `${BASE}/${exportJob}/retry`, admin);
    expect(idle.statusCode).toBe(403);
    expect(idle.json()).toEqual({ message: ['recent_sign_in_required'] });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, exportJob));
    expect(row?.attempts).toBe(JOB_MAX_ATTEMPTS);
  });
});
