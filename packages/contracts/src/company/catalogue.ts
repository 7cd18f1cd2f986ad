import { z } from 'zod';
import { contentSchema } from '../envelope';

export const CATALOGUE_PATH = 'catalogue';

/** The society types Forja forms (GLOSSARY.md); `srl` is S. de R.L. de C.V. */
export const COMPANY_TYPES = ['sas', 'srl', 'sa', 'sapi'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const societyTypeSchema = z.object({
  key: z.enum(COMPANY_TYPES),
  /** The suffix the legal name carries, e.g. "S.A. de C.V." */
  abbreviation: z.string(),
  min_partners: z.number().int(),
  max_partners: z.number().int().nullable(),
  /** Only individuals may be partners (S.A.S.). */
  individuals_only: z.boolean(),
  /** A commissary (statutory auditor) must be appointed. */
  requires_commissary: z.boolean(),
  /** Annual income cap in MXN, or null when there is none. */
  income_cap_mxn: z.number().int().nullable(),
});
export type SocietyType = z.infer<typeof societyTypeSchema>;

export const productSchema = z.object({
  key: z.string(),
  /** The item name orders carry (spec: 'Complemento Acta Constitutiva', 'Servicio de Comisario'). */
  item_name: z.string(),
  /** Price before IVA, in centavos. */
  price_centavos: z.number().int().nonnegative(),
  /** 'year' for a yearly subscription, null for a one-off payment. */
  recurring: z.enum(['year']).nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const packageSchema = z.object({
  key: z.string(),
  /** The product the founder pays for at checkout. */
  product: z.string(),
  /** For founders who chose (true) or declined (false) Forja as legal representative; null for both. */
  legal_representation: z.boolean().nullable(),
  amazon_customer: z.boolean(),
  /** Product keys included in the package. */
  includes: z.array(z.string()),
});
export type Package = z.infer<typeof packageSchema>;

export const catalogueSchema = z.object({
  society_types: z.array(societyTypeSchema),
  packages: z.array(packageSchema),
  products: z.array(productSchema),
  /** IVA rate in basis points (1600 = 16 %). */
  iva_basis_points: z.number().int(),
});
export type Catalogue = z.infer<typeof catalogueSchema>;
export const catalogueResponseSchema = contentSchema(catalogueSchema);
