import { DEFAULT_CATALOGUE } from '@forja/api/modules/catalogue/catalogue.data';
import { CREATE_REQUEST_PHRASES } from '@forja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSupportApp } from '../../app';
import { loadKnowledgeBase } from '../../knowledge/knowledge-base';

class TokenError extends Error {
  readonly status = 401;
  readonly codes = ['expired_token'];
}

/** The host's authentication, as the api would inject it: Bearer tokens for two users. */
async function authenticate(request: FastifyRequest) {
  const token = request.headers.authorization?.replace(/^Bearer /, '');
  if (token === 'ana-token') return { userId: 7, email: 'ana@example.mx' };
  if (token === 'old-token') throw new TokenError('jwt expired');
  throw new Error('bad token');
}

const knowledgeBase = loadKnowledgeBase();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSupportApp({ authenticate, catalogue: DEFAULT_CATALOGUE, knowledgeBase });
  await app.ready();
});
afterAll(() => app.close());

const ANA = { authorization: 'Bearer ana-token' };
const askBot = (
  payload: Record<string, unknown>,
  headers: Record<string, string> = { ...ANA, 'x-language': 'es' },
) =>
  app.inject({
    method: 'POST',
    url: '/ai/faqs-bot',
    headers,
    payload: {
      user_email: 'ana@example.mx',
      user_id: 7,
      category: 'incorporation',
      Subcategories: 'society_types',
      ...payload,
    },
  });

describe('GET /ai/get-faqs-categories/', () => {
  it('lists the topics in Spanish by default, in the spec order', async () => {
    const res = await app.inject({ method: 'GET', url: '/ai/get-faqs-categories/', headers: ANA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      content: {
        categories: [
          { key: 'incorporation', name: 'Constitución' },
          { key: 'bank_opening', name: 'Apertura Bancaria' },
          { key: 'amazon_import', name: 'Proceso de importación Amazon' },
          { key: 'accounting', name: 'Contabilidad' },
          { key: 'contracting_advice', name: 'Asesoría básica en contratación' },
          { key: 'import_registration', name: 'Registro de importación' },
          { key: 'other_inquiry', name: 'Otra consulta' },
          { key: 'documentation', name: 'Carga, revisión y aprobación de mi documentación' },
        ],
      },
    });
  });

  it('lists them in English for lang=en', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/ai/get-faqs-categories/?lang=en`,
      headers: ANA,
    });
    const names = res
      .json<{ content: { categories: { name: string }[] } }>()
      .content.categories.map((c) => c.name);
    expect(names).toEqual([
      'Incorporation',
      'Bank Opening',
      'Amazon Import Process',
      'Accounting',
      'Basic contracting advice',
      'Import Registration',
      'Other inquiry',
      'Upload, review and approval of my documentation',
    ]);
  });

  it('lists them in Chinese for lang=zh_cn', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/ai/get-faqs-categories/?lang=zh_cn`,
      headers: ANA,
    });
    const names = res
      .json<{ content: { categories: { name: string }[] } }>()
      .content.categories.map((c) => c.name);
    expect(names).toEqual([
      '公司设立',
      '银行开户',
      '亚马逊进口流程',
      '会计',
      '基本合同咨询',
      '进口登记',
      '其他咨询',
      '上传、审核和批准我的文件',
    ]);
  });

  it('answers without the trailing slash too', async () => {
    const res = await app.inject({ method: 'GET', url: '/ai/get-faqs-categories?lang=en', headers: ANA });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown language', async () => {
    const res = await app.inject({ method: 'GET', url: '/ai/get-faqs-categories/?lang=fr', headers: ANA });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ['invalid_request'] });
  });
});

describe('GET /ai/get-faqs-subcategories/{lang}/{category}', () => {
  it('lists the subtopics of a topic', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/ai/get-faqs-subcategories/es/bank_opening',
      headers: ANA,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      content: {
        subcategories: [
          { key: 'process', name: 'Cómo abrir la cuenta' },
          { key: 'requirements', name: 'Requisitos' },
          { key: 'banks', name: 'Bancos disponibles' },
        ],
      },
    });
  });

  it('accepts the topic by its name and answers Chinese in Chinese', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/ai/get-faqs-subcategories/zh_cn/${encodeURIComponent('Apertura Bancaria')}`,
      headers: ANA,
    });
    const names = res
      .json<{ content: { subcategories: { name: string }[] } }>()
      .content.subcategories.map((s) => s.name);
    expect(names).toEqual(['如何开户', '开户要求', '可选银行']);
  });

  it("has none for 'Otra consulta'", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/ai/get-faqs-subcategories/en/other_inquiry',
      headers: ANA,
    });
    expect(res.json()).toEqual({ content: { subcategories: [] } });
  });

  it('answers 404 category_not_found for an unknown topic', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/ai/get-faqs-subcategories/es/recetas',
      headers: ANA,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ['category_not_found'] });
  });

  it('refuses an unknown language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/ai/get-faqs-subcategories/fr/accounting',
      headers: ANA,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /ai/faqs-bot', () => {
  it('answers from the chosen topic', async () => {
    const res = await askBot({ prompt: '¿Cuántos socios necesito para una S. de R.L.?' });
    expect(res.statusCode).toBe(200);
    const { message, lang } = res.json<{ content: { message: string; lang: string } }>().content;
    expect(lang).toBe('es');
    expect(message).toBe(knowledgeBase.entries.es.find((entry) => entry.id === 'society.srl')?.answer);
    expect(message).toContain('de 2 a 50 socios');
    expect(message).not.toContain('crear solicitud');
  });

  it('offers a request, beside the nearest answer, when it is not sure, in Spanish and in English', async () => {
    const spanish = await askBot({ prompt: '¿Puedo registrar mi empresa en el zorglub?' });
    expect(spanish.json()).toMatchObject({ content: { lang: 'es', hand_off: true } });
    expect(spanish.json<{ content: { message: string } }>().content.message).toContain('crear solicitud');

    const english = await askBot(
      { prompt: 'What is the RUG and does my company need it?' },
      { ...ANA, 'x-language': 'en' },
    );
    expect(english.json()).toMatchObject({ content: { lang: 'en', hand_off: true } });
    expect(english.json<{ content: { message: string } }>().content.message).toContain('create request');
  });

  it('redirects an off-topic question without offering a request', async () => {
    const res = await askBot({ prompt: '¿Cuál es la capital de Francia?' });
    expect(res.json()).toMatchObject({ content: { lang: 'es', hand_off: false } });
    expect(res.json<{ content: { message: string } }>().content.message).not.toContain('crear solicitud');
  });

  it("answers “what do I do next?” with the caller's company's progress from the host, for that caller only", async () => {
    const asked: Array<[number, number | null]> = [];
    const progressApp = await buildSupportApp({
      authenticate,
      catalogue: DEFAULT_CATALOGUE,
      knowledgeBase,
      companyProgress: async (caller, companyId) => {
        asked.push([caller.userId, companyId]);
        return {
          company_id: 12,
          company_name: 'Nopal Azul',
          company_type: 'sa',
          done: 3,
          total: 11,
          current: { key: 'partner_documents', actor: 'partners', note: null },
          target: { name: 'PartnersDocuments', params: { company_id: '12' } },
        };
      },
    });
    const res = await progressApp.inject({
      method: 'POST',
      url: '/ai/faqs-bot',
      headers: ANA,
      payload: {
        user_email: 'ana@example.mx',
        user_id: 7,
        category: 'incorporation',
        prompt: '¿qué me falta para continuar?',
        company_id: 12,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { content } = res.json<{
      content: { message: string; company_progress: { company_id: number } };
    }>();
    expect(content.message).toContain(
      'Así va Nopal Azul: 3 de 11 pasos hechos. Ahora les toca a tus socios.',
    );
    expect(content.company_progress.company_id).toBe(12);
    expect(asked).toEqual([[7, 12]]);
    await progressApp.close();
  });

  it('answers a Chinese question from the Chinese knowledge, and an English one in English, in the Chinese interface', async () => {
    const chinese = await askBot({ prompt: 'SAPI是什么？' }, { ...ANA, 'x-language': 'zh_cn' });
    const answer = knowledgeBase.entries.zh_cn.find((entry) => entry.id === 'society.sapi')?.answer;
    expect(chinese.json()).toEqual({ content: { message: answer, lang: 'zh_cn', hand_off: false } });
    const english = await askBot({ prompt: 'What is a SAPI?' }, { ...ANA, 'x-language': 'zh_cn' });
    expect(english.json<{ content: { lang: string } }>().content.lang).toBe('en');
  });

  it('redirects an off-topic Chinese question in Chinese, without offering a request', async () => {
    const res = await askBot({ prompt: '法国的首都是哪里？' }, { ...ANA, 'x-language': 'zh-CN' });
    const { message, lang } = res.json<{ content: { message: string; lang: string } }>().content;
    expect(lang).toBe('zh_cn');
    expect(message).toContain('超出');
    expect(message).not.toContain(CREATE_REQUEST_PHRASES.zh_cn);
  });

  it('greets back in Chinese', async () => {
    const res = await askBot({ prompt: 'hola' }, { ...ANA, 'x-language': 'zh_cn' });
    const { message, lang } = res.json<{ content: { message: string; lang: string } }>().content;
    expect(lang).toBe('zh_cn');
    expect(message).toContain('公司类型');
  });

  it("takes 'Otra consulta' without a subcategory", async () => {
    const res = await askBot({
      prompt: 'olvidé mi contraseña',
      category: 'other_inquiry',
      Subcategories: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ content: { message: string } }>().content.message).toContain('contraseña');
  });

  it('answers 404 for an unknown topic or subtopic', async () => {
    const topic = await askBot({ prompt: 'hola', category: 'recetas' });
    expect(topic.statusCode).toBe(404);
    expect(topic.json()).toEqual({ message: ['category_not_found'] });
    const subtopic = await askBot({ prompt: 'hola', Subcategories: 'postres' });
    expect(subtopic.json()).toEqual({ message: ['subcategory_not_found'] });
  });

  it("refuses a user_id that is not the caller's with 403", async () => {
    const res = await askBot({ prompt: '¿Qué es una S.A.S.?', user_id: 8 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ['forbidden'] });
  });

  it.each([
    ['an empty prompt', { prompt: '' }],
    ['a whitespace prompt', { prompt: '   \n  ' }],
    ['a prompt of 1001 characters', { prompt: 'a'.repeat(1001) }],
    ['a prompt of 1001 emoji', { prompt: '🙂'.repeat(1001) }],
    ['no prompt', { prompt: undefined }],
    ['a user_id of 0', { prompt: 'hola', user_id: 0 }],
    ['a user_id as text', { prompt: 'hola', user_id: 'siete' }],
    ['no category', { prompt: 'hola', category: undefined }],
  ])('answers 400 invalid_request for %s', async (_name, payload) => {
    const res = await askBot(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ['invalid_request'] });
  });

  it('accepts a prompt of exactly 1000 characters, emoji counted as one', async () => {
    expect((await askBot({ prompt: 'a'.repeat(1000) })).statusCode).toBe(200);
    expect((await askBot({ prompt: '🙂'.repeat(1000) })).statusCode).toBe(200);
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/ai/faqs-bot',
      headers: { ...ANA, 'content-type': 'application/json' },
      payload: '{"prompt":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ['invalid_json'] });
  });
});

describe('authentication', () => {
  it.each([
    ['GET', '/ai/get-faqs-categories/?lang=es'],
    ['GET', '/ai/get-faqs-subcategories/es/accounting'],
    ['POST', '/ai/faqs-bot'],
  ] as const)('%s %s answers 401 without a token or with a bad one', async (method, url) => {
    for (const headers of [{}, { authorization: 'Bearer forged' }]) {
      const res = await app.inject({
        method,
        url,
        headers,
        ...(method === 'POST'
          ? { payload: { prompt: 'hola', user_email: 'a@b.mx', user_id: 7, category: 'accounting' } }
          : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ['unauthenticated'] });
    }
  });

  it("keeps the host's token codes, so the web app can log out on an expired token", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/ai/get-faqs-categories/',
      headers: { authorization: 'Bearer old-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ['expired_token'] });
  });

  it('authenticates before reading the body', async () => {
    const res = await app.inject({ method: 'POST', url: '/ai/faqs-bot', payload: { prompt: '' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 not_found for unknown paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/ai/nothing-here', headers: ANA });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ['not_found'] });
  });
});
