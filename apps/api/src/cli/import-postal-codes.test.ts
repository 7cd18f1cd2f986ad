import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postalCodes } from '../db/schema/index';
import { SAMPLE_CATALOGUE } from '../modules/postal-codes/postal-codes.service';
import { parseSepomex } from '../modules/postal-codes/sepomex';
import { createTestApp, type TestApp } from '../test/test-app';
import { IMPORT_POSTAL_CODES_USAGE, importPostalCodesFile } from './import-postal-codes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const samplePath = fileURLToPath(SAMPLE_CATALOGUE);
const rows = () => t.database.db.select().from(postalCodes);

describe('npm run postal-codes:import', () => {
  it('replaces the catalogue with a SEPOMEX file, as often as it is run', async () => {
    const expected = parseSepomex(readFileSync(samplePath));
    const codes = new Set(expected.map((row) => row.postal_code)).size;
    const message = `Imported ${expected.length} settlements of ${codes} postal codes from ${samplePath}.`;
    expect(await importPostalCodesFile(t.database, samplePath)).toBe(message);
    expect(await importPostalCodesFile(t.database, samplePath)).toBe(message);
    const loaded = await rows();
    expect(loaded).toHaveLength(expected.length);
    expect(loaded.find((row) => row.postal_code === '06700')).toMatchObject({
      settlement: 'Roma Norte',
      settlement_type: 'Colonia',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
      state_code: '09',
      city: 'Ciudad de México',
      zone: 'Urbano',
    });
  });

  it('changes nothing when the file is malformed, naming the line', async () => {
    await importPostalCodesFile(t.database, samplePath);
    const before = (await rows()).length;
    const lines = readFileSync(samplePath, 'latin1').split('\n');
    const broken = join(tmpdir(), `CPdescarga-roto-${Date.now()}.txt`);
    writeFileSync(
      broken,
      [...lines.slice(0, 5), '0670|Sin código|Colonia', ...lines.slice(5)].join('\n'),
      'latin1',
    );
    await expect(importPostalCodesFile(t.database, broken)).rejects.toThrow('SEPOMEX file, line 6');
    const notSepomex = join(tmpdir(), `otro-${Date.now()}.txt`);
    writeFileSync(notSepomex, 'nombre,cp\nRoma,06700\n');
    await expect(importPostalCodesFile(t.database, notSepomex)).rejects.toThrow(
      'Not a SEPOMEX CPdescarga.txt file',
    );
    expect((await rows()).length).toBe(before);
    await expect(importPostalCodesFile(t.database, '/no/such/CPdescarga.txt')).rejects.toThrow(
      'cannot read /no/such/CPdescarga.txt (ENOENT)',
    );
    await expect(importPostalCodesFile(t.database, undefined)).rejects.toThrow(IMPORT_POSTAL_CODES_USAGE);
  });

  it('prints its usage from the command line', () => {
    const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import-postal-codes.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`forja: ${IMPORT_POSTAL_CODES_USAGE}`);
  });
});
