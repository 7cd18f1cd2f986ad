import { describe, expect, it } from 'vitest';
import { addressLine } from './document-review.service';

describe('addressLine (what a proof of address must match)', () => {
  it('writes a Mexican address with its colonia and C.P., one saved before foreign addresses too', () => {
    const mexican = {
      street: 'Calle Roble',
      exterior_number: '12',
      interior_number: '3',
      settlement: 'Centro',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
      postal_code: '06000',
    };
    const line = 'Calle Roble 12 int. 3, Centro, Cuauhtémoc, Ciudad de México, C.P. 06000';
    expect(addressLine(mexican)).toBe(line);
    expect(addressLine({ ...mexican, country: 'MX' })).toBe(line);
  });

  it('writes an address outside Mexico with its city, region, postal code and country in Spanish', () => {
    expect(
      addressLine({
        country: 'GB',
        address_line1: '221B Baker Street',
        address_line2: 'Flat 2',
        city: 'London',
        region: null,
        postal_code: 'NW1 6XE',
      }),
    ).toBe('221B Baker Street, Flat 2, London, NW1 6XE, Reino Unido');
    expect(
      addressLine({
        country: 'CN',
        address_line1: 'No. 1 Century Avenue, Pudong',
        address_line2: null,
        city: 'Shanghai',
        region: null,
        postal_code: null,
      }),
    ).toBe('No. 1 Century Avenue, Pudong, Shanghai, China');
  });
});
