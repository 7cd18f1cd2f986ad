import type { Company, SetCompanyCategoryBody } from '@forja/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The most activities a company may declare (setCompanyCategoryBodySchema). */
export const MAX_ACTIVITIES = 10;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 1000;
export const WEBSITE_MAX = 300;
export const SELLS_ACTIVITY_MAX = 200;
export const SELLS_TEXT_MAX = 1000;

/** The basic-data form, as its fields hold it (activity ids as text, the hiring answer as a radio value). */
export type BasicDataValues = {
  description: string;
  web_site: string;
  activities: string[];
  sells_activity: string;
  sells_products: string;
  sells_description: string;
  will_hire: '' | 'yes' | 'no';
};

export type BasicDataField = keyof BasicDataValues;

/** Error keys, under `company:basic_data.errors`. */
export type BasicDataErrorKey =
  | 'description_short'
  | 'description_long'
  | 'website_invalid'
  | 'activities_required'
  | 'activities_max'
  | 'too_long'
  | 'will_hire_required';

// A domain with a dot and a 2+ letter ending, with or without http(s):// and a path: miempresa.mx, https://a.com/x
const WEBSITE = /^(https?:\/\/)?([\p{L}\p{N}-]+\.)+\p{L}{2,}(:\d+)?([/?#]\S*)?$/iu;

export function isWebsite(value: string): boolean {
  return WEBSITE.test(value.trim());
}

/** The form's starting values from the company (what it sells is not part of the profile: it starts empty). */
export function basicDataFromCompany(
  company: Company,
  saved: Partial<BasicDataValues> = {},
): BasicDataValues {
  return {
    description: company.description ?? '',
    web_site: company.web_site ?? '',
    activities: company.company_business_twists.map((twist) => String(twist.id)),
    sells_activity: '',
    sells_products: '',
    sells_description: '',
    will_hire: company.will_hire === null ? '' : company.will_hire ? 'yes' : 'no',
    ...saved,
  };
}

/** The first problem of one field, or null. */
export function basicDataFieldError(
  field: BasicDataField,
  values: BasicDataValues,
): BasicDataErrorKey | null {
  switch (field) {
    case 'description': {
      const length = values.description.trim().length;
      if (length < DESCRIPTION_MIN) return 'description_short';
      return length > DESCRIPTION_MAX ? 'description_long' : null;
    }
    case 'web_site': {
      const site = values.web_site.trim();
      if (site === '') return null;
      return site.length > WEBSITE_MAX || !isWebsite(site) ? 'website_invalid' : null;
    }
    case 'activities':
      if (values.activities.length === 0) return 'activities_required';
      return values.activities.length > MAX_ACTIVITIES ? 'activities_max' : null;
    case 'sells_activity':
      return values.sells_activity.trim().length > SELLS_ACTIVITY_MAX ? 'too_long' : null;
    case 'sells_products':
    case 'sells_description':
      return values[field].trim().length > SELLS_TEXT_MAX ? 'too_long' : null;
    case 'will_hire':
      return values.will_hire === '' ? 'will_hire_required' : null;
  }
}

/** A react-hook-form resolver that checks only the given fields (each wizard step checks its own). */
export function basicDataResolver(fields: readonly BasicDataField[]): Resolver<BasicDataValues> {
  return (values) => {
    const errors: FieldErrors<BasicDataValues> = {};
    for (const field of fields) {
      const problem = basicDataFieldError(field, values);
      if (problem) errors[field] = { type: 'validate', message: problem };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The `set-company-category` body; what the company sells travels only when something was written. */
export function toCategoryBody(values: BasicDataValues): SetCompanyCategoryBody {
  const sells = {
    activity: orNull(values.sells_activity),
    products: orNull(values.sells_products),
    description: orNull(values.sells_description),
  };
  const hasSells = Object.values(sells).some((value) => value !== null);
  return {
    activities: values.activities.map((id) => ({ id: Number(id) })),
    description: values.description.trim(),
    web_site: orNull(values.web_site),
    ...(hasSells ? { company_activity: sells } : {}),
    will_hire: values.will_hire === '' ? null : values.will_hire === 'yes',
  };
}
