import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  concurrencyLimit,
  hashPassword,
  lowerPasswordHashingCostForTests,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  it('never runs more pieces of work at once than its limit, and runs them all in order', async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let most = 0;
    const finished: number[] = [];
    const work = (id: number) =>
      run(async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        finished.push(id);
        return id;
      });
    const ids = Array.from({ length: 9 }, (_, index) => index);
    // Some arrive while others are finishing, as sign-ins do.
    const first = ids.slice(0, 5).map(work);
    await new Promise((resolve) => setTimeout(resolve, 6));
    const results = await Promise.all([...first, ...ids.slice(5).map(work)]);
    expect(results).toEqual(ids);
    expect(most).toBe(2);
    expect(finished).toEqual(ids);
  });

  it('verifies what it hashed, through the limit, when many sign in together', async () => {
    const stored = await hashPassword('Nopal-Azul-2026');
    const checks = await Promise.all(
      ['Nopal-Azul-2026', 'wrong-one-2026', 'Nopal-Azul-2026'].map((password) =>
        verifyPassword(stored, password),
      ),
    );
    expect(checks).toEqual([true, false, true]);
  });

  it('verifies a hash made at OWASP’s cost while the tests hash at the lowest (the stored hash names its cost)', async () => {
    // What a production server stored for this password: argon2id, m = 19 MiB, t = 2, p = 1.
    const production =
      '$argon2id$v=19$m=19456,t=2,p=1$c29tZS1zYWx0LWZvci1mb3JqYQ$lUiHgmTmLku1YkmE4IfKA7S0G9mUVilvxXvjcTpSBN4';
    expect(await verifyPassword(production, 'Nopal-Azul-2026')).toBe(true);
    expect(await verifyPassword(production, 'Nopal-Azul-2025')).toBe(false);
    expect(await hashPassword('Nopal-Azul-2026')).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('lowers the hashing cost for the test suites only', () => {
    vi.stubEnv('VITEST', '');
    expect(() => lowerPasswordHashingCostForTests()).toThrow(/tests only/);
    vi.unstubAllEnvs();
  });

  it('answers false, not an error, for a stored hash that is not one', async () => {
    expect(await verifyPassword('not-an-argon2-hash', 'Nopal-Azul-2026')).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'hashes on a thread at the lowest priority, the event loop keeping its own',
    async () => {
      /** Each thread of this process and its nice value (field 19 of /proc/<pid>/task/<tid>/stat). */
      const niceValues = () =>
        new Map(
          readdirSync('/proc/self/task').map((tid) => {
            const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
            return [Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
          }),
        );
      // This test's own thread, whose event loop asks for the hash (the process's main thread, or a worker's).
      const own = Number(readlinkSync('/proc/thread-self').split('/').pop());
      const before = niceValues();
      await hashPassword('Nopal-Azul-2026');
      const after = niceValues();
      expect([...after.values()]).toContain(19);
      expect(after.get(own)).toBe(before.get(own));
      expect(after.get(own)).not.toBe(19);
    },
  );
});
