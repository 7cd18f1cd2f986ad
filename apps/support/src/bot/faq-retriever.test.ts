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

describe('createFaqRetriever, a question that asks what is needed', () => {
  /**
   * The two wordings share every search term ("documentos", "necesitar"): only "qué" against "por qué", both
   * stop words, tells them apart.
   */
  const documentation: FaqEntry[] = [
    {
      ...entry(
        'docs.why_review',
        '¿Por qué revisan mis documentos?',
        ['¿Por qué necesitan mis documentos?'],
        'La ley obliga a saber quiénes son los dueños reales de la empresa.',
      ),
      subcategory: 'review',
    },
    entry(
      'docs.which',
      '¿Qué documentos necesita cada socio?',
      ['lista de documentos'],
      'Identificación oficial, comprobante de domicilio y Constancia de Situación Fiscal.',
    ),
  ];
  const spanish = createFaqRetriever({
    categories: [],
    entries: { es: documentation, en: [], zh_cn: [] },
  });

  it('answers which documents, not why they are needed', () => {
    expect(spanish.search('es', '¿Qué documentos necesito?', everywhere)[0]?.entry.id).toBe('docs.which');
    expect(spanish.search('es', '¿qué papeles ocupo?', everywhere)[0]?.entry.id).toBe('docs.which');
  });

  it('still answers why, when the user asks why', () => {
    expect(spanish.search('es', '¿Por qué necesitan mis documentos?', everywhere)[0]?.entry.id).toBe(
      'docs.why_review',
    );
  });
});
