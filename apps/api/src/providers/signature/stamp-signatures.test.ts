import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { printable, stampSignatures, type StampedSignature } from './stamp-signatures';

async function original(size: [number, number]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage(size);
  return Buffer.from(await pdf.save());
}

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const signer = (index: number, name = `Socio ${index}`): StampedSignature => ({
  name,
  email: `socio${index}@example.com`,
  typed_signature: name,
  signed_at: new Date(Date.UTC(2026, 10, 22, 12, index)),
  ip: '203.0.113.7',
});

describe('the signature page', () => {
  it('takes the size of the last page and flows onto more pages when many sign', async () => {
    const signed = await stampSignatures(await original([595, 842]), {
      title: 'Articles of incorporation',
      envelope_id: 'env_1',
      original_sha256: 'f'.repeat(64),
      signers: Array.from({ length: 9 }, (_, index) => signer(index + 1)),
      language: 'en',
      sandbox: false,
    });
    const pdf = await PDFDocument.load(signed);
    expect(pdf.getPageCount()).toBeGreaterThan(2);
    expect(pdf.getPages().every((page) => page.getWidth() === 595 && page.getHeight() === 842)).toBe(true);
    const text = await textOf(signed);
    expect(text).toContain('Electronic signature page');
    expect(text).toContain('socio9@example.com');
    expect(text).not.toContain('SANDBOX');
  });

  it('prints what the standard fonts cannot draw as a base letter or a question mark', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    expect(printable('José Ñúñez', font)).toBe('José Ñúñez');
    expect(printable('Łukasz\u202fWęgrzyn', font)).toBe('?ukasz Wegrzyn');
    expect(printable('王小明', font)).toBe('???');
    const signed = await stampSignatures(await original([612, 792]), {
      title: '公司章程',
      envelope_id: 'env_2',
      original_sha256: 'a'.repeat(64),
      signers: [signer(1, '王小明')],
      language: 'zh_cn',
      sandbox: true,
    });
    expect(await textOf(signed)).toContain('Electronic signature page');
  });
});
