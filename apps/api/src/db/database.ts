import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@forja/contracts';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { DatabaseStartError } from './database-start-error';
import * as schema from './schema/index';

export type Schema = typeof schema;
/**
 * The one database type the repositories see, whichever engine is behind it: the database itself or a
 * transaction opened on it. Drizzle's PgTransaction extends PgDatabase, so a repository or helper typed with
 * `Database` takes the `tx` of `db.transaction(async (tx) => ...)` as it is, with no cast (lint forbids one).
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened with `db.transaction(...)`: a Database that can also roll back. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

/** apps/api/drizzle, found from this file whether it runs from the sources or compiled into apps/api/dist. */
function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
}

export const MIGRATIONS_FOLDER = findMigrationsFolder();

export { DatabaseStartError };

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database in `<dataDir>/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(join(options.dataDir, 'pglite'));
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A pool's idle clients may lose their server; say so instead of crashing the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const target = describePostgresTarget(url);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseStartError(`Cannot connect to PostgreSQL at ${target}: ${reason}`);
  }
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** Whether a process of this machine is running (one of another user's counts). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an embedded database's folder for this process, in `<folder>.lock` (its process id): PGlite is one
 * connection in one process, and a second process on the same folder (`npm run admin` while the server runs)
 * would work on a copy of its own and lose its writes, or the server's. A lock whose process has ended (a crash,
 * a kill) is taken over. Answers the release, which `close` calls.
 */
function claimFolder(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  const mine = String(process.pid);
  for (;;) {
    try {
      writeFileSync(lockFile, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    // This process opened it already (a test reopening its folder): the first opening keeps the claim.
    if (holder === process.pid) return () => undefined;
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder))
      throw new DatabaseStartError(
        `The embedded database in ${dir} is in use by process ${holder} (a running Forja server?): stop it and try again. If no such process is Forja, delete ${lockFile}.`,
      );
    unlinkSync(lockFile);
  }
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8') === mine) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
}

/** Opens (creating if needed) a PGlite database in a folder, or in memory with `memory://`, or from a dump. */
export async function openPglite(dir: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) ensureWritableDir(dir);
  const release = inMemory ? () => undefined : claimFolder(dir);
  let client: PGlite;
  try {
    client = await PGlite.create(dir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } catch (error) {
    release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseStartError(`Cannot open the embedded database in ${dir}: ${reason}`);
  }
  const handle = pgliteHandle(client);
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        release();
      }
    },
  };
}

/** Wraps an open PGlite client as the app's database handle. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/**
 * The key of the PostgreSQL advisory lock held while migrating (any constant bigint no other code uses): every
 * Forja process on one database takes the same one, so only one migrates at a time.
 */
export const MIGRATION_LOCK_KEY = 7_468_711_042_386_117_452n;

/**
 * Applies the committed migrations; running it again changes nothing.
 *
 * On PostgreSQL several processes may start at once: each takes a session-level advisory lock on one dedicated
 * connection and migrates on that same connection, so the first applies the migrations while the others wait,
 * then find nothing left to apply. Drizzle applies every pending migration in ONE transaction (the whole batch,
 * not one transaction per migration): a failure rolls them all back, so a database is never half-migrated.
 * PGlite is one connection in one process: no lock is needed.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind !== 'postgres') {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], config);
    return;
  }
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), config);
    } finally {
      await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } catch (error) {
    // A connection that failed may still hold the lock: it is closed rather than returned to the pool, and
    // the server drops a session's advisory locks with the session.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** How many migrations the code ships (drizzle's journal). */
export function committedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has applied (0 before the first). */
export async function appliedMigrationCount(handle: DatabaseHandle): Promise<number> {
  const table = await handle.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rowsOf<{ present: boolean }>(table)[0]?.present) return 0;
  const result = await handle.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

export function ensureWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK | constants.R_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new DatabaseStartError(
      `The data folder ${dir} is not writable (${code}): set DATA_DIR to a folder you can write.`,
    );
  }
}

function describePostgresTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured URL';
  }
}
