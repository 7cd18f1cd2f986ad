import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  LEGAL_DOCUMENT_KINDS,
  LEGAL_LANGUAGES,
  legalDocumentSummarySchema,
  type LegalDocument,
  type LegalDocumentKind,
  type LegalDocumentSummary,
  type LegalLanguage,
} from '@forja/contracts';
import { z } from 'zod';

/**
 * The legal documents Forja publishes (privacy notice, simplified notice, terms of service), kept in the
 * repository as data: `documents/catalogue.json` lists every version of each kind with its date and whether it
 * is a material change; `documents/<kind>/<version>.<lang>.md` holds the text. A version is never edited
 * once published: a change is a new version (and, when material, users are asked to consent again).
 */
export const LEGAL_DOCUMENTS_DIR = new URL('./documents/', import.meta.url);

const catalogueEntrySchema = legalDocumentSummarySchema.omit({ kind: true });
export const legalCatalogueSchema = z.object({
  privacy: z.array(catalogueEntrySchema).min(1),
  privacy_simplified: z.array(catalogueEntrySchema).min(1),
  terms: z.array(catalogueEntrySchema).min(1),
});
export type LegalCatalogue = z.infer<typeof legalCatalogueSchema>;
export type LegalCatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** Reads one text; null when that version has no text in that language. */
export type LegalTextReader = (
  kind: LegalDocumentKind,
  version: number,
  language: LegalLanguage,
) => string | null;

export type LegalLibrary = {
  /** Every kind's newest version, in LEGAL_DOCUMENT_KINDS order. */
  current: () => LegalDocumentSummary[];
  /** The newest version of a kind. */
  latest: (kind: LegalDocumentKind) => LegalCatalogueEntry;
  /** The newest version of a kind that is a material change, or null when none is. */
  latestMaterial: (kind: LegalDocumentKind) => LegalCatalogueEntry | null;
  /** A published version, or null. */
  find: (kind: LegalDocumentKind, version: number) => LegalCatalogueEntry | null;
  /** One version's text in a language (es when that language is missing); null for an unknown version. */
  document: (
    kind: LegalDocumentKind,
    version: number | undefined,
    language: LegalLanguage,
  ) => LegalDocument | null;
};

export const isLegalDocumentKind = (value: string): value is LegalDocumentKind =>
  (LEGAL_DOCUMENT_KINDS as readonly string[]).includes(value);

/**
 * A library over a catalogue and a text reader. Every text is read once, here: a catalogue entry without its
 * Spanish text is a mistake caught at start, not a 500 later.
 */
export function createLegalLibrary(catalogueInput: unknown, read: LegalTextReader): LegalLibrary {
  const parsed = legalCatalogueSchema.safeParse(catalogueInput);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Invalid legal catalogue: ${first?.path.join('.') ?? ''} ${first?.message ?? ''}`);
  }
  // Newest first.
  const catalogue = Object.fromEntries(
    LEGAL_DOCUMENT_KINDS.map((kind) => [kind, [...parsed.data[kind]].sort((a, b) => b.version - a.version)]),
  ) as LegalCatalogue;
  const texts = new Map<string, string>();
  const key = (kind: string, version: number, language: string) => `${kind}/${version}.${language}`;
  for (const kind of LEGAL_DOCUMENT_KINDS) {
    const seen = new Set<number>();
    for (const entry of catalogue[kind]) {
      if (seen.has(entry.version))
        throw new Error(`Invalid legal catalogue: ${kind} v${entry.version} twice`);
      seen.add(entry.version);
      for (const language of LEGAL_LANGUAGES) {
        const text = read(kind, entry.version, language);
        if (text !== null) texts.set(key(kind, entry.version, language), text);
      }
      if (!texts.has(key(kind, entry.version, 'es'))) {
        throw new Error(`Invalid legal catalogue: ${kind} v${entry.version} has no Spanish text`);
      }
    }
  }

  const find = (kind: LegalDocumentKind, version: number) =>
    catalogue[kind].find((entry) => entry.version === version) ?? null;
  const latest = (kind: LegalDocumentKind) => catalogue[kind][0]!;

  return {
    current: () => LEGAL_DOCUMENT_KINDS.map((kind) => ({ kind, ...latest(kind) })),
    latest,
    latestMaterial: (kind) => catalogue[kind].find((entry) => entry.material) ?? null,
    find,
    document: (kind, version, language) => {
      const entry = version === undefined ? latest(kind) : find(kind, version);
      if (!entry) return null;
      const own = texts.get(key(kind, entry.version, language));
      const served: LegalLanguage = own === undefined ? 'es' : language;
      return {
        kind,
        version: entry.version,
        date: entry.date,
        material: entry.material,
        language: served,
        markdown: own ?? texts.get(key(kind, entry.version, 'es'))!,
        versions: catalogue[kind].map(({ version: v, date }) => ({ version: v, date })),
      };
    },
  };
}

/** The library from a folder laid out like `documents/` (the repository's own by default). */
export function loadLegalLibrary(dir: URL = LEGAL_DOCUMENTS_DIR): LegalLibrary {
  const catalogue: unknown = JSON.parse(readFileSync(new URL('catalogue.json', dir), 'utf8'));
  return createLegalLibrary(catalogue, (kind, version, language) => {
    const file = fileURLToPath(new URL(`${kind}/${version}.${language}.md`, dir));
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  });
}
