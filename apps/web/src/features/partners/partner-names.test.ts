import { describe, expect, it } from 'vitest';
import { accountNamesOf, phoneCountryOf } from './partner-names';

const partner = (name: string | null, extra: object = {}) => ({
  name,
  first_name: null,
  last_name: null,
  is_moral_person: false,
  ...extra,
});

describe('accountNamesOf', () => {
  it.each([
    [partner('Luis Pérez'), 'Luis', 'Pérez'],
    [partner('Carlos Méndez Soto'), 'Carlos', 'Méndez Soto'],
    [partner('María José López Ruiz'), 'María José', 'López Ruiz'],
    [partner('Cher'), 'Cher', ''],
    [partner(null), '', ''],
    [partner('Luis Pérez', { first_name: 'Luis', last_name: null }), 'Luis', ''],
    [partner('Tiendas del Norte SA de CV', { is_moral_person: true }), '', ''],
  ])('%j → %j %j', (record, firstNames, lastNames) => {
    expect(accountNamesOf(record)).toEqual({ firstNames, lastNames });
  });
});

describe('phoneCountryOf', () => {
  const foreign = {
    country: 'CN',
    address_line1: '1 Jianguomenwai Ave',
    address_line2: null,
    city: 'Beijing',
    region: null,
    postal_code: '100004',
  } as const;
  it('offers the calling code of the country the partner lives in', () => {
    expect(phoneCountryOf({ address: foreign })).toBe('CN');
  });
  it('starts from Mexico without an address, or with a Mexican one', () => {
    expect(phoneCountryOf({ address: null })).toBe('MX');
    expect(
      phoneCountryOf({
        address: {
          country: 'MX',
          street: 'Av. Juárez',
          exterior_number: '10',
          interior_number: null,
          settlement: 'Centro',
          municipality: 'Cuauhtémoc',
          state: 'Ciudad de México',
          postal_code: '06000',
        },
      }),
    ).toBe('MX');
  });
});
