import { describe, expect, it } from 'vitest';
import { concurrencyLimit, hashPassword, verifyPassword } from './passwords';

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
});
