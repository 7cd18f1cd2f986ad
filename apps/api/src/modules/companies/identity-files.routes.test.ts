import { and, eq } from 'drizzle-orm';
import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, legalRepresentatives, partnerDocuments } from '../../db/schema/index';
import { readStream } from '../../providers/storage/read-stream';
import { bearer, register, type Registered } from '../../test/accounts';
import { decodeJpeg, decodePng, jpegWithGps, pngChunkTypes, pngWithText } from '../../test/images';
import { registerStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyWithPartners, multipart, pdf, uploadPartnerDocument } from '../../test/companies';

/**
 * Data minimisation: uploaded images lose their metadata before they are stored, and ID images are
 * served privately (no-store), by short-lived links, with every opening written to the audit log.
 */

let t: TestApp;
let ana: Registered;
let companyId: number;
let anaPartnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  const company = await companyWithPartners(t.app, ana, 'Nopal Privado');
  companyId = company.companyId;
  anaPartnerId = company.ids[0];
});
afterAll(() => t.close());

/** What exifr reads that a camera wrote: Exif, GPS, XMP, IPTC (not the JFIF header or colour profile). */
const METADATA = {
  tiff: true,
  exif: true,
  gps: true,
  interop: true,
  xmp: true,
  iptc: true,
  jfif: false,
  icc: false,
  ihdr: false,
};

const stored = async (key: string) => {
  const stream = await t.services().storage.get(key);
  expect(stream, key).not.toBeNull();
  return readStream(stream as NonNullable<typeof stream>);
};

async function addRepresentative(image: { name: string; type: string; data: Buffer }) {
  const form = multipart({ name: 'Ana López', rfc: 'GODE561231GR8' }, image, 'image');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/company/legal-representatives/new/${companyId}`,
    headers: { ...bearer(ana.access), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { id: number } }>().content.id;
}

const profile = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/company/get-company-profile/${companyId}`,
    headers: bearer(ana.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    content: {
      legal_representatives: { id: number; image: string }[];
      partners: { id: number; documents: { id: number; type: string; document_url: string }[] }[];
    };
  }>().content;
};

const viewsOf = (subjectType: string, subjectId: number) =>
  t.app.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'identity_file.view'),
        eq(auditEvents.subject_type, subjectType),
        eq(auditEvents.subject_id, subjectId),
      ),
    );

describe('metadata removed from uploaded images', () => {
  it('EXIF removed from a JPEG that had GPS: the stored ID image has no Exif, GPS or comment and still decodes', async () => {
    const original = jpegWithGps({ comment: 'Calle Falsa 123' });
    expect(await exifr.gps(original)).toBeDefined();

    const id = await addRepresentative({ name: 'ine.jpg', type: 'image/jpeg', data: original });

    const [row] = await t.app.database.db
      .select()
      .from(legalRepresentatives)
      .where(eq(legalRepresentatives.id, id));
    const file = await stored(row?.image_key ?? '');
    expect(await exifr.parse(file, METADATA)).toBeUndefined();
    expect(await exifr.gps(file)).toBeUndefined();
    expect(file.includes('ForjaPhone')).toBe(false);
    expect(file.includes('Calle Falsa')).toBe(false);
    expect((await fileTypeFromBuffer(file))?.mime).toBe('image/jpeg');
    expect(row?.image_content_type).toBe('image/jpeg');
    const image = decodeJpeg(file);
    expect([image.width, image.height]).toEqual([16, 8]);
  });

  it("removes a PNG's text chunks from a partner's ID and records the cleaned size", async () => {
    const original = pngWithText();
    expect(pngChunkTypes(original)).toContain('tEXt');

    const res = await uploadPartnerDocument(t.app, ana, anaPartnerId, 'national_identity', {
      name: 'ine.png',
      type: 'image/png',
      data: original,
    });
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await t.app.database.db
      .select()
      .from(partnerDocuments)
      .where(
        and(eq(partnerDocuments.partner_id, anaPartnerId), eq(partnerDocuments.type, 'national_identity')),
      );
    const file = await stored(row?.storage_key ?? '');
    expect(pngChunkTypes(file)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(file.includes('Ciudad de M')).toBe(false);
    expect(row?.size_bytes).toBe(file.length);
    const image = decodePng(file);
    expect([image.width, image.height]).toEqual([8, 4]);
  });

  it('stores a PDF exactly as sent', async () => {
    const document = pdf('luz.pdf', Buffer.from('%PDF-1.4\n% Exif GPS 19.43\n%%EOF\n'));
    const res = await uploadPartnerDocument(t.app, ana, anaPartnerId, 'address', document);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(partnerDocuments)
      .where(and(eq(partnerDocuments.partner_id, anaPartnerId), eq(partnerDocuments.type, 'address')));
    expect((await stored(row?.storage_key ?? '')).equals(document.data)).toBe(true);
  });
});

describe('ID images served privately and audited', () => {
  it("serves a partner's ID by signed link with no-store, and writes who opened it to the audit log", async () => {
    const document = (await profile()).partners
      .find((partner) => partner.id === anaPartnerId)
      ?.documents.find((d) => d.type === 'national_identity');
    expect(document).toBeDefined();
    const before = await viewsOf('partner_document', document?.id ?? 0);

    const res = await t.app.inject({ method: 'GET', url: document?.document_url ?? '' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toBe('image/png');
    const after = await viewsOf('partner_document', document?.id ?? 0);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      actor_id: ana.id,
      partner_id: anaPartnerId,
      after: { via: 'signed_link', file_type: 'national_identity' },
    });
    expect(after.at(-1)?.created_at).toBeInstanceOf(Date);
  });

  it("serves a legal representative's ID by signed link with no-store, audited against the viewer", async () => {
    const id = await addRepresentative({ name: 'ine.jpg', type: 'image/jpeg', data: jpegWithGps() });
    const link = (await profile()).legal_representatives.find((r) => r.id === id)?.image ?? '';

    const res = await t.app.inject({ method: 'GET', url: link });

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await viewsOf('legal_representative', id)).toEqual([
      expect.objectContaining({ actor_id: ana.id, company_id: companyId, after: { via: 'signed_link' } }),
    ]);
  });

  it('does not audit other documents opened by link (a proof of address)', async () => {
    const document = (await profile()).partners
      .find((partner) => partner.id === anaPartnerId)
      ?.documents.find((d) => d.type === 'address');
    const res = await t.app.inject({ method: 'GET', url: document?.document_url ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await viewsOf('partner_document', document?.id ?? 0)).toEqual([]);
  });

  it('answers an expired link with document_not_exist_s3 and audits nothing', async () => {
    const [row] = await t.app.database.db
      .select()
      .from(partnerDocuments)
      .where(
        and(eq(partnerDocuments.partner_id, anaPartnerId), eq(partnerDocuments.type, 'national_identity')),
      );
    const id = row?.id ?? 0;
    const before = await viewsOf('partner_document', id);
    const expired = await t
      .services()
      .fileLinks.url({ kind: 'partner_document', id }, new Date(Date.now() - 16 * 60_000), ana.id);

    const res = await t.app.inject({ method: 'GET', url: expired });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ['document_not_exist_s3'] });
    expect(await viewsOf('partner_document', id)).toHaveLength(before.length);
  });

  it("audits staff opening a partner's ID and a representative's ID in the back office", async () => {
    const operator = await registerStaff(t.app, 'operator');
    const [document] = await t.app.database.db
      .select()
      .from(partnerDocuments)
      .where(
        and(eq(partnerDocuments.partner_id, anaPartnerId), eq(partnerDocuments.type, 'national_identity')),
      );
    const representativeId = await addRepresentative({
      name: 'ine.png',
      type: 'image/png',
      data: pngWithText(),
    });

    const idImage = await t.app.inject({
      method: 'GET',
      url: `/api/v3/backoffice/documents/partner/${document?.id ?? 0}/file`,
      headers: bearer(operator.access),
    });
    const representative = await t.app.inject({
      method: 'GET',
      url: `/api/v3/backoffice/legal-representatives/${representativeId}/image`,
      headers: bearer(operator.access),
    });

    for (const res of [idImage, representative]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await viewsOf('partner_document', document?.id ?? 0)).at(-1)).toMatchObject({
      actor_id: operator.id,
      after: { via: 'back_office', file_type: 'national_identity' },
    });
    expect(await viewsOf('legal_representative', representativeId)).toEqual([
      expect.objectContaining({
        actor_id: operator.id,
        company_id: companyId,
        after: { via: 'back_office' },
      }),
    ]);
  });
});
