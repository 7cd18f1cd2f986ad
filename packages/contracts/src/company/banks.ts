import { z } from 'zod';
import { contentSchema } from '../envelope';
import { mexicanAddressFieldsSchema } from '../partners/partner-address';
import { nationalitiesSchema } from '../partners/partners';
import { bookedAppointmentSchema } from './formation';

/**
 * Forja's bank referral (dashboard/{id}/banks, banks/{id}/{bank}, dashboard/{id}/bank) and the Amazon import
 * programme (dashboard/{id}/import). Amounts are integers in cents with their currency.
 */

/** An amount in cents (centavos) of its currency. */
export const moneySchema = z.object({
  cents: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  currency: z.enum(['MXN', 'USD']),
});
export type Money = z.infer<typeof moneySchema>;

/** A text in each of the product's languages (the back office writes all three). */
export const localizedTextSchema = z.object({
  es: z.string().trim().min(1).max(2000),
  en: z.string().trim().min(1).max(2000),
  zh_cn: z.string().trim().min(1).max(2000),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const requirementList = z.array(z.string().trim().min(1).max(300)).min(1).max(20);
/** A list of requirements in each language. */
export const localizedListSchema = z.object({
  es: requirementList,
  en: requirementList,
  zh_cn: requirementList,
});
export type LocalizedList = z.infer<typeof localizedListSchema>;

/** A bank key: the last part of its page's path (banks/{company_id}/{key}). */
export const bankKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,30}$/);

/** One of Forja's partner banks, from the catalogue the back office edits (seeded with BBVA and Fondeadora). */
export const partnerBankSchema = z.object({
  key: bankKeySchema,
  name: z.string().trim().min(2).max(100),
  /**
   * The three-digit bank codes (ABM) an account opened there may start its CLABE with, its own first (BBVA: 012
   * and 812; Fondeadora: 699, and STP's 646 on accounts opened through STP). No code twice.
   */
  clabe_bank_codes: z
    .array(z.string().regex(/^\d{3}$/))
    .min(1)
    .max(10)
    .refine((codes) => new Set(codes).size === codes.length, { message: 'duplicate' }),
  summary: localizedTextSchema,
  requirements: localizedListSchema,
  opening_fee: moneySchema,
  monthly_fee: moneySchema,
  /** The balance the account must keep to avoid the monthly fee (0: none). */
  minimum_balance: moneySchema,
  /** Usual working days from the referral to the open account. */
  typical_days: z.number().int().min(1).max(90),
  website: z.string().trim().url().max(300),
  active: z.boolean(),
  position: z.number().int().min(0).max(1000),
});
export type PartnerBank = z.infer<typeof partnerBankSchema>;
/** Back office: add or edit a bank of the catalogue (the key does not change once created). */
export const partnerBankBodySchema = partnerBankSchema;
export type PartnerBankBody = z.infer<typeof partnerBankBodySchema>;
export const partnerBanksResponseSchema = contentSchema(z.array(partnerBankSchema));
export const partnerBankResponseSchema = contentSchema(partnerBankSchema);

/** Where the money of the company comes from (a fixed list plus other, with its text). */
export const SOURCE_OF_FUNDS = [
  'partners_contributions',
  'sales_revenue',
  'loans',
  'investors',
  'savings',
  'other',
] as const;
export type SourceOfFunds = (typeof SOURCE_OF_FUNDS)[number];

/**
 * `PUT data-banking/company/{id}`: the business information (spec section 3) a bank asks for, saved as a draft
 * field by field: every field may be left empty, but what is given must be valid. Completeness is the domain's
 * `businessInformationMissing`; the answer says what is missing. The tax address's postal code is checked
 * against SEPOMEX as elsewhere (400 invalid_zip_code, 404 postal_code_not_found).
 */
export const businessInformationBodySchema = z.object({
  business_name: z.string().trim().min(2).max(200).nullish(),
  website: z.string().trim().url().max(300).nullish(),
  amazon_website: z.string().trim().url().max(300).nullish(),
  /** Expected yearly volume in pesos; the USD equivalent is worked out with the rates module. */
  expected_annual_volume_mex: moneySchema.extend({ currency: z.literal('MXN') }).nullish(),
  volume_justification: z.string().trim().min(10).max(1000).nullish(),
  source_funds: z.enum(SOURCE_OF_FUNDS).nullish(),
  /** Required when source_funds is `other`. */
  source_funds_other: z.string().trim().min(2).max(200).nullish(),
  tax_address: mexicanAddressFieldsSchema.nullish(),
  /** The bank of the catalogue the information is for. */
  bank_entity: bankKeySchema.nullish(),
  /** The partners' nationalities (ISO 3166 alpha-2, the same list as partners). */
  nationalities: nationalitiesSchema.default([]),
  /** The company's partners the bank should know (partner ids of this company; 400 otherwise). */
  partners: z.array(z.number().int().positive()).max(50).default([]),
});
export type BusinessInformationBody = z.infer<typeof businessInformationBodySchema>;

/** The fields the domain may report missing. */
export const BUSINESS_INFORMATION_FIELDS = [
  'business_name',
  'website',
  'amazon_website',
  'expected_annual_volume_mex',
  'volume_justification',
  'source_funds',
  'source_funds_other',
  'tax_address',
  'bank_entity',
  'nationalities',
  'partners',
] as const;
export type BusinessInformationField = (typeof BUSINESS_INFORMATION_FIELDS)[number];

/** `GET data-banking/company/{id}`: the saved business information (404 company_data_banking when none). */
export const businessInformationSchema = z.object({
  id: z.number().int(),
  business_name: z.string().nullable(),
  website: z.string().nullable(),
  amazon_website: z.string().nullable(),
  /** The USD equivalent, worked out when saved (null when no rate was available then). */
  expected_annual_volume: moneySchema.nullable(),
  expected_annual_volume_mex: moneySchema.nullable(),
  /** The rate the USD equivalent used. */
  usd_rate: z.object({ mxn_per_usd: z.number(), as_of: z.string(), source: z.string() }).nullable(),
  volume_justification: z.string().nullable(),
  source_funds: z.enum(SOURCE_OF_FUNDS).nullable(),
  source_funds_other: z.string().nullable(),
  tax_address: mexicanAddressFieldsSchema.nullable(),
  /** The company's next adviser call (appointments module, type adviser_call), if one is booked. */
  scheduled_call: bookedAppointmentSchema.nullable(),
  bank_entity: z.string().nullable(),
  nationalities: z.array(z.string()),
  partners: z.array(z.number().int()),
  complete: z.boolean(),
  missing: z.array(z.enum(BUSINESS_INFORMATION_FIELDS)),
  updated_at: z.string(),
});
export type BusinessInformation = z.infer<typeof businessInformationSchema>;
export const businessInformationResponseSchema = contentSchema(businessInformationSchema);

/**
 * A referral: chosen by the founder, sent by an operator (with the business information complete), then the
 * bank opens the account or declines.
 */
export const BANK_REFERRAL_STATUSES = ['chosen', 'sent', 'opened', 'declined'] as const;
export type BankReferralStatus = (typeof BANK_REFERRAL_STATUSES)[number];

export const bankReferralSchema = z.object({
  id: z.number().int(),
  bank_key: z.string(),
  bank_name: z.string(),
  status: z.enum(BANK_REFERRAL_STATUSES),
  chosen_at: z.string(),
  sent_at: z.string().nullable(),
  /** When the bank answered (opened or declined). */
  answered_at: z.string().nullable(),
  /** What the bank returned, as the operator wrote it. */
  bank_note: z.string().nullable(),
});
export type BankReferral = z.infer<typeof bankReferralSchema>;

/** The company's bank account, recorded once the bank opened it. */
export const companyBankAccountSchema = z.object({
  bank_key: z.string().nullable(),
  /** The partner bank's name when the CLABE starts with one of its codes, else the bank its prefix names. */
  bank_name: z.string(),
  account_holder: z.string(),
  clabe: z.string(),
  opened_at: z.string(),
});
export type CompanyBankAccount = z.infer<typeof companyBankAccountSchema>;

/** `GET banks/company/{id}`: the catalogue's active banks and where the company stands. */
export const companyBankingSchema = z.object({
  banks: z.array(partnerBankSchema),
  /** The formation has gone far enough for a referral (domain `bankReferralOpen`). */
  open: z.boolean(),
  not_interested: z.boolean(),
  not_interested_reason: z.string().nullable(),
  referral: bankReferralSchema.nullable(),
  account: companyBankAccountSchema.nullable(),
  /** flag_data_banking_service: the business information is complete. */
  information_complete: z.boolean(),
});
export type CompanyBanking = z.infer<typeof companyBankingSchema>;
export const companyBankingResponseSchema = contentSchema(companyBankingSchema);

/**
 * `POST banks/company/{id}/choose`: the founder picks a bank; sets redirected_banks (the redirect order moves
 * on) and clears not_interested_banks. 404 not_found for a bank not in the active catalogue; 409
 * bank_referral_already_sent once a referral was sent (the bank is working on it).
 */
export const chooseBankBodySchema = z.object({ bank_key: bankKeySchema });
/** `POST banks/company/{id}/not-interested`: sets not_interested_banks and redirected_banks. */
export const notInterestedBanksBodySchema = z.object({ reason: z.string().trim().max(500).nullish() });

/** Back office: the Banks queue. */
export const bankReferralQueueEntrySchema = z.object({
  company_id: z.number().int(),
  company_name: z.string().nullable(),
  friendly_id: z.string().nullable(),
  founder_email: z.string().nullable(),
  referral: bankReferralSchema,
  information_complete: z.boolean(),
  account: companyBankAccountSchema.nullable(),
});
export type BankReferralQueueEntry = z.infer<typeof bankReferralQueueEntrySchema>;
export const bankReferralQueueResponseSchema = contentSchema(z.array(bankReferralQueueEntrySchema));
export const bankReferralQueueEntryResponseSchema = contentSchema(bankReferralQueueEntrySchema);

/** `POST backoffice/bank-referrals/{company_id}/sent` (409 company_data_banking while incomplete). */
export const bankReferralSentBodySchema = z.object({ note: z.string().trim().max(1000).nullish() });
/** `POST backoffice/bank-referrals/{company_id}/declined`: the bank's answer is required. */
export const bankReferralDeclinedBodySchema = z.object({ note: z.string().trim().min(2).max(1000) });
/**
 * `POST backoffice/bank-referrals/{company_id}/opened`: the account the bank opened. The CLABE is checked with
 * the CLABE library (400 clabe_invalid, clabe_invalid_checksum, clabe_unknown_bank); the bank's name is read
 * from its prefix.
 */
export const bankAccountOpenedBodySchema = z.object({
  clabe: z.string().trim().max(30),
  account_holder: z.string().trim().min(2).max(200),
  note: z.string().trim().max(1000).nullish(),
});
export type BankAccountOpenedBody = z.infer<typeof bankAccountOpenedBodySchema>;

/** The importers' register (padrón de importadores) for Amazon customers, kept by an operator. */
export const IMPORT_REGISTRATION_STATUSES = ['not_started', 'in_progress', 'registered', 'rejected'] as const;
export type ImportRegistrationStatus = (typeof IMPORT_REGISTRATION_STATUSES)[number];

/** What the registration needs, each read from the company's data. */
export const IMPORT_REQUIREMENTS = ['rfc', 'efirma', 'tax_address', 'amazon_information'] as const;
export type ImportRequirement = (typeof IMPORT_REQUIREMENTS)[number];

/** `GET import-registration/company/{id}` (Amazon customers; 409 not_amazon_customer otherwise). */
export const importRegistrationSchema = z.object({
  status: z.enum(IMPORT_REGISTRATION_STATUSES),
  note: z.string().nullable(),
  updated_at: z.string().nullable(),
  registered_at: z.string().nullable(),
  requirements: z.array(z.object({ key: z.enum(IMPORT_REQUIREMENTS), done: z.boolean() })),
});
export type ImportRegistration = z.infer<typeof importRegistrationSchema>;
export const importRegistrationResponseSchema = contentSchema(importRegistrationSchema);

/** Back office: Amazon customers and their registration. */
export const importRegistrationQueueEntrySchema = importRegistrationSchema.extend({
  company_id: z.number().int(),
  company_name: z.string().nullable(),
  friendly_id: z.string().nullable(),
});
export type ImportRegistrationQueueEntry = z.infer<typeof importRegistrationQueueEntrySchema>;
export const importRegistrationQueueResponseSchema = contentSchema(
  z.array(importRegistrationQueueEntrySchema),
);
/** `POST backoffice/import-registrations/{company_id}`: move the registration (a note is required to reject). */
export const importRegistrationUpdateBodySchema = z.object({
  status: z.enum(IMPORT_REGISTRATION_STATUSES),
  note: z.string().trim().max(1000).nullish(),
});
