import type { SupportAnswerLanguage } from '@forja/contracts';
import type { FaqEntry } from '../knowledge/knowledge-base';

export type PhraseRequest = {
  /** The user's message, normalised. */
  question: string;
  language: SupportAnswerLanguage;
  /** The entries retrieval found for the question, best first; the first is a confident match. */
  entries: readonly FaqEntry[];
};

/**
 * Turns retrieved entries into the bot's message. Retrieval decides what is known; a phraser only words it.
 * The default answers the best entry as written; an LLM phraser (./openai-phraser) may reword it for the
 * question, from those entries only. A phraser that throws is replaced by the retrieval answer.
 */
export type AnswerPhraser = {
  readonly kind: 'retrieval' | 'llm';
  phrase(request: PhraseRequest): Promise<string>;
};

export const retrievalPhraser: AnswerPhraser = {
  kind: 'retrieval',
  async phrase({ entries }) {
    const [best] = entries;
    if (!best) throw new Error('nothing to phrase: no entry was retrieved');
    return best.answer;
  },
};
