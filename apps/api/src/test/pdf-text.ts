import { PDFParse } from 'pdf-parse';

export type PdfText = {
  /** Every page's text, pages joined by a blank line. */
  text: string;
  /** Each page's text, in order. */
  pages: string[];
  pageCount: number;
};

/** The text of a PDF as a reader's copy-and-paste would give it (pdf.js through pdf-parse). */
export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  // pdf.js may take over the buffer it is given: hand it a copy so the caller's bytes stay usable.
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText({ pageJoiner: '' });
    const pages = result.pages.map((page) => page.text);
    return { text: pages.join('\n\n'), pages, pageCount: result.total };
  } finally {
    await parser.destroy();
  }
}

/** The text with all whitespace removed: for values a line break may split (hashes, long ids). */
export function withoutWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Just the text of every page. */
export async function extractPdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfText(pdf)).text;
}
