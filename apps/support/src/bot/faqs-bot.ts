import {
  FAQ_OTHER_INQUIRY_CATEGORY,
  type Catalogue,
  type CompanyProgress,
  type SupportLanguage,
} from '@forja/contracts';
import { normalizeChatInput, type Language } from '@forja/domain';
import { badRequest, notFound } from '../http/errors';
import {
  findCategory,
  findSubcategory,
  type CategoryDefinition,
  type FaqEntry,
  type KnowledgeBase,
  type SubcategoryDefinition,
} from '../knowledge/knowledge-base';
import { composeAnswer, ivaCalculation } from './answer-composer';
import { retrievalPhraser, type AnswerPhraser } from './answer-phraser';
import { createFaqRetriever, type RetrievalHit, type RetrievalScope } from './faq-retriever';
import {
  asksOwnProgress,
  ownCase,
  isNeverOurs,
  isPlainlyOffTopic,
  namesDomain,
  questionParts,
  questionTypes,
} from './question-intent';
import {
  ALSO,
  answerWithOfferReply,
  closestAnswerReply,
  companyProgressReply,
  detectSmallTalk,
  handOffReply,
  noAnswerReply,
  offTopicReply,
  possibleCaseReply,
  smallTalkReply,
  unknownTermReply,
} from './replies';
import { analyze, detectLanguage, foldText } from './text-analysis';

/**
 * When the best entry is a confident match: it explains at least CONFIDENT_COVERAGE of the question
 * (IDF-weighted, see RetrievalHit.coverage), or it explains at least CLEAR_WINNER_COVERAGE and its
 * relevance is at least CLEAR_WINNER_RATIO times the runner-up's. Tuned on the validation split of
 * ../../evaluation, never on its test split.
 */
export const CONFIDENT_COVERAGE = 0.6;
export const CLEAR_WINNER_COVERAGE = 0.45;
export const CLEAR_WINNER_RATIO = 2;
/**
 * Below this coverage nothing in the knowledge is near the question: it is off-topic (a polite
 * redirection) when it is not about the user's own case. Between this and a confident match the nearest
 * answer is given as such, with a person offered.
 */
export const NEAR_COVERAGE = 0.22;
/** How much more of the question another topic's entry must explain to be answered instead of the topic's. */
export const OTHER_TOPIC_MARGIN = 0.2;
/** Entries explaining at least this much are handed to the phraser beside the best one. */
export const RELATED_COVERAGE = 0.45;

/** The word a definition question asks about, where it ends the question or its clause: "¿qué es la PRODECON?", "what's a RUG" (not "what's the fastest way…"). */
const ASKED_TERM: Record<SupportLanguage, RegExp> = {
  es: /\b(?:que|q) (?:es|son|significa) (?:(?:el|la|los|las|un|una|eso de) )?([\p{L}\p{N}]+)(?=\s*(?:[?¿.!,;:]|$)|\s+(?:y|o|pa|para|por)\b)/u,
  en: /\bwhat(?:'s| is| are|s) (?:(?:the|a|an) )?([\p{L}\p{N}]+)(?=\s*(?:[?.!,;:]|$)|\s+(?:and|or|for|in)\b)/u,
  zh_cn: /^$/,
};

export function isConfidentMatch(hits: readonly RetrievalHit[]): boolean {
  const [best, runnerUp] = hits;
  if (!best) return false;
  if (best.coverage >= CONFIDENT_COVERAGE) return true;
  return (
    best.coverage >= CLEAR_WINNER_COVERAGE &&
    best.relevance >= CLEAR_WINNER_RATIO * (runnerUp?.relevance ?? 0)
  );
}

export type FaqsBotQuestion = {
  prompt: string;
  /** The interface language (x-language); the message's own language wins when it is clear. */
  language: Language;
  /** A category key, or its name in es, en or zh_cn. */
  category: string;
  /** A subcategory key or name; ignored in categories without subcategories. */
  subcategory?: string | null;
  /**
   * The caller's company as the dashboard sees it (null: they have none), read only when the message asks
   * about its progress. Absent where no caller is known.
   */
  companyProgress?: () => Promise<CompanyProgress | null>;
};

export type FaqsBotReplyKind =
  /** From the knowledge, confidently. */
  | 'answer'
  /** The nearest answer the knowledge has, said to be that, with a person offered. */
  | 'closest_answer'
  /** About the user's own case, or a subtopic a person handles: a person is offered. */
  | 'hand_off'
  /** Outside what the assistant helps with: a polite redirection, no request. */
  | 'off_topic'
  /** "What do I do next?": the caller's own company's progress. */
  | 'company_progress'
  | 'small_talk';

export type FaqsBotReply = {
  message: string;
  lang: SupportLanguage;
  kind: FaqsBotReplyKind;
  /** The entry answered (the first, when a question with two parts got two). */
  entryId: string | null;
  /** The reply offers a person: the widget shows its create-request button. */
  handOff: boolean;
  /** For kind 'company_progress': the company's checklist (absent when the caller has no company). */
  companyProgress?: CompanyProgress;
};

export type FaqsBotOptions = {
  knowledgeBase: KnowledgeBase;
  /** What Forja sells, at the prices the checkout charges: answers about prices are written from it. */
  catalogue: Catalogue;
  phraser?: AnswerPhraser;
  logger?: { warn: (details: object, message: string) => void };
};

export type FaqsBot = {
  reply(question: FaqsBotQuestion): Promise<FaqsBotReply>;
};

/** The category and subcategory a question is asked in; unknown ones answer 404. */
export function resolveTopic(
  knowledgeBase: KnowledgeBase,
  categoryValue: string,
  subcategoryValue: string | null | undefined,
): { category: CategoryDefinition; subcategory: SubcategoryDefinition | null } {
  const category = findCategory(knowledgeBase, categoryValue.trim());
  if (!category) throw notFound('category_not_found');
  const wanted = subcategoryValue?.trim() ?? '';
  if (wanted === '' || category.subcategories.length === 0) return { category, subcategory: null };
  const subcategory = findSubcategory(category, wanted);
  if (!subcategory) throw notFound('subcategory_not_found');
  return { category, subcategory };
}

/**
 * Whether a person handles what an entry answers: its subtopic is one (categories.json `hand_off`), or its
 * answer sends some users to a request from this chat ("if your company has another package, open a
 * request"). The reply then offers the request, so the widget shows the button the answer speaks of.
 */
function handledByPerson(knowledgeBase: KnowledgeBase, entry: FaqEntry, language: SupportLanguage): boolean {
  const category = knowledgeBase.categories.find((candidate) => candidate.key === entry.category);
  const subtopic = category?.subcategories.find((sub) => sub.key === entry.subcategory);
  return subtopic?.hand_off === true || SENDS_TO_REQUEST[language].test(foldText(entry.answer));
}

const SENDS_TO_REQUEST: Record<SupportLanguage, RegExp> = {
  es: /\bsolicitud desde este chat\b|\b(crear|abrir|abre|abriendo) una solicitud\b/,
  en: /\brequest from this chat\b|\b(create|open|opening) a (support )?request\b/,
  zh_cn: /(创建|提交|发起)(支持)?请求/,
};

/**
 * The support bot. It reads the message's language, recognises small talk, questions about the user's own
 * case (handed to a person) and questions with two parts (each answered); it finds the knowledge that
 * answers within the chosen topic ('Otra consulta' searches all of it, and so does a question the topic
 * does not answer) and writes the answer with the catalogue's facts. What it is not sure of it says so.
 */
export function createFaqsBot({
  knowledgeBase,
  catalogue,
  phraser = retrievalPhraser,
  logger,
}: FaqsBotOptions): FaqsBot {
  const retriever = createFaqRetriever(knowledgeBase);
  const everywhere: RetrievalScope = { category: null, subcategory: null };

  /**
   * The best hits in the topic, unless another topic explains clearly more of the question (users pick a
   * topic by a word of their question: "can my employee be the commissary?" asked under Employees).
   */
  function search(lang: SupportLanguage, text: string, scope: RetrievalScope): RetrievalHit[] {
    const inTopic = retriever.search(lang, text, scope, 5);
    if (scope.category === null) return inTopic;
    const anywhere = retriever.search(lang, text, everywhere, 5);
    // "What is that?" of a term another topic defines: its definition, wherever the user asked.
    if (anywhere[0]?.defines && !inTopic[0]?.defines) return anywhere;
    const topicCoverage = isConfidentMatch(inTopic) ? (inTopic[0]?.coverage ?? 0) : 0;
    return isConfidentMatch(anywhere) && (anywhere[0]?.coverage ?? 0) >= topicCoverage + OTHER_TOPIC_MARGIN
      ? anywhere
      : inTopic;
  }

  async function word(lang: SupportLanguage, message: string, hits: readonly RetrievalHit[]) {
    const entries = hits.filter((hit) => hit.coverage >= RELATED_COVERAGE).map((hit) => hit.entry);
    const best = hits[0]?.entry;
    if (!best) return '';
    let answer = best.answer;
    try {
      answer = await phraser.phrase({
        question: message,
        language: lang,
        entries: entries.length > 0 ? entries : [best],
      });
    } catch (error) {
      logger?.warn({ err: error, phraser: phraser.kind }, 'phraser failed, answering from retrieval');
    }
    return composeAnswer(answer, lang, catalogue);
  }

  return {
    async reply(question) {
      const { category, subcategory } = resolveTopic(knowledgeBase, question.category, question.subcategory);
      const message = normalizeChatInput(question.prompt).message;
      if (message === null) throw badRequest();
      const lang: SupportLanguage = detectLanguage(message) ?? question.language;
      const reply = (kind: FaqsBotReplyKind, text: string, entryId: string | null = null): FaqsBotReply => ({
        message: text,
        lang,
        kind,
        entryId,
        handOff: kind === 'closest_answer' || kind === 'hand_off',
      });

      const smallTalk = detectSmallTalk(message);
      if (smallTalk)
        return reply('small_talk', smallTalkReply(lang, smallTalk, (subcategory ?? category).name[lang]));

      const caseOfTheirs = ownCase(message, lang);
      if (question.companyProgress && asksOwnProgress(message, lang)) {
        const progress = await question.companyProgress();
        // "The bank answered yesterday, what's next?" also tells of something of theirs: where the company
        // stands, and a person offered beside it.
        const text = companyProgressReply(lang, progress);
        return {
          ...reply('company_progress', caseOfTheirs ? answerWithOfferReply(lang, text) : text),
          handOff: caseOfTheirs !== null,
          ...(progress ? { companyProgress: progress } : {}),
        };
      }

      const calculation = ivaCalculation(message, lang, catalogue);
      if (calculation && !caseOfTheirs) return reply('answer', calculation);

      const scope: RetrievalScope =
        category.key === FAQ_OTHER_INQUIRY_CATEGORY
          ? everywhere
          : { category: category.key, subcategory: subcategory?.key ?? null };
      const hits = search(lang, message, scope);
      const best = hits[0];

      // Without the company's progress at hand (no company, or no host to ask), "what's missing?" is answered
      // by where to see it, unless it also tells a case of theirs: then a person is offered.
      if (caseOfTheirs === 'clear' || (caseOfTheirs && !asksOwnProgress(message, lang))) {
        const general = best && isConfidentMatch(hits) ? await word(lang, message, hits) : null;
        // Maybe theirs, maybe the rule asked in the first person: the rule, said to be that, and a person.
        if (caseOfTheirs === 'possible' && general)
          return reply('hand_off', possibleCaseReply(lang, general), best?.entry.id ?? null);
        return reply('hand_off', handOffReply(lang, general), best?.entry.id ?? null);
      }

      const offTopic = isPlainlyOffTopic(message, lang) && !isConfidentMatch(hits);
      if (!best) return reply('off_topic', offTopicReply(lang));
      // Nothing the knowledge says is near: outside what the assistant helps with, unless it names something
      // of Forja's world (the SE, a notary, a bank, a partner…): then a person is offered.
      const nothingNear = () =>
        namesDomain(message, lang) && !isNeverOurs(message, lang)
          ? reply('hand_off', noAnswerReply(lang))
          : reply('off_topic', offTopicReply(lang));
      if (offTopic) return nothingNear();

      // "What is the RUG?": a term the knowledge has never seen is not defined by a neighbouring answer.
      // Latin-script terms only: an unknown Chinese word is more often the segmenter's than a real term.
      // The term must be what is asked about ("what's the PRODECON"), not a word beside it ("our partner is
      // colombian, what's the RNIE deadline"): written in capitals, or right after "what is".
      const words = message.split(/[^\p{L}\p{N}]+/u);
      const unknownTerm = best.unknown.find((term) => {
        if (!/^[\p{Script=Latin}\p{N}]{2,}$/u.test(term)) return false;
        const asTyped = words.find((word) => foldText(word) === term) ?? term;
        return /^\p{Lu}{2,}$/u.test(asTyped) || ASKED_TERM[lang].exec(foldText(message))?.[1] === term;
      });
      if (unknownTerm && questionTypes(message, lang).has('definition')) {
        const asTyped = words.find((word) => foldText(word) === unknownTerm);
        return reply('hand_off', unknownTermReply(lang, asTyped ?? unknownTerm));
      }
      // A question with two parts: each part answered by its own entry, when they differ; otherwise the
      // whole question, or the nearest answer when it is not a confident one.
      // "…the constancia de situación fiscal, what is that?" is one question: "that" is the term it names.
      const parts = best.defines ? [message] : questionParts(message, lang);
      const answered: RetrievalHit[][] = [];
      let answersAPart = false;
      if (parts.length > 1) {
        for (const part of parts) {
          const partHits = search(lang, part, scope);
          const partBest = partHits[0];
          if (!partBest || !isConfidentMatch(partHits)) continue;
          if (answered.some((earlier) => earlier[0]?.entry.id === partBest.entry.id)) continue;
          answered.push(partHits);
          if (analyze(part, lang).length >= 2) answersAPart = true;
        }
      }
      // A part of two or more words that the knowledge answers with confidence is a question for us, whatever
      // words the other part adds ("¿se puede volver a hacer la verificación? tips pa q salga a la primera");
      // a lone "how do I fix it?" after an Excel formula is not.
      if (!answersAPart) {
        if (best.coverage < NEAR_COVERAGE) return nothingNear();
        // "Fix my Excel formula, VLOOKUP keeps returning #N/A": when half of what is asked is words the
        // knowledge never uses, the few it shares with an entry ("returns") do not make it a question for us.
        const asked = analyze(message, lang).length;
        if (!isConfidentMatch(hits) && best.unknown.length >= 2 && best.unknown.length * 2 >= asked) {
          return nothingNear();
        }
      }
      if (answered.length === 0) {
        if (!isConfidentMatch(hits)) {
          // "What's the fastest way to learn Spanish? any good apps": a few shared words ("Spanish", "app") and
          // nothing of Forja's world named is not a question for us, however near an entry comes.
          if (!namesDomain(message, lang) && best.unknown.length >= 2) return nothingNear();
          return reply(
            'closest_answer',
            closestAnswerReply(lang, await word(lang, message, hits)),
            best.entry.id,
          );
        }
        answered.push(hits);
      }

      const texts: string[] = [];
      for (const partHits of answered) texts.push(await word(lang, message, partHits));
      const text = texts.join(`\n\n${ALSO[lang]}\n`);
      const first = answered[0]?.[0]?.entry ?? best.entry;
      if (
        subcategory?.hand_off === true ||
        answered.some((partHits) => partHits[0] && handledByPerson(knowledgeBase, partHits[0].entry, lang))
      ) {
        return reply('hand_off', answerWithOfferReply(lang, text), first.id);
      }
      return reply('answer', text, first.id);
    },
  };
}
