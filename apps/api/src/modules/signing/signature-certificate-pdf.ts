import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { GREY, INK, createFlow, fittedText, mexicoCityTime, utcIso, withCodePoints } from './pdf-layout';

export type SignatureCertificate = {
  companyName: string;
  documentTitle: string;
  envelopeId: string;
  provider: string;
  draftVersion: number;
  sha256Before: string;
  sha256After: string;
  completedAt: Date;
  signers: {
    name: string;
    email: string;
    signedAt: Date;
    ip: string | null;
    userAgent: string | null;
    viewedAt: Date | null;
  }[];
};

const MARGINS = { top: 64, bottom: 70, left: 60, right: 60 };
const TEAL = rgb(0.04, 0.37, 0.37);
const LABEL_WIDTH = 150;

/**
 * The audit certificate that goes with the signed articles: who signed, from where (IP, browser) and when (UTC and
 * Mexico City time), and the document's SHA-256 before and after signing, in full. In Spanish with English
 * subtitles; pages numbered "Página i de N / Page i of N". Its dates come from `completedAt`, so equal input
 * gives equal bytes.
 */
export async function renderSignatureCertificate(c: SignatureCertificate): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificado de firma electrónica — ${c.documentTitle}`);
  pdf.setSubject('Certificado de firma electrónica / Audit certificate');
  pdf.setAuthor('Forja');
  pdf.setCreator('Forja');
  pdf.setProducer('Forja');
  pdf.setLanguage('es-MX');
  pdf.setCreationDate(c.completedAt);
  pdf.setModificationDate(c.completedAt);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const flow = createFlow(pdf, MARGINS);

  const label = { font: bold, size: 9, color: INK };
  const value = { font: regular, size: 9.5, color: INK };
  const code = { font: mono, size: 8.5, color: INK };
  const row = (names: [string, string], lines: string[], style = value) =>
    flow.row([names[0], names[1]], lines, { labelWidth: LABEL_WIDTH, label, value: style, lineHeight: 13 });
  const when = (date: Date) => [`${utcIso(date)} (UTC)`, mexicoCityTime(date)];
  /** A value that may be long and unbroken (a hash, a user agent): its label above it, the full width below. */
  const block = (names: [string, string], text: string, style = code) => {
    flow.ensure(13 * 3);
    flow.paragraph(`${names[0]} / ${names[1]}`, { ...label, lineHeight: 13 });
    flow.paragraph(text, { ...style, lineHeight: 12, indent: 12 });
  };

  flow.paragraph('Forja', { font: bold, size: 20, color: TEAL, lineHeight: 24 });
  flow.space(6);
  flow.paragraph('Certificado de firma electrónica', { font: bold, size: 17, lineHeight: 22 });
  flow.paragraph('Audit certificate — electronic signature', {
    font: regular,
    size: 10,
    color: GREY,
    lineHeight: 14,
  });
  flow.space(14);

  row(['Sociedad', 'Company'], [c.companyName]);
  flow.space(4);
  row(['Documento', 'Document'], [c.documentTitle]);
  flow.space(4);
  row(['Versión del proyecto', 'Draft version'], [String(c.draftVersion)]);
  flow.space(4);
  row(['Proveedor de firma', 'Signature provider'], [c.provider]);
  flow.space(4);
  row(['Firma completada', 'Completed'], when(c.completedAt));
  flow.space(8);
  block(['Identificador del sobre', 'Envelope ID'], c.envelopeId);
  flow.space(6);
  block(['SHA-256 del proyecto enviado a firma', 'SHA-256 before signing'], c.sha256Before);
  flow.space(6);
  block(['SHA-256 del documento firmado', 'SHA-256 after signing'], c.sha256After);
  flow.space(16);

  flow.paragraph(`Firmantes (${c.signers.length})`, { font: bold, size: 13, lineHeight: 17 });
  flow.paragraph(`Signers (${c.signers.length})`, { font: regular, size: 9, color: GREY, lineHeight: 12 });
  flow.space(6);
  if (c.signers.length === 0) {
    flow.paragraph('Sin firmantes registrados. / No signers recorded.', { ...value, lineHeight: 13 });
  }
  c.signers.forEach((signer, index) => {
    // A signer's block starts on a page with room for most of it.
    flow.ensure(13 * 11);
    flow.space(6);
    flow.paragraph(`${index + 1}. ${withCodePoints(signer.name, bold)}`, {
      font: bold,
      size: 11,
      lineHeight: 15,
    });
    row(['Correo electrónico', 'E-mail'], [signer.email]);
    row(['Firmó', 'Signed'], when(signer.signedAt));
    row(
      ['Vio el documento', 'Viewed'],
      signer.viewedAt ? when(signer.viewedAt) : ['No registrado / not recorded'],
    );
    row(
      ['Dirección IP', 'IP address'],
      [signer.ip ?? 'No registrada / not recorded'],
      signer.ip ? code : value,
    );
    flow.space(2);
    block(
      ['Navegador', 'User agent'],
      signer.userAgent ?? 'No registrado / not recorded',
      signer.userAgent ? code : value,
    );
    flow.space(4);
  });

  flow.space(14);
  flow.paragraph(
    'La huella SHA-256 identifica el contenido exacto de cada archivo: el documento firmado que la produzca es el que firmaron las personas aquí listadas. Las horas se expresan en tiempo universal coordinado (UTC) y en la hora de la Ciudad de México.',
    { font: regular, size: 8.5, color: GREY, lineHeight: 11.5 },
  );
  flow.paragraph(
    'The SHA-256 fingerprint identifies the exact content of each file: the signed document that produces it is the one signed by the people listed here. Times are given in UTC and in Mexico City time.',
    { font: regular, size: 8.5, color: GREY, lineHeight: 11.5 },
  );

  const total = flow.pages.length;
  flow.pages.forEach((page, index) => {
    const { width } = page.getSize();
    const right = width - MARGINS.right;
    const number = `Página ${index + 1} de ${total} / Page ${index + 1} of ${total}`;
    const numberWidth = regular.widthOfTextAtSize(number, 8);
    page.drawLine({
      start: { x: MARGINS.left, y: 50 },
      end: { x: right, y: 50 },
      thickness: 0.5,
      color: GREY,
    });
    page.drawText(
      fittedText(`${c.companyName} — ${c.envelopeId}`, regular, 8, right - MARGINS.left - numberWidth - 12),
      {
        x: MARGINS.left,
        y: 36,
        size: 8,
        font: regular,
        color: GREY,
      },
    );
    page.drawText(number, { x: right - numberWidth, y: 36, size: 8, font: regular, color: GREY });
  });

  return Buffer.from(await pdf.save());
}
