import { businessInformationBodySchema } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import {
  businessInformationErrors,
  businessInformationValuesFrom,
  isWebAddress,
  toBusinessInformationBody,
} from './business-information-values';

const EMPTY = businessInformationValuesFrom(null);
const OPTIONS = { amazonCustomer: false };

describe('the business information form values', () => {
  it('saves an empty form as an empty draft for the page’s bank', () => {
    const body = toBusinessInformationBody(EMPTY, 'bbva', OPTIONS);
    expect(businessInformationBodySchema.parse(body)).toMatchObject({
      business_name: null,
      website: null,
      expected_annual_volume_mex: null,
      tax_address: null,
      bank_entity: 'bbva',
      nationalities: [],
      partners: [],
    });
    expect(businessInformationErrors(EMPTY, 'bbva', OPTIONS)).toEqual({});
  });

  it('sends pesos as centavos, a website without its scheme with https, and partner ids as numbers', () => {
    const body = toBusinessInformationBody(
      { ...EMPTY, volume: 1_234_567.89, website: ' cafenopal.mx ', partners: ['11', '12'] },
      'fondeadora',
      OPTIONS,
    );
    expect(body.expected_annual_volume_mex).toEqual({ cents: 123_456_789, currency: 'MXN' });
    expect(body.website).toBe('https://cafenopal.mx');
    expect(body.partners).toEqual([11, 12]);
  });

  it('drops the Amazon store of a company that is not an Amazon customer, and "other" text unless chosen', () => {
    const values = { ...EMPTY, amazon_website: 'amazon.com.mx/shops/x', source_funds_other: 'Herencia' };
    const body = toBusinessInformationBody(values, 'bbva', OPTIONS);
    expect(body.amazon_website).toBeNull();
    expect(body.source_funds_other).toBeNull();
    expect(toBusinessInformationBody(values, 'bbva', { amazonCustomer: true }).amazon_website).toBe(
      'https://amazon.com.mx/shops/x',
    );
  });

  it('asks for every field of an address once one of them is given', () => {
    const errors = businessInformationErrors({ ...EMPTY, postal_code: '066' }, 'bbva', OPTIONS);
    expect(Object.keys(errors).sort()).toEqual(
      ['exterior_number', 'municipality', 'postal_code', 'settlement', 'state', 'street'].sort(),
    );
  });

  it.each([
    ['https://cafenopal.mx', true],
    ['http://www.amazon.com.mx/shops/cafe', true],
    ['https://mi empresa', false],
    ['https://localhost', false],
    ['ftp://cafenopal.mx', false],
  ])('%s is a web address a bank can open: %s', (value, expected) => {
    expect(isWebAddress(value)).toBe(expected);
  });

  it('refuses text too short for the contract, field by field', () => {
    const errors = businessInformationErrors(
      { ...EMPTY, business_name: 'A', volume_justification: 'corto', website: 'mi empresa' },
      'bbva',
      OPTIONS,
    );
    expect(errors).toEqual({
      business_name: 'business_name',
      volume_justification: 'volume_justification',
      website: 'website',
    });
  });
});
