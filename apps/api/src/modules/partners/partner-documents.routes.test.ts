import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerDocuments } from '../../db/schema/index';
import { bearer, register, type Registered } from '../../test/accounts';
import { PDF } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { JPEG, TEXT, partnerCalls, pdf, png, type UploadFile } from './partners.test-helpers';

let t: TestApp;
let ana: Registered;
let beto: Registered;

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  beto = await register(t.app);
});
afterAll(() => t.close());

const { upload, companyWithPartners, profile, partnerIn, invite } = partnerCalls(
  () => t.app,
  () => ana,
);

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
    // A file whose content is not what its name says is told apart from a missing file.
    const notWhatItSays = ['file_content_invalid', 'invalid_format'];
    for (const [type, file, codes] of [
      ['CFI', png('cfi.pdf'), notWhatItSays],
      ['marriage_certificate', { name: 'acta.jpg', type: 'image/jpeg', data: JPEG }, notWhatItSays],
      ['national_identity', { name: 'ine.png', type: 'image/png', data: TEXT }, notWhatItSays],
      ['address', null, ['invalid_format']],
    ] as const) {
      const res = await upload(id, type, file);
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({ message: codes });
    }
    // A body over the upload limit is refused by its Content-Length, before it is read.
    const tooLarge = await upload(id, 'address', {
      ...pdf('grande.pdf'),
      data: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 32)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: ['file_too_large', 'payload_too_large'] });
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
    const steps: [number, string, UploadFile][] = [
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
