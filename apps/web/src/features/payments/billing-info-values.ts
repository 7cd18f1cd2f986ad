import {
  CFDI_USES,
  GENERIC_RFC,
  TAX_REGIMES,
  type BillingInfo,
  type CfdiUse,
  type TaxRegime,
} from '@forja/contracts/payments/billing-info';
import { checkRfc } from '@forja/domain';
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

/** The kind of taxpayer of an RFC: 12 characters for a company, 13 for a person. */
export function rfcKind(rfc: string): 'company' | 'person' {
  return rfc.replace(/[\s-]/g, '').length === 12 ? 'company' : 'person';
}

/** The rules the server applies too (CFDI 4.0: the regime fits the RFC, the use fits the regime). */
export function billingInfoErrors(
  values: BillingInfoValues,
): Partial<Record<keyof BillingInfoValues, BillingErrorKey>> {
  const errors: Partial<Record<keyof BillingInfoValues, BillingErrorKey>> = {};
  const rfc = values.rfc.replace(/[\s-]/g, '').toUpperCase();
  const kind = rfcKind(rfc);
  if (rfc === GENERIC_RFC) {
    if (values.tax_regime !== '616' || values.cfdi_use !== 'S01') errors.rfc = 'generic_rfc';
  } else {
    const check = checkRfc(rfc, kind);
    if (!check.ok) errors.rfc = check.code;
  }
  if (values.legal_name.trim().length < 2) errors.legal_name = 'legal_name_required';
  if (!values.tax_regime) errors.tax_regime = 'regime_required';
  else if (!(TAX_REGIMES[values.tax_regime] as readonly string[]).includes(kind))
    errors.tax_regime = 'regime_kind';
  if (!values.cfdi_use) errors.cfdi_use = 'use_required';
  else if (
    values.tax_regime &&
    !(CFDI_USES[values.cfdi_use] as readonly string[]).includes(values.tax_regime)
  ) {
    errors.cfdi_use = 'use_regime';
  }
  if (!/^\d{5}$/.test(values.postal_code.trim())) errors.postal_code = 'postal_code';
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

export function toBillingInfo(values: BillingInfoValues): BillingInfo {
  return {
    rfc: values.rfc.replace(/[\s-]/g, '').toUpperCase(),
    legal_name: values.legal_name.trim(),
    tax_regime: values.tax_regime as TaxRegime,
    cfdi_use: values.cfdi_use as CfdiUse,
    postal_code: values.postal_code.trim(),
    email: values.email.trim() || null,
  };
}
