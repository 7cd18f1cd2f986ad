import { z } from 'zod';

/**
 * The countries a partner may live in (ISO 3166-1 alpha-2, plus the few territories with their own calling code
 * that the phone and nationality lists offer, such as XK), Mexico among them.
 */
// prettier-ignore
export const RESIDENCE_COUNTRIES = [
  'AC', 'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO',
  'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG',
  'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG',
  'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT',
  'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE',
  'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR',
  'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN',
  'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF',
  'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL',
  'PM', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD',
  'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY',
  'SZ', 'TA', 'TC', 'TD', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW',
  'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK',
  'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type ResidenceCountry = (typeof RESIDENCE_COUNTRIES)[number];
/** Every country of residence but Mexico: an address there is written in the international form. */
export const FOREIGN_RESIDENCE_COUNTRIES = RESIDENCE_COUNTRIES.filter(
  (code): code is Exclude<ResidenceCountry, 'MX'> => code !== 'MX',
) as [Exclude<ResidenceCountry, 'MX'>, ...Exclude<ResidenceCountry, 'MX'>[]];

/** A foreign postal code: free text (letters, digits, spaces, dashes as each country writes it), 1 to 12 characters. */
export const FOREIGN_POSTAL_CODE_MAX = 12;

/** A Mexican address's fields, as the SEPOMEX forms ask for them (a partner's, a company's tax address). */
export const mexicanAddressFieldsSchema = z.object({
  street: z.string().trim().min(2).max(200),
  exterior_number: z.string().trim().min(1).max(20),
  interior_number: z.string().trim().max(20).nullish(),
  settlement: z.string().trim().min(2).max(200),
  municipality: z.string().trim().min(2).max(200),
  state: z.string().trim().min(2).max(100),
  postal_code: z.string().trim().max(10),
});

/**
 * A partner's Mexican address. `country` is optional: callers from before foreign addresses send none and
 * mean Mexico.
 */
export const mexicanAddressBodySchema = mexicanAddressFieldsSchema.extend({
  country: z.literal('MX').optional(),
});

/**
 * An address outside Mexico, in the international form: one or two address lines, the city, and the state,
 * province or region and the postal code where the country has them. The text must be in Latin letters
 * (400 address_latin_letters_only, checked by the API with the domain's rule).
 */
export const foreignAddressBodySchema = z.object({
  country: z.enum(FOREIGN_RESIDENCE_COUNTRIES),
  address_line1: z.string().trim().min(2).max(200),
  address_line2: z.string().trim().max(200).nullish(),
  city: z.string().trim().min(1).max(100),
  region: z.string().trim().max(100).nullish(),
  postal_code: z.string().trim().min(1).max(FOREIGN_POSTAL_CODE_MAX).nullish(),
});

/**
 * `POST partner-address/{id}` (Forja's; the spec shows the screen, not the call): a Mexican address (no
 * `country`, or MX), checked against SEPOMEX, or a foreign one. A field that fails is named in `fields`.
 */
export const partnerAddressBodySchema = z.discriminatedUnion('country', [
  mexicanAddressBodySchema,
  foreignAddressBodySchema,
]);
export type PartnerAddressBody = z.input<typeof partnerAddressBodySchema>;

/** A partner's saved Mexican address; one saved before foreign addresses carries no country and is Mexican. */
export const mexicanAddressSchema = z.object({
  country: z.literal('MX').default('MX'),
  street: z.string(),
  exterior_number: z.string(),
  interior_number: z.string().nullable(),
  settlement: z.string(),
  municipality: z.string(),
  state: z.string(),
  postal_code: z.string(),
});
/** A partner's saved address outside Mexico. */
export const foreignAddressSchema = z.object({
  country: z.enum(FOREIGN_RESIDENCE_COUNTRIES),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
});
/** A partner's address as the API returns it: `country` tells which form it has. */
export const partnerAddressSchema = z.discriminatedUnion('country', [
  mexicanAddressSchema,
  foreignAddressSchema,
]);
export type PartnerAddress = z.infer<typeof partnerAddressSchema>;
export type MexicanAddress = z.infer<typeof mexicanAddressSchema>;
export type ForeignAddress = z.infer<typeof foreignAddressSchema>;
