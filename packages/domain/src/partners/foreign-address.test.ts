import { describe, expect, it } from 'vitest';
import { foreignAddressScriptProblems, isForeignAddress } from './foreign-address';

const madrid = {
  country: 'ES',
  address_line1: 'Calle de Alcalá 42, 3.º izq.',
  address_line2: null,
  city: 'Madrid',
  region: 'Comunidad de Madrid',
  postal_code: '28014',
} as const;

describe('isForeignAddress', () => {
  it('tells an address outside Mexico from a Mexican one and from none', () => {
    expect(isForeignAddress(madrid)).toBe(true);
    expect(
      isForeignAddress({
        country: 'MX',
        street: 'Av. Álvaro Obregón',
        exterior_number: '120',
        interior_number: null,
        settlement: 'Roma Norte',
        municipality: 'Cuauhtémoc',
        state: 'Ciudad de México',
        postal_code: '06700',
      }),
    ).toBe(false);
    expect(isForeignAddress(null)).toBe(false);
  });
});

describe('foreignAddressScriptProblems', () => {
  it.each([
    ['a Madrid address with accents and ordinals', madrid],
    [
      'a Shanghai address in pinyin, without region or postal code',
      { address_line1: 'No. 1 Century Avenue, Pudong', city: 'Shanghai', region: null, postal_code: null },
    ],
    ['a UK postcode', { address_line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA' }],
  ])('takes %s', (_, address) => {
    expect(foreignAddressScriptProblems(address)).toEqual([]);
  });

  it('names each field written in another script or with an emoji', () => {
    expect(
      foreignAddressScriptProblems({
        address_line1: '世纪大道1号',
        address_line2: 'Apt 5',
        city: '上海',
        region: 'Москва',
        postal_code: '200120 🏠',
      }),
    ).toEqual(['address_line1', 'city', 'region', 'postal_code']);
  });
});
