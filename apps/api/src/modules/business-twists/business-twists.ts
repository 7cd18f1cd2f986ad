import { z } from 'zod';
import rawBusinessTwists from './business-twists.data.json' with { type: 'json' };

/**
 * The business activities (giros) a company can declare, for `GET business-twists`.
 *
 * Source: INEGI, Sistema de Clasificación Industrial de América del Norte, México (SCIAN 2023), 6-digit
 * classes. `name_es` is the official class title, shortened where it is long; `name_en` is a natural
 * English rendering; `name_zh` a Simplified Chinese one, translated from both (Mexican terms such as tortilla
 * or SOFOM kept in parentheses). `sector` is the first two digits of the code (SCIAN's sector 31-33 shows as 31, 32
 * or 33; 48-49 as 48 or 49). Ids are stable: add new activities at the end, never renumber.
 */
const businessTwistSchema = z.strictObject({
  id: z.number().int().positive(),
  code: z.string().regex(/^\d{6}$/, 'SCIAN class codes have 6 digits'),
  name_es: z.string().trim().min(1),
  name_en: z.string().trim().min(1),
  name_zh: z
    .string()
    .trim()
    .min(1)
    .regex(/\p{Script=Han}/u, 'name_zh is written in Chinese characters'),
  sector: z.string().regex(/^\d{2}$/, 'sector codes have 2 digits'),
});

export type BusinessTwist = z.infer<typeof businessTwistSchema>;
export type BusinessTwistLanguage = 'es' | 'en' | 'zh';

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

/**
 * Lower case, without accents or repeated spaces, full-width letters and digits folded to plain ones (NFKD):
 * "Electrónico " and "electronico" compare equal, and so do "５４１５" and "5415" typed with a Chinese IME.
 */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A query with a Chinese character searches the Chinese names; one without searches the Latin ones. */
const HAN = /\p{Script=Han}/u;

type IndexedName = { text: string; words: string[] };
type Indexed = { twist: BusinessTwist; es: IndexedName; en: IndexedName; zh: string };

function indexName(name: string): IndexedName {
  const text = normalize(name);
  return { text, words: text.split(/[^a-z0-9]+/).filter(Boolean) };
}

const INDEX: readonly Indexed[] = BUSINESS_TWISTS.map((twist) => ({
  twist,
  es: indexName(twist.name_es),
  en: indexName(twist.name_en),
  zh: normalize(twist.name_zh),
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
 * The same for a Chinese name, which has no spaces to split into words: the name starts with the query,
 * contains it, or contains every group of the query (split on spaces and punctuation), in any order.
 */
function rankChinese(query: string, groups: string[], name: string): number | null {
  if (name.startsWith(query)) return 1;
  if (name.includes(query)) return 3;
  if (groups.length > 1 && groups.every((group) => name.includes(group))) return 4;
  return null;
}

/** Ranks after every English one: on a Chinese page, a Latin query tries the Spanish names second. */
const SPANISH_AFTER_ENGLISH = 5;

type Match = { twist: BusinessTwist; score: number; length: number };

function match(entry: Indexed, wanted: string, language: BusinessTwistLanguage): Match | null {
  const { twist } = entry;
  if (language === 'zh' && HAN.test(wanted)) {
    const groups = wanted.split(/[\s\p{P}]+/u).filter(Boolean);
    const score = rankChinese(wanted, groups, entry.zh);
    return score === null ? null : { twist, score, length: entry.zh.length };
  }
  const queryWords = wanted.split(/[^a-z0-9]+/).filter(Boolean);
  const name = entry[language === 'zh' ? 'en' : language];
  const score = rank(wanted, queryWords, name, twist.code);
  if (score !== null) return { twist, score, length: name.text.length };
  if (language !== 'zh') return null;
  const spanish = rank(wanted, queryWords, entry.es, twist.code);
  return spanish === null
    ? null
    : { twist, score: spanish + SPANISH_AFTER_ENGLISH, length: entry.es.text.length };
}

/**
 * Activities whose name (in `language`) or SCIAN code matches the query, best first: code prefix, name
 * starting with the query, a word starting with it, the name containing it, then names where every
 * word of the query starts a word, in any order; ties by shorter name, then catalogue order. Case and
 * accents are ignored. An empty query answers the first `limit` activities of the catalogue.
 *
 * In Chinese (`zh`) a query with Chinese characters is looked for in the Chinese names (see `rankChinese`);
 * a query without any (a code, "software", "restaurant") in the English names, then in the Spanish ones
 * ("abarrotes"), since a founder in Mexico meets the activities under those names too.
 */
export function searchBusinessTwists(
  query: string,
  language: BusinessTwistLanguage,
  limit = 20,
): BusinessTwist[] {
  const wanted = normalize(query);
  const max = Math.max(0, Math.floor(limit));
  if (wanted === '') return BUSINESS_TWISTS.slice(0, max);
  const matches: Match[] = [];
  for (const entry of INDEX) {
    const found = match(entry, wanted, language);
    if (found) matches.push(found);
  }
  matches.sort((a, b) => a.score - b.score || a.length - b.length || a.twist.id - b.twist.id);
  return matches.slice(0, max).map((found) => found.twist);
}
