import { describe, expect, it } from 'vitest';
import { contractResolver } from '../../lib/contract-form';
import { billingInfoFormSchema, type BillingInfoValues } from './billing-info-values';

/** The codes the form's resolver gives each field (the texts' keys). */
async function billingInfoErrors(values: BillingInfoValues) {
  const result = await contractResolver(billingInfoFormSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

const toBillingInfo = (values: BillingInfoValues) => billingInfoFormSchema.parse(values);

const good: BillingInfoValues = {
  rfc: 'eku9003173c9',
  legal_name: 'ESCUELA KEMPER URGATE',
  tax_regime: '601',
  cfdi_use: 'G03',
  postal_code: '26015',
  email: '',
};

describe('the CFDI billing data rules', () => {
  it('accepts a company with its regime and use', async () => {
    expect(await billingInfoErrors(good)).toEqual({});
    expect(toBillingInfo(good)).toMatchObject({ rfc: 'EKU9003173C9', email: null });
  });

  it('sends the data as the server stores it', () => {
    expect(
      toBillingInfo({
        ...good,
        rfc: ' eku-9003173c9 ',
        legal_name: ' ESCUELA  KEMPER URGATE ',
        postal_code: ' 26015 ',
      }),
    ).toEqual({
      rfc: 'EKU9003173C9',
      legal_name: 'ESCUELA KEMPER URGATE',
      tax_regime: '601',
      cfdi_use: 'G03',
      postal_code: '26015',
      email: null,
    });
  });

  it.each<[Partial<BillingInfoValues>, Record<string, string>]>([
    [{ tax_regime: '' }, { tax_regime: 'regime_required' }],
    [{ cfdi_use: '' }, { cfdi_use: 'use_required' }],
    [
      { rfc: 'XAXX010101000', tax_regime: '', cfdi_use: 'S01' },
      { rfc: 'generic_rfc', tax_regime: 'regime_required' },
    ],
  ])('asks for what is missing: %o → %o', async (change, errors) => {
    expect(await billingInfoErrors({ ...good, ...change })).toEqual(errors);
  });

  it.each<[Partial<BillingInfoValues>, Record<string, string>]>([
    [{ tax_regime: '612' }, { tax_regime: 'regime_kind' }],
    [{ tax_regime: '605', rfc: 'GODE561231GR8' }, { cfdi_use: 'use_regime' }],
    [
      { rfc: 'XAXX010101000', tax_regime: '616', cfdi_use: 'G03' },
      { rfc: 'generic_rfc', cfdi_use: 'use_regime' },
    ],
    [{ rfc: 'EKU9013173C9' }, { rfc: 'rfc_invalid_date' }],
    [{ rfc: 'hola' }, { rfc: 'rfc_invalid_format', tax_regime: 'regime_kind' }],
    [{ postal_code: '2601' }, { postal_code: 'postal_code' }],
    // The contract's own checks: an e-mail, a name of 2 characters or more.
    [{ email: 'ana@' }, { email: 'invalid_email' }],
    [{ legal_name: ' ' }, { legal_name: 'required' }],
  ])('%o → %o', async (change, errors) => {
    expect(await billingInfoErrors({ ...good, ...change })).toEqual(errors);
  });

  it('takes the general public with regime 616 and use S01', async () => {
    expect(
      await billingInfoErrors({ ...good, rfc: 'XAXX010101000', tax_regime: '616', cfdi_use: 'S01' }),
    ).toEqual({});
  });
});
