import {
  CFDI_USES,
  GENERIC_RFC,
  TAX_REGIMES,
  type BillingInfo,
  type CfdiUse,
  type TaxRegime,
} from '@forja/contracts/payments/billing-info';
import {
  billingInfoProblems,
  normalizeBillingInfo,
  type BillingInfoProblem,
  type CfdiCatalogues,
} from '@forja/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The checkout_info form as its fields hold it. */
export type BillingInfoValues = {
  rfc: string;
  legal_name: string;
  tax_regime: TaxRegime | '';
  cfdi_use: CfdiUse | '';
  postal_code: string;
  email: string;
};

/** Error keys, under `payments:checkout_info.errors`. */
export type BillingErrorKey =
  | 'rfc_invalid_format'
  | 'rfc_invalid_date'
  | 'rfc_wrong_kind'
  | 'legal_name_required'
  | 'regime_required'
  | 'regime_kind'
  | 'use_required'
  | 'use_regime'
  | 'generic_rfc'
  | 'postal_code'
  | 'email';

export function billingValuesFrom(info: BillingInfo | null): BillingInfoValues {
  return {
    rfc: info?.rfc ?? '',
    legal_name: info?.legal_name ?? '',
    tax_regime: info?.tax_regime ?? '',
    cfdi_use: info?.cfdi_use ?? 'G03',
    postal_code: info?.postal_code ?? '',
    email: info?.email ?? '',
  };
}

/** SAT's catalogues the CFDI rules check the data against (the server checks the same). */
const CFDI_CATALOGUES: CfdiCatalogues = {
  taxRegimes: TAX_REGIMES,
  cfdiUses: CFDI_USES,
  genericRfc: GENERIC_RFC,
};

const isGenericRfcProblem = (problem: BillingInfoProblem) =>
  problem.code === 'generic_rfc_regime' || problem.code === 'generic_rfc_use';

/**
 * The rules the server applies too (the domain's CFDI 4.0 rules: the regime fits the RFC, the use fits the
 * regime), plus what the form needs filled in: one error key per field.
 */
export function billingInfoErrors(
  values: BillingInfoValues,
): Partial<Record<keyof BillingInfoValues, BillingErrorKey>> {
  const problems = billingInfoProblems(
    {
      rfc: values.rfc,
      tax_regime: values.tax_regime || null,
      cfdi_use: values.cfdi_use || null,
      postal_code: values.postal_code,
    },
    CFDI_CATALOGUES,
  );
  const has = (code: BillingInfoProblem['code']) => problems.some((problem) => problem.code === code);
  const errors: Partial<Record<keyof BillingInfoValues, BillingErrorKey>> = {};
  const rfcProblem = problems.find((problem) => problem.field === 'rfc');
  if (problems.some(isGenericRfcProblem)) errors.rfc = 'generic_rfc';
  else if (rfcProblem) errors.rfc = rfcProblem.code;
  if (values.legal_name.trim().length < 2) errors.legal_name = 'legal_name_required';
  if (!values.tax_regime) errors.tax_regime = 'regime_required';
  else if (has('regime_kind')) errors.tax_regime = 'regime_kind';
  if (!values.cfdi_use) errors.cfdi_use = 'use_required';
  else if (has('use_regime')) errors.cfdi_use = 'use_regime';
  if (has('postal_code')) errors.postal_code = 'postal_code';
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(values.email.trim()))
    errors.email = 'email';
  return errors;
}

export const billingInfoResolver: Resolver<BillingInfoValues> = (values) => {
  const found = billingInfoErrors(values);
  const keys = Object.keys(found) as (keyof BillingInfoValues)[];
  if (keys.length === 0) return { values, errors: {} };
  const errors: FieldErrors<BillingInfoValues> = {};
  for (const key of keys) errors[key] = { type: 'validate', message: found[key] };
  return { values: {}, errors };
};

/** The body of `PUT billing-info`, normalised as the server stores it (call after the resolver passed). */
export function toBillingInfo(values: BillingInfoValues): BillingInfo {
  return normalizeBillingInfo({
    ...values,
    tax_regime: values.tax_regime as TaxRegime,
    cfdi_use: values.cfdi_use as CfdiUse,
  });
}
