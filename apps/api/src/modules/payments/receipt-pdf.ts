import { billNumber, formatMoney, formatZonedDate, type Language } from '@forja/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { ivaLineName, productName } from '../catalogue/product-names';
import type { BillRow } from './payments.repository';

type ReceiptTexts = {
  title: string;
  number: string;
  date: string;
  company: string;
  buyer: string;
  general_public: string;
  rfc: string;
  regime: string;
  cfdi_use: string;
  postal_code: string;
  item: string;
  amount: string;
  subtotal: string;
  total: string;
  paid_with: string;
  card: (last4: string | null) => string;
  oxxo: string;
  status_paid: string;
  not_cfdi: string;
  /** What happens with the CFDI: issued apart and e-mailed (billing data given), or none asked for. */
  cfdi_requested: string;
  cfdi_not_requested: string;
};

// The standard PDF fonts cover Latin text only, so a Chinese reader gets the English receipt.
const TEXTS: Record<'es' | 'en', ReceiptTexts> = {
  es: {
    title: 'Recibo de pago',
    number: 'Folio',
    date: 'Fecha',
    company: 'Empresa',
    buyer: 'Datos de facturación',
    general_public: 'Público en general (sin datos de facturación)',
    rfc: 'RFC',
    regime: 'Régimen fiscal',
    cfdi_use: 'Uso del CFDI',
    postal_code: 'Código postal',
    item: 'Concepto',
    amount: 'Importe',
    subtotal: 'Subtotal',
    total: 'Total',
    paid_with: 'Pagado con',
    card: (last4) => (last4 ? `Tarjeta terminada en ${last4}` : 'Tarjeta'),
    oxxo: 'Efectivo en OXXO',
    status_paid: 'PAGADO',
    not_cfdi: 'Este recibo no es un comprobante fiscal.',
    cfdi_requested:
      'Tu factura electrónica (CFDI) se emite aparte con estos datos de facturación y te la enviamos por correo.',
    cfdi_not_requested: 'No se pidió CFDI para este pago: no había datos de facturación al pagar.',
  },
  en: {
    title: 'Payment receipt',
    number: 'Receipt no.',
    date: 'Date',
    company: 'Company',
    buyer: 'Billing details',
    general_public: 'General public (no billing details given)',
    rfc: 'RFC (tax ID)',
    regime: 'Tax regime',
    cfdi_use: 'CFDI use',
    postal_code: 'Postal code',
    item: 'Item',
    amount: 'Amount',
    subtotal: 'Subtotal',
    total: 'Total',
    paid_with: 'Paid with',
    card: (last4) => (last4 ? `Card ending in ${last4}` : 'Card'),
    oxxo: 'Cash at OXXO',
    status_paid: 'PAID',
    not_cfdi: 'This receipt is not a tax invoice.',
    cfdi_requested:
      'Your electronic invoice (CFDI) is issued separately with these billing details and emailed to you.',
    cfdi_not_requested: 'No CFDI was requested for this payment: there were no billing details at payment.',
  },
};

/** Characters the standard fonts (WinAnsi) cannot draw become "?" instead of failing the whole receipt. */
function drawable(text: string): string {
  return [...text].map((char) => (/[\x20-\x7e\xa0-\xff]/.test(char) ? char : '?')).join('');
}

/** One line each: a text too wide for its room is cut with "..." rather than run off the page. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  let clean = drawable(text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  while (clean.length > 1 && font.widthOfTextAtSize(`${clean}...`, size) > width) clean = clean.slice(0, -1);
  return `${clean}...`;
}

export type ReceiptInput = {
  bill: BillRow;
  /** The catalogue key of each of the bill's items (null when not known), to name them in the reader's language. */
  products: readonly (string | null)[];
  company: { name: string | null; legal_name: string | null; friendly_id: string | null };
  language: Language;
};

/** Draws the PDF receipt of a bill with pdf-lib: one A4-ish page, amounts in MXN, IVA on its own line. */
export async function renderReceiptPdf({
  bill,
  products,
  company,
  language,
}: ReceiptInput): Promise<Uint8Array> {
  const shown = language === 'es' ? 'es' : 'en';
  const t = TEXTS[shown];
  const pdf = await PDFDocument.create();
  const number = billNumber(bill);
  pdf.setTitle(`${t.title} ${number}`);
  pdf.setAuthor('Forja');
  pdf.setSubject(t.title);
  pdf.setLanguage(language === 'es' ? 'es-MX' : 'en');
  pdf.setCreationDate(bill.issued_at);
  pdf.setModificationDate(bill.issued_at);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const teal = rgb(0.04, 0.37, 0.37);
  const grey = rgb(0.35, 0.35, 0.35);
  const left = 56;
  const right = 539;
  let y = 780;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; width?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    page.drawText(fitted(value, font, size, options.width ?? right - x), {
      x,
      y,
      size,
      font,
      color: options.color ?? rgb(0.1, 0.1, 0.1),
    });
  };
  const textRight = (value: string, options: { font?: PDFFont; size?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const clean = drawable(value);
    page.drawText(clean, { x: right - font.widthOfTextAtSize(clean, size), y, size, font });
  };
  const rule = (target: PDFPage) =>
    target.drawLine({
      start: { x: left, y: y + 12 },
      end: { x: right, y: y + 12 },
      thickness: 0.5,
      color: grey,
    });

  text('Forja', left, { font: bold, size: 22, color: teal });
  textRight(t.status_paid, { font: bold, size: 12 });
  y -= 30;
  text(t.title, left, { font: bold, size: 16 });
  y -= 28;
  const date = formatZonedDate(shown, bill.issued_at, { day: '2-digit', month: '2-digit', year: 'numeric' });
  for (const [label, value] of [
    [t.number, number],
    [t.date, date],
    [
      t.company,
      [company.legal_name ?? company.name ?? '', company.friendly_id ?? ''].filter(Boolean).join(' · '),
    ],
  ] as const) {
    text(label, left, { color: grey });
    text(value, left + 110);
    y -= 16;
  }

  y -= 12;
  text(t.buyer, left, { font: bold, size: 12 });
  y -= 18;
  if (bill.billing) {
    for (const [label, value] of [
      [t.rfc, bill.billing.rfc],
      ['', bill.billing.legal_name],
      [t.regime, bill.billing.tax_regime],
      [t.cfdi_use, bill.billing.cfdi_use],
      [t.postal_code, bill.billing.postal_code],
    ] as const) {
      if (label) text(label, left, { color: grey });
      text(value, left + 110);
      y -= 16;
    }
  } else {
    text(t.general_public, left);
    y -= 16;
  }

  y -= 16;
  text(t.item, left, { font: bold });
  textRight(t.amount, { font: bold });
  y -= 18;
  rule(page);
  for (const [index, item] of bill.items.entries()) {
    // In the receipt's language (the CFDI keeps the catalogue's Spanish name).
    const name = productName(shown, products[index], item.name);
    text(item.quantity > 1 ? `${item.quantity} × ${name}` : name, left, {
      width: right - left - 120,
    });
    textRight(formatMoney(item.unit_price_centavos * item.quantity));
    y -= 16;
  }
  y -= 4;
  rule(page);
  // IVA is a whole percentage (16 %); the rounded centavos of the line give it back.
  const percent = String(
    bill.subtotal_centavos === 0 ? 16 : Math.round((bill.iva_centavos / bill.subtotal_centavos) * 100),
  );
  for (const [label, value, font] of [
    [t.subtotal, bill.subtotal_centavos, regular],
    [ivaLineName(shown, percent), bill.iva_centavos, regular],
    [`${t.total} (MXN)`, bill.total_centavos, bold],
  ] as const) {
    text(label, 360, { font });
    textRight(formatMoney(value), { font });
    y -= 16;
  }

  y -= 16;
  const method =
    bill.payment_method === 'oxxo' ? t.oxxo : bill.payment_method === 'card' ? t.card(bill.card_last4) : '';
  if (method) {
    text(`${t.paid_with}: ${method}`, left);
    y -= 24;
  }
  text(t.not_cfdi, left, { size: 8, color: grey });
  y -= 11;
  text(bill.billing ? t.cfdi_requested : t.cfdi_not_requested, left, { size: 8, color: grey });
  return pdf.save();
}
