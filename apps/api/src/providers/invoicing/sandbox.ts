import { randomUUID } from 'node:crypto';
import { CFDI_USES, GENERIC_RFC, TAX_REGIMES } from '@forja/contracts/payments/billing-info';
import type { CfdiUse, TaxRegime } from '@forja/contracts/payments/billing-info';
import {
  billingInfoProblems,
  checkRfc,
  isTransferredTaxAccepted,
  normalizeRfc,
  rfcKind,
  wallClock,
} from '@forja/domain';
import {
  InvoicingRefusedError,
  type CfdiInvoice,
  type InvoicingProvider,
  type IssueOutcome,
} from './invoicing';

/** SAT's c_RegimenFiscal: every regime an issuer may have. */
const ISSUER_TAX_REGIMES = new Set([
  '601', '603', '605', '606', '607', '608', '610', '611', '612', '614', '615', '616', '620', '621', '622', '623',
  '624', '625', '626',
]); // prettier-ignore

/** The sandbox's stamp: what a PAC would sign, marked so nobody takes it for a real one. */
export const SANDBOX_SEAL = 'SANDBOX';
export const SANDBOX_LEGEND = 'CFDI de prueba (sandbox) emitido por Forja: sin validez fiscal.';
/** SAT's own RFC, which its test stamps name as the certifying provider. */
const SANDBOX_PAC_RFC = 'SAT970701NN3';

/** An attribute value written safely: XML's five special characters escaped, control characters left out. */
export function xmlAttribute(value: string): string {
  return [...value]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      // XML 1.0 allows tab, line feed and carriage return below the space, and neither U+FFFE nor U+FFFF.
      return (
        (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) &&
        code !== 0xfffe &&
        code !== 0xffff
      );
    })
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** Centavos as SAT writes amounts: pesos with two decimals (12500.00). */
export function cfdiAmount(centavos: number): string {
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** An IVA rate as TasaOCuota: 1600 basis points → 0.160000. */
function rate(basisPoints: number): string {
  return (basisPoints / 10_000).toFixed(6);
}

/** A moment as CFDI dates are written: local time in Mexico City, to the second, without an offset. */
export function cfdiDate(moment: Date): string {
  const clock = wallClock(moment);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}`;
}

const isWhole = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * What a PAC would refuse in this CFDI, as codes (empty: it can be stamped): the issuer's RFC, regime and
 * postal code; the receiver's data by CFDI 4.0's rules (RFC of its kind, regime and use that fit it, 5-digit
 * postal code, the generic RFC only under its own rules); each line's amount and IVA; and totals that add up
 * exactly.
 */
export function cfdiProblems(invoice: CfdiInvoice): string[] {
  const problems = new Set<string>();
  const { issuer, receiver } = invoice;
  if (!checkRfc(issuer.rfc, rfcKind(issuer.rfc)).ok || normalizeRfc(issuer.rfc) !== issuer.rfc)
    problems.add('invalid_issuer_rfc');
  if (!issuer.legal_name.trim()) problems.add('invalid_issuer_name');
  if (!ISSUER_TAX_REGIMES.has(issuer.tax_regime)) problems.add('invalid_issuer_tax_regime');
  if (!/^\d{5}$/.test(issuer.postal_code)) problems.add('invalid_issuer_postal_code');

  const regime = Object.hasOwn(TAX_REGIMES, receiver.tax_regime) ? (receiver.tax_regime as TaxRegime) : null;
  const use = Object.hasOwn(CFDI_USES, receiver.cfdi_use) ? (receiver.cfdi_use as CfdiUse) : null;
  if (!regime) problems.add('invalid_tax_regime');
  if (!use) problems.add('invalid_cfdi_use');
  if (normalizeRfc(receiver.rfc) !== receiver.rfc) problems.add('invalid_rfc');
  for (const problem of billingInfoProblems(
    { rfc: receiver.rfc, tax_regime: regime, cfdi_use: use, postal_code: receiver.postal_code },
    { taxRegimes: TAX_REGIMES, cfdiUses: CFDI_USES, genericRfc: GENERIC_RFC },
  )) {
    problems.add(
      {
        rfc: 'invalid_rfc',
        tax_regime: 'invalid_tax_regime',
        cfdi_use: 'invalid_cfdi_use',
        postal_code: 'invalid_postal_code',
      }[problem.field],
    );
  }
  if (!receiver.legal_name.trim() || receiver.legal_name !== receiver.legal_name.trim())
    problems.add('invalid_legal_name');
  if (receiver.rfc === GENERIC_RFC) {
    // The general public's CFDI is the issuer's periodic global invoice (InformacionGlobal), not this one; an
    // individual CFDI to the generic RFC takes the issuer's postal code.
    if (receiver.legal_name.toUpperCase().replace(/Ú/g, 'U') === 'PUBLICO EN GENERAL')
      problems.add('global_invoice_required');
    if (receiver.postal_code !== issuer.postal_code) problems.add('invalid_postal_code');
  }

  if (invoice.concepts.length === 0) problems.add('no_concepts');
  let subtotal = 0;
  let iva = 0;
  for (const concept of invoice.concepts) {
    if (!concept.description.trim() || concept.description.length > 1000) problems.add('invalid_description');
    if (!/^\d{8}$/.test(concept.product_key)) problems.add('invalid_product_key');
    if (!/^[A-Z0-9]{2,3}$/.test(concept.unit_key)) problems.add('invalid_unit_key');
    if (!Number.isSafeInteger(concept.quantity) || concept.quantity < 1) problems.add('invalid_quantity');
    if (
      !isWhole(concept.unit_price_centavos) ||
      !isWhole(concept.amount_centavos) ||
      concept.amount_centavos !== concept.unit_price_centavos * concept.quantity
    )
      problems.add('totals_mismatch');
    if (!isTransferredTaxAccepted(concept.amount_centavos, invoice.iva_basis_points, concept.iva_centavos))
      problems.add('tax_mismatch');
    subtotal += concept.amount_centavos;
    iva += concept.iva_centavos;
  }
  if (
    invoice.subtotal_centavos !== subtotal ||
    invoice.iva_centavos !== iva ||
    invoice.total_centavos !== invoice.subtotal_centavos + invoice.iva_centavos
  )
    problems.add('totals_mismatch');
  if (!['01', '03', '04', '28'].includes(invoice.payment_form)) problems.add('invalid_payment_form');
  if (invoice.payment_method !== 'PUE') problems.add('invalid_payment_method');
  if (invoice.currency !== 'MXN') problems.add('invalid_currency');
  if (!/^[^|]{1,25}$/.test(invoice.series) || !/^[^|]{1,40}$/.test(invoice.folio))
    problems.add('invalid_folio');
  return [...problems];
}

/**
 * The CFDI 4.0 document with a sandbox TimbreFiscalDigital: Comprobante, Emisor, Receptor, Conceptos with
 * their transferred IVA, the IVA totals, and the stamp, every seal and certificate `SANDBOX`.
 */
export function buildSandboxCfdiXml(invoice: CfdiInvoice, stamp: { uuid: string; stampedAt: Date }): string {
  const a = xmlAttribute;
  const date = cfdiDate(stamp.stampedAt);
  const tax = (base: number, amount: number) =>
    `<cfdi:Traslado Base="${cfdiAmount(base)}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="${rate(invoice.iva_basis_points)}" Importe="${cfdiAmount(amount)}"/>`;
  const concepts = invoice.concepts.map(
    (concept) =>
      `    <cfdi:Concepto ClaveProdServ="${a(concept.product_key)}" Cantidad="${concept.quantity}" ClaveUnidad="${a(concept.unit_key)}" Unidad="Unidad de servicio" Descripcion="${a(concept.description)}" ValorUnitario="${cfdiAmount(concept.unit_price_centavos)}" Importe="${cfdiAmount(concept.amount_centavos)}" ObjetoImp="02">\n` +
      `      <cfdi:Impuestos><cfdi:Traslados>${tax(concept.amount_centavos, concept.iva_centavos)}</cfdi:Traslados></cfdi:Impuestos>\n` +
      `    </cfdi:Concepto>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- ${SANDBOX_LEGEND} Sandbox CFDI issued by Forja: no fiscal validity. -->`,
    `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" Version="4.0" Serie="${a(invoice.series)}" Folio="${a(invoice.folio)}" Fecha="${date}" Sello="${SANDBOX_SEAL}" FormaPago="${invoice.payment_form}" NoCertificado="00000000000000000000" Certificado="${SANDBOX_SEAL}" SubTotal="${cfdiAmount(invoice.subtotal_centavos)}" Moneda="${invoice.currency}" Total="${cfdiAmount(invoice.total_centavos)}" TipoDeComprobante="I" Exportacion="01" MetodoPago="${invoice.payment_method}" LugarExpedicion="${a(invoice.issuer.postal_code)}">`,
    `  <cfdi:Emisor Rfc="${a(invoice.issuer.rfc)}" Nombre="${a(invoice.issuer.legal_name)}" RegimenFiscal="${a(invoice.issuer.tax_regime)}"/>`,
    `  <cfdi:Receptor Rfc="${a(invoice.receiver.rfc)}" Nombre="${a(invoice.receiver.legal_name)}" DomicilioFiscalReceptor="${a(invoice.receiver.postal_code)}" RegimenFiscalReceptor="${a(invoice.receiver.tax_regime)}" UsoCFDI="${a(invoice.receiver.cfdi_use)}"/>`,
    '  <cfdi:Conceptos>',
    ...concepts,
    '  </cfdi:Conceptos>',
    `  <cfdi:Impuestos TotalImpuestosTrasladados="${cfdiAmount(invoice.iva_centavos)}"><cfdi:Traslados>${tax(invoice.subtotal_centavos, invoice.iva_centavos)}</cfdi:Traslados></cfdi:Impuestos>`,
    '  <cfdi:Complemento>',
    `    <tfd:TimbreFiscalDigital xsi:schemaLocation="http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" Version="1.1" UUID="${a(stamp.uuid)}" FechaTimbrado="${date}" RfcProvCertif="${SANDBOX_PAC_RFC}" Leyenda="${a(SANDBOX_LEGEND)}" SelloCFD="${SANDBOX_SEAL}" NoCertificadoSAT="00000000000000000000" SelloSAT="${SANDBOX_SEAL}"/>`,
    '  </cfdi:Complemento>',
    '</cfdi:Comprobante>',
    '',
  ].join('\n');
}

/** The sandbox's id for a CFDI it stamped: its UUID and stamp time, enough to write the same document again. */
function sandboxId(uuid: string, stampedAt: Date): string {
  return `sandbox_${uuid}_${stampedAt.getTime()}`;
}

/**
 * The offline invoicing provider: checks the CFDI as a PAC would (a refusal throws InvoicingRefusedError with
 * the first problem's code) and stamps it with a random UUID and a sandbox seal. No network, no fiscal validity.
 */
export function createSandboxInvoicing(deps: { clock: () => Date }): InvoicingProvider {
  function stamp(invoice: CfdiInvoice, uuid: string, stampedAt: Date): IssueOutcome {
    const [problem] = cfdiProblems(invoice);
    if (problem) throw new InvoicingRefusedError(problem, `sandbox refused the CFDI: ${problem}`);
    return {
      status: 'issued',
      cfdi: {
        provider_id: sandboxId(uuid, stampedAt),
        uuid,
        issued_at: stampedAt,
        xml: buildSandboxCfdiXml(invoice, { uuid, stampedAt }),
        pdf: null,
        test: true,
      },
    };
  }

  return {
    name: 'sandbox',
    async issue(invoice) {
      // Whole seconds, as FechaTimbrado writes them.
      const now = new Date(Math.floor(deps.clock().getTime() / 1000) * 1000);
      return stamp(invoice, randomUUID().toUpperCase(), now);
    },
    async retrieve(providerId, invoice) {
      const match = /^sandbox_([0-9A-F-]{36})_(\d{1,15})$/.exec(providerId);
      if (!match) throw new InvoicingRefusedError('unknown_invoice', 'the sandbox never issued this CFDI');
      return stamp(invoice, match[1] ?? '', new Date(Number(match[2])));
    },
  };
}
