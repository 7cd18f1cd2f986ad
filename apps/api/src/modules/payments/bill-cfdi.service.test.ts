import { describe, expect, it } from 'vitest';
import { InvoicingRefusedError } from '../../providers/invoicing/invoicing';
import { cfdiProblems } from '../../providers/invoicing/sandbox';
import { cfdiInvoiceOf } from './bill-cfdi.service';
import type { BillRow } from './payments.repository';

const ISSUER = {
  rfc: 'EKU9003173C9',
  legal_name: 'ESCUELA KEMPER URGATE',
  tax_regime: '601',
  postal_code: '42501',
};

function bill(changes: Partial<BillRow> = {}): BillRow {
  return {
    id: 42,
    company_id: 7,
    order_id: 9,
    status: 'paid',
    items: [
      { name: 'Constitución de sociedad', quantity: 1, unit_price_centavos: 1_250_000 },
      { name: 'Complemento', quantity: 3, unit_price_centavos: 333 },
    ],
    subtotal_centavos: 1_250_999,
    iva_centavos: 200_160,
    total_centavos: 1_451_159,
    currency: 'MXN',
    payment_method: 'oxxo',
    card_last4: null,
    billing: {
      rfc: 'EKU9003173C9',
      legal_name: 'ESCUELA KEMPER URGATE',
      tax_regime: '601',
      cfdi_use: 'G03',
      postal_code: '26015',
      email: null,
    },
    issued_at: new Date('2026-11-22T18:00:00Z'),
    cfdi_status: 'pending',
    cfdi_provider: null,
    cfdi_provider_id: null,
    cfdi_uuid: null,
    cfdi_issued_at: null,
    cfdi_test: false,
    cfdi_xml_key: null,
    cfdi_pdf_key: null,
    cfdi_error: null,
    created_at: new Date('2026-11-22T18:00:00Z'),
    ...changes,
  };
}

describe('the CFDI a bill asks for', () => {
  it('has a line per item with the charged IVA split to the centavo, cash at OXXO as form 01, and stamps', () => {
    const invoice = cfdiInvoiceOf(bill(), ISSUER, 1600);
    expect(invoice).toMatchObject({
      reference: 'bill_42',
      series: 'F',
      folio: '2026-000042',
      payment_form: '01',
      payment_method: 'PUE',
      subtotal_centavos: 1_250_999,
      iva_centavos: 200_160,
      total_centavos: 1_451_159,
    });
    expect(invoice.concepts.map((concept) => [concept.amount_centavos, concept.iva_centavos])).toEqual([
      [1_250_000, 200_000],
      [999, 160],
    ]);
    expect(cfdiProblems(invoice)).toEqual([]);
    expect(cfdiInvoiceOf(bill({ payment_method: 'card' }), ISSUER, 1600).payment_form).toBe('04');
  });

  it('gives the generic RFC the place of issue as its fiscal address', () => {
    const invoice = cfdiInvoiceOf(
      bill({
        billing: {
          rfc: 'XAXX010101000',
          legal_name: 'ANA LÓPEZ',
          tax_regime: '616',
          cfdi_use: 'S01',
          postal_code: '06600',
          email: null,
        },
      }),
      ISSUER,
      1600,
    );
    expect(invoice.receiver.postal_code).toBe('42501');
    expect(cfdiProblems(invoice)).toEqual([]);
  });

  it('refuses a bill whose amounts do not add up, or that has no billing data', () => {
    for (const changes of [
      { total_centavos: 1_451_160 },
      { iva_centavos: 100_000, total_centavos: 1_350_999 },
    ]) {
      expect(() => cfdiInvoiceOf(bill(changes), ISSUER, 1600)).toThrow(
        expect.objectContaining({ code: 'totals_mismatch' }) as Error,
      );
    }
    expect(() => cfdiInvoiceOf(bill({ billing: null }), ISSUER, 1600)).toThrow(InvoicingRefusedError);
  });
});
