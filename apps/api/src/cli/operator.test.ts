import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { OPERATOR_USAGE, setOperatorRole } from './operator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the operator role', () => {
  it('is granted and withdrawn by e-mail, whatever its case', async () => {
    const account = await register(t.app);
    expect(await setOperatorRole(t.database, 'grant', account.email.toUpperCase())).toBe(
      `${account.email} is now an operator.`,
    );
    expect((await t.services().usersRepository.findById(account.id))?.is_operator).toBe(true);
    await setOperatorRole(t.database, 'revoke', account.email);
    expect((await t.services().usersRepository.findById(account.id))?.is_operator).toBe(false);
  });

  it('names an unknown e-mail and a wrong call', async () => {
    await expect(setOperatorRole(t.database, 'grant', 'nadie@example.mx')).rejects.toThrow(
      'no account with the e-mail nadie@example.mx',
    );
    await expect(setOperatorRole(t.database, 'promote', 'a@b.mx')).rejects.toThrow(OPERATOR_USAGE);
  });

  it('prints its usage from the command line', () => {
    const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/operator.ts', 'promote'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`forja: ${OPERATOR_USAGE}`);
  });
});
