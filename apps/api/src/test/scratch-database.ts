import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** An empty PostgreSQL database of its own, on the server of TEST_DATABASE_URL; `drop` removes it. */
export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

/** Creates an empty database with a random name (no template, no migrations) on TEST_DATABASE_URL's server. */
export async function createScratchDatabase(adminUrl: string, label = 'scratch'): Promise<ScratchDatabase> {
  const name = `forja_${label}_${randomBytes(5).toString('hex')}`;
  await runAsAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
