import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database';
import { sql } from 'drizzle-orm';
import {
  appliedMigrationCount,
  committedMigrationCount,
  migrateDatabase,
  openPostgres,
  type DatabaseHandle,
} from './database';

/**
 * Several processes starting at once on an empty PostgreSQL database: each migrates, one at a time under the
 * advisory lock, and the migrations are applied exactly once.
 */
describe('migrations started by several processes at once', () => {
  let scratch: ScratchDatabase;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase('migrate');
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await scratch?.drop();
  });

  it('all succeed and the journal holds each committed migration once', async () => {
    for (let index = 0; index < 3; index += 1) handles.push(await openPostgres(scratch.url));
    const results = await Promise.allSettled(handles.map((handle) => migrateDatabase(handle)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const [first] = handles;
    if (!first) throw new Error('no handle');
    const committed = committedMigrationCount();
    expect(committed).toBeGreaterThan(0);
    expect(await appliedMigrationCount(first)).toBe(committed);
    const journal = await first.db.execute(
      sql`select count(*)::int as count, count(distinct hash)::int as hashes, count(distinct created_at)::int as stamps
          from drizzle.__drizzle_migrations`,
    );
    expect((journal as { rows: unknown[] }).rows).toEqual([
      { count: committed, hashes: committed, stamps: committed },
    ]);
    // The schema is there, and the lock is free again: a later start migrates (nothing) without waiting.
    await first.db.execute(sql`select 1 from jobs limit 1`);
    const locks = await first.db.execute(sql`select count(*)::int as held from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`);
    expect((locks as { rows: unknown[] }).rows).toEqual([{ held: 0 }]);
    await migrateDatabase(first);
    expect(await appliedMigrationCount(first)).toBe(committed);
  });
});
