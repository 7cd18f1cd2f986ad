import {
  SOURCE_OF_FUNDS,
  businessInformationBodySchema,
  nationalitiesSchema,
  mexicanAddressFieldsSchema,
  type BusinessInformation,
  type BusinessInformationField,
  type SourceOfFunds,
} from '@forja/contracts';
import { z } from 'zod';
import { contractIssueCode } from '../../lib/contract-form';
import { isPostalCodeShape } from '../../lib/postal-codes';

/** The tax address's fields as typed, in the form's order. */
export const TAX_ADDRESS_FIELDS = [
  'postal_code',
  'state',
  'municipality',
  'settlement',
  'street',
  'exterior_number',
  'interior_number',
] as const;
export type TaxAddressField = (typeof TAX_ADDRESS_FIELDS)[number];
export type TaxAddressValues = Record<TaxAddressField, string>;

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
  tax_address: TaxAddressValues;
  nationalities: string[];
  /** Partner ids as the checkboxes hold them. */
  partners: string[];
};
/** A field of the form, as react-hook-form names it (the address's as `tax_address.<field>`). */
export type BusinessInformationFormField =
  Exclude<keyof BusinessInformationValues, 'tax_address'> | `tax_address.${TaxAddressField}`;

/** The form field each field the API reports missing points to (where the list's links go). */
export const MISSING_FIELD_TARGET: Record<BusinessInformationField, BusinessInformationFormField> = {
  business_name: 'business_name',
  website: 'website',
  amazon_website: 'amazon_website',
  expected_annual_volume_mex: 'volume',
  volume_justification: 'volume_justification',
  source_funds: 'source_funds',
  source_funds_other: 'source_funds_other',
  tax_address: 'tax_address.postal_code',
  bank_entity: 'business_name',
  nationalities: 'nationalities',
  partners: 'partners',
};

/** The id of a field's input, for labels and links from the missing list (an address field by its own name). */
export const fieldId = (field: BusinessInformationFormField) =>
  `business-information-${field.replace(/^tax_address\./, '')}`;

export function taxAddressValuesFrom(address: BusinessInformation['tax_address']): TaxAddressValues {
  return {
    postal_code: address?.postal_code ?? '',
    state: address?.state ?? '',
    municipality: address?.municipality ?? '',
    settlement: address?.settlement ?? '',
    street: address?.street ?? '',
    exterior_number: address?.exterior_number ?? '',
    interior_number: address?.interior_number ?? '',
  };
}

/** What Forja already knows of the company that the business information asks again. */
export type BusinessInformationPrefill = {
  /** The company's commercial name (its name in Forja). */
  name: string | null;
  web_site: string | null;
  partners: readonly { id: number; nationalities: readonly { code: string }[] }[];
};

/** The most nationalities the form takes (the contract's limit). */
export const NATIONALITIES_MAX = 5;

/**
 * The form's values: what was saved, or, before anything was saved, what the company already told Forja (its
 * commercial name and website, every partner and their nationalities), for the founder to check rather than type
 * again. Nothing is prefilled once a draft exists: an emptied field stays empty.
 */
export function businessInformationValuesFrom(
  info: BusinessInformation | null,
  company: BusinessInformationPrefill | null = null,
): BusinessInformationValues {
  if (!info && company) {
    const nationalities = [
      ...new Set(
        company.partners.flatMap((partner) => partner.nationalities.map((entry) => entry.code.toUpperCase())),
      ),
    ].slice(0, NATIONALITIES_MAX);
    return {
      ...businessInformationValuesFrom(null),
      business_name: company.name ?? '',
      website: company.web_site ?? '',
      nationalities,
      partners: company.partners.map((partner) => String(partner.id)),
    };
  }
  return {
    business_name: info?.business_name ?? '',
    website: info?.website ?? '',
    amazon_website: info?.amazon_website ?? '',
    volume: info?.expected_annual_volume_mex ? info.expected_annual_volume_mex.cents / 100 : '',
    volume_justification: info?.volume_justification ?? '',
    source_funds: info?.source_funds ?? '',
    source_funds_other: info?.source_funds_other ?? '',
    tax_address: taxAddressValuesFrom(info?.tax_address ?? null),
    nationalities: info?.nationalities ?? [],
    partners: (info?.partners ?? []).map(String),
  };
}

/** The pesos typed, in centavos (null when empty). */
export function volumeCents(volume: number | ''): number | null {
  return volume === '' || !Number.isFinite(volume) ? null : Math.round(volume * 100);
}

/**
 * A web address a bank can open: http(s), a host with a dot, no spaces. The contract's URL check takes a host
 * without a dot ("https://localhost"), so the form checks this too.
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

const shape = businessInformationBodySchema.shape;

/** A text field of the contract's body a draft may leave empty (null or absent). */
type DraftTextField = typeof shape.business_name;

/** A draft may leave any text empty: empty text is sent as null, the rest checked by the contract's field. */
export const draftTextSchema = (field: DraftTextField) =>
  z
    .string()
    .transform((value): string | null | undefined => (value.trim() === '' ? null : value))
    .pipe(field);

/** A web address typed without its scheme ("miempresa.mx") gets https://, as people expect. */
export const draftWebAddressSchema = (field: DraftTextField) =>
  z
    .string()
    .transform((value): string | null | undefined => {
      const given = value.trim();
      if (given === '') return null;
      return /^[a-z][a-z0-9+.-]*:\/\//i.test(given) ? given : `https://${given}`;
    })
    .pipe(field);

/** The contract's address with the postal code's five digits, an empty interior number as null. */
const taxAddressSchema = mexicanAddressFieldsSchema
  .extend({
    postal_code: mexicanAddressFieldsSchema.shape.postal_code.refine(isPostalCodeShape, {
      message: 'invalid_zip_code',
    }),
    interior_number: mexicanAddressFieldsSchema.shape.interior_number.transform((value) => value || null),
  })
  .nullable();

/**
 * The tax address as typed: none while every field is empty; once one is given, the contract's address (every
 * field but the interior number required).
 */
export const taxAddressFormSchema = z
  .object({
    postal_code: z.string(),
    state: z.string(),
    municipality: z.string(),
    settlement: z.string(),
    street: z.string(),
    exterior_number: z.string(),
    interior_number: z.string(),
  })
  .transform((address): z.input<typeof taxAddressSchema> =>
    Object.values(address).some((value) => value.trim() !== '') ? address : null,
  )
  .pipe(taxAddressSchema);

/** The yearly volume typed in pesos, as the contract's amount in centavos (null when empty). */
const volumeSchema = z.union([z.literal(''), z.number()]).transform((pesos, context) => {
  const cents = volumeCents(pesos);
  if (cents === null) return null;
  const money = shape.expected_annual_volume_mex.safeParse({ cents, currency: 'MXN' }, { reportInput: true });
  if (money.success) return money.data ?? null;
  context.addIssue({
    code: 'custom',
    message: contractIssueCode(money.error.issues[0] ?? { code: 'invalid' }),
  });
  return z.NEVER;
});

const sourceFundsOtherSchema = draftTextSchema(shape.source_funds_other);

/**
 * `PUT data-banking/company/{id}`'s body from the form: each field checked by the contract's own schema (a draft
 * may leave anything empty, but what is given must be valid) plus the web addresses a bank can open and the postal
 * code's five digits. The Amazon store only for an Amazon customer, the "other" source's text only when "other" is
 * chosen; the bank is the page's.
 */
export function businessInformationFormSchema(bankKey: string, options: { amazonCustomer: boolean }) {
  const webAddress = (field: typeof shape.website) =>
    draftWebAddressSchema(field).refine(isWebAddress, { message: 'invalid_url' });
  return z
    .object({
      business_name: draftTextSchema(shape.business_name),
      website: webAddress(shape.website),
      amazon_website: options.amazonCustomer
        ? webAddress(shape.amazon_website)
        : z.string().transform(() => null),
      volume: volumeSchema,
      volume_justification: draftTextSchema(shape.volume_justification),
      source_funds: z.union([z.literal(''), z.enum(SOURCE_OF_FUNDS)]).transform((source) => source || null),
      source_funds_other: z.string(),
      tax_address: taxAddressFormSchema,
      nationalities: nationalitiesSchema,
      partners: z
        .array(z.string())
        .transform((ids): number[] | undefined => ids.map(Number))
        .pipe(shape.partners),
    })
    .superRefine((values, context) => {
      if (values.source_funds !== 'other') return;
      const other = sourceFundsOtherSchema.safeParse(values.source_funds_other, { reportInput: true });
      if (!other.success)
        context.addIssue({
          code: 'custom',
          path: ['source_funds_other'],
          message: contractIssueCode(other.error.issues[0] ?? { code: 'invalid' }),
        });
    })
    .transform(({ volume, source_funds_other, ...values }): BusinessInformationBodyInput => ({
      ...values,
      expected_annual_volume_mex: volume,
      source_funds_other:
        values.source_funds === 'other'
          ? (sourceFundsOtherSchema.safeParse(source_funds_other).data ?? null)
          : null,
      bank_entity: bankKey,
    }))
    .pipe(businessInformationBodySchema);
}

/** The body's fields the form holds under the same name. */
const SAME_NAME_FIELDS: readonly string[] = [
  'business_name',
  'website',
  'amazon_website',
  'volume_justification',
  'source_funds',
  'source_funds_other',
  'nationalities',
  'partners',
] satisfies readonly BusinessInformationFormField[];

type BusinessInformationBodyInput = z.input<typeof businessInformationBodySchema>;

/** The form field an API's failed path (`body.tax_address.street`) is about, when the form has one. */
export function formFieldOfBodyPath(path: string): BusinessInformationFormField | undefined {
  const [first = '', second = ''] = path.replace(/^body\./, '').split('.');
  if (first === 'expected_annual_volume_mex') return 'volume';
  if (first === 'tax_address')
    return (TAX_ADDRESS_FIELDS as readonly string[]).includes(second)
      ? (`tax_address.${second}` as BusinessInformationFormField)
      : 'tax_address.postal_code';
  return SAME_NAME_FIELDS.includes(first) ? (first as BusinessInformationFormField) : undefined;
}
