import { describe, expect, it } from 'vitest';
import { splitPersonName } from './person-names';

describe('splitPersonName', () => {
  it.each([
    ['Carlos Méndez Soto', 'Carlos', 'Méndez Soto'],
    ['María José López García', 'María José', 'López García'],
    ['Luis Pérez', 'Luis', 'Pérez'],
    ['  Ana   María   López  ', 'Ana', 'María López'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
    ['   ', '', ''],
  ])('%j → %j / %j', (fullName, firstNames, lastNames) => {
    expect(splitPersonName(fullName)).toEqual({ firstNames, lastNames });
  });

  it('splits nothing out of a missing name', () => {
    expect(splitPersonName(null)).toEqual({ firstNames: '', lastNames: '' });
    expect(splitPersonName(undefined)).toEqual({ firstNames: '', lastNames: '' });
  });
});
