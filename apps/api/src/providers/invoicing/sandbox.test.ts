import { describe, expect, it } from 'vitest';
import { InvoicingRefusedError, type CfdiInvoice } from './invoicing';
import { buildSandboxCfdiXml, cfdiDate, cfdiProblems, createSandboxInvoicing, xmlAttribute } from './sandbox';

const STAMPED_AT = new Date('2026-11-22T18:30:05Z');

function invoice(changes: Partial<CfdiInvoice> = {}): CfdiInvoice {
  return {
    reference: 'bill_42',
    series: 'F',
    folio: '2026-000042',
    issuer: {
      rfc: 'EKU9003173C9',
      legal_name: 'ESCUELA KEMPER URGATE',
      tax_regime: '601',
      postal_code: '42501',
    },
    receiver: {
      rfc: 'EKU9003173C9',
      legal_name: 'ESCUELA KEMPER URGATE',
      tax_regime: '601',
      postal_code: '26015',
      cfdi_use: 'G03',
      email: null,
    },
    concepts: [
      {
        description: 'Constitución de sociedad',
        product_key: '80101500',
        unit_key: 'E48',
        quantity: 1,
        unit_price_centavos: 1_250_000,
        amount_centavos: 1_250_000,
        iva_centavos: 200_000,
      },
    ],
    iva_basis_points: 1600,
    subtotal_centavos: 1_250_000,
    iva_centavos: 200_000,
    total_centavos: 1_450_000,
    payment_form: '04',
    payment_method: 'PUE',
    currency: 'MXN',
    ...changes,
  };
}

/** The attributes of an element with this tag (the first, or the `nth`), read back from the text (escapes undone). */
function attributes(xml: string, tag: string, nth = 0): Record<string, string> {
  const element = [...xml.matchAll(new RegExp(`<${tag}((?:\\s+[\\w:]+="[^"]*")*)\\s*/?>`, 'g'))][nth];
  if (!element) throw new Error(`no <${tag}> in the XML`);
  const found: Record<string, string> = {};
  for (const [, name, value] of (element[1] ?? '').matchAll(/([\w:]+)="([^"]*)"/g)) {
    found[name ?? ''] = (value ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  }
  return found;
}

/** Every element opened is closed, in order, and no `&` stands outside an entity: the XML is well formed. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/<\?xml[^>]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  const open: string[] = [];
  for (const [tag, closing, name, selfClosing] of body.matchAll(
    /<(\/?)([\w:]+)(?:\s+[\w:]+="[^"<]*")*\s*(\/?)>/g,
  )) {
    if (closing) expect(open.pop(), tag).toBe(name);
    else if (!selfClosing) open.push(name ?? '');
  }
  expect(open).toEqual([]);
  expect(body.replace(/<[^>]*>/g, '').trim()).toBe('');
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
}

describe('the sandbox CFDI', () => {
  it('is a well-formed CFDI 4.0 with issuer, receiver, lines, IVA and a sandbox stamp', async () => {
    const provider = createSandboxInvoicing({ clock: () => STAMPED_AT });
    const outcome = await provider.issue(invoice());
    if (outcome.status !== 'issued') throw new Error('expected a stamped CFDI');
    const { cfdi } = outcome;
    expect(cfdi.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(cfdi).toMatchObject({ issued_at: STAMPED_AT, pdf: null, test: true });
    expectWellFormed(cfdi.xml);
    expect(attributes(cfdi.xml, 'cfdi:Comprobante')).toMatchObject({
      'xmlns:cfdi': 'http://www.sat.gob.mx/cfd/4',
      Version: '4.0',
      Serie: 'F',
      Folio: '2026-000042',
      Fecha: '2026-11-22T12:30:05', // Mexico City
      FormaPago: '04',
      MetodoPago: 'PUE',
      Moneda: 'MXN',
      SubTotal: '12500.00',
      Total: '14500.00',
      TipoDeComprobante: 'I',
      Exportacion: '01',
      LugarExpedicion: '42501',
      Sello: 'SANDBOX',
    });
    expect(attributes(cfdi.xml, 'cfdi:Emisor')).toEqual({
      Rfc: 'EKU9003173C9',
      Nombre: 'ESCUELA KEMPER URGATE',
      RegimenFiscal: '601',
    });
    expect(attributes(cfdi.xml, 'cfdi:Receptor')).toEqual({
      Rfc: 'EKU9003173C9',
      Nombre: 'ESCUELA KEMPER URGATE',
      DomicilioFiscalReceptor: '26015',
      RegimenFiscalReceptor: '601',
      UsoCFDI: 'G03',
    });
    expect(attributes(cfdi.xml, 'cfdi:Concepto')).toMatchObject({
      ClaveProdServ: '80101500',
      ClaveUnidad: 'E48',
      Cantidad: '1',
      Descripcion: 'Constitución de sociedad',
      ValorUnitario: '12500.00',
      Importe: '12500.00',
      ObjetoImp: '02',
    });
    expect(attributes(cfdi.xml, 'cfdi:Traslado')).toEqual({
      Base: '12500.00',
      Impuesto: '002',
      TipoFactor: 'Tasa',
      TasaOCuota: '0.160000',
      Importe: '2000.00',
    });
    // The document's IVA totals, after the line's.
    expect(attributes(cfdi.xml, 'cfdi:Impuestos', 1)).toEqual({ TotalImpuestosTrasladados: '2000.00' });
    expect(attributes(cfdi.xml, 'cfdi:Traslado', 1)).toMatchObject({ Base: '12500.00', Importe: '2000.00' });
    expect(attributes(cfdi.xml, 'tfd:TimbreFiscalDigital')).toMatchObject({
      Version: '1.1',
      UUID: cfdi.uuid,
      FechaTimbrado: '2026-11-22T12:30:05',
      SelloSAT: 'SANDBOX',
      SelloCFD: 'SANDBOX',
      Leyenda: 'CFDI de prueba (sandbox) emitido por Forja: sin validez fiscal.',
    });
    expect(cfdi.xml).toContain('<!-- CFDI de prueba (sandbox)');
  });

  it('adds up lines and totals exactly, two decimals each', () => {
    const xml = buildSandboxCfdiXml(
      invoice({
        concepts: [
          {
            description: 'Complemento',
            product_key: '80101500',
            unit_key: 'E48',
            quantity: 3,
            unit_price_centavos: 333,
            amount_centavos: 999,
            iva_centavos: 160,
          },
        ],
        subtotal_centavos: 999,
        iva_centavos: 160,
        total_centavos: 1_159,
      }),
      { uuid: 'A', stampedAt: STAMPED_AT },
    );
    expect(attributes(xml, 'cfdi:Concepto')).toMatchObject({
      Cantidad: '3',
      ValorUnitario: '3.33',
      Importe: '9.99',
    });
    expect(attributes(xml, 'cfdi:Comprobante')).toMatchObject({ SubTotal: '9.99', Total: '11.59' });
    expect(attributes(xml, 'cfdi:Traslado')).toMatchObject({ Base: '9.99', Importe: '1.60' });
  });

  it('escapes a legal name with & and quotes, which reads back unchanged', () => {
    const receiver = { ...invoice().receiver, legal_name: 'LÓPEZ & HIJOS "EL <NOPAL>"' };
    const xml = buildSandboxCfdiXml(invoice({ receiver }), { uuid: 'A', stampedAt: STAMPED_AT });
    expectWellFormed(xml);
    expect(xml).toContain('Nombre="LÓPEZ &amp; HIJOS &quot;EL &lt;NOPAL&gt;&quot;"');
    expect(attributes(xml, 'cfdi:Receptor').Nombre).toBe('LÓPEZ & HIJOS "EL <NOPAL>"');
    expect(xmlAttribute("a'b\u0001\n")).toBe('a&apos;b&#10;');
  });

  it.each([
    ['an RFC of the wrong shape', { receiver: { ...invoice().receiver, rfc: 'EKU900317' } }, 'invalid_rfc'],
    [
      'an RFC with an impossible date',
      { receiver: { ...invoice().receiver, rfc: 'EKU9013173C9' } },
      'invalid_rfc',
    ],
    [
      'a person’s regime for a company',
      { receiver: { ...invoice().receiver, tax_regime: '612' } },
      'invalid_tax_regime',
    ],
    [
      'a regime SAT does not list',
      { receiver: { ...invoice().receiver, tax_regime: '999' } },
      'invalid_tax_regime',
    ],
    [
      'a 4-digit postal code',
      { receiver: { ...invoice().receiver, postal_code: '2601' } },
      'invalid_postal_code',
    ],
    ['an empty legal name', { receiver: { ...invoice().receiver, legal_name: ' ' } }, 'invalid_legal_name'],
    ['a bad issuer RFC', { issuer: { ...invoice().issuer, rfc: 'FORJA' } }, 'invalid_issuer_rfc'],
    ['a total that does not add up', { total_centavos: 1_450_001 }, 'totals_mismatch'],
    [
      'a subtotal that does not add up',
      { subtotal_centavos: 1_250_100, total_centavos: 1_450_100 },
      'totals_mismatch',
    ],
    [
      'a line’s IVA SAT would refuse',
      {
        concepts: [{ ...invoice().concepts[0]!, iva_centavos: 200_100 }],
        iva_centavos: 200_100,
        total_centavos: 1_450_100,
      },
      'tax_mismatch',
    ],
    ['no lines', { concepts: [], subtotal_centavos: 0, iva_centavos: 0, total_centavos: 0 }, 'no_concepts'],
    [
      'the general public by name (a global invoice)',
      {
        receiver: {
          ...invoice().receiver,
          rfc: 'XAXX010101000',
          legal_name: 'PUBLICO EN GENERAL',
          tax_regime: '616',
          cfdi_use: 'S01',
          postal_code: '42501',
        },
      },
      'global_invoice_required',
    ],
  ])('refuses %s', async (_label, changes, code) => {
    expect(cfdiProblems(invoice(changes as Partial<CfdiInvoice>))).toContain(code);
    const provider = createSandboxInvoicing({ clock: () => STAMPED_AT });
    const refusal = await provider
      .issue(invoice(changes as Partial<CfdiInvoice>))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InvoicingRefusedError);
  });

  it('reads a CFDI it stamped again, the same document, and knows no other', async () => {
    const provider = createSandboxInvoicing({ clock: () => STAMPED_AT });
    const first = await provider.issue(invoice());
    if (first.status !== 'issued') throw new Error('expected a stamped CFDI');
    expect(await provider.retrieve(first.cfdi.provider_id, invoice())).toEqual(first);
    await expect(provider.retrieve('inv_123', invoice())).rejects.toMatchObject({ code: 'unknown_invoice' });
  });

  it('writes dates in Mexico City time', () => {
    expect(cfdiDate(new Date('2026-01-01T05:59:59Z'))).toBe('2025-12-31T23:59:59');
  });
});
