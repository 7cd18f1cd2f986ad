import {
  businessInformationBodySchema,
  type BusinessInformation,
  type BusinessInformationBody,
  type BusinessInformationField,
  type SourceOfFunds,
} from '@forja/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The business information form as its fields hold it (text as typed, the volume in pesos). */
export type BusinessInformationValues = {
  business_name: string;
  website: string;
  amazon_website: string;
  /** Pesos, as the founder types them; '' when empty. */
  volume: number | '';
  volume_justification: string;
  source_funds: SourceOfFunds | '';
  source_funds_other: string;
  postal_code: string;
  state: string;
  municipality: string;
  settlement: string;
  street: string;
  exterior_number: string;
  interior_number: string;
  nationalities: string[];
  /** Partner ids as the checkboxes hold them. */
  partners: string[];
};
export type BusinessInformationFormField = keyof BusinessInformationValues;

/** The tax address's fields, in the form's order. */
export const ADDRESS_FIELDS = [
  'postal_code',
  'state',
  'municipality',
  'settlement',
  'street',
  'exterior_number',
  'interior_number',
] as const satisfies readonly BusinessInformationFormField[];

/** The form field each field the API reports missing points to (where the list's links go). */
export const MISSING_FIELD_TARGET: Record<BusinessInformationField, BusinessInformationFormField> = {
  business_name: 'business_name',
  website: 'website',
  amazon_website: 'amazon_website',
  expected_annual_volume_mex: 'volume',
  volume_justification: 'volume_justification',
  source_funds: 'source_funds',
  source_funds_other: 'source_funds_other',
  tax_address: 'postal_code',
  bank_entity: 'business_name',
  nationalities: 'nationalities',
  partners: 'partners',
};

/** The id of a field's input, for labels, links from the missing list and focus after a failed check. */
export const fieldId = (field: BusinessInformationFormField) => `business-information-${field}`;

export function businessInformationValuesFrom(info: BusinessInformation | null): BusinessInformationValues {
  const address = info?.tax_address ?? null;
  return {
    business_name: info?.business_name ?? '',
    website: info?.website ?? '',
    amazon_website: info?.amazon_website ?? '',
    volume: info?.expected_annual_volume_mex ? info.expected_annual_volume_mex.cents / 100 : '',
    volume_justification: info?.volume_justification ?? '',
    source_funds: info?.source_funds ?? '',
    source_funds_other: info?.source_funds_other ?? '',
    postal_code: address?.postal_code ?? '',
    state: address?.state ?? '',
    municipality: address?.municipality ?? '',
    settlement: address?.settlement ?? '',
    street: address?.street ?? '',
    exterior_number: address?.exterior_number ?? '',
    interior_number: address?.interior_number ?? '',
    nationalities: info?.nationalities ?? [],
    partners: (info?.partners ?? []).map(String),
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** A web address typed without its scheme ("miempresa.mx") gets https://, as people expect. */
function url(value: string): string | null {
  const given = text(value);
  if (given === null) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(given) ? given : `https://${given}`;
}

/** The pesos typed, in centavos (null when empty). */
export function volumeCents(volume: number | ''): number | null {
  return volume === '' || !Number.isFinite(volume) ? null : Math.round(volume * 100);
}

/**
 * The body of `PUT data-banking/company/{id}`: empty fields as null (a draft may leave anything empty), the
 * address only when any of its fields was given, the bank being the page's.
 */
export function toBusinessInformationBody(
  values: BusinessInformationValues,
  bankKey: string,
  options: { amazonCustomer: boolean },
): BusinessInformationBody {
  const addressGiven = ADDRESS_FIELDS.some((field) => values[field].trim() !== '');
  const cents = volumeCents(values.volume);
  return {
    business_name: text(values.business_name),
    website: url(values.website),
    amazon_website: options.amazonCustomer ? url(values.amazon_website) : null,
    expected_annual_volume_mex: cents === null ? null : { cents, currency: 'MXN' },
    volume_justification: text(values.volume_justification),
    source_funds: values.source_funds || null,
    source_funds_other: values.source_funds === 'other' ? text(values.source_funds_other) : null,
    tax_address: addressGiven
      ? {
          postal_code: values.postal_code.trim(),
          state: values.state.trim(),
          municipality: values.municipality.trim(),
          settlement: values.settlement.trim(),
          street: values.street.trim(),
          exterior_number: values.exterior_number.trim(),
          interior_number: text(values.interior_number),
        }
      : null,
    bank_entity: bankKey,
    nationalities: values.nationalities,
    partners: values.partners.map(Number),
  };
}

/**
 * A web address a bank can open: http(s), a host with a dot, no spaces. Browsers' URL parser takes
 * "https://mi empresa" (it encodes the space) where the server's refuses it, so the form checks this too.
 */
export function isWebAddress(value: string | null | undefined): boolean {
  if (!value) return true;
  if (/\s/.test(value)) return false;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The form field a contract's issue path is about. */
function formField(path: readonly PropertyKey[]): BusinessInformationFormField {
  const [first, second] = path;
  if (first === 'tax_address') {
    return (ADDRESS_FIELDS as readonly PropertyKey[]).includes(second ?? '')
      ? (second as BusinessInformationFormField)
      : 'postal_code';
  }
  if (first === 'expected_annual_volume_mex') return 'volume';
  if (first === 'bank_entity') return 'business_name';
  return first as BusinessInformationFormField;
}

/**
 * What is wrong in what was typed, by the contract's own schema (the server checks the same) plus the postal
 * code's five digits: each field's message is the key of its text under `banks:form.errors`.
 */
export function businessInformationErrors(
  values: BusinessInformationValues,
  bankKey: string,
  options: { amazonCustomer: boolean },
): Partial<Record<BusinessInformationFormField, BusinessInformationFormField>> {
  const errors: Partial<Record<BusinessInformationFormField, BusinessInformationFormField>> = {};
  const body = toBusinessInformationBody(values, bankKey, options);
  const parsed = businessInformationBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formField(issue.path);
      errors[field] ??= field;
    }
  }
  if (body.tax_address && !/^\d{5}$/.test(body.tax_address.postal_code)) errors.postal_code = 'postal_code';
  if (!isWebAddress(body.website)) errors.website = 'website';
  if (!isWebAddress(body.amazon_website)) errors.amazon_website = 'amazon_website';
  return errors;
}

export function businessInformationResolver(
  bankKey: string,
  options: { amazonCustomer: boolean },
): Resolver<BusinessInformationValues> {
  return (values) => {
    const found = businessInformationErrors(values, bankKey, options);
    const keys = Object.keys(found) as BusinessInformationFormField[];
    if (keys.length === 0) return { values, errors: {} };
    const errors: FieldErrors<BusinessInformationValues> = {};
    for (const key of keys) errors[key] = { type: 'validate', message: found[key] };
    return { values: {}, errors };
  };
}
