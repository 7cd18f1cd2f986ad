import {
  CREATE_REQUEST_PHRASES,
  FAQS_BOT_PROMPT_MAX_CHARS,
  LANGUAGES as CONTRACT_LANGUAGES,
} from '@forja/contracts';
import { CHAT_MAX_CHARS, LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { SupportError } from '../http/errors';
import { loadKnowledgeBase } from '../knowledge/knowledge-base';
import type { AnswerPhraser } from './answer-phraser';
import { createFaqsBot } from './faqs-bot';

const knowledgeBase = loadKnowledgeBase();
const bot = createFaqsBot({ knowledgeBase });
const answerOf = (id: string, language: 'es' | 'en') =>
  knowledgeBase.entries[language].find((entry) => entry.id === id)?.answer;

describe('createFaqsBot', () => {
  it('answers from the knowledge base of the chosen topic, accents and case aside', async () => {
    const reply = await bot.reply({
      prompt: 'QUE ES UNA SOCIEDAD POR ACCIONES SIMPLIFICADA',
      language: 'es',
      category: 'incorporation',
      subcategory: 'society_types',
    });
    expect(reply).toEqual({
      message: answerOf('society.sas', 'es'),
      lang: 'es',
      kind: 'answer',
      entryId: 'society.sas',
    });
  });

  it('tolerates typos and missing accents', async () => {
    const reply = await bot.reply({
      prompt: 'como descargo la costancia de situasion fiscal',
      language: 'es',
      category: 'incorporation',
    });
    expect(reply.entryId).toBe('tax.csf');
  });

  it('stays within the topic: a bank question asked under Accounting offers a request', async () => {
    const inTopic = await bot.reply({
      prompt: '¿Con qué bancos trabaja Forja?',
      language: 'es',
      category: 'bank_opening',
    });
    expect(inTopic.entryId).toBe('bank.which');
    const elsewhere = await bot.reply({
      prompt: '¿Con qué bancos trabaja Forja?',
      language: 'es',
      category: 'accounting',
    });
    expect(elsewhere.kind).toBe('create_request');
    expect(elsewhere.message).toContain(CREATE_REQUEST_PHRASES.es);
  });

  it("searches the whole knowledge base under 'Otra consulta', which has no subcategories", async () => {
    const reply = await bot.reply({
      prompt: '¿qué es el padrón de importadores?',
      language: 'es',
      category: 'Otra consulta',
      subcategory: 'anything the widget sends',
    });
    expect(reply.entryId).toBe('import.registry');
  });

  it('offers a person, with related questions when there are some, when nothing is a confident answer', async () => {
    const reply = await bot.reply({
      prompt: '¿Cuál es la capital de Francia?',
      language: 'es',
      category: 'incorporation',
    });
    expect(reply.kind).toBe('create_request');
    expect(reply.entryId).toBeNull();
    expect(reply.message).toContain('crear solicitud');
    const english = await bot.reply({
      prompt: 'Who won the 2018 World Cup?',
      language: 'en',
      category: 'incorporation',
    });
    expect(english.message).toContain('create request');
  });

  it('answers Chinese with English introduced in Chinese, and in the language the message is clearly written in', async () => {
    const chinese = await bot.reply({
      prompt: 'What is an S.A.S.?',
      language: 'zh_cn',
      category: 'incorporation',
    });
    expect(chinese).toMatchObject({ lang: 'en', entryId: 'society.sas' });
    expect(chinese.message).toMatch(/^以下回答为英文：\n/);
    const chineseText = await bot.reply({
      prompt: '我想开公司',
      language: 'zh_cn',
      category: 'incorporation',
    });
    expect(chineseText).toMatchObject({ lang: 'zh_cn', kind: 'create_request' });
    expect(chineseText.message).toContain('创建请求');
    const englishOnSpanishScreen = await bot.reply({
      prompt: 'how do I download my tax status certificate?',
      language: 'es',
      category: 'incorporation',
    });
    expect(englishOnSpanishScreen).toMatchObject({ lang: 'en', entryId: 'tax.csf' });
  });

  it('greets and thanks back without offering a request', async () => {
    const hello = await bot.reply({
      prompt: '¡Hola, buenas tardes!',
      language: 'es',
      category: 'accounting',
    });
    expect(hello).toMatchObject({ kind: 'small_talk', lang: 'es', entryId: null });
    expect(hello.message).toContain('Contabilidad');
    expect(hello.message).not.toContain('crear solicitud');
    const thanks = await bot.reply({ prompt: 'thanks!', language: 'en', category: 'accounting' });
    expect(thanks.kind).toBe('small_talk');
  });

  it('refuses unknown topics and empty messages', async () => {
    await expect(bot.reply({ prompt: 'hola', language: 'es', category: 'cooking' })).rejects.toMatchObject({
      status: 404,
      codes: ['category_not_found'],
    });
    await expect(
      bot.reply({ prompt: 'hola', language: 'es', category: 'incorporation', subcategory: 'cooking' }),
    ).rejects.toMatchObject({ status: 404, codes: ['subcategory_not_found'] });
    await expect(
      bot.reply({ prompt: ' \n ', language: 'es', category: 'incorporation' }),
    ).rejects.toBeInstanceOf(SupportError);
  });

  it('answers from retrieval when the phraser fails, and passes it the retrieved entries, best first', async () => {
    const seen: string[][] = [];
    const failing: AnswerPhraser = {
      kind: 'llm',
      async phrase({ entries }) {
        seen.push(entries.map((entry) => entry.id));
        throw new Error('model unavailable');
      },
    };
    const warnings: string[] = [];
    const withFailingPhraser = createFaqsBot({
      knowledgeBase,
      phraser: failing,
      logger: { warn: (_details, message) => warnings.push(message) },
    });
    const reply = await withFailingPhraser.reply({
      prompt: '¿Qué es una S.A.S.?',
      language: 'es',
      category: 'incorporation',
    });
    expect(reply.message).toBe(answerOf('society.sas', 'es'));
    expect(seen[0]?.[0]).toBe('society.sas');
    expect(warnings).toHaveLength(1);
  });
});

describe('agreement with the domain', () => {
  it('uses the same chat limit and languages as @forja/domain', () => {
    expect(FAQS_BOT_PROMPT_MAX_CHARS).toBe(CHAT_MAX_CHARS);
    expect([...CONTRACT_LANGUAGES]).toEqual([...LANGUAGES]);
  });
});
