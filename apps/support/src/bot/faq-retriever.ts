import type { FaqCategoryKey, SupportLanguage } from '@forja/contracts';
import MiniSearch from 'minisearch';
import type { FaqEntry, KnowledgeBase } from '../knowledge/knowledge-base';
import { questionTypes, TYPE_WORDS, type QuestionType } from './question-intent';
import { analyze, foldText, termProcessor, tokenize } from './text-analysis';

/** Where to look: one category (null: all of them), and a subcategory whose entries rank higher. */
export type RetrievalScope = {
  category: FaqCategoryKey | null;
  subcategory: string | null;
};

/** Latin words of four letters or more match by prefix, of five or more within a small edit distance. */
const isLatin = (term: string) => /^[\p{Script=Latin}\p{N}]+$/u.test(term);

export type RetrievalHit = {
  entry: FaqEntry;
  /** minisearch's BM25+ score with the field boosts: only comparable within one search. */
  score: number;
  /**
   * How much of the question this entry explains, from 0 to 1: the share of the question's terms that
   * matched it, each weighted by its rarity in the knowledge base (IDF), so that a rare word the entry
   * lacks ("Francia") weighs more than a common one it has ("capital"). Words the knowledge base has
   * never seen weigh the most; words matched only approximately (typos, prefixes) count half.
   */
  coverage: number;
  /**
   * How close the question is to the nearest way this entry is asked (its question or one of its
   * phrasings), from 0 to 1: IDF-weighted Jaccard similarity of their terms; a wording that asks why counts
   * half against a question that asks what is needed (WHY_FOR_WHAT_CLOSENESS).
   */
  closeness: number;
  /**
   * Words of the question that this entry does not match, even approximately, and that appear nowhere in
   * the knowledge base (as typed, folded): what the knowledge cannot say anything about.
   */
  unknown: string[];
  /** The user asks what something is, and this entry defines what they name. */
  defines: boolean;
  /** What hits are ranked by: score × coverage² × e^(CLOSENESS_WEIGHT × closeness), × DEFINITION_BOOST. */
  relevance: number;
};

export type FaqRetriever = {
  search(language: SupportLanguage, question: string, scope: RetrievalScope, limit?: number): RetrievalHit[];
};

/** Field boosts: the question and its phrasings say what an entry is about; the answer only mentions. */
const BOOST = { question: 3, phrasings: 2.5, keywords: 2, answer: 1 } as const;
/**
 * The first RERANK_DEPTH results are re-ranked by score × coverage^COVERAGE_EXPONENT: an entry that explains
 * all of the question beats one that scores higher on part of it.
 */
const RERANK_DEPTH = 10;
const COVERAGE_EXPONENT = 2;
/** A question word found only by fuzzy or prefix matching ("cuentame" ~ "cuenta") counts this much. */
const APPROXIMATE_MATCH_CREDIT = 0.5;
/**
 * How much being close to one of an entry's own wordings counts: relevance is multiplied by
 * e^(CLOSENESS_WEIGHT × closeness), so the entry asked the way the user asks beats one that only mentions
 * the same words more often. Tuned on the validation split.
 */
const CLOSENESS_WEIGHT = 4;
/** A subcategory the user chose makes its entries rank this much higher, without hiding the others. */
const SUBCATEGORY_BOOST = 1.5;
/** An entry whose own question is of the type the user asks (a price, a time, a definition) ranks higher. */
const QUESTION_TYPE_BOOST = 1.3;
/**
 * "A supplier asks me for the constancia de situación fiscal, what is that?": when the user asks what
 * something is, the entry that defines the thing they name ranks this much higher than entries that share the
 * rest of their words (the supplier, the contract), once DEFINED_SHARE of what it defines is named.
 */
const DEFINITION_BOOST = 2.5;
const DEFINED_SHARE = 0.5;
/**
 * "¿Qué documentos necesito?" and "¿Por qué necesitan mis documentos?" share every search term: the words that
 * tell them apart ("qué", "por qué") are stop words. When the user asks what is needed and not why, a wording
 * of an entry that asks why is only this close to their question: it explains the need, it does not list it.
 */
const WHY_FOR_WHAT_CLOSENESS = 0.5;

/** What an entry's own question defines: the words after "¿Qué es…", "What is…", "什么是…" (folded). */
const DEFINED: Record<SupportLanguage, RegExp> = {
  es: /\bque (?:es|son|significa|significan) (.+?)(?:\?|$| y (?=(?:como|cuanto|cuanta|cual|cuales|quien|cuando|donde|para|por que|tengo|necesito|lo|la)\b))/,
  en: /\bwhat (?:is|are|does|do) (.+?)(?:\bmean\b|\?|$| and (?=(?:how|what|when|where|who|which|why|do|does|is|can|should|must)\b))/,
  zh_cn: /(?:什么是(.+?)(?:[？?]|$)|^(.+?)是什么)/,
};

function definedBy(question: string, language: SupportLanguage): string[] {
  const match = DEFINED[language].exec(foldText(question));
  const subject = match?.[1] ?? match?.[2];
  return subject ? analyze(subject, language) : [];
}

type IndexedEntry = Pick<FaqEntry, 'id' | 'category' | 'subcategory' | 'question' | 'answer'> & {
  phrasings: string;
  keywords: string;
};

type Asking = { terms: ReadonlySet<string>; asksWhy: boolean };

type LanguageIndex = {
  search: MiniSearch<IndexedEntry>;
  entries: ReadonlyMap<string, FaqEntry>;
  /** The types of each entry's own question. */
  types: ReadonlyMap<string, ReadonlySet<QuestionType>>;
  /** The terms of what each entry defines: its question's and its phrasings' "what is…" subjects. */
  defines: ReadonlyMap<string, ReadonlyArray<readonly string[]>>;
  /** Each way an entry is asked (its question and each of its phrasings): its terms, and whether it asks why. */
  askings: ReadonlyMap<string, ReadonlyArray<Asking>>;
  /** Inverse document frequency of every term of the knowledge base in this language. */
  idf: ReadonlyMap<string, number>;
  unknownTermIdf: number;
};

function buildIndex(language: SupportLanguage, entries: readonly FaqEntry[]): LanguageIndex {
  const processTerm = termProcessor(language);
  const search = new MiniSearch<IndexedEntry>({
    fields: ['question', 'phrasings', 'keywords', 'answer'],
    storeFields: ['category', 'subcategory'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { ...BOOST },
      prefix: (term) => isLatin(term) && term.length >= 4,
      fuzzy: (term) => (isLatin(term) && term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  search.addAll(
    entries.map((entry) => ({
      ...entry,
      phrasings: entry.phrasings.join(' \n '),
      keywords: entry.keywords.join(' \n '),
    })),
  );

  const documentFrequency = new Map<string, number>();
  for (const entry of entries) {
    const text = [entry.question, ...entry.phrasings, ...entry.keywords, entry.answer].join(' ');
    for (const term of analyze(text, language)) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const count = entries.length;
  const idf = new Map(
    [...documentFrequency].map(([term, frequency]) => [term, Math.log(1 + count / frequency)] as const),
  );
  return {
    search,
    entries: new Map(entries.map((entry) => [entry.id, entry])),
    types: new Map(entries.map((entry) => [entry.id, questionTypes(entry.question, language)])),
    defines: new Map(
      entries.map((entry) => [
        entry.id,
        [entry.question, ...entry.phrasings]
          .map((asking) => definedBy(asking, language))
          .filter((subject) => subject.length > 0),
      ]),
    ),
    askings: new Map(
      entries.map((entry) => [
        entry.id,
        [entry.question, ...entry.phrasings].map((asking) => ({
          terms: new Set(analyze(asking, language)),
          asksWhy: questionTypes(asking, language).has('reason'),
        })),
      ]),
    ),
    idf,
    unknownTermIdf: Math.log(1 + count / 0.5),
  };
}

/**
 * A span of text in quotes: straight, curly, angle or Chinese corner brackets. A quote between letters is an
 * apostrophe ("what's", "don't"), not a quote.
 */
const QUOTED = /(?<![\p{L}\p{N}])['"“‘«「『]([^'"”’»」』]{2,60})['"”’»」』](?![\p{L}\p{N}])/gu;

/**
 * Full-text retrieval over the knowledge base: one minisearch index per language, built at the first question in
 * that language (about 0.2 s each, which the server's start no longer waits for, three times over).
 */
export function createFaqRetriever(knowledgeBase: KnowledgeBase): FaqRetriever {
  const indexes = new Map<SupportLanguage, LanguageIndex>();
  const indexOf = (language: SupportLanguage): LanguageIndex => {
    let index = indexes.get(language);
    if (!index) {
      index = buildIndex(language, knowledgeBase.entries[language]);
      indexes.set(language, index);
    }
    return index;
  };

  return {
    search(language, question, scope, limit = 5) {
      const index = indexOf(language);
      const asked = questionTypes(question, language);
      const asksWhatIsNeeded = asked.has('requirement') && !asked.has('reason');
      // Words in quotes that the knowledge never uses are the user's own text, a name they propose
      // ("¿puedo registrar 'Verde & Rojo Diseño'?"), not what they ask about.
      const quotedUnknown = new Set(
        [...question.matchAll(QUOTED)].flatMap((match) =>
          analyze(match[1] ?? '', language).filter((term) => !index.idf.has(term)),
        ),
      );
      const words = analyze(question, language).filter((term) => !quotedUnknown.has(term));
      const terms =
        words.length > 0
          ? words
          : [...asked].flatMap((type) => analyze(TYPE_WORDS[language][type] ?? '', language));
      if (terms.length === 0) return [];
      const processTerm = termProcessor(language);
      const typed = new Map(tokenize(question).map((word) => [processTerm(word), word] as const));
      const weight = (term: string) => index.idf.get(term) ?? index.unknownTermIdf;
      const total = terms.reduce((sum, term) => sum + weight(term), 0);
      const typeBoost = (id: string) =>
        [...(index.types.get(id) ?? [])].some((type) => asked.has(type)) ? QUESTION_TYPE_BOOST : 1;
      const definesNamed = (id: string) =>
        asked.has('definition') &&
        (index.defines.get(id) ?? []).some((defined) => {
          const named = defined
            .filter((term) => terms.includes(term))
            .reduce((sum, term) => sum + weight(term), 0);
          const all = defined.reduce((sum, term) => sum + weight(term), 0);
          return named >= DEFINED_SHARE * all;
        });

      const results = index.search.search(terms.join(' '), {
        // The terms are already analysed: split and keep them as they are.
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        filter: scope.category === null ? undefined : (result) => result.category === scope.category,
        boostDocument: (id, _term, stored) =>
          typeBoost(id as string) *
          (scope.subcategory !== null && stored?.subcategory === scope.subcategory ? SUBCATEGORY_BOOST : 1),
      });

      const hits = results.slice(0, RERANK_DEPTH).flatMap((result) => {
        const entry = index.entries.get(result.id as string);
        if (!entry) return [];
        const matched = new Set(result.queryTerms);
        const exact = new Set(result.terms);
        const covered = terms
          .filter((term) => matched.has(term))
          .reduce((sum, term) => sum + weight(term) * (exact.has(term) ? 1 : APPROXIMATE_MATCH_CREDIT), 0);
        const coverage = covered / total;
        const closeness = Math.max(
          0,
          ...(index.askings.get(entry.id) ?? []).map((asking) => {
            let shared = 0;
            let union = total;
            for (const term of terms) if (asking.terms.has(term)) shared += weight(term);
            for (const term of asking.terms) if (!terms.includes(term)) union += weight(term);
            const similarity = union > 0 ? shared / union : 0;
            return asking.asksWhy && asksWhatIsNeeded ? similarity * WHY_FOR_WHAT_CLOSENESS : similarity;
          }),
        );
        const defines = definesNamed(entry.id);
        const relevance =
          result.score *
          coverage ** COVERAGE_EXPONENT *
          Math.exp(CLOSENESS_WEIGHT * closeness) *
          (defines ? DEFINITION_BOOST : 1);
        const unknown = terms
          .filter((term) => !matched.has(term) && !index.idf.has(term))
          .map((term) => typed.get(term) ?? term);
        return [{ entry, score: result.score, coverage, closeness, unknown, defines, relevance }];
      });
      return hits.sort((a, b) => b.relevance - a.relevance).slice(0, limit);
    },
  };
}
