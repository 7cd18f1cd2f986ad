import {
  companyActivityInputSchema,
  setCompanyCategoryBodySchema,
  type Company,
  type SetCompanyCategoryBody,
} from '@forja/contracts';
import { z } from 'zod';

const contract = setCompanyCategoryBodySchema.shape;
const sells = companyActivityInputSchema.shape;

/** The most activities a company may declare (setCompanyCategoryBodySchema). */
export const MAX_ACTIVITIES = 10;
/** The lengths the contract allows, for the fields' limits and texts. */
export const DESCRIPTION_MIN = contract.description.minLength ?? 0;
export const DESCRIPTION_MAX = contract.description.maxLength ?? Infinity;
export const WEBSITE_MAX = contract.web_site.unwrap().unwrap().maxLength ?? Infinity;
export const SELLS_ACTIVITY_MAX = sells.activity.unwrap().maxLength ?? Infinity;
export const SELLS_TEXT_MAX = sells.products.unwrap().maxLength ?? Infinity;

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

/**
 * Each field as the form holds it, checked with the `set-company-category` contract's rule for it (the website
 * also of a website's shape; the hiring answer required), its output as the contract takes it.
 */
const fieldSchemas = {
  description: contract.description,
  web_site: contract.web_site
    .unwrap()
    .unwrap()
    .superRefine((site, context) => {
      if (site && !isWebsite(site)) context.addIssue({ code: 'custom', message: 'website_invalid' });
    }),
  activities: z
    .array(z.string())
    .transform((ids) => ids.map((id) => ({ id: Number(id) })))
    .pipe(contract.activities),
  sells_activity: sells.activity.unwrap(),
  sells_products: sells.products.unwrap(),
  sells_description: sells.description.unwrap(),
  will_hire: z
    .enum(['', 'yes', 'no'])
    .superRefine((answer, context) => {
      if (answer === '') context.addIssue({ code: 'custom', message: 'will_hire_required' });
    })
    .transform((answer) => answer === 'yes'),
};

const orNull = (text: string) => (text ? text : null);

/**
 * The basic data, every field checked, as the `set-company-category` body: what the company sells travels
 * only when something was written; an empty website is none.
 */
export const basicDataSchema = z
  .object(fieldSchemas)
  .transform((values): SetCompanyCategoryBody => {
    const company_activity = {
      activity: orNull(values.sells_activity),
      products: orNull(values.sells_products),
      description: orNull(values.sells_description),
    };
    const hasSells = Object.values(company_activity).some((value) => value !== null);
    return {
      activities: values.activities,
      description: values.description,
      web_site: orNull(values.web_site),
      ...(hasSells ? { company_activity } : {}),
      will_hire: values.will_hire,
    };
  })
  .pipe(setCompanyCategoryBodySchema);

/**
 * Beginning's first step: what the company does, its website and what it sells, checked as above (and kept
 * trimmed); the fields of the second step go through as they are.
 */
export const basicDataAboutSchema = z
  .object({
    activities: z.array(z.string()),
    will_hire: z.enum(['', 'yes', 'no']),
  })
  .extend({
    description: fieldSchemas.description,
    web_site: fieldSchemas.web_site,
    sells_activity: fieldSchemas.sells_activity,
    sells_products: fieldSchemas.sells_products,
    sells_description: fieldSchemas.sells_description,
  })
  .transform((values) => ({
    description: values.description,
    web_site: values.web_site,
    sells_activity: values.sells_activity,
    sells_products: values.sells_products,
    sells_description: values.sells_description,
  }));

/** The key of a field's error text, from the code of its check (the contract's, or the form's own). */
export function basicDataErrorKey(field: BasicDataField, code: string): BasicDataErrorKey | null {
  switch (field) {
    case 'description':
      return code === 'too_big' ? 'description_long' : 'description_short';
    case 'web_site':
      return 'website_invalid';
    case 'activities':
      return code === 'too_big' ? 'activities_max' : 'activities_required';
    case 'sells_activity':
    case 'sells_products':
    case 'sells_description':
      return code === 'too_big' ? 'too_long' : null;
    case 'will_hire':
      return 'will_hire_required';
  }
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
