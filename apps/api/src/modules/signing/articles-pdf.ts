import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';
import type { ArticlesText } from './articles-text';
import { GREY, createFlow, fittedText, spanishDateTime } from './pdf-layout';

const MARGINS = { top: 78, bottom: 66, left: 68, right: 68 };
const DRAFT_RED = rgb(0.7, 0.1, 0.1);
/** A clause's lettered items ("a) …", "b) …") hang under their letter. */
const ITEM = /^([a-z]{1,2}\)|\d+\.|•) /;

/**
 * The draft articles as a PDF: A4, wrapped paragraphs, every page marked as a draft (a "BORRADOR" watermark and
 * a header with the version and when it was generated) and numbered "Página i de N". Equal input gives equal
 * bytes: the document's dates come from `generatedAt`, so the file's SHA-256 is stable.
 */
export async function renderArticlesPdf(
  text: Pick<ArticlesText, 'title' | 'sections'>,
  meta: { version: number; generatedAt: Date; companyName: string },
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${text.title} (versión ${meta.version})`);
  pdf.setAuthor('Forja');
  pdf.setSubject(`Proyecto de acta constitutiva — versión ${meta.version}`);
  pdf.setKeywords(['proyecto', 'borrador', 'acta constitutiva']);
  pdf.setCreator('Forja');
  pdf.setProducer('Forja');
  pdf.setLanguage('es-MX');
  pdf.setCreationDate(meta.generatedAt);
  pdf.setModificationDate(meta.generatedAt);

  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);

  const watermark = 'BORRADOR';
  const flow = createFlow(pdf, MARGINS, (page) => {
    const size = 96;
    const width = sansBold.widthOfTextAtSize(watermark, size);
    const { width: pageWidth, height: pageHeight } = page.getSize();
    // Centred on the page along its diagonal.
    const angle = Math.atan2(pageHeight, pageWidth);
    page.drawText(watermark, {
      x: pageWidth / 2 - (Math.cos(angle) * width) / 2 + Math.sin(angle) * size * 0.35,
      y: pageHeight / 2 - (Math.sin(angle) * width) / 2 - Math.cos(angle) * size * 0.35,
      size,
      font: sansBold,
      color: rgb(0.85, 0.85, 0.85),
      opacity: 0.45,
      rotate: degrees((angle * 180) / Math.PI),
    });
  });

  flow.paragraph(text.title, { font: serifBold, size: 14, lineHeight: 19, align: 'center' });
  flow.space(14);
  for (const section of text.sections) {
    // A heading keeps at least two lines of its text with it.
    flow.ensure(18 + 2 * 15);
    flow.space(6);
    flow.paragraph(section.heading, { font: serifBold, size: 11, lineHeight: 16 });
    flow.space(2);
    for (const paragraph of section.paragraphs) {
      const item = ITEM.exec(paragraph);
      const hanging = item ? serif.widthOfTextAtSize(`${item[1]!} `, 10.5) : 0;
      flow.paragraph(paragraph, {
        font: serif,
        size: 10.5,
        lineHeight: 15,
        indent: item ? 14 : 0,
        hanging,
      });
      flow.space(5);
    }
  }

  const header = `PROYECTO — versión ${meta.version} — generado ${spanishDateTime(meta.generatedAt)}`;
  const total = flow.pages.length;
  flow.pages.forEach((page, index) => {
    const { width, height } = page.getSize();
    const right = width - MARGINS.right;
    const stamp = 'BORRADOR';
    const stampWidth = sansBold.widthOfTextAtSize(stamp, 9);
    page.drawText(fittedText(header, sans, 8, right - MARGINS.left - stampWidth - 12), {
      x: MARGINS.left,
      y: height - 40,
      size: 8,
      font: sans,
      color: GREY,
    });
    page.drawText(stamp, {
      x: right - stampWidth,
      y: height - 40,
      size: 8,
      font: sansBold,
      color: DRAFT_RED,
    });
    page.drawLine({
      start: { x: MARGINS.left, y: height - 46 },
      end: { x: right, y: height - 46 },
      thickness: 0.5,
      color: GREY,
    });
    const number = `Página ${index + 1} de ${total}`;
    const numberWidth = sans.widthOfTextAtSize(number, 8);
    page.drawText(fittedText(meta.companyName, sans, 8, right - MARGINS.left - numberWidth - 12), {
      x: MARGINS.left,
      y: 36,
      size: 8,
      font: sans,
      color: GREY,
    });
    page.drawText(number, { x: right - numberWidth, y: 36, size: 8, font: sans, color: GREY });
  });

  return Buffer.from(await pdf.save());
}
