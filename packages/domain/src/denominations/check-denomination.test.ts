import { describe, expect, it } from 'vitest';
import {
  checkDenomination,
  checkDenominations,
  denominationRefusalReason,
  denominationAsPrinted,
  denominationWithSuffix,
  findRepeatedDenominations,
  hasSocietyTypeInName,
  hasSpecialCharacters,
  normalizeDenomination,
} from './check-denomination';

describe('normalizeDenomination', () => {
  it('ignores accents, case, dots and extra spaces', () => {
    expect(normalizeDenomination('  Café   Órbita, S.A. ')).toBe('cafe orbita sa');
    expect(normalizeDenomination('Niño-Azul')).toBe('nino azul');
  });

  it('drops apostrophes, so a possessive written with or without one is the same name', () => {
    expect(normalizeDenomination("Pepe's Tacos")).toBe(normalizeDenomination('Pepes Tacos'));
  });
});

describe('hasSocietyTypeInName', () => {
  it.each([
    'Tacos Lupita S.A. de C.V.',
    'Tacos Lupita SA de CV',
    'Tacos Lupita sa de cv',
    'Tacos Lupita S. A. de C. V.',
    'Tacos Lupita S.A.de C.V.',
    'Tacos Lupita SADECV',
    'Tacos Lupita, S.A.',
    'Tacos Lupita SA',
    'Tacos Lupita S.A. de C.V. Sucursal Norte',
    'Tacos Lupita S. de R.L.',
    'Tacos Lupita S de RL',
    'Tacos Lupita S. de R. L. de C. V.',
    'Tacos Lupita S.R.L.',
    'Tacos Lupita sapi de cv',
    'Tacos Lupita S.A.P.I. de C.V.',
    'Tacos Lupita SAPI',
    'Tacos Lupita SAS',
    'Tacos Lupita S.A.S.',
    'Tacos Lupita S.A.S. de C.V.',
    'Tacos Lupita S.A.B. de C.V.',
    'Tacos Lupita de C.V.',
    'Tacos Lupita S.C.',
    'Tacos Lupita A.C.',
    'Tacos Lupita S. en C.',
    'Tacos Lupita Sociedad Anónima',
    'Tacos Lupita Sociedad Anónima Promotora de Inversión',
    'Tacos Lupita Sociedad por Acciones Simplificada',
    'TACOS LUPITA SOCIEDAD DE RESPONSABILIDAD LIMITADA',
    'Tacos Lupita de Capital Variable',
    'Asociación Civil Tacos Lupita',
    'Sociedad Civil Lupita',
    'SAS',
  ])('finds the society type in %j', (name) => {
    expect(hasSocietyTypeInName(name)).toBe(true);
  });

  it.each([
    'Sastrería Sánchez',
    'Casa Saúl',
    'Sapiens Consultores',
    'Salsas Lupita',
    'Mesa Sabrosa',
    'SAS Logística',
    'Sa Pobla Importaciones',
    'Tacos a Domicilio',
    "Pepe's A Domicilio",
    'Vitamina C',
    'Decoraciones CV Norte',
    'Sociedad de Tacos',
    'Asociados Lupita',
    'Capital Creativo',
    'Srta. Lupita',
  ])('leaves %j alone', (name) => {
    expect(hasSocietyTypeInName(name)).toBe(false);
  });
});

describe('checkDenomination', () => {
  it.each([
    ['', 'denomination_blank'],
    ['   ', 'denomination_blank'],
    ['Tacos Orbita', 'denomination_exist'],
    ['TACOS ÓRBITA', 'denomination_exist'],
    ['Banco Azteca Nuevo', 'denomination_validate'],
    ['Seguros del Norte', 'denomination_validate'],
    ['Mi Afore Feliz', 'denomination_validate'],
    ['Casa de Bolsa Verde', 'denomination_validate'],
    ['Gobierno Digital', 'denomination_validate'],
    ['Nopal SA de CV', 'denomination_society_type'],
    ['Nopal S. de R.L.', 'denomination_society_type'],
    ['Nopal SAS', 'denomination_society_type'],
    ['Tacos Órbita S.A. de C.V.', 'denomination_society_type'],
    ['AB', 'denomination_validate'],
    ['x'.repeat(121), 'denomination_validate'],
    ['Banco Dragón@', 'void_special_characters'],
    ['Tacos Órbita #1', 'void_special_characters'],
  ])('refuses %j with %s', (name, code) => {
    expect(checkDenomination(name, ['Tacos Órbita'])).toBe(code);
  });

  it.each([
    'Nopal Azul',
    'Bancarrota Creativa',
    'Órbita Sabores',
    'Tres Ríos & Asociados',
    'Sastrería Sánchez',
    'Casa Saúl',
  ])('accepts %s', (name) => {
    expect(checkDenomination(name, ['Tacos Órbita'])).toBeNull();
  });

  it('explains refusals', () => {
    expect(denominationRefusalReason('Banco Azul')).toBe('reserved_word');
    expect(denominationRefusalReason('Azul SAPI de CV')).toBe('society_abbreviation');
    expect(denominationRefusalReason('Sastrería Sánchez')).toBeNull();
    expect(denominationRefusalReason('Az')).toBe('too_short');
    expect(denominationRefusalReason('Azul%Maya')).toBe('special_characters');
    expect(denominationRefusalReason('Azul Maya')).toBeNull();
  });
});

describe('checkDenominations', () => {
  it('flags a repeated proposal, not its first occurrence', () => {
    expect(checkDenominations(['Nopal Azul', 'Tacos Sol', 'nopal azul'], ['Otra'])).toEqual([
      null,
      null,
      'denomination_exist',
    ]);
  });

  it.each(['TACOS LUPITA', 'Tacos  Lupíta', 'tacos lupita.', 'Tacos-Lupita', ' Tacos, Lupita '])(
    'flags %j as a repeat of «Tacos Lupita»',
    (repeat) => {
      expect(checkDenominations(['Tacos Lupita', repeat])).toEqual([null, 'denomination_exist']);
    },
  );
});

describe('findRepeatedDenominations', () => {
  it('names the earlier option each repeat is the same as', () => {
    expect(
      findRepeatedDenominations([
        'Tacos Lupita',
        'Nopal Azul',
        'TACOS LUPÍTA',
        'nopal  azul',
        'Tacos Lupita.',
      ]),
    ).toEqual([null, null, 0, 1, 0]);
  });

  it('leaves different names, and blank ones, unpaired', () => {
    expect(findRepeatedDenominations(['Tacos Lupita', 'Tacos Lupitas', '', '  ', 'Lupita Tacos'])).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('hasSpecialCharacters', () => {
  it.each(['Tacos Órbita', "Pepe's Tacos", 'Nopal & Co.', 'Niño 3-D'])('allows %s', (name) => {
    expect(hasSpecialCharacters(name)).toBe(false);
  });
  it.each(['Tacos@Home', 'Café <Sol>', 'Hola!', 'Azul#1', 'Sol/Luna', '龙贸易', 'Nopal 🌵'])(
    'refuses %s',
    (name) => {
      expect(hasSpecialCharacters(name)).toBe(true);
    },
  );
});

describe('denominationAsPrinted', () => {
  it.each([
    ['Tacos Lupíta', 'Tacos Lupíta'],
    ['  Tacos   Lupíta. ', 'Tacos Lupíta'],
    ['Tacos Lupíta, -', 'Tacos Lupíta'],
    ['Hermanos López y Hnos.', 'Hermanos López y Hnos.'],
    ['Constructora J.R.M.', 'Constructora J.R.M.'],
    ['Grupo A.', 'Grupo A'],
    ['...', ''],
  ])('prints «%s» as «%s»', (name, expected) => {
    expect(denominationAsPrinted(name)).toBe(expected);
  });
});

describe('denominationWithSuffix', () => {
  it.each([
    ['Nopal Azul', 'Nopal Azul, S.A.S. de C.V.'],
    ['TACOS LUPÍTA.', 'TACOS LUPÍTA, S.A.S. de C.V.'],
    ['Tacos Lupíta ...', 'Tacos Lupíta, S.A.S. de C.V.'],
    ['Tacos Lupíta,', 'Tacos Lupíta, S.A.S. de C.V.'],
    ['Tacos Lupíta -', 'Tacos Lupíta, S.A.S. de C.V.'],
    ['  Tacos   Lupíta  ', 'Tacos Lupíta, S.A.S. de C.V.'],
    ['Hermanos López y Cía.', 'Hermanos López y Cía., S.A.S. de C.V.'],
    ['Hermanos López y Cía', 'Hermanos López y Cía, S.A.S. de C.V.'],
    ['Distribuidora S.A.T. Norte.', 'Distribuidora S.A.T. Norte, S.A.S. de C.V.'],
    ['Constructora J.R.M.', 'Constructora J.R.M., S.A.S. de C.V.'],
    ['Grupo A.B.C.,', 'Grupo A.B.C., S.A.S. de C.V.'],
    ['Grupo ABC.', 'Grupo ABC, S.A.S. de C.V.'],
  ])('writes «%s» as «%s», with one separator before the suffix', (name, expected) => {
    expect(denominationWithSuffix(name, 'S.A.S. de C.V.')).toBe(expected);
  });

  it('keeps the name as typed when there is no suffix, and gives nothing for punctuation alone', () => {
    expect(denominationWithSuffix(' Tacos Lupíta. ', null)).toBe('Tacos Lupíta.');
    expect(denominationWithSuffix('Tacos Lupíta.', '  ')).toBe('Tacos Lupíta.');
    expect(denominationWithSuffix(' .,- ', 'S.A. de C.V.')).toBeNull();
    expect(denominationWithSuffix('   ', null)).toBeNull();
  });
});
