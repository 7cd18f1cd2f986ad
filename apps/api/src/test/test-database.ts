import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, pgliteHandle, type DatabaseHandle } from '../db/database';

/**
 * A fresh, migrated database for one test file: an embedded PGlite database in memory, or, when the suite runs
 * on PostgreSQL, a new database cloned from the migrated template. Closing it removes it, or on PGlite empties
 * it for the worker's next file (below).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  if (template) return createPostgresCopy(template);
  return leasePglite();
}

/**
 * Starting PGlite from the migrated dump costs 1–2 s of CPU (PostgreSQL's start in WebAssembly, and the 40 MB
 * of the dump unpacked into its in-memory files), and most test files need one: about half the CPU of the
 * PGlite run went there. A worker runs file after file (`isolate: false`), so it keeps the database a file
 * closed and empties it for the next: every table truncated and its sequence restarted, the rows the migrations
 * seed put back, the session's state discarded. That is only done when nothing else changed: the schema, the
 * roles, the planner's statistics and the migrations applied are compared with the database's first state, and
 * any difference (or a reset that fails) closes it instead, so the next file starts from the dump again.
 */
type Pristine = {
  fingerprint: string;
  tables: string[];
  seeds: { table: string; rows: string }[];
  sequences: { name: string; last_value: string }[];
};
let idlePglite: { client: PGlite; pristine: Pristine } | undefined;

async function leasePglite(): Promise<DatabaseHandle> {
  const kept = idlePglite;
  idlePglite = undefined;
  let client: PGlite;
  let pristine: Pristine;
  if (kept) {
    ({ client, pristine } = kept);
  } else {
    client = await PGlite.create('memory://', { loadDataDir: migratedDump(inject('pgliteDump')) });
    pristine = await pristineStateOf(client);
  }
  // The file's handle stops working once it is closed, as a closed database would (the readiness check's test
  // closes it under a running app), though the database itself goes on for the next file.
  let closed = false;
  const leased = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        if (closed) throw new Error('PGlite is closed');
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    ...pgliteHandle(leased),
    close: async () => {
      if (closed) return;
      closed = true;
      if (client.closed) return;
      if (!idlePglite && (await emptied(client, pristine))) idlePglite = { client, pristine };
      else await client.close();
    },
  };
}

// What a test could change beyond its rows: columns and their types, indexes, constraints, triggers, functions,
// schemas, roles, extensions, databases, the migrations applied and the planner's statistics (ANALYZE).
const FINGERPRINT = `
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select format('col %s.%s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod)) as item
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
        and a.attnum > 0 and not a.attisdropped
    union all select format('rel %s %s', oid::regclass, relkind) from pg_class
      where relnamespace not in (select oid from pg_namespace where nspname in ('pg_catalog', 'information_schema', 'pg_toast'))
        and relpersistence <> 't'
    union all select format('con %s %s', conrelid::regclass, conname) from pg_constraint where connamespace = 'public'::regnamespace
    union all select format('trg %s %s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger where not tgisinternal
    union all select format('fn %s', p.oid::regprocedure) from pg_proc p where p.pronamespace not in
      (select oid from pg_namespace where nspname in ('pg_catalog', 'information_schema'))
    union all select format('ns %s', nspname) from pg_namespace where nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
    union all select format('role %s', rolname) from pg_roles
    union all select format('ext %s %s', extname, extversion) from pg_extension
    union all select format('db %s', datname) from pg_database
    union all select format('settings %s', count(*)) from pg_db_role_setting
    union all select format('stats %s', count(*)) from pg_statistic where starelid >= 16384
    union all select format('migrations %s', count(*)) from drizzle.__drizzle_migrations
  ) as items`;

async function pristineStateOf(client: PGlite): Promise<Pristine> {
  const fingerprint = (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!.fingerprint;
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).rows.map((row) => row.name);
  const seeds: Pristine['seeds'] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table} t`,
    );
    if (rows[0]?.rows) seeds.push({ table, rows: rows[0].rows });
  }
  const sequences = (
    await client.query<{ name: string; last_value: string }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text from pg_sequences
         where schemaname = 'public' and last_value is not null`,
    )
  ).rows;
  return { fingerprint, tables, seeds, sequences };
}

/** Empties a database a file has closed for the next; false when it cannot be brought back to its first state. */
async function emptied(client: PGlite, pristine: Pristine): Promise<boolean> {
  try {
    // A statement the file left running (or a transaction it never ended) would make this wait: give up instead.
    return await Promise.race([
      (async () => {
        if (client.isInTransaction()) await client.exec('rollback');
        const { fingerprint } = (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!;
        if (fingerprint !== pristine.fingerprint) return false;
        await client.transaction(async (tx) => {
          // Triggers off for this transaction: the audit trail's refuses TRUNCATE (it is append-only).
          await tx.exec(`set local session_replication_role = replica`);
          await tx.exec(`truncate ${pristine.tables.join(', ')} restart identity cascade`);
          for (const seed of pristine.seeds) {
            await tx.query(
              `insert into ${seed.table} select * from json_populate_recordset(null::${seed.table}, $1)`,
              [seed.rows],
            );
          }
          for (const sequence of pristine.sequences) {
            await tx.query(`select setval($1, $2::bigint, true)`, [sequence.name, sequence.last_value]);
          }
        });
        await client.exec('discard all');
        return true;
      })(),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000).unref()),
    ]);
  } catch {
    return false;
  }
}

// A worker runs many test files (`isolate: false`): it reads the dump once, and each file's database is
// loaded from it.
const dumps = new Map<string, Blob>();

function migratedDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

async function createPostgresCopy(template: string): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `forja_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
