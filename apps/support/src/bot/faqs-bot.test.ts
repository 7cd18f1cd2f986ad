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
import { DEFAULT_CATALOGUE } from '@forja/api/modules/catalogue/catalogue.data';

const knowledgeBase = loadKnowledgeBase();
const bot = createFaqsBot({ knowledgeBase, catalogue: DEFAULT_CATALOGUE });
const answerOf = (id: string, language: 'es' | 'en' | 'zh_cn') =>
  knowledgeBase.entries[language].find((entry) => entry.id === id)?.answer;

describe('createFaqsBot', () => {
  it('reads «¿Cuánto dura el proceso?» as the question of how long forming the company takes, not of CFDI «en proceso»', async () => {
    const reply = await bot.reply({
      prompt: '¿Cuánto dura el proceso?',
      language: 'es',
      category: 'incorporation',
    });
    expect(reply).toMatchObject({ kind: 'answer', entryId: 'incorporation.duration' });
  });

  it('answers from the knowledge base of the chosen topic, accents and case aside', async () => {
    const reply = await bot.reply({
      prompt: 'QUE ES UNA SOCIEDAD POR ACCIONES SIMPLIFICADA',
      language: 'es',
      category: 'incorporation',
      subcategory: 'society_types',
    });
    expect(reply).toMatchObject({ lang: 'es', kind: 'answer', entryId: 'society.sas', handOff: false });
    expect(reply.message).not.toContain(CREATE_REQUEST_PHRASES.es);
  });

  it('tolerates typos, missing accents and word forms (Snowball stems)', async () => {
    const reply = await bot.reply({
      prompt: 'como descargo la costancia de situasion fiscal',
      language: 'es',
      category: 'incorporation',
    });
    expect(reply.entryId).toBe('tax.csf');
    const english = await bot.reply({
      prompt: 'downloading the tax status certificates',
      language: 'en',
      category: 'incorporation',
    });
    expect(english.entryId).toBe('tax.csf');
  });

  it('says Forja arranges no credit, and what it does with banks, when asked for a loan', async () => {
    const asked = [
      { prompt: '¿Ustedes me consiguen un crédito?', language: 'es', category: 'other_inquiry' },
      { prompt: '¿Ustedes me consiguen un crédito?', language: 'es', category: 'bank_opening' },
      { prompt: 'Can you get me a bank loan?', language: 'en', category: 'other_inquiry' },
      { prompt: 'Forja 能给公司提供信贷吗？', language: 'zh_cn', category: 'bank_opening' },
    ] as const;
    for (const question of asked) {
      const reply = await bot.reply(question);
      expect(reply, question.prompt).toMatchObject({ kind: 'answer', entryId: 'bank.credit' });
    }
    const spanish = await bot.reply(asked[0]);
    expect(spanish.message).toContain('no otorga créditos');
    expect(spanish.message).toContain('solicitud para abrir la cuenta');
    expect(spanish.message).not.toMatch(/\bpoder\b/);
  });

  it('lists the documents when asked which ones are needed, not why they are asked for', async () => {
    for (const category of ['other_inquiry', 'documentation', 'incorporation']) {
      const reply = await bot.reply({ prompt: '¿Qué documentos necesito?', language: 'es', category });
      expect(reply.kind, category).toBe('answer');
      expect(['docs.which', 'incorporation.requirements'], category).toContain(reply.entryId);
      expect(reply.message, category).toMatch(/comprobante de domicilio/i);
    }
    const english = await bot.reply({
      prompt: 'What documents do I need?',
      language: 'en',
      category: 'other_inquiry',
    });
    expect(english.entryId).not.toBe('docs.why_review');
    expect(english.message).toContain('Proof of address');
    const why = await bot.reply({
      prompt: '¿Por qué necesitan mis documentos?',
      language: 'es',
      category: 'documentation',
    });
    expect(why.entryId).toBe('docs.why_review');
  });

  it('answers a price or a time asked for roughly without saying it is not sure', async () => {
    const asked = [
      ['Oye, ¿y cuánto me va a costar más o menos?', 'es', 'incorporation.cost'],
      ['¿Cuánto tarda aproximadamente?', 'es', 'incorporation.duration'],
      ['roughly how much will it cost me?', 'en', 'incorporation.cost'],
      ['approximately how long does it take to form the company?', 'en', 'incorporation.duration'],
      ['注册公司大概要多久？', 'zh_cn', 'incorporation.duration'],
      ['要多久才能成立公司？', 'zh_cn', 'incorporation.duration'],
    ] as const;
    for (const [prompt, language, entryId] of asked) {
      const reply = await bot.reply({ prompt, language, category: 'incorporation', subcategory: 'process' });
      expect(reply, prompt).toMatchObject({ kind: 'answer', entryId, handOff: false });
      expect(reply.message, prompt).not.toMatch(/No estoy segura|I'm not sure|我不确定/);
    }
  });

  it('looks beyond the chosen topic when the topic has no answer', async () => {
    const elsewhere = await bot.reply({
      prompt: '¿Con qué bancos trabaja Forja?',
      language: 'es',
      category: 'accounting',
    });
    expect(elsewhere).toMatchObject({ kind: 'answer', entryId: 'bank.which' });
  });

  it('defines the term a question names when it asks what that is, whatever topic it was asked under', async () => {
    const reply = await bot.reply({
      prompt: 'un proveedor me pide la constancia de situacion fiscal para el contrato, que es eso',
      language: 'es',
      category: 'contracting_advice',
      subcategory: 'commercial_contracts',
    });
    expect(reply).toMatchObject({ kind: 'answer', entryId: 'tax.csf' });
    // Without the question about the term, the supplier and the contract are what is asked.
    const contract = await bot.reply({
      prompt: 'un proveedor me pide la constancia de situacion fiscal para el contrato',
      language: 'es',
      category: 'contracting_advice',
      subcategory: 'commercial_contracts',
    });
    expect(contract.entryId).not.toBe('tax.csf');
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

  it('redirects off-topic questions politely, without offering a request, in every language', async () => {
    for (const [prompt, language] of [
      ['¿Quién ganó el partido de futbol ayer?', 'es'],
      ['Write me a poem about the sea', 'en'],
      ['明天北京天气怎么样', 'zh_cn'],
      // Asked in the first person ("help me…"), it is still not a case of theirs.
      ['帮我看看这周的星座运势', 'zh_cn'],
      // A personal request that is never Forja's business, even beside a word of Forja's world.
      ['can you write me a cover letter for a job? nothing to do with the company', 'en'],
    ] as const) {
      const reply = await bot.reply({ prompt, language, category: 'other_inquiry' });
      expect(reply, prompt).toMatchObject({ kind: 'off_topic', lang: language, handOff: false });
      expect(reply.message).not.toContain(CREATE_REQUEST_PHRASES[language]);
    }
  });

  it('redirects a question that shares only a word with the knowledge (a TV series is not a share series)', async () => {
    const reply = await bot.reply({
      prompt: 'recomiéndame una serie de netflix',
      language: 'es',
      category: 'other_inquiry',
    });
    expect(reply).toMatchObject({ kind: 'off_topic', handOff: false });
  });

  it('redirects a question made mostly of words the knowledge never uses, though one of them is ours', async () => {
    const reply = await bot.reply({
      prompt: 'my excel formula keeps returning #N/A with vlookup, how do i fix it',
      language: 'en',
      category: 'other_inquiry',
    });
    expect(reply).toMatchObject({ kind: 'off_topic', handOff: false });
  });

  it("redirects a question that nothing of Forja's world is in, though a few of its words come near an entry", async () => {
    for (const [prompt, language] of [
      ['what is the quickest way to learn spanish? good podcasts?', 'en'],
      ['想在墨西哥城学西班牙语，有推荐的学校和老师吗', 'zh_cn'],
    ] as const) {
      const reply = await bot.reply({ prompt, language, category: 'other_inquiry' });
      expect(reply, prompt).toMatchObject({ kind: 'off_topic', lang: language, handOff: false });
    }
  });

  it("offers a person, never an off-topic redirection, for what names Forja's world but is not in the knowledge", async () => {
    for (const [prompt, language] of [
      ['la notaria nos quiere cobrar aparte como 8 mil de derechos, eso no venia incluido?', 'es'],
      ['how long does customs clearance take in Manzanillo for a 40ft container?', 'en'],
      ['我们有个股东是香港公司，它的注册证书是繁体中文的，要翻译公证吗？', 'zh_cn'],
    ] as const) {
      const reply = await bot.reply({ prompt, language, category: 'other_inquiry' });
      expect(reply, prompt).toMatchObject({ lang: language, handOff: true });
      expect(reply.kind, prompt).not.toBe('off_topic');
      expect(reply.message).toContain(CREATE_REQUEST_PHRASES[language]);
    }
    // The same kind of request without a word of ours is still redirected.
    const recipe = await bot.reply({
      prompt: '帮我把一封情书翻译成英文',
      language: 'zh_cn',
      category: 'other_inquiry',
    });
    expect(recipe).toMatchObject({ kind: 'off_topic', handOff: false });
  });

  it('offers the request an answer speaks of ("open a request from this chat"), so the widget shows its button', async () => {
    const reply = await bot.reply({
      prompt: '我们不卖亚马逊，菜单里也没有进口页面，但我们要进口机器设备，进口商登记怎么办',
      language: 'zh_cn',
      category: 'import_registration',
    });
    expect(reply).toMatchObject({ entryId: 'import.not_amazon', handOff: true });
    expect(reply.message).toContain(answerOf('import.not_amazon', 'zh_cn'));
  });

  it('says it does not know a term the knowledge never mentions, and offers a person, instead of guessing', async () => {
    for (const [prompt, language, term] of [
      ['¿qué es la PRODECON? el contador dice que la necesito', 'es', 'PRODECON'],
      ["what's the PRODECON, does my company need it?", 'en', 'PRODECON'],
    ] as const) {
      const reply = await bot.reply({ prompt, language, category: 'other_inquiry' });
      expect(reply, prompt).toMatchObject({ kind: 'hand_off', handOff: true, entryId: null });
      expect(reply.message).toContain(term);
      expect(reply.message).toContain(CREATE_REQUEST_PHRASES[language]);
    }
    // A word it does not know beside the term asked about is not the term: the RNIE is answered.
    const beside = await bot.reply({
      prompt: 'our partner is colombian. whats the RNIE deadline?',
      language: 'en',
      category: 'incorporation',
    });
    expect(beside).toMatchObject({ kind: 'answer', entryId: 'partners.rnie' });
  });

  it("hands the user's own case to a person instead of presenting a general rule as its answer", async () => {
    for (const [prompt, language, category] of [
      ['me rechazaron mi comprobante de domicilio, ¿por qué?', 'es', 'documentation'],
      ['the notary cancelled our appointment yesterday, can you book us another one?', 'en', 'incorporation'],
      ['我的地址证明被拒了，为什么？', 'zh_cn', 'documentation'],
    ] as const) {
      const reply = await bot.reply({ prompt, language, category });
      expect(reply, prompt).toMatchObject({ kind: 'hand_off', lang: language, handOff: true });
      expect(reply.message).toContain(CREATE_REQUEST_PHRASES[language]);
    }
  });

  it('answers a rule asked in the first person as the general rule, said to be that, with a person offered', async () => {
    const maybe = await bot.reply({
      prompt: "can I change my bank before it's sent?",
      language: 'en',
      category: 'bank_opening',
    });
    expect(maybe).toMatchObject({ kind: 'hand_off', handOff: true, entryId: 'bank.change' });
    expect(maybe.message).toMatch(/^Until Forja has sent your application, you can switch/);
    expect(maybe.message).toContain('That is the general rule');
    expect(maybe.message).not.toContain('Your question is about your own case');
    // A story of theirs still opens with their case.
    const told = await bot.reply({
      prompt: 'me rechazaron mi comprobante de domicilio, ¿por qué?',
      language: 'es',
      category: 'documentation',
    });
    expect(told.message).toMatch(/^Tu pregunta es sobre tu caso en particular/);
  });

  it('offers a person under a subtopic Forja does not handle, whichever entry answers', async () => {
    const reply = await bot.reply({
      prompt: 'can you find me a customs broker for my first shipment',
      language: 'en',
      category: 'import_registration',
      subcategory: 'customs_broker',
    });
    expect(reply).toMatchObject({ handOff: true });
    expect(reply.message).toContain(CREATE_REQUEST_PHRASES.en);
  });

  it('offers a person for a subtopic Forja does not handle, after what it knows', async () => {
    const reply = await bot.reply({
      prompt: '¿qué es el padrón de importadores de sectores específicos?',
      language: 'es',
      category: 'import_registration',
      subcategory: 'sector_registry',
    });
    expect(reply).toMatchObject({ kind: 'hand_off', handOff: true });
    expect(reply.message).toContain(CREATE_REQUEST_PHRASES.es);
  });

  it('answers a question made only of function words by its type ("how much?")', async () => {
    const reply = await bot.reply({ prompt: 'how much?', language: 'en', category: 'other_inquiry' });
    expect(reply.kind).toBe('answer');
    expect(reply.message).toContain('$12,500 MXN');
  });

  it('states prices from the catalogue the checkout charges, before and with IVA', async () => {
    const reply = await bot.reply({ prompt: 'cuanto cuesta?', language: 'es', category: 'incorporation' });
    expect(reply.kind).toBe('answer');
    expect(reply.message).toContain('$12,500 MXN más IVA ($14,500 MXN con IVA)');
    expect(reply.message).toContain('$18,900 MXN');
    const dearer = createFaqsBot({
      knowledgeBase,
      catalogue: {
        ...DEFAULT_CATALOGUE,
        products: DEFAULT_CATALOGUE.products.map((product) =>
          product.key === 'formation' ? { ...product, price_centavos: 1_500_000 } : product,
        ),
      },
    });
    const updated = await dearer.reply({
      prompt: 'how much does it cost?',
      language: 'en',
      category: 'incorporation',
    });
    expect(updated.message).toContain('$15,000 MXN plus IVA ($17,400 MXN with IVA)');
  });

  it('works out the IVA of an amount at the catalogue rate', async () => {
    const reply = await bot.reply({
      prompt: 'el prestador me cobra 10,000 + iva, ¿cuánto es el iva?',
      language: 'es',
      category: 'contracting_advice',
    });
    expect(reply.message).toBe(
      'El IVA (16 %) de $10,000 MXN es $1,600 MXN; el total con IVA es $11,600 MXN.',
    );
  });

  it('answers both parts of a question that asks two things', async () => {
    const reply = await bot.reply({
      prompt: '¿Qué es una S.A.S.? Y además, ¿con qué bancos trabaja Forja?',
      language: 'es',
      category: 'other_inquiry',
    });
    expect(reply.kind).toBe('answer');
    expect(reply.message).toContain(answerOf('society.sas', 'es') ?? 'missing');
    expect(reply.message).toContain(answerOf('bank.which', 'es') ?? 'missing');
  });

  it('answers the part it knows when the other part is mostly words the knowledge never uses', async () => {
    const reply = await bot.reply({
      prompt:
        'la verificacion de identidad se puede volver a hacer si no pasa? tips pa q salga bien a la primera',
      language: 'es',
      category: 'documentation',
      subcategory: 'identity',
    });
    expect(reply).toMatchObject({ kind: 'answer', entryId: 'docs.identity_failed', handOff: false });
  });

  it('offers a person for "what is missing?" told as a case of theirs, with no company progress to show', async () => {
    const reply = await bot.reply({
      prompt: 'el notario dice que falta algo de mi socio y nadie me dice qué, ¿qué falta?',
      language: 'es',
      category: 'incorporation',
    });
    expect(reply).toMatchObject({ kind: 'hand_off', handOff: true });
    expect(reply.message).toContain(CREATE_REQUEST_PHRASES.es);
  });

  it('gives the nearest answer as such, with a person offered, when it is not sure', async () => {
    const reply = await bot.reply({
      prompt: 'banco zorglub cuenta de inversión',
      language: 'es',
      category: 'bank_opening',
    });
    expect(reply).toMatchObject({ kind: 'closest_answer', handOff: true });
    expect(reply.message).toMatch(/^No estoy segura/);
    expect(reply.message).toContain(CREATE_REQUEST_PHRASES.es);
  });

  it('answers in the language the message is written in: Chinese from the Chinese knowledge', async () => {
    const chinese = await bot.reply({ prompt: 'S.A.S.是什么？', language: 'es', category: 'incorporation' });
    expect(chinese).toMatchObject({ lang: 'zh_cn', kind: 'answer', entryId: 'society.sas' });
    expect(chinese.message).toBe(answerOf('society.sas', 'zh_cn'));
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
    expect(hello).toMatchObject({ kind: 'small_talk', lang: 'es', entryId: null, handOff: false });
    expect(hello.message).toContain('Contabilidad');
    const thanks = await bot.reply({ prompt: '谢谢', language: 'zh_cn', category: 'accounting' });
    expect(thanks).toMatchObject({ kind: 'small_talk', lang: 'zh_cn' });
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
      catalogue: DEFAULT_CATALOGUE,
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

describe('the progress of the caller’s company', () => {
  const progress = {
    company_id: 12,
    company_name: 'Nopal Azul',
    company_type: 'sa',
    done: 3,
    total: 11,
    current: { key: 'signature' as const, actor: 'partners' as const, note: null },
    target: null,
  };

  it('answers “what do I do next?” from the host in the question’s language, and only when asked', async () => {
    let reads = 0;
    const companyProgress = async () => {
      reads += 1;
      return progress;
    };
    const chinese = await bot.reply({
      prompt: '下一步做什么？',
      language: 'zh_cn',
      category: 'other_inquiry',
      companyProgress,
    });
    expect(chinese).toMatchObject({ kind: 'company_progress', lang: 'zh_cn', companyProgress: progress });
    expect(chinese.message).toBe(
      'Nopal Azul 的进度：已完成 3/11 个步骤。现在轮到您的股东操作。下方显示当前步骤以及如何继续。',
    );
    const english = await bot.reply({
      prompt: "what's next?",
      language: 'en',
      category: 'other_inquiry',
      companyProgress,
    });
    expect(english.message).toBe(
      "Here's where Nopal Azul stands: 3 of 11 steps done. It's your partners' turn now. Below is the step it is on and how to continue.",
    );
    await bot.reply({
      prompt: '¿qué es una S.A.S.?',
      language: 'es',
      category: 'incorporation',
      companyProgress,
    });
    expect(reads).toBe(2);
  });

  it('offers a person beside the progress when the question also tells of something of theirs', async () => {
    const companyProgress = async () => progress;
    const told = await bot.reply({
      prompt: 'ya nos dieron el rfc de la empresa!! q sigue',
      language: 'es',
      category: 'other_inquiry',
      companyProgress,
    });
    expect(told).toMatchObject({ kind: 'company_progress', handOff: true, companyProgress: progress });
    expect(told.message).toContain(CREATE_REQUEST_PHRASES.es);
    // What the screen says, reported, is not a question about the next step: a case for a person.
    const reported = await bot.reply({
      prompt:
        'le transferimos desde la cuenta de mi socio el viernes y en forja sigue saliendo q falta pagar',
      language: 'es',
      category: 'other_inquiry',
      companyProgress,
    });
    expect(reported).toMatchObject({ kind: 'hand_off', handOff: true });
  });

  it('says so when the caller has no company yet', async () => {
    const reply = await bot.reply({
      prompt: '¿qué sigue?',
      language: 'es',
      category: 'other_inquiry',
      companyProgress: async () => null,
    });
    expect(reply).toMatchObject({ kind: 'company_progress', handOff: false });
    expect(reply.companyProgress).toBeUndefined();
    expect(reply.message).toMatch(/^Todavía no tienes una empresa en Forja/);
  });
});
