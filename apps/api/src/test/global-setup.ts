import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPostgres, pgliteHandle } from '../db/database';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}

/**
 * Prepares one migrated database per run, so each test file starts from a copy in well under a second:
 * a dump of a migrated PGlite, or a migrated PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  if (process.env.FORJA_TEST_DB === 'postgres' || project.config.env?.FORJA_TEST_DB === 'postgres') {
    return setupPostgres(project);
  }
  const dir = mkdtempSync(join(tmpdir(), 'forja-pglite-'));
  const client = await PGlite.create();
  const handle = pgliteHandle(client);
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteDump', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = `forja_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const handle = await openPostgres(url.toString());
  await migrateDatabase(handle);
  await handle.close();
  project.provide('pgliteDump', '');
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
