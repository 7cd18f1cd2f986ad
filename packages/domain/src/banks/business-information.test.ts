import { describe, expect, it } from 'vitest';
import {
  businessInformationMissing,
  usdCentsFromMxn,
  type BusinessInformationDraft,
} from './business-information';

const complete: BusinessInformationDraft = {
  business_name: 'Tacos Lupita',
  website: null,
  amazon_website: null,
  expected_annual_volume_mex: { cents: 250_000_000 },
  volume_justification: 'Two restaurants selling about 7,000 pesos a day.',
  source_funds: 'sales_revenue',
  source_funds_other: null,
  tax_address: { postal_code: '06700' },
  bank_entity: 'bbva',
  nationalities: ['MX'],
  partners: [1],
};

describe('businessInformationMissing', () => {
  it('is empty for complete information without a website (new companies often have none)', () => {
    expect(businessInformationMissing(complete, { amazonCustomer: false })).toEqual([]);
  });

  it('lists every required field, in the form order, when nothing is saved', () => {
    expect(businessInformationMissing(null, { amazonCustomer: false })).toEqual([
      'business_name',
      'expected_annual_volume_mex',
      'volume_justification',
      'source_funds',
      'tax_address',
      'bank_entity',
      'nationalities',
      'partners',
    ]);
  });

  it('asks an Amazon customer for their Amazon store', () => {
    expect(businessInformationMissing(complete, { amazonCustomer: true })).toEqual(['amazon_website']);
    expect(
      businessInformationMissing(
        { ...complete, amazon_website: 'https://www.amazon.com.mx/shops/lupita' },
        { amazonCustomer: true },
      ),
    ).toEqual([]);
  });

  it('needs the text of "other" as the source of funds', () => {
    const other = { ...complete, source_funds: 'other' as const };
    expect(businessInformationMissing(other, { amazonCustomer: false })).toEqual(['source_funds_other']);
    expect(
      businessInformationMissing({ ...other, source_funds_other: 'Herencia' }, { amazonCustomer: false }),
    ).toEqual([]);
  });

  it('counts blank text, a zero volume and empty lists as missing', () => {
    expect(
      businessInformationMissing(
        {
          ...complete,
          business_name: '   ',
          expected_annual_volume_mex: { cents: 0 },
          nationalities: [],
          partners: [],
        },
        { amazonCustomer: false },
      ),
    ).toEqual(['business_name', 'expected_annual_volume_mex', 'nationalities', 'partners']);
  });
});

describe('usdCentsFromMxn', () => {
  it('divides by the pesos per dollar, rounded to the cent', () => {
    expect(usdCentsFromMxn(250_000_000, 20)).toBe(12_500_000);
    expect(usdCentsFromMxn(100, 17.1234)).toBe(6);
  });

  it('rounds half a cent up, as checkout quotes do', () => {
    expect(usdCentsFromMxn(35, 70)).toBe(1);
    expect(usdCentsFromMxn(34, 70)).toBe(0);
  });

  it.each([-1, 0.5, Number.NaN])('is null for %s centavos', (cents) => {
    expect(usdCentsFromMxn(cents, 17.5)).toBeNull();
  });

  it.each([null, undefined, 0, -1, 0.00001, Number.NaN, Number.POSITIVE_INFINITY])(
    'is null without a usable rate (%s)',
    (rate) => {
      expect(usdCentsFromMxn(100, rate)).toBeNull();
    },
  );
});
