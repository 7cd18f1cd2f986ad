import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's own ceiling: one process opens PGlite on a temporary folder, fills a small table
 * and runs `select * from t where id = $1` in a loop. Prints `{ ops, seconds, opsPerSecond }` as JSON.
 */
const seconds = Number(process.argv[2] ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'forja-bench-pglite-'));
const db = await PGlite.create(dir);
try {
  await db.exec(
    `create table t (id bigint primary key, email text not null, first_names text not null, created_at timestamptz not null default now());
     insert into t (id, email, first_names) select i, 'user' || i || '@example.mx', 'Ana' from generate_series(1, 1000) i;`,
  );
  const warmUntil = Date.now() + 500;
  for (let i = 0; Date.now() < warmUntil; i++)
    await db.query('select * from t where id = $1', [(i % 1000) + 1]);
  let ops = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    for (let j = 0; j < 100; j++) {
      await db.query('select * from t where id = $1', [(ops % 1000) + 1]);
      ops++;
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ ops, seconds: elapsed, opsPerSecond: ops / elapsed })}\n`);
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
