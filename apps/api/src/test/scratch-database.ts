import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** An empty PostgreSQL database of its own, on the server of TEST_DATABASE_URL; `drop` removes it. */
export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * Creates an empty database with a random name (no template, no migrations) on TEST_DATABASE_URL's server. The
 * files that use it run in the PostgreSQL project only, which exists when TEST_DATABASE_URL is set.
 */
export async function createScratchDatabase(label = 'scratch'): Promise<ScratchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('A scratch database needs TEST_DATABASE_URL (a PostgreSQL server).');
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
