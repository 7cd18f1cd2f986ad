import { LEGAL_DOCUMENT_KINDS, LEGAL_LANGUAGES, legalDocumentSchema } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLegalLibrary, loadLegalLibrary } from './legal-documents';

/** The privacy notices and terms: public, versioned, in es, en and zh_cn. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v3/${url}` });

describe('GET legal/documents', () => {
  it('lists the current version of each kind with its date, without signing in', async () => {
    const res = await get('legal/documents');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      content: {
        documents: [
          { kind: 'privacy', version: 1, date: '2026-11-26', material: true },
          { kind: 'privacy_simplified', version: 1, date: '2026-11-26', material: true },
          { kind: 'terms', version: 1, date: '2026-11-26', material: true },
        ],
      },
    });
  });
});

describe('GET legal/documents/{kind}', () => {
  it.each(LEGAL_DOCUMENT_KINDS.flatMap((kind) => LEGAL_LANGUAGES.map((lang) => [kind, lang] as const)))(
    'serves %s in %s',
    async (kind, lang) => {
      const res = await get(`legal/documents/${kind}?lang=${lang}&version=1`);
      expect(res.statusCode, res.body).toBe(200);
      const document = legalDocumentSchema.parse(res.json<{ content: unknown }>().content);
      expect(document).toMatchObject({ kind, version: 1, date: '2026-11-26', language: lang });
      expect(document.versions).toEqual([{ version: 1, date: '2026-11-26' }]);
      expect(document.markdown).toMatch(/^# /);
      expect(document.markdown).toContain('privacidad@forja.mx');
    },
  );

  it('serves the newest version in Spanish when no language or version is asked, and es for an unknown one', async () => {
    const plain = await get('legal/documents/privacy');
    expect(plain.json()).toMatchObject({ content: { version: 1, language: 'es' } });
    expect(plain.json<{ content: { markdown: string } }>().content.markdown).toContain(
      'Aviso de privacidad integral',
    );
    const unknown = await get('legal/documents/terms?lang=fr');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ content: { kind: 'terms', language: 'es' } });
    const english = await get('legal/documents/terms?lang=en');
    expect(english.json<{ content: { markdown: string } }>().content.markdown).toContain('terms of service');
  });

  it('answers 404 not_found for an unknown kind or version, and 400 for a version that is no number', async () => {
    const kind = await get('legal/documents/cookies');
    expect(kind.statusCode).toBe(404);
    expect(kind.json()).toEqual({ message: ['not_found'] });
    const version = await get('legal/documents/privacy?version=7');
    expect(version.statusCode).toBe(404);
    expect(version.json()).toEqual({ message: ['not_found'] });
    const bad = await get('legal/documents/privacy?version=uno');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string[] }>().message[0]).toBe('invalid_request');
    const zero = await get('legal/documents/privacy?version=0');
    expect(zero.statusCode).toBe(400);
  });
});

describe('the documents in the repository', () => {
  const library = loadLegalLibrary();

  it.each(LEGAL_DOCUMENT_KINDS.flatMap((kind) => LEGAL_LANGUAGES.map((lang) => [kind, lang] as const)))(
    '%s in %s is written in every language, as markdown of headings, paragraphs and lists only',
    (kind, lang) => {
      const document = library.document(kind, 1, lang);
      expect(document?.language).toBe(lang);
      const markdown = document?.markdown ?? '';
      expect(markdown).not.toMatch(/<[a-z/!]/i); // no HTML
      expect(markdown).not.toMatch(/\]\(|!\[/); // no links or images
      expect(markdown).not.toMatch(/^\s*\|/m); // no tables
      expect(markdown).not.toMatch(/\*\*|__/); // no emphasis
    },
  );

  it('never promises a self-service download or deletion of one’s data', () => {
    for (const lang of LEGAL_LANGUAGES) {
      const markdown = library.document('privacy', 1, lang)?.markdown ?? '';
      expect(markdown).toContain('privacidad@forja.mx');
      expect(markdown).not.toMatch(/descarga|download|下载/i);
    }
  });

  it('names what the law asks of the full notice: data, purposes, recipients, retention, rights, changes', () => {
    const markdown = library.document('privacy', 1, 'es')?.markdown ?? '';
    for (const heading of [
      '## Quién es responsable de tus datos',
      '## Qué datos tratamos',
      '### Finalidades necesarias',
      '### Finalidades opcionales',
      '## Con quién compartimos tus datos',
      '## Cuánto tiempo guardamos tus datos',
      '## Tus derechos ARCO',
      '## Navegador: almacenamiento local y cookies',
      '## Cambios a este aviso',
    ]) {
      expect(markdown).toContain(heading);
    }
    for (const fact of [
      'RFC',
      'CURP',
      'selfie',
      'SAT',
      'Secretaría de Economía',
      'notario',
      '20 días hábiles',
    ]) {
      expect(markdown).toContain(fact);
    }
  });

  it('refuses a catalogue whose version has no Spanish text, or lists a version twice', () => {
    const entry = { version: 1, date: '2026-11-26', material: true };
    const catalogue = { privacy: [entry], privacy_simplified: [entry], terms: [entry] };
    expect(() => createLegalLibrary(catalogue, () => null)).toThrow(/no Spanish text/);
    expect(() =>
      createLegalLibrary({ ...catalogue, terms: [entry, entry] }, (_kind, _version, lang) =>
        lang === 'es' ? '# Texto' : null,
      ),
    ).toThrow(/twice/);
    expect(() => createLegalLibrary({ ...catalogue, terms: [] }, () => '# Texto')).toThrow(
      /Invalid legal catalogue/,
    );
  });

  it('falls back to Spanish where a version lacks a translation, and lists versions newest first', () => {
    const library2 = createLegalLibrary(
      {
        privacy: [
          { version: 1, date: '2026-11-26', material: true },
          { version: 2, date: '2027-01-15', material: false },
        ],
        privacy_simplified: [{ version: 1, date: '2026-11-26', material: true }],
        terms: [{ version: 1, date: '2026-11-26', material: true }],
      },
      (kind, version, lang) => (lang === 'zh_cn' ? null : `# ${kind} ${version} ${lang}`),
    );
    expect(library2.document('privacy', undefined, 'zh_cn')).toMatchObject({
      version: 2,
      language: 'es',
      markdown: '# privacy 2 es',
      versions: [
        { version: 2, date: '2027-01-15' },
        { version: 1, date: '2026-11-26' },
      ],
    });
    expect(library2.latestMaterial('privacy')?.version).toBe(1);
    expect(library2.document('privacy', 3, 'es')).toBeNull();
  });
});
