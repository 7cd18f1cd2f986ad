import { inflateSync } from 'node:zlib';

/**
 * The RFCs printed on a tax-status certificate (Constancia de Situación Fiscal), read from the PDF's bytes
 * without a PDF library: the text of the page streams is searched as stored, and each FlateDecode stream is
 * inflated with zlib first (the SAT's PDFs compress their content). pdf-parse stays a devDependency: reading
 * the RFC is best effort, only to flag a mismatch for the operator, whose review of the document approves it.
 * A PDF whose text cannot be read this way (an image, a font with its own encoding) answers no RFC.
 */
const RFC_PATTERN = /(?<![A-Z0-9&Ñ])([A-Z&Ñ]{3,4}\d{6}[A-Z0-9]{3})(?![A-Z0-9])/g;
const MAX_STREAMS = 200;
const MAX_INFLATED_BYTES = 8 * 1024 * 1024;

/** The PDF's literal strings `( … )` joined, so text split by the page's operators reads as one. */
function literalText(content: string): string {
  const strings: string[] = [];
  const literal = /\(((?:\\.|[^\\)])*)\)/g;
  for (const match of content.matchAll(literal)) strings.push((match[1] ?? '').replace(/\\(.)/g, '$1'));
  return strings.join('');
}

function streamsOf(pdf: Buffer): string[] {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  const marker = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  let inflatedBytes = 0;
  while ((match = marker.exec(raw)) !== null && texts.length < MAX_STREAMS) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      const inflated = inflateSync(bytes, { maxOutputLength: MAX_INFLATED_BYTES });
      inflatedBytes += inflated.length;
      texts.push(inflated.toString('latin1'));
    } catch {
      texts.push(bytes.toString('latin1'));
    }
    if (inflatedBytes > MAX_INFLATED_BYTES) break;
    marker.lastIndex = end;
  }
  return texts;
}

/** Every distinct RFC found in the PDF, uppercase. */
export function rfcsInPdf(pdf: Buffer): string[] {
  const found = new Set<string>();
  const sources = [pdf.toString('latin1'), ...streamsOf(pdf)];
  for (const source of sources) {
    for (const text of [source, literalText(source)]) {
      for (const match of text.toUpperCase().matchAll(RFC_PATTERN)) if (match[1]) found.add(match[1]);
    }
  }
  return [...found];
}
