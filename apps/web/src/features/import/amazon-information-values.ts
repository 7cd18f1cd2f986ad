import {
  businessInformationBodySchema,
  type BusinessInformation,
  type BusinessInformationBody,
} from '@forja/contracts';

/** The Amazon fields of the business information form, as typed. */
export type AmazonInformationValues = {
  business_name: string;
  amazon_website: string;
  postal_code: string;
  state: string;
  municipality: string;
  settlement: string;
  street: string;
  exterior_number: string;
  interior_number: string;
};
export type AmazonInformationField = keyof AmazonInformationValues;

/** The tax address's fields, in the form's order. */
export const TAX_ADDRESS_FIELDS = [
  'postal_code',
  'state',
  'municipality',
  'settlement',
  'street',
  'exterior_number',
  'interior_number',
] as const satisfies readonly AmazonInformationField[];

export function amazonInformationValuesFrom(info: BusinessInformation | null): AmazonInformationValues {
  const address = info?.tax_address ?? null;
  return {
    business_name: info?.business_name ?? '',
    amazon_website: info?.amazon_website ?? '',
    postal_code: address?.postal_code ?? '',
    state: address?.state ?? '',
    municipality: address?.municipality ?? '',
    settlement: address?.settlement ?? '',
    street: address?.street ?? '',
    exterior_number: address?.exterior_number ?? '',
    interior_number: address?.interior_number ?? '',
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** A store address typed without its scheme ("amazon.com.mx/…") gets https://, as people expect. */
function url(value: string): string | null {
  const given = text(value);
  if (given === null) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(given) ? given : `https://${given}`;
}

/**
 * The body of `PUT data-banking/company/{id}`: the Amazon fields from the form, every other field of the
 * business information as it was saved (the Banks pages fill those), the address only when any part was given.
 */
export function toBusinessInformationBody(
  values: AmazonInformationValues,
  saved: BusinessInformation | null,
): BusinessInformationBody {
  const addressGiven = TAX_ADDRESS_FIELDS.some((field) => values[field].trim() !== '');
  const volume = saved?.expected_annual_volume_mex;
  return {
    business_name: text(values.business_name),
    website: saved?.website ?? null,
    amazon_website: url(values.amazon_website),
    expected_annual_volume_mex: volume ? { cents: volume.cents, currency: 'MXN' } : null,
    volume_justification: saved?.volume_justification ?? null,
    source_funds: saved?.source_funds ?? null,
    source_funds_other: saved?.source_funds_other ?? null,
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
    bank_entity: saved?.bank_entity ?? null,
    nationalities: saved?.nationalities ?? [],
    partners: saved?.partners ?? [],
  };
}

/**
 * What is wrong in what was typed, by the contract's own schema (the server checks the same) plus the postal
 * code's five digits: the fields to mark.
 */
export function amazonInformationErrors(
  values: AmazonInformationValues,
  saved: BusinessInformation | null,
): AmazonInformationField[] {
  const body = toBusinessInformationBody(values, saved);
  const wrong = new Set<AmazonInformationField>();
  const parsed = businessInformationBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      if (first === 'tax_address') {
        wrong.add(
          (TAX_ADDRESS_FIELDS as readonly PropertyKey[]).includes(second ?? '')
            ? (second as AmazonInformationField)
            : 'postal_code',
        );
      } else if (first === 'business_name' || first === 'amazon_website') {
        wrong.add(first);
      }
    }
  }
  if (body.tax_address && !/^\d{5}$/.test(body.tax_address.postal_code)) wrong.add('postal_code');
  return [...wrong];
}
