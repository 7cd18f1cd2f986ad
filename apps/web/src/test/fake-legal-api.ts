import {
  LEGAL_DOCUMENT_KINDS,
  legalDocumentSchema,
  legalDocumentsSchema,
  type LegalDocument,
  type LegalDocumentKind,
  type LegalDocuments,
} from '@forja/contracts';
import type { Language } from '@forja/domain';

/** The published versions of each document in the fake catalogue, newest first. */
export type FakeCatalogue = Record<LegalDocumentKind, { version: number; date: string; material: boolean }[]>;

export const FAKE_LEGAL_CATALOGUE: FakeCatalogue = {
  privacy: [{ version: 1, date: '2026-11-26', material: true }],
  privacy_simplified: [{ version: 1, date: '2026-11-26', material: true }],
  terms: [{ version: 1, date: '2026-11-26', material: true }],
};

const TITLES: Record<LegalDocumentKind, Record<Language, string>> = {
  privacy: { es: 'Aviso de privacidad integral', en: 'Privacy notice', zh_cn: '隐私声明' },
  privacy_simplified: {
    es: 'Aviso de privacidad simplificado',
    en: 'Short privacy notice',
    zh_cn: '隐私声明（简版）',
  },
  terms: { es: 'Términos y condiciones', en: 'Terms of service', zh_cn: '服务条款' },
};

/** A small document in a language, at a version: a title, a paragraph with a link, a list. */
export function fakeMarkdown(kind: LegalDocumentKind, language: Language, version: number): string {
  return [
    `# ${TITLES[kind][language]}`,
    '',
    `Texto de la versión ${version}. Escríbenos a [privacidad@forja.mx](mailto:privacidad@forja.mx).`,
    '',
    '## Datos que recabamos',
    '',
    '- Datos de tu cuenta',
    '- Datos de tu **empresa**',
  ].join('\n');
}

/**
 * Answers the public legal endpoints like the API (`GET legal/documents`, `GET legal/documents/{kind}`), or null
 * for any other path. `path` is the part after /api/v3/, with its query. Languages in `missing` fall back to es.
 */
export function fakeLegalResponse(
  path: string,
  method: string,
  options: { catalogue?: FakeCatalogue; missing?: Language[]; markdown?: typeof fakeMarkdown } = {},
): Response | null {
  if (method !== 'GET' || !path.startsWith('legal/documents')) return null;
  const catalogue = options.catalogue ?? FAKE_LEGAL_CATALOGUE;
  const json = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  const url = new URL(path, 'http://forja.test/');
  if (url.pathname === '/legal/documents') {
    const content: LegalDocuments = legalDocumentsSchema.parse({
      documents: LEGAL_DOCUMENT_KINDS.map((kind) => ({ kind, ...catalogue[kind][0] })),
    });
    return json(200, { content });
  }
  const kind = url.pathname.replace('/legal/documents/', '') as LegalDocumentKind;
  if (!LEGAL_DOCUMENT_KINDS.includes(kind)) return json(404, { message: ['not_found'] });
  const versionParam = url.searchParams.get('version');
  const entry = versionParam
    ? catalogue[kind].find((candidate) => candidate.version === Number(versionParam))
    : catalogue[kind][0];
  if (!entry) return json(404, { message: ['not_found'] });
  const asked = (url.searchParams.get('lang') ?? 'es') as Language;
  const language: Language = options.missing?.includes(asked) ? 'es' : asked;
  const content: LegalDocument = legalDocumentSchema.parse({
    kind,
    ...entry,
    language,
    markdown: (options.markdown ?? fakeMarkdown)(kind, language, entry.version),
    versions: catalogue[kind].map(({ version, date }) => ({ version, date })),
  });
  return json(200, { content });
}
