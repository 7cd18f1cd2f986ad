import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { bearer, PASSWORD, register, type Registered } from '../test/accounts';
import { multipart } from '../test/multipart';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database';
import { appliedMigrationCount, committedMigrationCount, migrateDatabase, openPostgres } from './database';

/**
 * The backup and restore of docs/operations.md, done for real: a company with partners and a stored document,
 * `pg_dump -Fc` of its database, `pg_restore` into another new database, and the app on the restored database
 * (same file storage) serving the company and the document's exact bytes.
 */
const run = promisify(execFile);
type Profile = {
  name: string | null;
  legal_names: { name: string }[];
  partners: { id: number; name: string | null; shares: unknown[] }[];
  documents: { type: string; document_url: string }[];
};

describe('a PostgreSQL backup restored into a new database', () => {
  let folder: string;
  let config: Config;
  let original: ScratchDatabase;
  let restored: ScratchDatabase;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'forja-backup-'));
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: folder,
      STORAGE_URL: `file:${join(folder, 'uploads')}`,
      WEB_DIST: join(tmpdir(), 'forja-test-no-web-build'),
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      EMAIL_CHECKS: 'disposable',
    });
    original = await createScratchDatabase('backup');
    restored = await createScratchDatabase('restored');
  });
  afterAll(async () => {
    await original?.drop();
    await restored?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The app on a database URL, as the server opens it (migrations applied at start). */
  async function openApp(url: string): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
    const database = await openPostgres(url);
    await migrateDatabase(database);
    const app = await buildApp(config, { database });
    await app.ready();
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  const readProfile = async (app: FastifyInstance, access: string, companyId: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(access),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ content: Profile }>().content;
  };

  it('serves the same company, partners and document bytes after pg_dump and pg_restore', async () => {
    // A founder, a company with two partners, and a document in storage.
    const before = await openApp(original.url);
    let founder: Registered;
    let companyId: number;
    let saved: Profile;
    const pdf = Buffer.from(
      `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${randomBytes(16).toString('hex')}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    );
    try {
      const { app } = before;
      founder = await register(app);
      const company = await app.inject({
        method: 'POST',
        url: '/api/v3/company/register',
        headers: bearer(founder.access),
        payload: {
          company_type: 'sa',
          company_name: 'Nopal Azul',
          legal_names: [{ name: `Respaldo ${Date.now()}`, priority: 1 }],
          legal_representation: false,
        },
      });
      expect(company.statusCode, company.body).toBe(200);
      companyId = company.json<{ content: { id: number } }>().content.id;
      const partners = await app.inject({
        method: 'POST',
        url: `/api/v3/add-partners/company/${companyId}`,
        headers: bearer(founder.access),
        payload: {
          partners: [
            {
              name: 'Ana',
              email: founder.email,
              nationalities: ['MX'],
              shares: [{ series: 'A', percentage: 60 }],
            },
            { name: 'Luis', nationalities: ['MX'], shares: [{ series: 'A', percentage: 40 }] },
          ],
        },
      });
      expect(partners.statusCode, partners.body).toBe(200);
      const form = multipart({}, { name: 'constancia.pdf', type: 'application/pdf', data: pdf });
      const upload = await app.inject({
        method: 'POST',
        url: `/api/v3/company/${companyId}/documents/CSF_company`,
        headers: { ...bearer(founder.access), ...form.headers },
        payload: form.payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      saved = await readProfile(app, founder.access, companyId);
      expect(saved.partners).toHaveLength(2);
    } finally {
      await before.close();
    }

    // The backup, and the restore into another, empty database (the commands of docs/operations.md).
    const dump = join(folder, 'forja.dump');
    await run('pg_dump', ['-Fc', '--no-owner', '-f', dump, '-d', original.url]);
    expect(statSync(dump).size).toBeGreaterThan(0);
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '-d', restored.url, dump]);

    const after = await openApp(restored.url);
    try {
      const { app } = after;
      expect(await appliedMigrationCount(app.database)).toBe(committedMigrationCount());
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode, ready.body).toBe(200);
      // The account came back too: its password still signs in.
      const login = await app.inject({
        method: 'POST',
        url: '/api/v3/user/login',
        payload: { email: founder.email, password: PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      const access = login.json<{ content: { access_token: string } }>().content.access_token;
      const profile = await readProfile(app, access, companyId);
      expect(profile.name).toBe('Nopal Azul');
      expect(profile.legal_names).toEqual(saved.legal_names);
      expect(profile.partners).toEqual(saved.partners);
      expect(profile.partners.map((partner) => partner.name).sort()).toEqual(['Ana', 'Luis']);
      const link = profile.documents.find((document) => document.type === 'CSF_company')?.document_url;
      expect(link).toBeDefined();
      const file = await app.inject({ method: 'GET', url: link ?? '' });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
    } finally {
      await after.close();
    }
  });
});
