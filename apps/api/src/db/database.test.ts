import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Database, DatabaseStartError, openPostgres, type Transaction } from './database';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the Database type', () => {
  it('is what both the database and a transaction opened on it are, so neither needs a cast', () => {
    type OpenedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
    expectTypeOf<OpenedTransaction>().toEqualTypeOf<Transaction>();
    expectTypeOf<Transaction>().toExtend<Database>();
  });
});

describe('PostgreSQL connection failures', () => {
  it('says which server could not be reached', async () => {
    const error = await openPostgres('postgres://postgres@127.0.0.1:1/forja').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect((error as Error).message).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/forja: /);
  });
});

describe('the server at start', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('exits with one clear line on a wrong DATABASE_URL', () => {
    const run = start({ DATABASE_URL: 'mysql://nope' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^forja: Invalid configuration: DATABASE_URL: /),
    ]);
  });

  it('exits with one clear line when PostgreSQL is unreachable', () => {
    const run = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/forja' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^forja: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/forja: /),
    ]);
  });
});
