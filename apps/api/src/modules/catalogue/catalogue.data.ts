import type { Catalogue } from '@forja/contracts';

/**
 * What Forja sells and the society types it forms. Prices are in centavos before IVA and are the defaults
 * of a local install: a deployment sets its own with CATALOGUE_FILE (a JSON file of the same shape).
 */
export const DEFAULT_CATALOGUE: Catalogue = {
  society_types: [
    {
      key: 'sas',
      abbreviation: 'S.A.S. de C.V.',
      min_partners: 1,
      max_partners: null,
      individuals_only: true,
      requires_commissary: false,
      // LGSM art. 260: indexed every year; the figure of the current year is published in the DOF.
      income_cap_mxn: 5_000_000,
    },
    {
      key: 'srl',
      abbreviation: 'S. de R.L. de C.V.',
      min_partners: 2,
      max_partners: 50,
      individuals_only: false,
      requires_commissary: false,
      income_cap_mxn: null,
    },
    {
      key: 'sa',
      abbreviation: 'S.A. de C.V.',
      min_partners: 2,
      max_partners: null,
      individuals_only: false,
      requires_commissary: true,
      income_cap_mxn: null,
    },
    {
      key: 'sapi',
      abbreviation: 'S.A.P.I. de C.V.',
      min_partners: 2,
      max_partners: null,
      individuals_only: false,
      requires_commissary: true,
      income_cap_mxn: null,
    },
  ],
  products: [
    { key: 'formation', item_name: 'Constitución de sociedad', price_centavos: 1_250_000, recurring: null },
    {
      key: 'formation_representation',
      item_name: 'Constitución de sociedad con representación legal',
      price_centavos: 1_890_000,
      recurring: null,
    },
    {
      key: 'amazon_seller',
      item_name: 'Paquete vendedor Amazon',
      price_centavos: 2_490_000,
      recurring: null,
    },
    {
      key: 'complemento_acta',
      item_name: 'Complemento Acta Constitutiva',
      price_centavos: 350_000,
      recurring: null,
    },
    {
      key: 'commissary_service',
      item_name: 'Servicio de Comisario',
      price_centavos: 600_000,
      recurring: 'year',
    },
    {
      key: 'accountant',
      item_name: 'Servicio de contabilidad',
      price_centavos: 1_800_000,
      recurring: 'year',
    },
    {
      key: 'pre_funding',
      item_name: 'Aportación previa de capital',
      price_centavos: 250_000,
      recurring: null,
    },
    {
      key: 'rnie_registration',
      item_name: 'Inscripción en el RNIE',
      price_centavos: 450_000,
      recurring: null,
    },
  ],
  packages: [
    {
      key: 'formation_advance',
      product: 'formation',
      legal_representation: false,
      amazon_customer: false,
      includes: ['formation'],
    },
    {
      key: 'formation_representation',
      product: 'formation_representation',
      legal_representation: true,
      amazon_customer: false,
      includes: ['formation_representation'],
    },
    {
      key: 'amazon_seller',
      product: 'amazon_seller',
      legal_representation: null,
      amazon_customer: true,
      includes: ['amazon_seller', 'formation_representation'],
    },
  ],
  iva_basis_points: 1600,
};
