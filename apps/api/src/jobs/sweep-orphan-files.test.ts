import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index';
import { bearer, register, uniqueEmail, type Registered } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { ORPHAN_FILES_JOB } from './sweep-orphan-files';

const dataDir = mkdtempSync(join(tmpdir(), 'forja-sweep-'));
const uploads = join(dataDir, 'uploads');
let t: TestApp;
let ana: Registered;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  ana = await register(t.app);
  const company = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(ana.access),
    payload: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Barrido ${Date.now()}`, priority: 1 }],
      legal_representation: false,
    },
  });
  companyId = company.json<{ content: { id: number } }>().content.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const HOUR_AGO = new Date(Date.now() - 60 * 60_000);

/** Uploads a file through the API, like a founder does. */
async function upload(url: string, name: string, type: string, data: Buffer) {
  const boundary = '----forjaSweep';
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(ana.access), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A file left in the uploads folder, with its time set back as if written `at`. */
function leftover(key: string, at: Date, bytes = 1024) {
  const path = join(uploads, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.alloc(bytes, 1));
  utimesSync(path, at, at);
  return path;
}

/** Every file in the uploads folder, by its path under it. */
const storedKeys = () => readdirSync(uploads, { recursive: true, encoding: 'utf8' });

describe('the orphan-file sweep', () => {
  it('removes files no row points to and unfinished .part files, and keeps referenced and young ones', async () => {
    await upload(`/api/v3/company/${companyId}/documents/CSF_company`, 'csf.pdf', 'application/pdf', PDF);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v3/add-partners/company/${companyId}`,
      headers: bearer(ana.access),
      payload: {
        partners: [
          { name: 'Ana', email: ana.email, nationalities: ['MX'], shares: [{ series: 'A', percentage: 60 }] },
          {
            name: 'Luis',
            email: uniqueEmail('luis'),
            nationalities: ['MX'],
            shares: [{ series: 'A', percentage: 40 }],
          },
        ],
      },
    });
    const partnerId = saved.json<{ content: { partners: { id: number }[] } }>().content.partners[1]?.id;
    await upload(`/api/v3/partner/${partnerId}/documents/national_identity`, 'ine.png', 'image/png', PNG);
    // The uploaded (referenced) files are old enough to be swept, were they orphans.
    const referenced = storedKeys().filter((key) => /\.(pdf|png)$/.test(key));
    expect(referenced).toHaveLength(2);
    for (const key of referenced) utimesSync(join(uploads, key), HOUR_AGO, HOUR_AGO);

    const orphan = leftover(`companies/${companyId}/fiscal_identity-0123456789abcdef.pdf`, HOUR_AGO);
    const part = leftover(
      `partners/${partnerId}/selfie-0123456789abcdef.webm.a1b2c3d4e5f6.part`,
      HOUR_AGO,
      4096,
    );
    const inFlight = leftover(`companies/${companyId}/CSF_company-fedcba9876543210.pdf`, new Date());
    const partInFlight = leftover(
      `companies/${companyId}/CSF_company-fedcba9876543210.pdf.0f0f0f0f0f0f.part`,
      new Date(),
    );

    await t.services().orphanFiles.schedule();
    expect(await t.services().jobs.runDueJobs()).toBe(1);

    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(part)).toBe(false);
    expect(existsSync(inFlight)).toBe(true);
    expect(existsSync(partInFlight)).toBe(true);
    for (const key of referenced) expect(existsSync(join(uploads, key)), key).toBe(true);
    // The documents are still served.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(ana.access),
    });
    const url = profile
      .json<{ content: { documents: { type: string; document_url: string }[] } }>()
      .content.documents.find((d) => d.type === 'CSF_company')?.document_url;
    expect((await t.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(200);

    // It runs again on its own schedule: one pending sweep, due later.
    const pending = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ORPHAN_FILES_JOB), isNull(jobs.done_at)));
    expect(pending).toHaveLength(1);
    expect(pending[0]?.run_at.getTime()).toBeGreaterThan(Date.now());
  });

  it("removes a deleted company's files: its documents and its partners' (the deletion relies on it)", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: bearer(ana.access),
      payload: {
        company_type: 'sa',
        company_name: 'Nopal Borrado',
        legal_names: [{ name: `Borrada ${Date.now()}`, priority: 1 }],
        legal_representation: false,
      },
    });
    const doomedId = created.json<{ content: { id: number } }>().content.id;
    const before = new Set(storedKeys());
    await upload(`/api/v3/company/${doomedId}/documents/CSF_company`, 'csf.pdf', 'application/pdf', PDF);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v3/add-partners/company/${doomedId}`,
      headers: bearer(ana.access),
      payload: {
        partners: [
          { name: 'Ana', email: ana.email, nationalities: ['MX'], shares: [{ series: 'A', percentage: 60 }] },
          {
            name: 'Luis',
            email: uniqueEmail('luis'),
            nationalities: ['MX'],
            shares: [{ series: 'A', percentage: 40 }],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const partnerId = saved.json<{ content: { partners: { id: number }[] } }>().content.partners[1]?.id;
    await upload(`/api/v3/partner/${partnerId}/documents/national_identity`, 'ine.png', 'image/png', PNG);
    const files = storedKeys().filter((key) => !before.has(key) && /\.(pdf|png)$/.test(key));
    expect(files).toHaveLength(2);
    for (const key of files) utimesSync(join(uploads, key), HOUR_AGO, HOUR_AGO);

    // Still referenced: a sweep keeps them.
    await t.services().orphanFiles.sweep();
    for (const key of files) expect(existsSync(join(uploads, key)), key).toBe(true);

    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/v3/delete-company/${doomedId}`,
      headers: bearer(ana.access),
    });
    expect(deleted.json()).toEqual({ content: { deleted: true } });
    await t.services().orphanFiles.sweep();
    for (const key of files) expect(existsSync(join(uploads, key)), key).toBe(false);
  });

  it('sweeps once the server has started', async () => {
    const orphan = leftover(`companies/${companyId}/fiscal_identity-aaaaaaaaaaaaaaaa.pdf`, HOUR_AGO);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const deadline = Date.now() + 5000;
    while (existsSync(orphan) && Date.now() < deadline) await new Promise((next) => setTimeout(next, 100));
    expect(existsSync(orphan)).toBe(false);
  });
});
