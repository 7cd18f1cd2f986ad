import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pdfText, withoutWhitespace } from '../../test/pdf-text';
import { renderSignatureCertificate, type SignatureCertificate } from './signature-certificate-pdf';

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

const LONG_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15 ExtraLongToken/' +
  'a'.repeat(180);

function certificate(overrides: Partial<SignatureCertificate> = {}): SignatureCertificate {
  return {
    companyName: 'Café del Norte, S.A.P.I. de C.V.',
    documentTitle: 'Acta constitutiva — Café del Norte, S.A.P.I. de C.V.',
    envelopeId: 'env_01HZX4Q9K2M7',
    provider: 'sandbox',
    draftVersion: 3,
    sha256Before: hash('before'),
    sha256After: hash('after'),
    completedAt: new Date('2026-03-05T18:00:00Z'),
    signers: [
      {
        name: 'Zoë Ñúñez',
        email: 'zoe@example.mx',
        signedAt: new Date('2026-03-05T16:30:00Z'),
        viewedAt: new Date('2026-03-05T16:25:10Z'),
        ip: '203.0.113.7',
        userAgent: LONG_AGENT,
      },
      {
        name: '王伟',
        email: 'wei@example.cn',
        signedAt: new Date('2026-03-05T17:59:59Z'),
        viewedAt: null,
        ip: null,
        userAgent: null,
      },
      {
        name: 'Bruno Díaz Ruiz',
        email: 'bruno@example.mx',
        signedAt: new Date('2026-03-05T17:00:00Z'),
        viewedAt: new Date('2026-03-05T16:59:00Z'),
        ip: '2001:db8::1',
        userAgent: 'curl/8.5.0',
      },
    ],
    ...overrides,
  };
}

describe('renderSignatureCertificate', () => {
  it('lists every signer with e-mail, times in UTC and Mexico City, IP and user agent, and both hashes', async () => {
    const input = certificate();
    const pdf = await renderSignatureCertificate(input);
    const { text, pageCount } = await pdfText(pdf);
    const compact = withoutWhitespace(text);
    expect(text).toContain('Certificado de firma electrónica');
    expect(text).toContain('Audit certificate');
    expect(text).toContain('Café del Norte, S.A.P.I. de C.V.');
    expect(text).toContain('env_01HZX4Q9K2M7');
    expect(text).toContain('sandbox');
    expect(compact).toContain(input.sha256Before);
    expect(compact).toContain(input.sha256After);
    expect(text).toContain('Zoë Ñúñez');
    expect(text).toContain('zoe@example.mx');
    expect(text).toContain('2026-03-05T16:30:00.000Z (UTC)');
    expect(text).toContain('2026-03-05 10:30:00 UTC-06:00 (America/Mexico_City)');
    expect(text).toContain('2026-03-05T16:25:10.000Z (UTC)');
    expect(text).toContain('203.0.113.7');
    expect(compact).toContain(withoutWhitespace(LONG_AGENT));
    // The standard fonts cannot draw Chinese: the name keeps its code points so it stays identifiable.
    expect(text).toContain('2. ?? (U+738B U+4F1F)');
    expect(text).toContain('wei@example.cn');
    expect(text).toContain('2026-03-05 11:59:59 UTC-06:00 (America/Mexico_City)');
    expect(text).toContain('No registrada / not recorded');
    expect(text).toContain('No registrado / not recorded');
    expect(text).toContain('Bruno Díaz Ruiz');
    expect(text).toContain('2001:db8::1');
    expect(text).toContain('curl/8.5.0');
    expect(text).toContain('Firmantes (3)');
    expect(text).toContain(`Página 1 de ${pageCount} / Page 1 of ${pageCount}`);
  });

  it('keeps the whole hash visible when it has to wrap', async () => {
    const before = `${hash('a')}${hash('b')}`;
    const { text } = await pdfText(await renderSignatureCertificate(certificate({ sha256Before: before })));
    expect(withoutWhitespace(text)).toContain(before);
  });

  it('runs over several pages for many signers, and is byte-for-byte stable', async () => {
    const signer = certificate().signers[0]!;
    const many = certificate({
      signers: Array.from({ length: 12 }, (_, index) => ({
        ...signer,
        name: `Firmante ${index + 1}`,
        email: `firmante${index + 1}@example.mx`,
      })),
    });
    const first = await renderSignatureCertificate(many);
    const { text, pageCount } = await pdfText(first);
    expect(pageCount).toBeGreaterThan(1);
    for (let index = 1; index <= 12; index += 1) expect(text).toContain(`firmante${index}@example.mx`);
    expect(text).toContain(`Página ${pageCount} de ${pageCount}`);
    const second = await renderSignatureCertificate(many);
    expect(hash(second.toString('latin1'))).toBe(hash(first.toString('latin1')));
  });

  it('renders a certificate with no signers', async () => {
    const { text } = await pdfText(await renderSignatureCertificate(certificate({ signers: [] })));
    expect(text).toContain('Sin firmantes registrados.');
  });
});
