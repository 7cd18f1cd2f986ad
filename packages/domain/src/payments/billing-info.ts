import type { BillingInfo, CfdiUse, TaxRegime } from '@forja/contracts/payments/billing-info';
import { checkRfc, type RfcKind } from '../validation/rfc';

/**
 * SAT's catalogues as the contracts list them (`TAX_REGIMES`, `CFDI_USES`, `GENERIC_RFC` of
 * `@forja/contracts/payments/billing-info`), passed in so the rules stay free of the schemas.
 */
export type CfdiCatalogues = {
  /** Which kind of RFC may hold each tax regime. */
  taxRegimes: Readonly<Record<TaxRegime, readonly RfcKind[]>>;
  /** Which tax regimes may use each CFDI use. */
  cfdiUses: Readonly<Record<CfdiUse, readonly TaxRegime[]>>;
  /** The generic RFC of the general public (público en general). */
  genericRfc: string;
};

/** The generic RFC invoices under this regime and use only. */
export const GENERIC_RFC_TAX_REGIME: TaxRegime = '616';
export const GENERIC_RFC_CFDI_USE: CfdiUse = 'S01';

/** A field of the billing data and why it breaks CFDI 4.0. */
export type BillingInfoProblem =
  | { field: 'rfc'; code: 'rfc_invalid_format' | 'rfc_invalid_date' | 'rfc_wrong_kind' }
  | { field: 'tax_regime'; code: 'generic_rfc_regime' | 'regime_kind' }
  | { field: 'cfdi_use'; code: 'generic_rfc_use' | 'use_regime' }
  | { field: 'postal_code'; code: 'postal_code' };

/** The billing data being checked; a regime or use not chosen yet is null (its own rules are skipped). */
export type BillingInfoDraft = {
  rfc: string;
  tax_regime: TaxRegime | null;
  cfdi_use: CfdiUse | null;
  postal_code: string;
};

/** An RFC as SAT writes it: without spaces or hyphens, in capitals. */
export function normalizeRfc(rfc: string): string {
  return rfc.replace(/[\s-]/g, '').toUpperCase();
}

/** The kind of taxpayer of an RFC: 12 characters for a company, 13 for a person (and the generic RFC). */
export function rfcKind(rfc: string): RfcKind {
  return normalizeRfc(rfc).length === 12 ? 'company' : 'person';
}

/**
 * The CFDI 4.0 rules of the buyer's data, in field order: the RFC is valid for its kind (the generic RFC only
 * with regime 616 and use S01), the regime fits the kind of RFC, the use fits the regime, and the postal code
 * has 5 digits. Empty when the data may be invoiced.
 */
export function billingInfoProblems(
  info: BillingInfoDraft,
  catalogues: CfdiCatalogues,
): BillingInfoProblem[] {
  const problems: BillingInfoProblem[] = [];
  const rfc = normalizeRfc(info.rfc);
  const kind = rfc === catalogues.genericRfc ? 'person' : rfcKind(rfc);
  if (rfc === catalogues.genericRfc) {
    if (info.tax_regime !== GENERIC_RFC_TAX_REGIME)
      problems.push({ field: 'tax_regime', code: 'generic_rfc_regime' });
    if (info.cfdi_use !== GENERIC_RFC_CFDI_USE) problems.push({ field: 'cfdi_use', code: 'generic_rfc_use' });
  } else {
    const check = checkRfc(rfc, kind);
    if (!check.ok) problems.push({ field: 'rfc', code: check.code });
  }
  if (info.tax_regime && !catalogues.taxRegimes[info.tax_regime].includes(kind))
    problems.push({ field: 'tax_regime', code: 'regime_kind' });
  if (info.cfdi_use && info.tax_regime && !catalogues.cfdiUses[info.cfdi_use].includes(info.tax_regime))
    problems.push({ field: 'cfdi_use', code: 'use_regime' });
  if (!/^\d{5}$/.test(info.postal_code.trim())) problems.push({ field: 'postal_code', code: 'postal_code' });
  return problems;
}

/**
 * The billing data as it is stored and invoiced: the RFC normalised, the name trimmed with its inner spaces
 * collapsed, the postal code trimmed, and an empty e-mail as none.
 */
export function normalizeBillingInfo(info: BillingInfo): BillingInfo {
  return {
    rfc: normalizeRfc(info.rfc),
    legal_name: info.legal_name.trim().replace(/\s+/g, ' '),
    tax_regime: info.tax_regime,
    cfdi_use: info.cfdi_use,
    postal_code: info.postal_code.trim(),
    email: info.email?.trim() || null,
  };
}
