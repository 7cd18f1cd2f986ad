import {
  CFDI_USES,
  GENERIC_RFC,
  TAX_REGIMES,
  billingInfoSchema,
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
import { z } from 'zod';

/** The checkout_info form as its fields hold it. */
export type BillingInfoValues = {
  rfc: string;
  legal_name: string;
  tax_regime: TaxRegime | '';
  cfdi_use: CfdiUse | '';
  postal_code: string;
  email: string;
};

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
 * The CFDI 4.0 rules the server applies too (the domain's billingInfoProblems: the RFC of its kind, the regime
 * fits the RFC, the use fits the regime, a 5-digit postal code), and the regime and use chosen: one code per
 * field.
 */
export function cfdiProblems(
  values: Pick<BillingInfoValues, 'rfc' | 'tax_regime' | 'cfdi_use' | 'postal_code'>,
): Partial<Record<keyof BillingInfoValues, string>> {
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
  const errors: Partial<Record<keyof BillingInfoValues, string>> = {};
  const rfcProblem = problems.find((problem) => problem.field === 'rfc');
  if (problems.some(isGenericRfcProblem)) errors.rfc = 'generic_rfc';
  else if (rfcProblem) errors.rfc = rfcProblem.code;
  if (!values.tax_regime) errors.tax_regime = 'regime_required';
  else if (has('regime_kind')) errors.tax_regime = 'regime_kind';
  if (!values.cfdi_use) errors.cfdi_use = 'use_required';
  else if (has('use_regime')) errors.cfdi_use = 'use_regime';
  if (has('postal_code')) errors.postal_code = 'postal_code';
  return errors;
}

const billing = billingInfoSchema.shape;

/**
 * The billing-info contract's body from the fields as typed (a regime and a use not chosen are '', an empty
 * e-mail is none), checked first with the CFDI rules, and sent normalised as the server stores it.
 */
export const billingInfoFormSchema = z
  .object({
    rfc: z.string(),
    legal_name: billing.legal_name,
    tax_regime: z.union([z.literal(''), billing.tax_regime]),
    cfdi_use: z.union([z.literal(''), billing.cfdi_use]),
    postal_code: z.string(),
    email: z
      .string()
      .trim()
      .transform((email): string | null | undefined => email || null)
      .pipe(billing.email),
  })
  .superRefine((values, context) => {
    for (const [field, code] of Object.entries(cfdiProblems(values)))
      context.addIssue({ code: 'custom', path: [field], message: code });
  })
  .transform(({ tax_regime, cfdi_use, ...info }, context) => {
    if (tax_regime && cfdi_use) return normalizeBillingInfo({ ...info, tax_regime, cfdi_use });
    // Unreachable: the refinement above asked for both.
    context.addIssue({ code: 'custom', path: ['tax_regime'], message: 'regime_required' });
    return z.NEVER;
  })
  .pipe(billingInfoSchema);

const errorKey = (key: string) => `payments:checkout_info.errors.${key}`;
/** The form's texts by field and code (an API refusal under a field gets its field's text). */
export const BILLING_ERROR_TEXTS = {
  rfc: {
    rfc_invalid_format: errorKey('rfc_invalid_format'),
    rfc_invalid_date: errorKey('rfc_invalid_date'),
    rfc_wrong_kind: errorKey('rfc_wrong_kind'),
    generic_rfc: errorKey('generic_rfc'),
  },
  legal_name: errorKey('legal_name_required'),
  tax_regime: {
    regime_required: errorKey('regime_required'),
    default: errorKey('regime_kind'),
  },
  cfdi_use: { use_required: errorKey('use_required'), default: errorKey('use_regime') },
  postal_code: errorKey('postal_code'),
  email: errorKey('email'),
};
