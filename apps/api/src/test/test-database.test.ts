import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-database';

type Row = Record<string, unknown>;

async function rows(database: Awaited<ReturnType<typeof createTestDatabase>>, query: string): Promise<Row[]> {
  const result = await database.db.execute(sql.raw(query));
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

// Each test file starts from a freshly migrated database, whether it is a new one or (on PGlite) the one the
// worker's previous file closed and emptied.
describe('a test file’s database', () => {
  it('starts empty after another file wrote to it: rows gone, ids from 1, seeded rows as migrated', async () => {
    const first = await createTestDatabase();
    const seeded = await rows(first, 'select * from partner_banks order by key');
    expect(seeded.length).toBeGreaterThan(0);
    await rows(
      first,
      `insert into users (email, first_names, last_names, language)
         values ('ana.lopez@example.mx', 'Ana', 'López', 'es'), ('luis.diaz@example.mx', 'Luis', 'Díaz', 'es')`,
    );
    await rows(first, `update partner_banks set active = not active`);
    await rows(
      first,
      `insert into audit_events (actor_id, action, subject_type, ip) values (1, 'user.test', 'user', '10.0.0.1')`,
    );
    await first.close();

    const next = await createTestDatabase();
    try {
      expect(await rows(next, 'select count(*)::int as n from users')).toEqual([{ n: 0 }]);
      expect(await rows(next, 'select count(*)::int as n from audit_events')).toEqual([{ n: 0 }]);
      expect(await rows(next, 'select * from partner_banks order by key')).toEqual(seeded);
      const [user] = await rows(
        next,
        `insert into users (email, first_names, last_names, language)
           values ('eva.ruiz@example.mx', 'Eva', 'Ruiz', 'es') returning id::int as id`,
      );
      expect(user).toEqual({ id: 1 });
    } finally {
      await next.close();
    }
  });

  it('refuses statements once closed', async () => {
    const database = await createTestDatabase();
    await database.close();
    await expect(rows(database, 'select 1')).rejects.toThrow();
  });

  it('does not carry a changed schema to the next file', async () => {
    const first = await createTestDatabase();
    await rows(first, 'create table leftover (id int)');
    await rows(first, 'alter table users add column nickname text');
    await first.close();

    const next = await createTestDatabase();
    try {
      const tables = await rows(next, `select to_regclass('public.leftover')::text as leftover`);
      expect(tables).toEqual([{ leftover: null }]);
      const columns = await rows(
        next,
        `select column_name from information_schema.columns where table_name = 'users' and column_name = 'nickname'`,
      );
      expect(columns).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
