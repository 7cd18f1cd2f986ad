import { MEXICO_CITY_TIME_ZONE, wallClock } from '@forja/domain';
import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/** A4 in PDF points. */
export const A4_SIZE: [number, number] = [595.28, 841.89];

export const INK = rgb(0.1, 0.1, 0.1);
export const GREY = rgb(0.4, 0.4, 0.4);

/** Characters the standard fonts cannot draw but that have a close WinAnsi spelling. */
const SUBSTITUTES: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u0131': 'i',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0126': 'H',
  '\u0127': 'h',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
};

const encodable = new Map<string, boolean>();

function canEncode(font: PDFFont, char: string): boolean {
  const key = `${font.name}\u0000${char}`;
  let known = encodable.get(key);
  if (known === undefined) {
    try {
      font.encodeText(char);
      known = true;
    } catch {
      known = false;
    }
    encodable.set(key, known);
  }
  return known;
}

/**
 * The text as the standard (WinAnsi) fonts can draw it: whitespace becomes single spaces, accented letters
 * outside WinAnsi lose their accent (ő → o), compatibility forms are unfolded (ﬁ → fi, Ａ → A), a few
 * symbols get an ASCII spelling, and anything else (王伟, emoji) becomes "?" — never an exception.
 */
export function drawableText(text: string, font: PDFFont): string {
  const normal = text.normalize('NFC').replace(/[\s\u0085\u2028\u2029]+/g, ' ');
  let out = '';
  for (const char of normal) {
    if (canEncode(font, char)) {
      out += char;
      continue;
    }
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined) {
      out += substitute;
      continue;
    }
    const stripped = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (stripped === '') continue;
    if ([...stripped].every((part) => canEncode(font, part))) {
      out += stripped;
      continue;
    }
    const folded = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += folded !== '' && [...folded].every((part) => canEncode(font, part)) ? folded : '?';
  }
  return out;
}

/**
 * For values that must stay identifiable (a signer's name): when some characters cannot be drawn, their code
 * points follow the text, e.g. "王伟" → "?? (U+738B U+4F1F)".
 */
export function withCodePoints(text: string, font: PDFFont): string {
  const lost = [...text.normalize('NFC')].filter((char) => drawableText(char, font) === '?' && char !== '?');
  if (lost.length === 0) return text;
  const points = lost.map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return `${text} (${points.join(' ')})`;
}

/** Greedy word wrap of drawable text; a word wider than the line (a hash, a URL) is cut by characters. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const clean = drawableText(text, font).trim();
  if (clean === '') return [''];
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of clean.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (rest.length > 1 && !fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** One line cut with "..." when it is too wide. */
export function fittedText(text: string, font: PDFFont, size: number, width: number): string {
  let clean = drawableText(text, font);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  while (clean.length > 1 && font.widthOfTextAtSize(`${clean}...`, size) > width) clean = clean.slice(0, -1);
  return `${clean}...`;
}

export type TextStyle = { font: PDFFont; size: number; color?: RGB };

export type Margins = { top: number; bottom: number; left: number; right: number };

/**
 * Text flowing down A4 pages: each call draws at the current height and moves down, opening a new page when
 * the next line would cross the bottom margin. Headers and footers are drawn afterwards over `pages`, once
 * their number is known.
 */
export type PageFlow = {
  readonly pages: PDFPage[];
  readonly left: number;
  readonly width: number;
  /** Opens a new page unless `height` points still fit on this one. */
  ensure(height: number): void;
  space(points: number): void;
  /** Wrapped text; `indent` shifts every line, `hanging` every line but the first. */
  paragraph(
    text: string,
    style: TextStyle & { lineHeight: number; indent?: number; hanging?: number; align?: 'left' | 'center' },
  ): void;
  /** A label in a left column and wrapped text beside it, kept together on one page when it fits. */
  row(
    label: string[],
    value: string[],
    options: { labelWidth: number; label: TextStyle; value: TextStyle; lineHeight: number },
  ): void;
};

export function createFlow(
  pdf: PDFDocument,
  margins: Margins,
  onNewPage?: (page: PDFPage) => void,
): PageFlow {
  const [pageWidth, pageHeight] = A4_SIZE;
  const pages: PDFPage[] = [];
  let page: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage(A4_SIZE);
    pages.push(page);
    onNewPage?.(page);
    y = pageHeight - margins.top;
  };
  newPage();
  const width = pageWidth - margins.left - margins.right;
  const ensure = (height: number) => {
    if (y - height < margins.bottom && y < pageHeight - margins.top) newPage();
  };
  const draw = (line: string, x: number, style: TextStyle) => {
    if (line !== '')
      page.drawText(line, { x, y, size: style.size, font: style.font, color: style.color ?? INK });
  };
  return {
    pages,
    left: margins.left,
    width,
    ensure,
    space(points) {
      y -= points;
    },
    paragraph(text, style) {
      const indent = style.indent ?? 0;
      const hanging = style.hanging ?? 0;
      const first = wrapText(text, style.font, style.size, width - indent);
      const lines =
        hanging > 0 && first.length > 1
          ? [
              first[0]!,
              ...wrapText(first.slice(1).join(' '), style.font, style.size, width - indent - hanging),
            ]
          : first;
      lines.forEach((line, index) => {
        ensure(style.lineHeight);
        y -= style.lineHeight;
        const x =
          style.align === 'center'
            ? margins.left + (width - style.font.widthOfTextAtSize(line, style.size)) / 2
            : margins.left + indent + (index > 0 ? hanging : 0);
        draw(line, x, style);
      });
    },
    row(label, value, options) {
      const valueWidth = width - options.labelWidth;
      const labelLines = label.flatMap((text) =>
        wrapText(text, options.label.font, options.label.size, options.labelWidth - 8),
      );
      const valueLines = value.flatMap((text) =>
        wrapText(text, options.value.font, options.value.size, valueWidth),
      );
      const count = Math.max(labelLines.length, valueLines.length);
      ensure(count * options.lineHeight);
      for (let index = 0; index < count; index += 1) {
        ensure(options.lineHeight);
        y -= options.lineHeight;
        const labelLine = labelLines[index];
        const valueLine = valueLines[index];
        if (labelLine) draw(labelLine, margins.left, options.label);
        if (valueLine) draw(valueLine, margins.left + options.labelWidth, options.value);
      }
    },
  };
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const pad = (value: number) => String(value).padStart(2, '0');
const isValidDate = (date: Date) => date instanceof Date && !Number.isNaN(date.getTime());

/** "25 de noviembre de 2026, 07:24 h (Ciudad de México)" */
export function spanishDateTime(date: Date): string {
  if (!isValidDate(date)) return 'fecha no disponible';
  const clock = wallClock(date);
  return `${clock.day} de ${MONTHS[clock.month - 1]!} de ${clock.year}, ${pad(clock.hour)}:${pad(clock.minute)} h (Ciudad de México)`;
}

/** "2026-11-25T13:24:53.000Z" */
export function utcIso(date: Date): string {
  return isValidDate(date) ? date.toISOString() : 'fecha no disponible / date not available';
}

/** "2026-11-25 07:24:53 UTC-06:00 (America/Mexico_City)" */
export function mexicoCityTime(date: Date): string {
  if (!isValidDate(date)) return 'fecha no disponible / date not available';
  const clock = wallClock(date);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const offset = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)} UTC${sign}${hours}:${minutes} (${MEXICO_CITY_TIME_ZONE})`;
}
