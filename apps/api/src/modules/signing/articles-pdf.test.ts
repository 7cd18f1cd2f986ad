import { createHash } from 'node:crypto';
import { makeCompany, makePartner } from '@forja/domain/testing/fixtures';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText, withoutWhitespace } from '../../test/pdf-text';
import { renderArticlesPdf } from './articles-pdf';
import { articlesText, type ArticlesText } from './articles-text';

const GENERATED_AT = new Date('2026-03-05T16:30:00Z');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function draft(): ArticlesText {
  return articlesText(
    makeCompany({
      company_type: 'sapi',
      legal_name: 'Café del Norte',
      fiscal_residence: 'Av. Álvaro Obregón 100, Roma Norte, 06700, Cuauhtémoc, Ciudad de México',
      partners: [
        makePartner({
          id: 1,
          name: 'Zoë Ñúñez',
          nationalities: [{ id: 1, code: 'MX', name: 'MX' }],
          shares: [{ id: 11, share_series_id: 1, percentage: 60 }],
        }),
        makePartner({
          id: 2,
          name: '王伟',
          nationalities: [{ id: 2, code: 'CN', name: 'CN' }],
          shares: [{ id: 12, share_series_id: 1, percentage: 40 }],
        }),
      ],
    }),
  );
}

const meta = { version: 3, generatedAt: GENERATED_AT, companyName: 'Café del Norte, S.A.P.I. de C.V.' };

describe('renderArticlesPdf', () => {
  it('renders the draft: legal name, partners, clauses, version and draft marks on every page', async () => {
    const pdf = await renderArticlesPdf(draft(), meta);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text: raw, pages, pageCount } = await pdfText(pdf);
    // Long lines wrap: compare single-spaced text.
    const text = raw.replace(/\s+/g, ' ');
    expect(pageCount).toBeGreaterThan(1);
    expect(text).toContain('PROYECTO DE ACTA CONSTITUTIVA DE CAFÉ DEL NORTE, S.A.P.I. DE C.V.');
    expect(text).toContain('Zoë Ñúñez');
    // The standard fonts cannot draw Chinese: the name is kept as one "?" per character rather than failing.
    expect(text).toContain('??, persona física, de nacionalidad china');
    expect(text).toContain('CLÁUSULA PRIMERA. DENOMINACIÓN');
    expect(text).toContain('CLÁUSULA SEXTA. CAPITAL SOCIAL');
    expect(text).toContain('$50,000.00 M.N.');
    pages.forEach((page, index) => {
      expect(page).toContain(
        'PROYECTO — versión 3 — generado 5 de marzo de 2026, 10:30 h (Ciudad de México)',
      );
      expect(page).toContain('BORRADOR');
      expect(page).toContain(`Página ${index + 1} de ${pageCount}`);
    });
  });

  it('gives equal bytes for equal input, with the document dates taken from generatedAt', async () => {
    const first = await renderArticlesPdf(draft(), meta);
    const second = await renderArticlesPdf(draft(), meta);
    expect(sha256(second)).toBe(sha256(first));
    const later = await renderArticlesPdf(draft(), {
      ...meta,
      generatedAt: new Date('2026-03-06T16:30:00Z'),
    });
    expect(sha256(later)).not.toBe(sha256(first));
    const loaded = await PDFDocument.load(first, { updateMetadata: false });
    expect(loaded.getCreationDate()?.toISOString()).toBe(GENERATED_AT.toISOString());
    expect(loaded.getModificationDate()?.toISOString()).toBe(GENERATED_AT.toISOString());
    expect(loaded.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it('flows long input over many pages', async () => {
    const long: Pick<ArticlesText, 'title' | 'sections'> = {
      title: 'PROYECTO DE PRUEBA',
      sections: Array.from({ length: 30 }, (_, index) => ({
        heading: `CLÁUSULA ${index + 1}. PRUEBA`,
        paragraphs: Array.from(
          { length: 4 },
          (_, paragraph) => `Párrafo ${index + 1}.${paragraph + 1}: ${'texto de relleno '.repeat(40)}`,
        ),
      })),
    };
    const { text, pageCount } = await pdfText(await renderArticlesPdf(long, meta));
    expect(pageCount).toBeGreaterThan(5);
    expect(text).toContain('CLÁUSULA 30. PRUEBA');
    expect(text).toContain('Párrafo 30.4:');
    expect(text).toContain(`Página ${pageCount} de ${pageCount}`);
  });

  it('does not fail on characters the standard fonts cannot encode', async () => {
    const odd: Pick<ArticlesText, 'title' | 'sections'> = {
      title: 'Título con 王伟 y emoji 🚀',
      sections: [
        {
          heading: 'Sección ≥ 1 — Őrség',
          paragraphs: [
            'Zoë Ñúñez y 王伟\tfirman\nhoy; “comillas” € ﬁn Ａ ‐ guion; 𝒳 e\u0301 \u200b.',
            `${'x'.repeat(400)} palabra-larga`,
          ],
        },
      ],
    };
    const pdf = await renderArticlesPdf(odd, { ...meta, companyName: 'Sociedad 王伟 🚀' });
    const { text } = await pdfText(pdf);
    expect(text).toContain('Título con ?? y emoji ?');
    expect(text).toContain('Sección >= 1 — Orség');
    expect(text).toContain('Zoë Ñúñez y ?? firman hoy; “comillas” € fin A - guion; X é .');
    expect(withoutWhitespace(text)).toContain(`${'x'.repeat(400)}palabra-larga`);
    expect(text).toContain('Sociedad ?? ?');
  });
});
