import { describe, expect, it } from 'vitest';
import { partnerAddressBodySchema, partnerAddressSchema } from './partner-address';

const mexican = {
  street: 'Av. Álvaro Obregón',
  exterior_number: '120',
  interior_number: null,
  settlement: 'Roma Norte',
  municipality: 'Cuauhtémoc',
  state: 'Ciudad de México',
  postal_code: '06700',
};
const madrid = {
  country: 'ES',
  address_line1: 'Calle de Alcalá 42, 3.º izq.',
  city: 'Madrid',
  region: 'Comunidad de Madrid',
  postal_code: '28014',
};

/** Each failing field and zod's code for it, as the API's 400 names them. */
const failures = (body: unknown) => {
  const result = partnerAddressBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.code]);
};

describe('partnerAddressBodySchema', () => {
  it('takes a Mexican address with or without its country, as callers from before foreign addresses send it', () => {
    expect(failures(mexican)).toEqual([]);
    expect(failures({ ...mexican, country: 'MX' })).toEqual([]);
  });

  it('takes an address outside Mexico with only its first line and city, or with every field', () => {
    expect(
      failures({ country: 'CN', address_line1: 'No. 1 Century Avenue, Pudong', city: 'Shanghai' }),
    ).toEqual([]);
    expect(failures({ ...madrid, address_line2: 'Escalera B', postal_code: 'SW1A 2AA' })).toEqual([]);
  });

  it('names the fields a foreign address lacks or has too long, not the Mexican ones', () => {
    expect(failures({ country: 'ES', address_line1: 'C', postal_code: '1234567890123' })).toEqual([
      ['address_line1', 'too_small'],
      ['city', 'invalid_type'],
      ['postal_code', 'too_big'],
    ]);
    expect(failures({ ...madrid, postal_code: '  ' })).toEqual([['postal_code', 'too_small']]);
  });

  it('keeps the Mexican checks for a Mexican address, and refuses a country that is none', () => {
    expect(failures({ ...mexican, country: 'MX', street: '' })).toEqual([['street', 'too_small']]);
    expect(failures({ ...madrid, country: 'ZZ' })).toEqual([['country', 'invalid_union']]);
  });
});

describe('partnerAddressSchema', () => {
  it('reads an address saved before foreign addresses as Mexican', () => {
    expect(partnerAddressSchema.parse(mexican)).toEqual({ ...mexican, country: 'MX' });
  });

  it('reads a foreign address back with its country', () => {
    expect(
      partnerAddressSchema.parse({ ...madrid, address_line2: null, region: null, postal_code: null }),
    ).toMatchObject({ country: 'ES', city: 'Madrid', postal_code: null });
  });
});
