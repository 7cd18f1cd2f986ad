import { z } from 'zod';
import { contentSchema } from '../envelope';

/** `GET` / `PUT billing-info/company/{company_id}`: the buyer's data for the Mexican invoice (CFDI 4.0). */
export const BILLING_INFO_PATH = 'billing-info/company/:company_id';

/**
 * The SAT tax regimes (catálogo c_RegimenFiscal) Forja's customers use, and which kind of RFC may hold each:
 * a person (persona física, 13 characters) or a company (persona moral, 12).
 */
export const TAX_REGIMES = {
  '601': ['company'],
  '603': ['company'],
  '605': ['person'],
  '606': ['person'],
  '610': ['person', 'company'],
  '612': ['person'],
  '616': ['person'],
  '621': ['person'],
  '625': ['person'],
  '626': ['person', 'company'],
} as const satisfies Record<string, readonly ('person' | 'company')[]>;
export type TaxRegime = keyof typeof TAX_REGIMES;
export const TAX_REGIME_CODES = Object.keys(TAX_REGIMES) as TaxRegime[];

/**
 * The CFDI uses (catálogo c_UsoCFDI) that fit buying Forja's services, with the regimes that may use each
 * (SAT's matrix for CFDI 4.0). S01 (no tax effects) fits every regime.
 */
export const CFDI_USES = {
  G03: ['601', '603', '606', '612', '621', '625', '626'],
  G01: ['601', '603', '606', '612', '621', '625', '626'],
  S01: TAX_REGIME_CODES,
} as const satisfies Record<string, readonly TaxRegime[]>;
export type CfdiUse = keyof typeof CFDI_USES;
export const CFDI_USE_CODES = Object.keys(CFDI_USES) as CfdiUse[];

/** The generic RFC for the general public (público en general): regime 616 and use S01 only. */
export const GENERIC_RFC = 'XAXX010101000';

export const billingInfoSchema = z.object({
  rfc: z
    .string()
    .trim()
    .min(12)
    .max(14)
    .describe('The buyer RFC: 12 characters for a company, 13 for a person'),
  legal_name: z
    .string()
    .trim()
    .min(2)
    .max(300)
    .describe('Name or legal name exactly as on the tax status certificate (CSF), without the regime suffix'),
  tax_regime: z.enum(TAX_REGIME_CODES as [TaxRegime, ...TaxRegime[]]),
  cfdi_use: z.enum(CFDI_USE_CODES as [CfdiUse, ...CfdiUse[]]),
  postal_code: z.string().trim().max(10).describe('The fiscal address postal code: 5 digits'),
  email: z.email().max(254).nullish().describe('Where the invoice is sent; the account e-mail when empty'),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;
export const billingInfoResponseSchema = contentSchema(billingInfoSchema.nullable());
