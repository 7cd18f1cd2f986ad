import { CREATE_REQUEST_PHRASES, FAQ_CATEGORY_KEYS } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import heldOutEn from '../knowledge/evaluation/held-out.en.json';
import heldOutEs from '../knowledge/evaluation/held-out.es.json';
import offTopic from '../knowledge/evaluation/off-topic.json';
import { loadKnowledgeBase } from '../knowledge/knowledge-base';
import { createFaqsBot } from './faqs-bot';

/**
 * Retrieval quality on realistic questions that are not part of the knowledge base (they are never
 * indexed): each must be answered by the entry named in `expected`, asked in its category with no
 * subcategory chosen (harder than the widget's flow, where the subcategory ranks its entries higher).
 */
const MIN_ACCURACY = 0.8;
const bot = createFaqsBot({ knowledgeBase: loadKnowledgeBase() });

describe.each([
  ['es', heldOutEs],
  ['en', heldOutEn],
] as const)('retrieval quality in %s', (language, questions) => {
  it(`finds the right entry for at least ${MIN_ACCURACY * 100} % of the held-out questions`, async () => {
    const misses: string[] = [];
    for (const { question, expected, category } of questions) {
      const reply = await bot.reply({ prompt: question, language, category });
      expect(reply.lang).toBe(language);
      if (reply.entryId !== expected)
        misses.push(`${question} -> ${reply.entryId ?? 'create request'} (want ${expected})`);
    }
    const accuracy = (questions.length - misses.length) / questions.length;
    expect(
      accuracy,
      `accuracy ${(accuracy * 100).toFixed(1)} %; misses:\n${misses.join('\n')}`,
    ).toBeGreaterThanOrEqual(MIN_ACCURACY);
  });

  it('answers clearly off-topic questions with the create-request reply, in any topic', async () => {
    for (const prompt of offTopic[language]) {
      for (const category of FAQ_CATEGORY_KEYS) {
        const reply = await bot.reply({ prompt, language, category });
        expect(reply.kind, `${prompt} in ${category}`).toBe('create_request');
        expect(reply.message).toContain(CREATE_REQUEST_PHRASES[language]);
      }
    }
  });
});

/**
 * The Chinese interface has no knowledge base of its own: its users get the English answer introduced in
 * Chinese. Questions in English from that interface, in the topic as the widget names it in Chinese.
 */
describe('retrieval in the Chinese interface', () => {
  it.each([
    ['my partners and I need to sign the acta, is it done online?', 'signing.how'],
    ["the code to sign didn't arrive in my email", 'signing.code'],
    ['all of us signed, where is the audit certificate?', 'signing.completed'],
  ])('answers “%s” with %s, introduced in Chinese', async (prompt, expected) => {
    const reply = await bot.reply({
      prompt,
      language: 'zh_cn',
      category: '公司设立',
      subcategory: '签署和公司章程',
    });
    expect(reply).toMatchObject({ kind: 'answer', lang: 'en', entryId: expected });
    expect(reply.message).toMatch(/^以下回答为英文：\n/);
  });
});
