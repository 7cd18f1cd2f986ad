import {
  FAQ_OTHER_INQUIRY_CATEGORY,
  type SupportAnswerLanguage,
  type SupportLanguage,
} from '@forja/contracts';
import { normalizeChatInput, type Language } from '@forja/domain';
import { badRequest, notFound } from '../http/errors';
import {
  findCategory,
  findSubcategory,
  type CategoryDefinition,
  type KnowledgeBase,
  type SubcategoryDefinition,
} from '../knowledge/knowledge-base';
import { retrievalPhraser, type AnswerPhraser } from './answer-phraser';
import { createFaqRetriever, type RetrievalHit, type RetrievalScope } from './faq-retriever';
import {
  createRequestReply,
  createRequestReplyInChinese,
  detectSmallTalk,
  introduceInChinese,
  smallTalkReply,
  smallTalkReplyInChinese,
} from './replies';
import { detectLanguage } from './text-analysis';

/**
 * When the best entry is a confident match: it explains at least CONFIDENT_COVERAGE of the question
 * (IDF-weighted, see RetrievalHit.coverage), or it explains at least CLEAR_WINNER_COVERAGE and its
 * relevance is at least CLEAR_WINNER_RATIO times the runner-up's. Below that the bot offers a request.
 * Set with the held-out and off-topic questions of ../knowledge/evaluation: off-topic questions stay
 * under 0.5 coverage, in near ties.
 */
export const CONFIDENT_COVERAGE = 0.6;
export const CLEAR_WINNER_COVERAGE = 0.45;
export const CLEAR_WINNER_RATIO = 2;
/** Entries explaining at least this much are offered as related questions when nothing is confident. */
export const RELATED_COVERAGE = 0.45;
const MAX_RELATED = 3;

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
  /** A category key, or its name in es or en. */
  category: string;
  /** A subcategory key or name; ignored in categories without subcategories. */
  subcategory?: string | null;
};

export type FaqsBotReply = {
  message: string;
  /** es or en for knowledge-base content; zh_cn for the bot's own replies in the Chinese interface. */
  lang: SupportLanguage;
  /** 'answer': from the knowledge base; 'create_request': no confident answer, a person is offered. */
  kind: 'answer' | 'create_request' | 'small_talk';
  /** The entry answered, when kind is 'answer'. */
  entryId: string | null;
};

export type FaqsBotOptions = {
  knowledgeBase: KnowledgeBase;
  phraser?: AnswerPhraser;
  logger?: { warn: (details: object, message: string) => void };
};

export type FaqsBot = {
  reply(question: FaqsBotQuestion): Promise<FaqsBotReply>;
};

/** The knowledge base is in es and en: Chinese falls back to English (spec section 9). */
export function answerLanguage(language: Language): SupportAnswerLanguage {
  return language === 'es' ? 'es' : 'en';
}

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
 * The support bot: retrieval over the knowledge base within the chosen topic ('Otra consulta' searches all
 * of it); a confident best entry is answered (worded by the phraser), anything else gets the create-request
 * reply.
 */
export function createFaqsBot({
  knowledgeBase,
  phraser = retrievalPhraser,
  logger,
}: FaqsBotOptions): FaqsBot {
  const retriever = createFaqRetriever(knowledgeBase);

  return {
    async reply(question) {
      const { category, subcategory } = resolveTopic(knowledgeBase, question.category, question.subcategory);
      const message = normalizeChatInput(question.prompt).message;
      if (message === null) throw badRequest();
      const lang = detectLanguage(message) ?? answerLanguage(question.language);
      // The Chinese interface: the bot's own replies are Chinese; knowledge-base answers (es or en) are
      // introduced by a Chinese sentence saying which language follows.
      const chinese = question.language === 'zh_cn';

      const smallTalk = detectSmallTalk(message);
      if (smallTalk) {
        const topic = (subcategory ?? category).name;
        return chinese
          ? {
              message: smallTalkReplyInChinese(smallTalk, topic.zh_cn),
              lang: 'zh_cn',
              kind: 'small_talk',
              entryId: null,
            }
          : {
              message: smallTalkReply(lang, smallTalk, topic[lang]),
              lang,
              kind: 'small_talk',
              entryId: null,
            };
      }

      const scope: RetrievalScope =
        category.key === FAQ_OTHER_INQUIRY_CATEGORY
          ? { category: null, subcategory: null }
          : { category: category.key, subcategory: subcategory?.key ?? null };
      const hits = retriever.search(lang, message, scope, 5);
      const best = hits[0];

      if (!best || !isConfidentMatch(hits)) {
        const related = hits
          .filter((hit) => hit.coverage >= RELATED_COVERAGE)
          .slice(0, MAX_RELATED)
          .map((hit) => hit.entry.question);
        return chinese
          ? {
              message: createRequestReplyInChinese(related, lang),
              lang: 'zh_cn',
              kind: 'create_request',
              entryId: null,
            }
          : { message: createRequestReply(lang, related), lang, kind: 'create_request', entryId: null };
      }

      const entries = hits.filter((hit) => hit.coverage >= RELATED_COVERAGE).map((hit) => hit.entry);
      let answer = best.entry.answer;
      try {
        answer = await phraser.phrase({ question: message, language: lang, entries });
      } catch (error) {
        logger?.warn({ err: error, phraser: phraser.kind }, 'phraser failed, answering from retrieval');
      }
      return {
        message: chinese ? introduceInChinese(lang, answer) : answer,
        lang,
        kind: 'answer',
        entryId: best.entry.id,
      };
    },
  };
}
