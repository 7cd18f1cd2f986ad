import { DEFAULT_CATALOGUE } from '@forja/api/modules/catalogue/catalogue.data';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSupportApp } from '../app';
import { createAnswerPhraser, loadSupportConfig } from '../config';
import { loadKnowledgeBase } from '../knowledge/knowledge-base';

/**
 * A local stand-in for an OpenAI-compatible server: it records each chat-completions call and answers
 * what the current test asks for.
 */
type Recorded = { method: string; url: string; authorization: string | undefined; body: ChatBody };
type ChatBody = { model: string; messages: { role: string; content: string }[] };
type Behaviour = (response: ServerResponse, body: ChatBody) => void;

const calls: Recorded[] = [];
let behaviour: Behaviour = () => undefined;
let server: Server;
let app: FastifyInstance;

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const knowledgeBase = loadKnowledgeBase();
const sasAnswer = knowledgeBase.entries.es.find((entry) => entry.id === 'society.sas')?.answer;

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const body = JSON.parse(raw) as ChatBody;
      calls.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      behaviour(response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config = loadSupportConfig({
    SUPPORT_LLM_BASE_URL: `http://127.0.0.1:${port}/v1/`,
    SUPPORT_LLM_API_KEY: 'sk-test-key',
    SUPPORT_LLM_MODEL: 'forja-test-model',
    // Long enough for a loaded CI machine's first request; the timeout case waits this long.
    SUPPORT_LLM_TIMEOUT_MS: '1500',
  });
  app = await buildSupportApp({
    knowledgeBase,
    catalogue: DEFAULT_CATALOGUE,
    phraser: createAnswerPhraser(config),
    authenticate: async () => ({ userId: 7, email: 'ana@example.mx' }),
  });
  await app.ready();
});

afterEach(() => {
  calls.length = 0;
});

afterAll(async () => {
  await app.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const ask = (prompt: string) =>
  app.inject({
    method: 'POST',
    url: '/ai/faqs-bot',
    headers: { authorization: 'Bearer t', 'x-language': 'es' },
    payload: {
      prompt,
      user_email: 'ana@example.mx',
      user_id: 7,
      category: 'incorporation',
      Subcategories: 'society_types',
    },
  });

describe('the LLM phraser against an OpenAI-compatible server', () => {
  it('words the answer from the retrieved entries only', async () => {
    behaviour = (response) => {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(completion('La S.A.S. es para personas físicas. '));
    };
    const res = await ask('¿Qué es una S.A.S.?');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      content: { message: 'La S.A.S. es para personas físicas.', lang: 'es', hand_off: false },
    });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call).toMatchObject({
      method: 'POST',
      url: '/v1/chat/completions',
      authorization: 'Bearer sk-test-key',
    });
    expect(call?.body.model).toBe('forja-test-model');
    const [system, user] = call?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('ONLY the reference entries');
    expect(system?.content).toContain(`[1] Q: ¿Qué es una S.A.S. y cuáles son sus límites?\nA: ${sasAnswer}`);
    expect(system?.content).toContain('“tú”');
    expect(user).toEqual({ role: 'user', content: '¿Qué es una S.A.S.?' });
  });

  it('is not called for an off-topic question: the redirection comes from the bot', async () => {
    behaviour = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(completion('Paris'));
    };
    const res = await ask('¿Cuál es la capital de Francia?');
    expect(res.json<{ content: { message: string } }>().content.message).toMatch(/^Eso queda fuera/);
    expect(calls).toHaveLength(0);
  });

  it.each<[string, Behaviour]>([
    [
      'an HTTP error',
      (response) =>
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"overloaded"}}'),
    ],
    [
      'an unexpected body',
      (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}'),
    ],
    [
      'an empty message',
      (response) => response.writeHead(200, { 'content-type': 'application/json' }).end(completion('  ')),
    ],
    ['no answer before the timeout', () => undefined],
  ])('falls back to the retrieval answer on %s', async (_name, failure) => {
    behaviour = failure;
    const res = await ask('¿Qué es una S.A.S.?');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: { message: sasAnswer, lang: 'es', hand_off: false } });
    expect(calls).toHaveLength(1);
  });
});
