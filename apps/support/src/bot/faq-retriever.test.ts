import { describe, expect, it } from 'vitest';
import type { FaqEntry, KnowledgeBase } from '../knowledge/knowledge-base';
import { createFaqRetriever } from './faq-retriever';

const entry = (id: string, question: string, phrasings: string[], answer: string): FaqEntry => ({
  id,
  category: 'documentation',
  subcategory: 'upload',
  question,
  phrasings,
  keywords: [],
  answer,
});

/**
 * Two entries that share most of their words: one says who uploads the partners' documents, the other which
 * documents each partner uploads. Only the way each is asked tells them apart.
 */
const entries = [
  entry(
    'docs.who_uploads',
    'Who uploads the partner documents?',
    ['Can I upload the documents for my partners?'],
    "Each partner uploads their own documents from the invitation, or you upload each partner's " +
      'documents yourself if they need help.',
  ),
  entry(
    'docs.which',
    'Which documents does each partner need?',
    ['what does every partner have to upload'],
    'An official ID, a proof of address no older than three months and the tax status certificate.',
  ),
];
const knowledgeBase: KnowledgeBase = {
  categories: [],
  entries: { es: [], en: entries, zh_cn: [] },
};
const retriever = createFaqRetriever(knowledgeBase);
const everywhere = { category: null, subcategory: null };

describe('createFaqRetriever', () => {
  it('ranks first the entry whose own wording is closest to the question', () => {
    const [best] = retriever.search('en', 'which docs does each partner need to upload', everywhere);
    expect(best?.entry.id).toBe('docs.which');
    const [other] = retriever.search('en', 'who uploads the documents of my partners', everywhere);
    expect(other?.entry.id).toBe('docs.who_uploads');
  });

  it('says how close the question is to the nearest wording of the entry', () => {
    const hits = retriever.search('en', 'Which documents does each partner need?', everywhere);
    expect(hits.find((hit) => hit.entry.id === 'docs.which')?.closeness).toBe(1);
    expect(hits.find((hit) => hit.entry.id === 'docs.who_uploads')?.closeness).toBeLessThan(0.5);
  });

  it('reads a name the user proposes in quotes as theirs, not as words of the question, and an apostrophe as one', () => {
    const plain = retriever.search('en', 'which documents does each partner need', everywhere)[0];
    const quoted = retriever.search(
      'en',
      "which documents does each partner of 'Verde Rojo Studio' need",
      everywhere,
    )[0];
    expect(quoted?.entry.id).toBe('docs.which');
    expect(quoted?.coverage).toBe(plain?.coverage);
    expect(quoted?.unknown).toEqual([]);
    // Not quotes: the words between two apostrophes still count, and a word the knowledge never uses is unknown.
    const apostrophes = retriever.search('en', "what's each partner's Zorblax document", everywhere)[0];
    expect(apostrophes?.unknown).toEqual(['zorblax']);
    expect(apostrophes?.coverage).toBeLessThan(1);
  });
});
