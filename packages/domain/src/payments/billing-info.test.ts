import type { BillingInfo } from '@forja/contracts/payments/billing-info';
import { describe, expect, it } from 'vitest';
import {
  billingInfoProblems,
  normalizeBillingInfo,
  normalizeRfc,
  rfcKind,
  type BillingInfoDraft,
  type BillingInfoProblem,
  type CfdiCatalogues,
} from './billing-info';

/** The contracts' SAT catalogues. */
const CATALOGUES: CfdiCatalogues = {
  taxRegimes: {
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
  },
  cfdiUses: {
    G03: ['601', '603', '606', '612', '621', '625', '626'],
    G01: ['601', '603', '606', '612', '621', '625', '626'],
    S01: ['601', '603', '605', '606', '610', '612', '616', '621', '625', '626'],
  },
  genericRfc: 'XAXX010101000',
};

const company: BillingInfoDraft = {
  rfc: 'EKU9003173C9',
  tax_regime: '601',
  cfdi_use: 'G03',
  postal_code: '26015',
};

describe('normalizeRfc and rfcKind', () => {
  it.each([
    ['eku9003173c9', 'EKU9003173C9', 'company'],
    [' EKU-900317-3C9 ', 'EKU9003173C9', 'company'],
    ['gode561231gr8', 'GODE561231GR8', 'person'],
    ['XAXX010101000', 'XAXX010101000', 'person'],
    ['', '', 'person'],
  ])('%j → %s, a %s', (raw, rfc, kind) => {
    expect(normalizeRfc(raw)).toBe(rfc);
    expect(rfcKind(raw)).toBe(kind);
  });
});

describe('billingInfoProblems', () => {
  it.each<[Partial<BillingInfoDraft>, BillingInfoProblem[]]>([
    [{}, []],
    [{ rfc: ' eku-9003173c9 ', postal_code: ' 26015 ' }, []],
    [{ rfc: 'GODE561231GR8', tax_regime: '612' }, []],
    [{ rfc: 'GODE561231GR8', tax_regime: '610', cfdi_use: 'S01' }, []],
    [{ rfc: 'XAXX010101000', tax_regime: '616', cfdi_use: 'S01' }, []],
    [{ tax_regime: '612' }, [{ field: 'tax_regime', code: 'regime_kind' }]],
    [{ rfc: 'GODE561231GR8', tax_regime: '605' }, [{ field: 'cfdi_use', code: 'use_regime' }]],
    [
      { rfc: 'XAXX010101000', tax_regime: '616', cfdi_use: 'G03' },
      [
        { field: 'cfdi_use', code: 'generic_rfc_use' },
        { field: 'cfdi_use', code: 'use_regime' },
      ],
    ],
    [
      { rfc: 'XAXX010101000', tax_regime: '601', cfdi_use: 'S01' },
      [
        { field: 'tax_regime', code: 'generic_rfc_regime' },
        { field: 'tax_regime', code: 'regime_kind' },
      ],
    ],
    [
      { rfc: 'XAXX010101000', tax_regime: null, cfdi_use: null },
      [
        { field: 'tax_regime', code: 'generic_rfc_regime' },
        { field: 'cfdi_use', code: 'generic_rfc_use' },
      ],
    ],
    [{ rfc: 'EKU9013173C9' }, [{ field: 'rfc', code: 'rfc_invalid_date' }]],
    [
      { rfc: 'hola' },
      [
        { field: 'rfc', code: 'rfc_invalid_format' },
        { field: 'tax_regime', code: 'regime_kind' },
      ],
    ],
    [
      { rfc: '' },
      [
        { field: 'rfc', code: 'rfc_invalid_format' },
        { field: 'tax_regime', code: 'regime_kind' },
      ],
    ],
    [{ postal_code: '2601' }, [{ field: 'postal_code', code: 'postal_code' }]],
    [{ postal_code: '260155' }, [{ field: 'postal_code', code: 'postal_code' }]],
    [{ postal_code: 'CP 26015' }, [{ field: 'postal_code', code: 'postal_code' }]],
    [{ postal_code: '' }, [{ field: 'postal_code', code: 'postal_code' }]],
    // A regime or use not chosen yet skips its own rules.
    [{ tax_regime: null }, []],
    [{ cfdi_use: null }, []],
  ])('%o → %o', (change, problems) => {
    expect(billingInfoProblems({ ...company, ...change }, CATALOGUES)).toEqual(problems);
  });
});

describe('normalizeBillingInfo', () => {
  const info: BillingInfo = {
    rfc: ' eku-9003173c9 ',
    legal_name: '  ESCUELA   KEMPER\tURGATE ',
    tax_regime: '601',
    cfdi_use: 'G03',
    postal_code: ' 26015 ',
    email: ' facturas@example.mx ',
  };

  it('stores the RFC, name and postal code as SAT writes them', () => {
    expect(normalizeBillingInfo(info)).toEqual({
      rfc: 'EKU9003173C9',
      legal_name: 'ESCUELA KEMPER URGATE',
      tax_regime: '601',
      cfdi_use: 'G03',
      postal_code: '26015',
      email: 'facturas@example.mx',
    });
  });

  it.each([[undefined], [null], [''], ['   ']])('takes an e-mail of %j as none', (email) => {
    expect(normalizeBillingInfo({ ...info, email }).email).toBeNull();
  });
});
