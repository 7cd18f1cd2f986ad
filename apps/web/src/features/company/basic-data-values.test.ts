import { makeCompany } from '@forja/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { contractResolver } from '../../lib/contract-form';
import {
  basicDataAboutSchema,
  basicDataErrorKey,
  basicDataFromCompany,
  basicDataSchema,
  isWebsite,
  type BasicDataField,
  type BasicDataValues,
} from './basic-data-values';

const values = (overrides: Partial<BasicDataValues> = {}): BasicDataValues => ({
  description: 'Vendemos café de Chiapas.',
  web_site: '',
  activities: ['31'],
  sells_activity: '',
  sells_products: '',
  sells_description: '',
  will_hire: 'no',
  ...overrides,
});

/** The error text keys the form shows for the values, by field. */
async function errorKeys(change: Partial<BasicDataValues>) {
  const result = await contractResolver(basicDataSchema)(values(change), undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      basicDataErrorKey(field as BasicDataField, String(error?.message)),
    ]),
  );
}

describe('basic data rules', () => {
  it.each([
    ['miempresa.mx', true],
    ['https://www.café-chiapas.com.mx/tienda?x=1', true],
    ['http://localhost', false],
    ['mi empresa.mx', false],
    ['miempresa', false],
  ])('website %s → %s', (site, ok) => {
    expect(isWebsite(site)).toBe(ok);
  });

  it.each<[Partial<BasicDataValues>, Record<string, string | null>]>([
    [{ description: '  corto   ' }, { description: 'description_short' }],
    [{ description: 'x'.repeat(1001) }, { description: 'description_long' }],
    [{ web_site: 'no es web' }, { web_site: 'website_invalid' }],
    [{ web_site: '' }, {}],
    [{ activities: [] }, { activities: 'activities_required' }],
    [{ activities: Array.from({ length: 11 }, (_, i) => String(i + 1)) }, { activities: 'activities_max' }],
    [{ sells_activity: 'x'.repeat(201) }, { sells_activity: 'too_long' }],
    [{ will_hire: '' }, { will_hire: 'will_hire_required' }],
    [{ will_hire: 'yes' }, {}],
  ])('%j → %j, with the set-company-category contract', async (change, expected) => {
    expect(await errorKeys(change)).toEqual(expected);
  });

  it('sends what the company sells only when something was written, and empties as null', () => {
    expect(basicDataSchema.parse(values({ web_site: '  ' }))).toEqual({
      activities: [{ id: 31 }],
      description: 'Vendemos café de Chiapas.',
      web_site: null,
      will_hire: false,
    });
    expect(basicDataSchema.parse(values({ sells_products: ' Café ' })).company_activity).toEqual({
      activity: null,
      products: 'Café',
      description: null,
    });
  });

  it('checks only what the first Beginning step asks, and keeps it trimmed', () => {
    expect(
      basicDataAboutSchema.parse(values({ activities: [], will_hire: '', web_site: ' nopal.mx ' })),
    ).toEqual({
      description: 'Vendemos café de Chiapas.',
      web_site: 'nopal.mx',
      sells_activity: '',
      sells_products: '',
      sells_description: '',
    });
    expect(basicDataAboutSchema.safeParse(values({ description: 'corto' })).success).toBe(false);
  });

  it('starts from the company, with an unanswered hiring question left unanswered', () => {
    const start = basicDataFromCompany(
      makeCompany({
        will_hire: null,
        company_business_twists: [{ id: 4, name: 'Comercio' }],
        web_site: null,
      }),
    );
    expect(start).toMatchObject({ will_hire: '', activities: ['4'], web_site: '' });
  });
});
