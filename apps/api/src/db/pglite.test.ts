import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './database';
import { users } from './schema/index';

// Runs in the PGlite project only (the PostgreSQL project excludes this file).
describe('the embedded database', () => {
  it('keeps its data across a restart on the same data dir, and migrating twice changes nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'forja-data-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrateDatabase(first);
      await first.db.insert(users).values({ email: 'Ana@Example.mx' });
      await first.close();

      const second = await openDatabase({ dataDir });
      await migrateDatabase(second);
      const rows = await second.db.select().from(users).where(eq(users.email, 'Ana@Example.mx'));
      expect(rows).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a data dir it cannot write, naming it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'forja-file-')), 'a-file');
    writeFileSync(file, 'not a folder');
    await expect(openDatabase({ dataDir: join(file, 'data') })).rejects.toThrow(
      /The data folder .*a-file\/data\/pglite is not writable/,
    );
  });

  it('refuses a folder another running process holds, and takes over one whose process has ended', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'forja-data-'));
    const lockFile = join(dataDir, 'pglite.lock');
    try {
      // The process that started this test runner: running, and not this one.
      writeFileSync(lockFile, String(process.ppid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        new RegExp(`The embedded database in .*pglite is in use by process ${process.ppid}`),
      );
      // A server that was killed: its process is gone, its lock left behind.
      const ended = spawnSync(process.execPath, ['-e', '']).pid;
      writeFileSync(lockFile, String(ended));
      const database = await openDatabase({ dataDir });
      await migrateDatabase(database);
      expect(existsSync(lockFile)).toBe(true);
      await database.close();
      expect(existsSync(lockFile)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
