import { DEFAULT_CATALOGUE } from '@forja/api/modules/catalogue/catalogue.data';
import type { SupportRequest } from '@forja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSupportApp } from '../../app';
import type { NewSupportRequest, SupportRequestStore } from './requests.routes';

/** Two users of company 3, as the host would authenticate them. */
async function authenticate(request: FastifyRequest) {
  const token = request.headers.authorization?.replace(/^Bearer /, '');
  if (token === 'ana-token') return { userId: 7, email: 'ana@example.mx' };
  if (token === 'beto-token') return { userId: 8, email: 'beto@example.mx' };
  throw new Error('bad token');
}

type Stored = SupportRequest & { user_id: number; company_id: number };

/** A store in memory that keeps the store contract: a user answers only in their own requests. */
function memoryStore() {
  const requests: Stored[] = [];
  let nextMessage = 1;
  const strip = ({ user_id: _user, company_id: _company, ...request }: Stored): SupportRequest => request;
  const store: SupportRequestStore = {
    async canAccessCompany(userId, companyId) {
      return companyId === 3 && (userId === 7 || userId === 8);
    },
    async insert(request: NewSupportRequest) {
      const stored: Stored = {
        id: requests.length + 1,
        user_id: request.user_id,
        company_id: request.company_id,
        main_category: request.main_category,
        request_type: request.request_type,
        message: request.message,
        date: '2026-11-22T12:00:00.000Z',
        status: request.status,
        conversation_before_issue: request.conversation_before_issue,
        thread: [],
      };
      requests.push(stored);
      return strip(stored);
    },
    async list(userId, companyId) {
      return requests
        .filter((request) => request.user_id === userId && request.company_id === companyId)
        .map(strip);
    },
    async answer(userId, requestId, message) {
      const request = requests.find((entry) => entry.id === requestId && entry.user_id === userId);
      if (!request) return null;
      request.thread.push({
        id: nextMessage++,
        author_kind: 'user',
        body: message,
        created_at: '2026-11-22T12:05:00.000Z',
      });
      return strip(request);
    },
  };
  return { store, requests };
}

let app: FastifyInstance;
let memory: ReturnType<typeof memoryStore>;
beforeAll(async () => {
  memory = memoryStore();
  app = await buildSupportApp({ authenticate, catalogue: DEFAULT_CATALOGUE, requests: memory.store });
  await app.ready();
});
afterAll(() => app.close());

const ANA = { authorization: 'Bearer ana-token' };
const BETO = { authorization: 'Bearer beto-token' };

let anasRequest: number;
beforeEach(async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/ai/faqs/sheet',
    headers: ANA,
    payload: {
      message: 'Necesito ayuda con mi RFC',
      company_id: 3,
      user_email: 'ana@example.mx',
      user_id: 7,
      category: 'incorporation',
      subcategory: 'process',
      conversation: [],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  anasRequest = res.json<{ content: { request: SupportRequest } }>().content.request.id;
});

const answer = (
  requestId: number | string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) => app.inject({ method: 'POST', url: `/ai/faqs/requests/${requestId}/messages`, headers, payload });

describe('answering in the thread of a support request', () => {
  it("adds the user's answer to their own request and answers the request with its thread", async () => {
    const res = await answer(anasRequest, ANA, { message: '  Ya subí la constancia.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: { request: SupportRequest } }>().content.request).toMatchObject({
      id: anasRequest,
      thread: [{ author_kind: 'user', body: 'Ya subí la constancia.' }],
    });
    const list = await app.inject({
      method: 'GET',
      url: '/ai/faqs/requests/?user_id=7&company_id=3',
      headers: ANA,
    });
    const listed = list
      .json<{ content: { requests: SupportRequest[] } }>()
      .content.requests.find((request) => request.id === anasRequest);
    expect(listed?.thread.map((message) => message.body)).toEqual(['Ya subí la constancia.']);
  });

  it("answers another user's request exactly like one that does not exist", async () => {
    const foreign = await answer(anasRequest, BETO, { message: 'Hola' });
    const missing = await answer(9999, BETO, { message: 'Hola' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: ['not_found'] });
    expect(missing.json()).toEqual(foreign.json());
    expect(memory.requests.find((request) => request.id === anasRequest)?.thread).toEqual([]);
  });

  it('refuses anonymous callers, and answers that are empty, too long, unstorable or not text', async () => {
    expect((await answer(anasRequest, {}, { message: 'Hola' })).statusCode).toBe(401);
    for (const message of ['', '   ', 'a'.repeat(1001), 'Hola\u0000', '\uD83D solo', 7]) {
      const res = await answer(anasRequest, ANA, { message });
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json<{ message: string[] }>().message).toEqual(['invalid_request']);
    }
    expect((await answer('0', ANA, { message: 'Hola' })).statusCode).toBe(400);
    expect(memory.requests.find((request) => request.id === anasRequest)?.thread).toEqual([]);
  });
});
