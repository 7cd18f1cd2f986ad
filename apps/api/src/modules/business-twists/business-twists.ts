import { z } from 'zod';
import rawBusinessTwists from './business-twists.data.json' with { type: 'json' };

/**
 * The business activities (giros) a company can declare, for `GET business-twists`.
 *
 * Source: INEGI, Sistema de Clasificación Industrial de América del Norte, México (SCIAN 2023), 6-digit
 * classes. `name_es` is the official class title, shortened where it is long; `name_en` is a natural
 * English rendering. `sector` is the first two digits of the code (SCIAN's sector 31-33 shows as 31, 32
 * or 33; 48-49 as 48 or 49). Ids are stable: add new activities at the end, never renumber.
 */
const businessTwistSchema = z.strictObject({
  id: z.number().int().positive(),
  code: z.string().regex(/^\d{6}$/, 'SCIAN class codes have 6 digits'),
  name_es: z.string().trim().min(1),
  name_en: z.string().trim().min(1),
  sector: z.string().regex(/^\d{2}$/, 'sector codes have 2 digits'),
});

export type BusinessTwist = z.infer<typeof businessTwistSchema>;
export type BusinessTwistLanguage = 'es' | 'en';

const businessTwistsSchema = z.array(businessTwistSchema).superRefine((twists, ctx) => {
  const ids = new Set<number>();
  const codes = new Set<string>();
  twists.forEach((twist, index) => {
    if (ids.has(twist.id))
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id ${twist.id}` });
    if (codes.has(twist.code)) {
      ctx.addIssue({ code: 'custom', path: [index, 'code'], message: `duplicate code ${twist.code}` });
    }
    if (twist.sector !== twist.code.slice(0, 2)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'sector'],
        message: `sector does not match code ${twist.code}`,
      });
    }
    ids.add(twist.id);
    codes.add(twist.code);
  });
});

/** The catalogue, validated when the module loads: a broken data file fails at start-up, not mid-request. */
export const BUSINESS_TWISTS: readonly BusinessTwist[] = Object.freeze(
  businessTwistsSchema.parse(rawBusinessTwists),
);

const BY_ID: ReadonlyMap<number, BusinessTwist> = new Map(BUSINESS_TWISTS.map((twist) => [twist.id, twist]));

/** The catalogue's activity of that id, or null for one it does not have. */
export function businessTwistById(id: number): BusinessTwist | null {
  return BY_ID.get(id) ?? null;
}

/** Lower case, without accents or repeated spaces: "Electrónico " and "electronico" compare equal. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

type IndexedName = { text: string; words: string[] };
type Indexed = { twist: BusinessTwist; es: IndexedName; en: IndexedName };

function indexName(name: string): IndexedName {
  const text = normalize(name);
  return { text, words: text.split(/[^a-z0-9]+/).filter(Boolean) };
}

const INDEX: readonly Indexed[] = BUSINESS_TWISTS.map((twist) => ({
  twist,
  es: indexName(twist.name_es),
  en: indexName(twist.name_en),
}));

/**
 * How well a name matches, lower is better, or null for no match: the code starts with the query
 * (digits only), the name starts with it, a word of the name starts with it, the name contains it,
 * every word of the query starts a word of the name.
 */
function rank(query: string, queryWords: string[], name: IndexedName, code: string): number | null {
  if (/^\d+$/.test(query)) return code.startsWith(query) ? 0 : null;
  if (name.text.startsWith(query)) return 1;
  const at = name.text.indexOf(query);
  if (at > 0 && name.text[at - 1] === ' ') return 2;
  if (at > 0) return 3;
  const allWords = queryWords.every((word) => name.words.some((nameWord) => nameWord.startsWith(word)));
  if (queryWords.length > 1 && allWords) return 4;
  return null;
}

/**
 * Activities whose name (in `language`) or SCIAN code matches the query, best first: code prefix, name
 * starting with the query, a word starting with it, the name containing it, then names where every
 * word of the query starts a word, in any order; ties by shorter name, then catalogue order. Case and accents are ignored. An empty query
 * answers the first `limit` activities of the catalogue.
 */
export function searchBusinessTwists(
  query: string,
  language: BusinessTwistLanguage,
  limit = 20,
): BusinessTwist[] {
  const wanted = normalize(query);
  const max = Math.max(0, Math.floor(limit));
  if (wanted === '') return BUSINESS_TWISTS.slice(0, max);
  const queryWords = wanted.split(/[^a-z0-9]+/).filter(Boolean);
  const matches: { twist: BusinessTwist; score: number; length: number }[] = [];
  for (const entry of INDEX) {
    const name = entry[language];
    const score = rank(wanted, queryWords, name, entry.twist.code);
    if (score !== null) matches.push({ twist: entry.twist, score, length: name.text.length });
  }
  matches.sort((a, b) => a.score - b.score || a.length - b.length || a.twist.id - b.twist.id);
  return matches.slice(0, max).map((match) => match.twist);
}
