import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications, jobs, partnerDocuments, postalCodes } from '../../db/schema/index';
import { SANDBOX_DENIED_WORDS } from '../../providers/identity/sandbox';
import { bearer, lastMail, register, uniqueEmail, type Registered } from '../../test/accounts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { importPostalCodes } from '../postal-codes/postal-codes.service';

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

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300', 'hex');
/** The start of a WebM file as MediaRecorder writes it (EBML header, DocType "webm"). */
const WEBM = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
  'hex',
);
const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const TEXT = Buffer.from('hola, no soy un archivo de verdad');

type File = { name: string; type: string; data: Buffer; field?: string };
const pdf = (name = 'doc.pdf', data = PDF): File => ({ name, type: 'application/pdf', data });
const png = (name = 'ine.png'): File => ({ name, type: 'image/png', data: PNG });

/** A multipart body with optional text fields and one file, as a browser sends it. */
function multipart(fields: Record<string, string>, file?: File) {
  const boundary = `----forja${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Who = Registered | { token: string } | null;
const headersOf = (who: Who): Record<string, string> =>
  who === null ? {} : 'token' in who ? { 'x-invitation-token': who.token } : bearer(who.access);

const upload = (partnerId: number, type: string, file: File | null, who: Who = ana) => {
  const form = multipart(file ? {} : { note: 'sin archivo' }, file ?? undefined);
  return t.app.inject({
    method: 'POST',
    url: `/api/v3/partner/${partnerId}/documents/${type}`,
    headers: { ...headersOf(who), ...form.headers },
    payload: form.payload,
  });
};

const sendVideo = (partnerId: number, file: File | null, who: Who = ana, app = t.app) => {
  const form = multipart({ note: 'selfie' }, file ?? undefined);
  return app.inject({
    method: 'POST',
    url: `/api/v3/partner/${partnerId}/identity-verification`,
    headers: { ...headersOf(who), ...form.headers },
    payload: form.payload,
  });
};

const verificationOf = async (partnerId: number, who: Who = ana, app = t.app) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/v3/partner/${partnerId}/identity-verification`,
      headers: headersOf(who),
    })
  ).json<{ content: { verification_id: number | null; status: string | null } }>().content;

async function newCompany(owner: Registered, app = t.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(owner.access),
    payload: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Socios ${Date.now()}${Math.random()}`, priority: 1 }],
      legal_representation: false,
    },
  });
  return res.json<{ content: { id: number } }>().content.id;
}

/** A company of the owner with two partners (60/40); answers its id and the partners' ids. */
async function companyWithPartners(
  owner: Registered,
  names: [string, string] = ['Ana', 'Luis'],
  app = t.app,
): Promise<{ companyId: number; ids: [number, number]; emails: [string, string] }> {
  const companyId = await newCompany(owner, app);
  const emails: [string, string] = [owner.email, uniqueEmail('socio')];
  const res = await app.inject({
    method: 'POST',
    url: `/api/v3/add-partners/company/${companyId}`,
    headers: bearer(owner.access),
    payload: {
      partners: names.map((name, index) => ({
        name,
        email: emails[index],
        nationalities: ['MX'],
        shares: [{ series: 'A', percentage: index === 0 ? 60 : 40 }],
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const saved = res.json<{ content: { partners: { id: number }[] } }>().content.partners;
  return { companyId, ids: [saved[0]?.id ?? 0, saved[1]?.id ?? 0], emails };
}

type ProfilePartner = {
  id: number;
  address: Record<string, string | null> | null;
  documents: { id: number; type: string; document_url: string; is_approved: boolean }[];
  mati_verification: boolean | null;
  mati_status: { status: string }[];
};
async function profile(companyId: number, who: Registered = ana) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/company/get-company-profile/${companyId}`,
    headers: bearer(who.access),
  });
  return res.json<{ content: { partners_has_documents_completed: boolean; partners: ProfilePartner[] } }>()
    .content;
}
const partnerIn = async (companyId: number, partnerId: number) =>
  (await profile(companyId)).partners.find((p) => p.id === partnerId) as ProfilePartner;

/** The invitation token e-mailed to the second partner. */
async function invite(companyId: number, email: string): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/v3/partners/send-invitations/${companyId}`,
    headers: bearer(ana.access),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const link = /https?:\/\/\S+/.exec((await lastMail(t.app, email))?.text ?? '')?.[0] ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}

describe('partner documents', () => {
  it('takes ID images as JPEG, PNG or PDF and every other document as PDF only, by content', async () => {
    const { ids } = await companyWithPartners(ana);
    const [id] = ids;
    for (const [type, file] of [
      ['national_identity', png()],
      ['national_identity_back', { name: 'ine-atras.jpg', type: 'image/jpeg', data: JPEG }],
      ['passport', pdf('pasaporte.pdf')],
      ['address', pdf('comprobante.pdf')],
    ] as const) {
      const res = await upload(id, type, file);
      expect(res.statusCode, `${type} ${res.body}`).toBe(200);
      expect(res.json()).toEqual({
        content: { id: expect.any(Number), type, partners_has_documents_completed: false },
      });
    }
    for (const [type, file] of [
      ['CFI', png('cfi.pdf')],
      ['marriage_certificate', { name: 'acta.jpg', type: 'image/jpeg', data: JPEG }],
      ['national_identity', { name: 'ine.png', type: 'image/png', data: TEXT }],
      ['address', null],
    ] as const) {
      const res = await upload(id, type, file);
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({ message: ['invalid_format'] });
    }
    // A body over the upload limit is refused by its Content-Length, before it is read.
    const tooLarge = await upload(id, 'address', {
      ...pdf('grande.pdf'),
      data: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 32)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: ['payload_too_large'] });
    const unknownType = await upload(id, 'selfie', pdf());
    expect(unknownType.statusCode).toBe(400);
  });

  it('keeps one current file per type, no longer approved once replaced, served through a signed link', async () => {
    const { companyId, ids } = await companyWithPartners(ana);
    const [id] = ids;
    const first = (await upload(id, 'address', pdf('luz-enero.pdf'))).json<{ content: { id: number } }>()
      .content;
    await t.database.db
      .update(partnerDocuments)
      .set({ is_approved: true })
      .where(eq(partnerDocuments.id, first.id));
    expect((await partnerIn(companyId, id)).documents[0]?.is_approved).toBe(true);
    const newer = Buffer.concat([PDF, Buffer.from('% febrero\n')]);
    const second = (await upload(id, 'address', pdf('luz-febrero.pdf', newer))).json<{
      content: { id: number };
    }>().content;
    expect(second.id).toBe(first.id);
    const documents = (await partnerIn(companyId, id)).documents;
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ type: 'address', is_approved: false });

    const file = await t.app.inject({ method: 'GET', url: documents[0]?.document_url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('luz-febrero.pdf');
    expect(file.rawPayload.equals(newer)).toBe(true);
    const forged = `${documents[0]?.document_url.slice(0, -3)}abc`;
    expect((await t.app.inject({ method: 'GET', url: forged })).json()).toEqual({
      message: ['document_not_exist_s3'],
    });
  });

  it('turns partners_has_documents_completed on with the last required document, and off while one is rejected', async () => {
    const { companyId, ids } = await companyWithPartners(ana);
    const [first, second] = ids;
    const steps: [number, string, File][] = [
      [first, 'passport', pdf('pasaporte.pdf')],
      [first, 'address', pdf()],
      [first, 'CFI', pdf()],
      [second, 'national_identity', png()],
      [second, 'national_identity_back', png()],
      [second, 'address', pdf()],
    ];
    for (const [partnerId, type, file] of steps) {
      const res = await upload(partnerId, type, file);
      expect(res.json<{ content: { partners_has_documents_completed: boolean } }>().content).toMatchObject({
        partners_has_documents_completed: false,
      });
    }
    const last = await upload(second, 'CFI', pdf());
    expect(last.json()).toMatchObject({ content: { type: 'CFI', partners_has_documents_completed: true } });
    expect((await profile(companyId)).partners_has_documents_completed).toBe(true);

    // A replacement is uploaded and not rejected: still complete (but no longer approved).
    expect((await upload(first, 'address', pdf())).json()).toMatchObject({
      content: { partners_has_documents_completed: true },
    });

    // An operator rejects a document: it counts as missing again at the next recomputation…
    await t.database.db
      .update(partnerDocuments)
      .set({ rejection_category: 'illegible' })
      .where(and(eq(partnerDocuments.partner_id, second), eq(partnerDocuments.type, 'address')));
    expect((await upload(first, 'CFI', pdf())).json()).toMatchObject({
      content: { partners_has_documents_completed: false },
    });
    expect((await profile(companyId)).partners_has_documents_completed).toBe(false);
    // …and replacing the rejected one completes the set again.
    expect((await upload(second, 'address', pdf())).json()).toMatchObject({
      content: { partners_has_documents_completed: true },
    });

    // A married partner also owes the spouse's documents (the domain's partnerCivilStatus).
    const married = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partner-complements/${first}`,
      headers: bearer(ana.access),
      payload: {
        rfc: 'GODE561231GR8',
        curp: 'BOXW310820HNERXN09',
        civil_status: 'casado',
        accept_terms_conditions: true,
      },
    });
    expect(married.statusCode, married.body).toBe(200);
    expect((await upload(first, 'id_spouse', png())).json()).toMatchObject({
      content: { partners_has_documents_completed: false },
    });
    await upload(first, 'id_spouse_back', png());
    expect((await upload(first, 'marriage_certificate', pdf())).json()).toMatchObject({
      content: { partners_has_documents_completed: true },
    });
  });

  it('lets an invited partner upload by token, and nobody outside the company', async () => {
    const { companyId, ids, emails } = await companyWithPartners(ana);
    const [first, second] = ids;
    const token = await invite(companyId, emails[1]);
    const byToken = await upload(second, 'passport', pdf(), { token });
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect((await partnerIn(companyId, second)).documents.map((d) => d.type)).toEqual(['passport']);

    expect((await upload(first, 'passport', pdf(), { token })).json()).toEqual({
      message: ['token_does_not_match'],
    });
    expect((await upload(second, 'passport', pdf(), { token: 'not-a-real-token-at-all' })).json()).toEqual({
      message: ['token_not_found'],
    });
    const foreign = await upload(second, 'passport', pdf(), beto);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: ['user_not_belong_to_company'] });
    expect((await upload(999_999, 'passport', pdf(), beto)).json()).toEqual({
      message: ['user_not_belong_to_company'],
    });
    expect((await upload(second, 'passport', pdf(), null)).statusCode).toBe(401);
  });
});

describe('partner address', () => {
  const address = (postal_code: string, extra: object = {}) => ({
    street: 'Av. Álvaro Obregón',
    exterior_number: '120',
    interior_number: '4B',
    settlement: 'Roma Norte',
    municipality: 'Cuauhtémoc',
    state: 'Ciudad de México',
    postal_code,
    ...extra,
  });
  const save = (partnerId: number, body: object, who: Who = ana) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v3/partner-address/${partnerId}`,
      headers: headersOf(who),
      payload: body,
    });

  it('checks the shape and range of the postal code, and with the catalogue its colonia', async () => {
    await importPostalCodes(
      t.database,
      readFileSync(new URL('../postal-codes/sample/CPdescarga.txt', import.meta.url)),
    );
    const { companyId, ids } = await companyWithPartners(ana);
    const [id] = ids;
    for (const code of ['1234', '123456', '0670A', '00123', '18000']) {
      const res = await save(id, address(code));
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ message: ['invalid_zip_code'] });
    }
    for (const body of [address('06701'), address('06700', { settlement: 'Condesa' })]) {
      const res = await save(id, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ['postal_code_not_found'] });
    }
    // One of a code's several colonias, written loosely: the catalogue's spelling is kept.
    const ok = await save(
      id,
      address('22020', {
        settlement: ' hipodromo ',
        municipality: 'tijuana',
        state: 'BC',
        interior_number: ' ',
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await partnerIn(companyId, id)).address).toEqual({
      street: 'Av. Álvaro Obregón',
      exterior_number: '120',
      interior_number: null,
      settlement: 'Hipódromo',
      municipality: 'Tijuana',
      state: 'Baja California',
      postal_code: '22020',
    });
    expect((await save(id, { ...address('06700'), street: '' })).statusCode).toBe(400);
  });

  it('checks only the shape when no catalogue is loaded, and keeps the address as given', async () => {
    const { companyId, ids, emails } = await companyWithPartners(ana);
    const [, id] = ids;
    const rows = await t.database.db.select().from(postalCodes);
    await t.database.db.delete(postalCodes);
    try {
      expect((await save(id, address('18000'))).json()).toEqual({ message: ['invalid_zip_code'] });
      const token = await invite(companyId, emails[1]);
      const res = await save(id, address('06701', { settlement: 'Inventada' }), { token });
      expect(res.statusCode, res.body).toBe(200);
      expect((await partnerIn(companyId, id)).address).toMatchObject({
        settlement: 'Inventada',
        postal_code: '06701',
      });
    } finally {
      await t.database.db.insert(postalCodes).values(rows.map(({ id: _id, ...row }) => row));
    }
  });

  it('refuses a foreign user and an anonymous caller', async () => {
    const { ids } = await companyWithPartners(ana);
    const foreign = await save(ids[0], address('06700'), beto);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: ['user_not_belong_to_company'] });
    expect((await save(ids[0], address('06700'), null)).statusCode).toBe(401);
  });
});

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
        message: ['invalid_format'],
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
