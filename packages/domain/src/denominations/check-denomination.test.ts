import { describe, expect, it } from 'vitest';
import {
  checkDenomination,
  checkDenominations,
  denominationRefusalReason,
  hasSpecialCharacters,
  normalizeDenomination,
} from './check-denomination';

describe('normalizeDenomination', () => {
  it('ignores accents, case, dots and extra spaces', () => {
    expect(normalizeDenomination('  Café   Órbita, S.A. ')).toBe('cafe orbita sa');
    expect(normalizeDenomination('Niño-Azul')).toBe('nino azul');
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
    ['Nopal SA de CV', 'denomination_validate'],
    ['Nopal S. de R.L.', 'denomination_validate'],
    ['AB', 'denomination_validate'],
    ['x'.repeat(121), 'denomination_validate'],
    ['Banco Dragón@', 'void_special_characters'],
    ['Tacos Órbita #1', 'void_special_characters'],
  ])('refuses %j with %s', (name, code) => {
    expect(checkDenomination(name, ['Tacos Órbita'])).toBe(code);
  });

  it.each(['Nopal Azul', 'Bancarrota Creativa', 'Órbita Sabores', 'Tres Ríos & Asociados'])(
    'accepts %s',
    (name) => {
      expect(checkDenomination(name, ['Tacos Órbita'])).toBeNull();
    },
  );

  it('explains refusals', () => {
    expect(denominationRefusalReason('Banco Azul')).toBe('reserved_word');
    expect(denominationRefusalReason('Azul SAPI de CV')).toBe('society_abbreviation');
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
