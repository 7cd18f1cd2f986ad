import type { BusinessInformationField, SourceOfFunds } from '@forja/contracts';
import { usdCents } from '../payments/pricing';
import { isBlank } from '../shared/text';

/** The business information as saved (or being filled in): each field null or empty until given. */
export type BusinessInformationDraft = {
  business_name?: string | null;
  website?: string | null;
  amazon_website?: string | null;
  expected_annual_volume_mex?: { cents: number } | null;
  volume_justification?: string | null;
  source_funds?: SourceOfFunds | null;
  source_funds_other?: string | null;
  tax_address?: object | null;
  bank_entity?: string | null;
  nationalities?: readonly string[] | null;
  partners?: readonly number[] | null;
};

/**
 * What a bank still needs from the business information before Forja sends the referral, in the form's order.
 * The website is optional (many new companies have none); an Amazon customer gives their Amazon store; "other"
 * as the source of funds needs its text; the volume must be more than zero; at least one nationality and one
 * partner. An empty list means complete (the `flag_data_banking_service` flag).
 */
export function businessInformationMissing(
  info: BusinessInformationDraft | null,
  options: { amazonCustomer: boolean },
): BusinessInformationField[] {
  const missing: BusinessInformationField[] = [];
  const given = info ?? {};
  if (isBlank(given.business_name)) missing.push('business_name');
  if (options.amazonCustomer && isBlank(given.amazon_website)) missing.push('amazon_website');
  if (!given.expected_annual_volume_mex || given.expected_annual_volume_mex.cents <= 0)
    missing.push('expected_annual_volume_mex');
  if (isBlank(given.volume_justification)) missing.push('volume_justification');
  if (!given.source_funds) missing.push('source_funds');
  else if (given.source_funds === 'other' && isBlank(given.source_funds_other))
    missing.push('source_funds_other');
  if (!given.tax_address) missing.push('tax_address');
  if (isBlank(given.bank_entity)) missing.push('bank_entity');
  if (!given.nationalities || given.nationalities.length === 0) missing.push('nationalities');
  if (!given.partners || given.partners.length === 0) missing.push('partners');
  return missing;
}

/**
 * The USD equivalent of an amount in pesos, in cents, at a rate of pesos per dollar, rounded half up to the cent
 * as checkout quotes are (`usdCents`). Null without a usable rate or for an amount that is not whole,
 * non-negative centavos.
 */
export function usdCentsFromMxn(mxnCents: number, mxnPerUsd: number | null | undefined): number | null {
  // usdCents reads the rate to 1/10 000 of a peso: a smaller one is no rate at all.
  if (!mxnPerUsd || !Number.isFinite(mxnPerUsd) || Math.round(mxnPerUsd * 10_000) <= 0) return null;
  if (!Number.isSafeInteger(mxnCents) || mxnCents < 0) return null;
  return usdCents(mxnCents, mxnPerUsd);
}
