import { describe, expect, it } from 'vitest';
import { listOf } from './list';
import { isBlank, sameEmail, singleSpaced, textKey } from './text';

describe('isBlank', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  \n\t', true],
    ['a', false],
    [' a ', false],
  ])('%j -> %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});

describe('singleSpaced', () => {
  it.each([
    ['  Ana   María\tLópez ', 'Ana María López'],
    ['Comercio\nal por menor', 'Comercio al por menor'],
    ['   ', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    expect(singleSpaced(value)).toBe(expected);
  });
});

describe('textKey', () => {
  it.each([
    ['  Constitución ', 'constitucion'],
    ['CASADO', 'casado'],
    ['Carga, revisión y aprobación', 'carga, revision y aprobacion'],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (value, expected) => {
    expect(textKey(value)).toBe(expected);
  });
});

describe('sameEmail', () => {
  it.each([
    [' Ana@Nandu.mx', 'ana@nandu.mx ', true],
    ['ana@nandu.mx', 'luis@nandu.mx', false],
    ['', '', false],
    [null, null, false],
    ['  ', undefined, false],
  ])('%j and %j -> %s', (a, b, expected) => {
    expect(sameEmail(a, b)).toBe(expected);
  });
});

describe('listOf', () => {
  it('answers the list, or an empty one for null, undefined and non-lists', () => {
    expect(listOf([1, 2])).toEqual([1, 2]);
    expect(listOf(null)).toEqual([]);
    expect(listOf(undefined)).toEqual([]);
    expect(listOf({} as unknown as number[])).toEqual([]);
  });
});
