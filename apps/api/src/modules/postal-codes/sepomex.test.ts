import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  groupByPostalCode,
  isPlausibleMexicanPostalCode,
  parseSepomex,
  POSTAL_CODE_PREFIXES,
} from './sepomex';

const sample = readFileSync(new URL('./sample/CPdescarga.txt', import.meta.url));

const HEADER =
  'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';

describe('parseSepomex', () => {
  const rows = parseSepomex(sample);

  it('reads every settlement row of the sample, past the notice and the header', () => {
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(new Set(rows.map((row) => row.postal_code)).size).toBeGreaterThanOrEqual(12);
    expect(rows.every((row) => /^\d{5}$/.test(row.postal_code))).toBe(true);
    expect(rows[0]).toEqual({
      postal_code: '01000',
      settlement: 'San Ángel',
      settlement_type: 'Colonia',
      municipality: 'Álvaro Obregón',
      state: 'Ciudad de México',
      state_code: '09',
      city: 'Ciudad de México',
      zone: 'Urbano',
    });
  });

  it('decodes the Latin-1 accents', () => {
    const sampleIsLatin1 = !sample.toString('utf8').includes('Álvaro'); // "Á" is one byte, not UTF-8
    expect(sampleIsLatin1).toBe(true);
    const romaNorte = rows.find((row) => row.postal_code === '06700');
    expect(romaNorte).toMatchObject({
      settlement: 'Roma Norte',
      municipality: 'Cuauhtémoc',
      state_code: '09',
    });
    expect(rows.find((row) => row.postal_code === '64000')?.state).toBe('Nuevo León');
    expect(rows.find((row) => row.postal_code === '76110')?.city).toBe('Santiago de Querétaro');
  });

  it('gives rural settlements without a city a null city', () => {
    const ejido = rows.find((row) => row.settlement === 'Jiquilpan');
    expect(ejido).toMatchObject({
      postal_code: '21900',
      settlement_type: 'Ejido',
      city: null,
      zone: 'Rural',
    });
  });

  it('finds columns by header name and trims values, whatever their order', () => {
    const text = [
      'Aviso',
      'd_estado | d_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_ciudad|c_estado|d_zona',
      ' Jalisco |44100| Guadalajara Centro |Colonia|Guadalajara|Guadalajara|14|Urbano',
    ].join('\n');
    expect(parseSepomex(Buffer.from(text, 'latin1'))).toEqual([
      {
        postal_code: '44100',
        settlement: 'Guadalajara Centro',
        settlement_type: 'Colonia',
        municipality: 'Guadalajara',
        state: 'Jalisco',
        state_code: '14',
        city: 'Guadalajara',
        zone: 'Urbano',
      },
    ]);
  });

  it('refuses a file without the expected headers', () => {
    expect(() => parseSepomex(Buffer.from('codigo,colonia\n06700,Roma Norte\n', 'latin1'))).toThrow(
      /Not a SEPOMEX CPdescarga\.txt file/,
    );
    const withoutZone = HEADER.replace('|d_zona', '');
    expect(() => parseSepomex(Buffer.from(`Aviso\r\n${withoutZone}\r\n`, 'latin1'))).toThrow(/lacks d_zona/);
    expect(() => parseSepomex(Buffer.alloc(0))).toThrow(Error);
  });

  it('refuses a malformed row with its line number', () => {
    const text = `Aviso\r\n${HEADER}\r\n6700|Roma Norte|Colonia|Cuauhtémoc|Ciudad de México|Ciudad de México|06401|09|06401||09|015|0947|Urbano|06\r\n`;
    expect(() => parseSepomex(Buffer.from(text, 'latin1'))).toThrow(/line 3: postal_code/);
  });
});

describe('groupByPostalCode', () => {
  const groups = groupByPostalCode(parseSepomex(sample));

  it('gathers the settlements of one code', () => {
    const zapopan = groups.get('45050');
    expect(zapopan).toMatchObject({
      state: 'Jalisco',
      state_code: '14',
      municipality: 'Zapopan',
      city: 'Zapopan',
    });
    expect(zapopan?.settlements.map((settlement) => settlement.settlement)).toEqual([
      'Ciudad Del Sol',
      'El Zapote',
      'Jardines Del Sol',
      'Prados Tepeyac',
    ]);
    expect(groups.get('03100')?.settlements.map((settlement) => settlement.settlement)).toEqual([
      'Del Valle Centro',
      'Insurgentes San Borja',
    ]);
    expect(groups.get('06700')?.settlements).toEqual([
      { settlement: 'Roma Norte', settlement_type: 'Colonia', zone: 'Urbano' },
    ]);
  });

  it('keeps one group per code, in the order codes appear', () => {
    const keys = [...groups.keys()];
    expect(keys[0]).toBe('01000');
    expect(new Set(keys).size).toBe(keys.length);
    expect([...groups.values()].every((group) => group.settlements.length >= 1)).toBe(true);
  });
});

describe('isPlausibleMexicanPostalCode', () => {
  it.each([
    ['01000', true],
    ['16999', true],
    ['20000', true],
    ['06700', true],
    ['99999', true],
    ['00000', false],
    ['00999', false],
    ['17000', false],
    ['18500', false],
    ['19999', false],
  ])('%s → %s', (code, expected) => {
    expect(isPlausibleMexicanPostalCode(code)).toBe(expected);
  });

  it('wants exactly five digits', () => {
    for (const code of ['', '6700', '067000', '0670a', ' 06700', '06700 ', '06 700', '٠٦٧٠٠']) {
      expect(isPlausibleMexicanPostalCode(code)).toBe(false);
    }
  });

  it('accepts every code of the sample, under the state the catalogue gives it', () => {
    for (const row of parseSepomex(sample)) {
      expect(isPlausibleMexicanPostalCode(row.postal_code)).toBe(true);
      const prefix = Number(row.postal_code.slice(0, 2));
      const range = POSTAL_CODE_PREFIXES.find((entry) => prefix >= entry.from && prefix <= entry.to);
      expect(range?.state_code).toBe(row.state_code);
    }
  });
});
