import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postalCodes } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPostalCodesRepository } from './postal-codes.repository';
import {
  createPostalCodesService,
  importPostalCodes,
  loadSampleOnEmbeddedDatabase,
  loadSampleWhenEmpty,
  SAMPLE_CATALOGUE,
} from './postal-codes.service';
import { parseSepomex } from './sepomex';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (code: string) => t.app.inject({ method: 'GET', url: `/api/v3/postal-codes/${code}` });
const count = async () => (await t.database.db.select({ id: postalCodes.id }).from(postalCodes)).length;
const silent = { info: () => undefined, error: () => undefined };

describe('postal codes', () => {
  it('checks only the shape and range while no catalogue is loaded, naming the state of the prefix', async () => {
    await t.database.db.delete(postalCodes);
    const res = await lookup('06700');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      content: {
        postal_code: '06700',
        state: 'Ciudad de México',
        municipality: null,
        city: null,
        settlements: [],
        catalogue_loaded: false,
      },
    });
    expect((await lookup('99999')).json()).toMatchObject({
      content: { state: 'Zacatecas', catalogue_loaded: false },
    });
  });

  it.each(['1234', '123456', 'abcde', '0670 ', '00999', '17000', '19999'])(
    'answers invalid_zip_code for %j',
    async (code) => {
      const res = await lookup(encodeURIComponent(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ['invalid_zip_code'] });
    },
  );

  it('offers the colonias of a code with a loaded catalogue, and postal_code_not_found for a code not in it', async () => {
    await importPostalCodes(t.database, readFileSync(SAMPLE_CATALOGUE));
    const res = await lookup('22020');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      content: {
        postal_code: '22020',
        state: 'Baja California',
        municipality: 'Tijuana',
        city: 'Tijuana',
        settlements: [
          { settlement: 'Chapultepec', settlement_type: 'Colonia' },
          { settlement: 'Hipódromo', settlement_type: 'Colonia' },
          { settlement: 'Neidhart', settlement_type: 'Colonia' },
          { settlement: 'Campo de Golf', settlement_type: 'Equipamiento' },
          { settlement: 'Chapultepec Este', settlement_type: 'Colonia' },
          { settlement: 'Chapultepec Decima Sección', settlement_type: 'Fraccionamiento' },
        ],
        catalogue_loaded: true,
      },
    });
    expect((await lookup('06700')).json()).toMatchObject({
      content: { municipality: 'Cuauhtémoc', settlements: [{ settlement: 'Roma Norte' }] },
    });
    const missing = await lookup('06701');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ['postal_code_not_found'] });
    expect((await lookup('18000')).json()).toEqual({ message: ['invalid_zip_code'] });
  });

  it('loads the sample at the first start of the embedded database only, and never over a catalogue', async () => {
    const sampleRows = parseSepomex(readFileSync(SAMPLE_CATALOGUE)).length;
    await t.database.db.delete(postalCodes);
    await loadSampleOnEmbeddedDatabase({ ...t.database, kind: 'postgres' }, silent);
    expect(await count()).toBe(0);
    await loadSampleOnEmbeddedDatabase({ ...t.database, kind: 'pglite' }, silent);
    expect(await count()).toBe(sampleRows);
    expect(await loadSampleWhenEmpty(t.database)).toBe(false);
    expect(await count()).toBe(sampleRows);
  });

  it('with only the sample, lets a code it lacks be typed by hand, and still checks the colonias of one it has', async () => {
    await t.database.db.delete(postalCodes);
    await loadSampleOnEmbeddedDatabase({ ...t.database, kind: 'pglite' }, silent);
    // 06000, the Centro of Mexico City, is a real code the sample does not have.
    const centro = await lookup('06000');
    expect(centro.statusCode, centro.body).toBe(200);
    expect(centro.json()).toEqual({
      content: {
        postal_code: '06000',
        state: 'Ciudad de México',
        municipality: null,
        city: null,
        settlements: [],
        catalogue_loaded: false,
      },
    });
    expect((await lookup('06700')).json()).toMatchObject({
      content: { settlements: [{ settlement: 'Roma Norte' }], catalogue_loaded: true },
    });
    const service = createPostalCodesService(createPostalCodesRepository(t.database.db));
    expect(await service.checkAddress('06000', 'Centro')).toBeNull();
    await expect(service.checkAddress('06700', 'Centro')).rejects.toMatchObject({
      codes: ['postal_code_not_found'],
    });
    // The full file, once imported, knows every code: one it lacks does not exist.
    await importPostalCodes(t.database, readFileSync(SAMPLE_CATALOGUE));
    expect((await lookup('06000')).json()).toEqual({ message: ['postal_code_not_found'] });
  });
});
