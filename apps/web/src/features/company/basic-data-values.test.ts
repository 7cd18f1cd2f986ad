import { makeCompany } from '@forja/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import {
  basicDataFieldError,
  basicDataFromCompany,
  isWebsite,
  toCategoryBody,
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

  it.each<[BasicDataField, Partial<BasicDataValues>, string | null]>([
    ['description', { description: '  corto   ' }, 'description_short'],
    ['description', { description: 'x'.repeat(1001) }, 'description_long'],
    ['web_site', { web_site: 'no es web' }, 'website_invalid'],
    ['web_site', { web_site: '' }, null],
    ['activities', { activities: [] }, 'activities_required'],
    ['activities', { activities: Array.from({ length: 11 }, (_, i) => String(i + 1)) }, 'activities_max'],
    ['sells_activity', { sells_activity: 'x'.repeat(201) }, 'too_long'],
    ['will_hire', { will_hire: '' }, 'will_hire_required'],
    ['will_hire', { will_hire: 'yes' }, null],
  ])('%s with %j → %s', (field, change, expected) => {
    expect(basicDataFieldError(field, values(change))).toBe(expected);
  });

  it('sends what the company sells only when something was written, and empties as null', () => {
    expect(toCategoryBody(values({ web_site: '  ' }))).toEqual({
      activities: [{ id: 31 }],
      description: 'Vendemos café de Chiapas.',
      web_site: null,
      will_hire: false,
    });
    expect(toCategoryBody(values({ sells_products: ' Café ' })).company_activity).toEqual({
      activity: null,
      products: 'Café',
      description: null,
    });
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
