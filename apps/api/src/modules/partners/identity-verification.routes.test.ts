import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications, jobs, partnerDocuments } from '../../db/schema/index';
import { SANDBOX_DENIED_WORDS } from '../../providers/identity/sandbox';
import { bearer, register, type Registered } from '../../test/accounts';
import { PDF, PNG, multipart } from '../../test/multipart';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { MP4, TEXT, WEBM, partnerCalls, pdf, png } from './partners.test-helpers';

const clock = testClock();
let t: TestApp;
let ana: Registered;
let beto: Registered;

beforeAll(async () => {
  t = await createTestApp({ IDENTITY_SANDBOX_DELAY_MS: '0' }, { clock: clock.now });
  ana = await register(t.app);
  beto = await register(t.app);
});
afterAll(() => t.close());

const { upload, sendVideo, verificationOf, companyWithPartners, partnerIn, invite } = partnerCalls(
  () => t.app,
  () => ana,
);

describe('identity verification', () => {
  it('needs the ID images and the selfie video, queues a Pending check, and the job approves it', async () => {
    const { companyId, ids } = await companyWithPartners(ana);
    const [id] = ids;
    expect(await verificationOf(id)).toEqual({ verification_id: null, status: null });
    expect(
      (await sendVideo(id, { name: 'selfie.webm', type: 'video/webm', data: WEBM, field: 'video' })).json(),
    ).toEqual({ message: ['no_identity_documents_found'] });
    await upload(id, 'national_identity', png());
    expect(
      (await sendVideo(id, { name: 'selfie.webm', type: 'video/webm', data: WEBM, field: 'video' })).json(),
    ).toEqual({ message: ['no_identity_documents_found'] });
    await upload(id, 'national_identity_back', png());

    expect((await sendVideo(id, null)).json()).toEqual({ message: ['selfie_video_required'] });
    expect(
      (await sendVideo(id, { name: 'selfie.webm', type: 'video/webm', data: WEBM, field: 'photo' })).json(),
    ).toEqual({ message: ['selfie_video_required'] });
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner/${id}/identity-verification`,
      headers: bearer(ana.access),
      payload: {},
    });
    expect(notJson.json()).toEqual({ message: ['selfie_video_required'] });
    for (const data of [TEXT, PNG]) {
      expect(
        (await sendVideo(id, { name: 'selfie.webm', type: 'video/webm', data, field: 'video' })).json(),
      ).toEqual({
        message: ['file_content_invalid', 'invalid_format'],
      });
    }

    const queued = await sendVideo(id, {
      name: 'selfie.webm',
      type: 'video/webm',
      data: WEBM,
      field: 'video',
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const content = queued.json<{ content: { verification_id: number } }>().content;
    expect(content).toEqual({
      verification_id: expect.any(Number),
      status: 'Pending',
      code: 'identity_verification_queued_successfully',
    });
    expect(await verificationOf(id)).toEqual({ verification_id: content.verification_id, status: 'Pending' });
    expect(await partnerIn(companyId, id)).toMatchObject({
      mati_verification: false,
      mati_status: [{ status: 'Pending' }],
    });
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'identity_verification'))
      .then((rows) => rows.filter((row) => row.payload.verification_id === content.verification_id));
    expect(job).toMatchObject({ done_at: null, attempts: 0 });

    expect(await t.services().jobs.runDueJobs()).toBeGreaterThanOrEqual(1);
    expect(await verificationOf(id)).toEqual({
      verification_id: content.verification_id,
      status: 'Approved',
    });
    expect(await partnerIn(companyId, id)).toMatchObject({
      mati_verification: true,
      mati_status: [{ status: 'Approved' }],
    });
    const [done] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, job?.id ?? 0));
    expect(done?.done_at).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, content.verification_id));
    expect(row).toMatchObject({
      provider: 'sandbox',
      provider_reference: `sandbox-${content.verification_id}`,
    });
  });

  it.each(SANDBOX_DENIED_WORDS)('denies a partner whose name holds the test word %s', async (word) => {
    const { companyId, ids, emails } = await companyWithPartners(ana, [
      'Ana',
      `Prueba ${word.toLowerCase()}`,
    ]);
    const [, id] = ids;
    // The invited partner, by token: a passport (a PDF is fine for the sandbox) and an MP4 selfie.
    const token = await invite(companyId, emails[1]);
    await upload(id, 'passport', pdf(), { token });
    const queued = await sendVideo(
      id,
      { name: 'selfie.mp4', type: 'video/mp4', data: MP4, field: 'video' },
      { token },
    );
    expect(queued.statusCode, queued.body).toBe(200);
    await t.services().jobs.runDueJobs();
    expect((await verificationOf(id, { token })).status).toBe('Denied');
    expect((await partnerIn(companyId, id)).mati_status).toEqual([{ status: 'Denied' }]);
  });

  it('asks a partner without Mexican nationality for the passport: the voter card does not do', async () => {
    const { companyId, ids } = await companyWithPartners(ana);
    const [, id] = ids;
    const nationality = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner/set-nationalities/${id}`,
      headers: bearer(ana.access),
      payload: { nationalities: ['CN'] },
    });
    expect(nationality.statusCode, nationality.body).toBe(200);
    const webm = { name: 'selfie.webm', type: 'video/webm', data: WEBM, field: 'video' };
    await upload(id, 'national_identity', png());
    await upload(id, 'national_identity_back', png());
    expect((await sendVideo(id, webm)).json()).toEqual({ message: ['no_identity_documents_found'] });

    await upload(id, 'passport', png());
    const queued = await sendVideo(id, webm);
    expect(queued.statusCode, queued.body).toBe(200);
    await t.services().jobs.runDueJobs();
    expect((await partnerIn(companyId, id)).mati_status).toEqual([{ status: 'Approved' }]);
  });

  it('picks up a job a previous process left locked, but not one another process still holds', async () => {
    const { ids } = await companyWithPartners(ana);
    const [id] = ids;
    await upload(id, 'passport', pdf());
    const video = { name: 'selfie.webm', type: 'video/webm', data: WEBM, field: 'video' };
    const queued = [];
    for (let i = 0; i < 2; i += 1) {
      queued.push(
        (await sendVideo(id, video)).json<{ content: { verification_id: number } }>().content.verification_id,
      );
    }
    const [left, held] = queued;
    const jobOf = async (verificationId: number | undefined) =>
      (await t.database.db.select().from(jobs)).find((job) => job.payload.verification_id === verificationId);
    // Both were claimed by a process that then died; one lock has expired, the other has not.
    const minute = 60_000;
    const now = clock.now().getTime();
    await t.database.db
      .update(jobs)
      .set({ attempts: 1, locked_until: new Date(now - minute) })
      .where(eq(jobs.id, (await jobOf(left))?.id ?? 0));
    await t.database.db
      .update(jobs)
      .set({ attempts: 1, locked_until: new Date(now + minute) })
      .where(eq(jobs.id, (await jobOf(held))?.id ?? 0));

    await t.services().jobs.runDueJobs();
    const statusOf = async (verificationId: number | undefined) =>
      (
        await t.database.db
          .select()
          .from(identityVerifications)
          .where(eq(identityVerifications.id, verificationId ?? 0))
      )[0]?.status;
    expect(await statusOf(left)).toBe('Approved');
    expect(await jobOf(left)).toMatchObject({ attempts: 2, locked_until: null, done_at: expect.any(Date) });
    expect(await statusOf(held)).toBe('Pending');

    clock.advance(2 * minute);
    await t.services().jobs.runDueJobs();
    expect(await statusOf(held)).toBe('Approved');
  });

  it('refuses a foreign user and an anonymous caller', async () => {
    const { ids } = await companyWithPartners(ana);
    const video = { name: 'selfie.webm', type: 'video/webm', data: WEBM, field: 'video' };
    expect((await sendVideo(ids[1], video, beto)).json()).toEqual({
      message: ['user_not_belong_to_company'],
    });
    expect((await sendVideo(ids[1], video, null)).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v3/partner/${ids[1]}/identity-verification`,
      headers: bearer(beto.access),
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('identity verification with the sandbox delay and a failing storage', () => {
  it('runs the check once the configured delay has passed', async () => {
    const delayed = await createTestApp({ IDENTITY_SANDBOX_DELAY_MS: '3000' }, { clock: clock.now });
    try {
      const owner = await register(delayed.app);
      const { ids } = await companyWithPartners(owner, ['Ana', 'Luis'], delayed.app);
      const form = multipart({}, pdf());
      await delayed.app.inject({
        method: 'POST',
        url: `/api/v3/partner/${ids[0]}/documents/passport`,
        headers: { ...bearer(owner.access), ...form.headers },
        payload: form.payload,
      });
      const video = { name: 'selfie.webm', type: 'video/webm', data: WEBM, field: 'video' };
      expect((await sendVideo(ids[0], video, owner, delayed.app)).statusCode).toBe(200);
      expect(await delayed.services().jobs.runDueJobs()).toBe(0);
      expect((await verificationOf(ids[0], owner, delayed.app)).status).toBe('Pending');
      clock.advance(3000);
      expect(await delayed.services().jobs.runDueJobs()).toBe(1);
      expect((await verificationOf(ids[0], owner, delayed.app)).status).toBe('Approved');
    } finally {
      await delayed.close();
    }
  });

  it('answers failed_to_queue_identity_verification when the video cannot be stored, queuing nothing', async () => {
    // A data folder that is a file: storage cannot write anything under it.
    const notAFolder = join(tmpdir(), `forja-not-a-folder-${Date.now()}`);
    writeFileSync(notAFolder, 'x');
    const broken = await createTestApp({ DATA_DIR: notAFolder }, { clock: clock.now });
    try {
      const owner = await register(broken.app);
      const { ids } = await companyWithPartners(owner, ['Ana', 'Luis'], broken.app);
      const now = clock.now();
      await broken.database.db.insert(partnerDocuments).values({
        partner_id: ids[0],
        type: 'passport',
        storage_key: `partners/${ids[0]}/passport-test.pdf`,
        file_name: 'pasaporte.pdf',
        content_type: 'application/pdf',
        size_bytes: PDF.length,
        created_at: now,
        updated_at: now,
      });
      const video = { name: 'selfie.webm', type: 'video/webm', data: WEBM, field: 'video' };
      const res = await sendVideo(ids[0], video, owner, broken.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: ['failed_to_queue_identity_verification'] });
      expect(await broken.database.db.select().from(identityVerifications)).toEqual([]);
      expect(await broken.database.db.select().from(jobs)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
