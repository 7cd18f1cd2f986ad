import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { setStaffRoleFromCli, staffRoleUsage } from './staff-role';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('staff roles from the command line', () => {
  it('grants and withdraws the operator role by e-mail, whatever its case', async () => {
    const account = await register(t.app);
    expect(await setStaffRoleFromCli(t.database, 'operator', 'grant', account.email.toUpperCase())).toBe(
      `${account.email} is now an operator.`,
    );
    expect((await t.services().usersRepository.findById(account.id))?.is_operator).toBe(true);
    await setStaffRoleFromCli(t.database, 'operator', 'revoke', account.email);
    expect((await t.services().usersRepository.findById(account.id))?.is_operator).toBe(false);
  });

  it('makes an admin, who is an operator too, and withdraws both', async () => {
    const account = await register(t.app);
    expect(await setStaffRoleFromCli(t.database, 'admin', 'grant', account.email)).toBe(
      `${account.email} is now an admin.`,
    );
    const admin = await t.services().usersRepository.findById(account.id);
    expect([admin?.is_admin, admin?.is_operator]).toEqual([true, true]);
    await setStaffRoleFromCli(t.database, 'admin', 'revoke', account.email);
    const former = await t.services().usersRepository.findById(account.id);
    expect([former?.is_admin, former?.is_operator]).toEqual([false, false]);
  });

  it('names an unknown e-mail and a wrong call', async () => {
    await expect(setStaffRoleFromCli(t.database, 'operator', 'grant', 'nadie@example.mx')).rejects.toThrow(
      'no account with the e-mail nadie@example.mx',
    );
    await expect(setStaffRoleFromCli(t.database, 'admin', 'promote', 'a@b.mx')).rejects.toThrow(
      staffRoleUsage('admin'),
    );
  });

  it('prints its usage from the command line', () => {
    const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/staff-role.ts', 'admin', 'promote'],
      {
        cwd: apiRoot,
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`forja: ${staffRoleUsage('admin')}`);
  });
});
