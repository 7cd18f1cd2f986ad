import { businessInformationBodySchema } from '@forja/contracts';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { contractResolver } from '../../lib/contract-form';
import {
  businessInformationFormSchema,
  businessInformationValuesFrom,
  formFieldOfBodyPath,
  isWebAddress,
  type BusinessInformationValues,
} from './business-information-values';

const EMPTY = businessInformationValuesFrom(null);
const OPTIONS = { amazonCustomer: false };

/** What the form does with the values: the body it would send, or each failed field's code. */
async function check(values: BusinessInformationValues, bankKey = 'bbva', options = OPTIONS) {
  const result = await contractResolver(businessInformationFormSchema(bankKey, options))(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const codes: Record<string, string> = {};
  const collect = (errors: FieldErrors, prefix: string) => {
    for (const [name, error] of Object.entries(errors)) {
      if (!error) continue;
      if (typeof error.message === 'string') codes[`${prefix}${name}`] = error.message;
      else collect(error as FieldErrors, `${prefix}${name}.`);
    }
  };
  collect(result.errors, '');
  return { body: Object.keys(codes).length === 0 ? result.values : null, codes };
}

describe('the business information form values', () => {
  it('before the first save, starts from what the company told Forja; a saved draft is never refilled', () => {
    const company = {
      name: 'Café Nopal',
      web_site: 'https://cafenopal.mx',
      partners: [
        { id: 11, nationalities: [{ code: 'mx' }] },
        { id: 12, nationalities: [{ code: 'MX' }, { code: 'es' }] },
      ],
    };
    expect(businessInformationValuesFrom(null, company)).toEqual({
      ...EMPTY,
      business_name: 'Café Nopal',
      website: 'https://cafenopal.mx',
      nationalities: ['MX', 'ES'],
      partners: ['11', '12'],
    });
    const saved = businessInformationValuesFrom(
      {
        id: 1,
        business_name: null,
        website: null,
        amazon_website: null,
        expected_annual_volume: null,
        expected_annual_volume_mex: null,
        usd_rate: null,
        volume_justification: null,
        source_funds: null,
        source_funds_other: null,
        tax_address: null,
        scheduled_call: null,
        bank_entity: 'bbva',
        nationalities: [],
        partners: [],
        complete: false,
        missing: [],
        updated_at: '2026-12-01T10:00:00.000Z',
      },
      company,
    );
    expect(saved).toEqual(EMPTY);
  });

  it('saves an empty form as an empty draft for the page’s bank, as the contract reads it', async () => {
    const { body, codes } = await check(EMPTY);
    expect(codes).toEqual({});
    expect(body).toEqual(
      businessInformationBodySchema.parse({
        business_name: null,
        website: null,
        amazon_website: null,
        expected_annual_volume_mex: null,
        volume_justification: null,
        source_funds: null,
        source_funds_other: null,
        tax_address: null,
        bank_entity: 'bbva',
        nationalities: [],
        partners: [],
      }),
    );
  });

  it('sends pesos as centavos, a website without its scheme with https, and partner ids as numbers', async () => {
    const { body } = await check(
      { ...EMPTY, volume: 1_234_567.89, website: ' cafenopal.mx ', partners: ['11', '12'] },
      'fondeadora',
    );
    expect(body).toMatchObject({
      expected_annual_volume_mex: { cents: 123_456_789, currency: 'MXN' },
      website: 'https://cafenopal.mx',
      partners: [11, 12],
      bank_entity: 'fondeadora',
    });
  });

  it('drops the Amazon store of a company that is not an Amazon customer, and "other" text unless chosen', async () => {
    const values = { ...EMPTY, amazon_website: 'amazon.com.mx/shops/x', source_funds_other: 'H' };
    expect((await check(values)).body).toMatchObject({ amazon_website: null, source_funds_other: null });
    expect((await check(values, 'bbva', { amazonCustomer: true })).body).toMatchObject({
      amazon_website: 'https://amazon.com.mx/shops/x',
    });
    // Chosen, the "other" source's text is checked by the contract (2 to 200 characters).
    expect((await check({ ...values, source_funds: 'other' })).codes).toEqual({
      source_funds_other: 'too_small',
    });
    expect(
      (await check({ ...values, source_funds: 'other', source_funds_other: ' Herencia ' })).body,
    ).toMatchObject({ source_funds: 'other', source_funds_other: 'Herencia' });
  });

  it('asks for every field of an address once one of them is given, and the postal code’s five digits', async () => {
    const { codes } = await check({ ...EMPTY, tax_address: { ...EMPTY.tax_address, postal_code: '066' } });
    expect(codes).toEqual({
      'tax_address.postal_code': 'invalid_zip_code',
      'tax_address.state': 'required',
      'tax_address.municipality': 'required',
      'tax_address.settlement': 'required',
      'tax_address.street': 'required',
      'tax_address.exterior_number': 'required',
    });
    const address = {
      postal_code: '06600',
      state: ' Ciudad de México ',
      municipality: 'Cuauhtémoc',
      settlement: 'Juárez',
      street: 'Havre',
      exterior_number: '30',
      interior_number: '',
    };
    expect((await check({ ...EMPTY, tax_address: address })).body?.tax_address).toEqual({
      ...address,
      state: 'Ciudad de México',
      interior_number: null,
    });
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

  it('refuses text too short for the contract and addresses a bank cannot open, field by field', async () => {
    const { codes } = await check({
      ...EMPTY,
      business_name: 'A',
      volume_justification: 'corto',
      website: 'localhost',
    });
    expect(codes).toEqual({
      business_name: 'too_small',
      volume_justification: 'too_small',
      website: 'invalid_url',
    });
  });

  it('points the API’s failed paths to the form’s fields', () => {
    expect(formFieldOfBodyPath('body.tax_address.street')).toBe('tax_address.street');
    expect(formFieldOfBodyPath('body.tax_address')).toBe('tax_address.postal_code');
    expect(formFieldOfBodyPath('body.expected_annual_volume_mex.cents')).toBe('volume');
    expect(formFieldOfBodyPath('body.nationalities.0')).toBe('nationalities');
    expect(formFieldOfBodyPath('body.bank_entity')).toBeUndefined();
  });
});
