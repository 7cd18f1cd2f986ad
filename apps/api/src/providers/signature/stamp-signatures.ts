import { formatZonedDateTime, type Language } from '@forja/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * The signed copy of an envelope: the original PDF with a signature page appended, which prints each signer's
 * typed signature, name, e-mail and signing time, and the SHA-256 of the original so the page stays bound to
 * the exact document that was signed. Rendered with pdf-lib's standard fonts (Latin text only): characters
 * they cannot print are reduced to their base letter, or `?`.
 */

export type StampedSignature = {
  name: string;
  email: string;
  typed_signature: string;
  signed_at: Date;
  ip: string | null;
};

export type SignaturePageInput = {
  title: string;
  envelope_id: string;
  /** Hex SHA-256 of the original PDF. */
  original_sha256: string;
  signers: StampedSignature[];
  language: Language;
  /** Marks the page as test signatures (the sandbox provider). */
  sandbox: boolean;
};

type StampTexts = {
  heading: string;
  sandbox_notice: string;
  document: string;
  envelope: string;
  original_sha256: string;
  signature: string;
  name: string;
  email: string;
  signed_at: string;
  ip: string;
};

// The standard PDF fonts cover Latin text only, so a Chinese reader gets the English page.
const TEXTS: Record<'es' | 'en', StampTexts> = {
  es: {
    heading: 'Hoja de firmas electrónicas',
    sandbox_notice:
      'SANDBOX: firmas de prueba hechas en el entorno de pruebas de Forja. No tienen validez legal.',
    document: 'Documento',
    envelope: 'Sobre de firma',
    original_sha256: 'SHA-256 del documento original',
    signature: 'Firma',
    name: 'Nombre',
    email: 'Correo electrónico',
    signed_at: 'Firmado el',
    ip: 'Dirección IP',
  },
  en: {
    heading: 'Electronic signature page',
    sandbox_notice: "SANDBOX: test signatures made in Forja's test environment. They have no legal effect.",
    document: 'Document',
    envelope: 'Signing envelope',
    original_sha256: 'SHA-256 of the original document',
    signature: 'Signature',
    name: 'Name',
    email: 'E-mail',
    signed_at: 'Signed on',
    ip: 'IP address',
  },
};

const MARGIN = 56;
const LETTER: [number, number] = [612, 792];
const INK = rgb(0.11, 0.12, 0.14);
const MUTED = rgb(0.29, 0.31, 0.34);
const RULE = rgb(0.6, 0.62, 0.65);

/** Text the font can print: whitespace as plain spaces, other characters reduced to their base letter or `?`. */
export function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (known.has(code)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base && [...base].every((c) => known.has(c.codePointAt(0) ?? 0)) ? base : '?';
  }
  return out;
}

/** Splits text into lines no wider than `width` (long words are cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export async function stampSignatures(original: Buffer, input: SignaturePageInput): Promise<Buffer> {
  const pdf = await PDFDocument.load(original);
  const shown = input.language === 'es' ? 'es' : 'en';
  const t = TEXTS[shown];
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const mono = await pdf.embedFont(StandardFonts.Courier);

  const pages = pdf.getPages();
  const last = pages[pages.length - 1];
  const [pageWidth, pageHeight] = last ? [last.getWidth(), last.getHeight()] : LETTER;
  const width = pageWidth - 2 * MARGIN;

  let page: PDFPage = pdf.addPage([pageWidth, pageHeight]);
  let y = pageHeight - MARGIN;

  /** Starts a new page when the next block would not fit. */
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([pageWidth, pageHeight]);
    y = pageHeight - MARGIN;
  };
  const write = (
    text: string,
    font: PDFFont,
    size: number,
    color = INK,
    x = MARGIN,
    maxWidth = width,
  ): void => {
    for (const line of wrap(printable(text, font), font, size, maxWidth)) {
      room(size * 1.4);
      y -= size * 1.15;
      page.drawText(line, { x, y, size, font, color });
      y -= size * 0.35;
    }
  };

  write(t.heading, bold, 18);
  y -= 6;
  if (input.sandbox) {
    write(t.sandbox_notice, bold, 10, rgb(0.65, 0.07, 0.07));
    y -= 6;
  }
  write(`${t.document}: ${input.title}`, regular, 11);
  write(`${t.envelope}: ${input.envelope_id}`, regular, 10, MUTED);
  write(`${t.original_sha256}:`, regular, 10, MUTED);
  write(input.original_sha256, mono, 9);
  y -= 14;

  for (const signer of input.signers) {
    // A signer's block stays on one page.
    room(110);
    write(signer.typed_signature, script, 20);
    y -= 2;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + Math.min(width, 300), y },
      thickness: 0.75,
      color: RULE,
    });
    y -= 4;
    write(`${t.signature}: ${signer.typed_signature}`, regular, 9, MUTED);
    write(`${t.name}: ${signer.name}`, regular, 10);
    write(`${t.email}: ${signer.email}`, regular, 10);
    write(
      `${t.signed_at}: ${formatZonedDateTime(shown, signer.signed_at, { dateStyle: 'long', timeStyle: 'medium' })} · ${signer.signed_at.toISOString()}`,
      regular,
      10,
    );
    if (signer.ip) write(`${t.ip}: ${signer.ip}`, regular, 10);
    y -= 16;
  }

  return Buffer.from(await pdf.save());
}
