import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { logOptions } from './log-options';
import { currentRequestId } from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lines: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

/** Behind no proxy (TRUST_PROXY unset), logging into memory. */
let direct: TestApp;
/** Behind a proxy on the loopback (TRUST_PROXY=loopback); inject's requests come from 127.0.0.1. */
let proxied: TestApp;
/** Behind a proxy at 10.0.0.0/8 only. */
let ranged: TestApp;

beforeAll(async () => {
  [direct, proxied, ranged] = await Promise.all([
    createTestApp({}, { logger: { ...logOptions('info'), stream: memory } }),
    createTestApp({ TRUST_PROXY: 'loopback' }),
    createTestApp({ TRUST_PROXY: '10.0.0.0/8' }),
  ]);
});
afterAll(() => Promise.all([direct, proxied, ranged].map((t) => t?.close())));

const health = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({ method: 'GET', url: '/api/health', headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('X-Request-Id', () => {
  it('is on every answer, a new one for each request', async () => {
    const first = await health(direct.app);
    const second = await health(direct.app);
    const missing = await direct.app.inject({ method: 'GET', url: '/api/v3/no-such-route' });
    const invalid = await direct.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      payload: { mail: 'x' },
    });
    const unreadable = await direct.app.inject({ method: 'GET', url: '/api/v3/company/%E0%A4%A' });
    expect(unreadable.statusCode).toBe(400);
    for (const res of [first, second, missing, invalid, unreadable]) {
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    expect(missing.statusCode).toBe(404);
    expect(invalid.statusCode).toBe(400);
    expect(
      new Set([first, second, missing, invalid, unreadable].map((res) => res.headers['x-request-id'])).size,
    ).toBe(5);
  });

  it("keeps a trusted proxy's id", async () => {
    const res = await health(proxied.app, { 'x-request-id': 'lb-7f3a.91_Zq' });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.91_Zq');
    const fromRange = await health(ranged.app, { 'x-request-id': 'edge-42' }, '10.20.30.40');
    expect(fromRange.headers['x-request-id']).toBe('edge-42');
    const mapped = await health(ranged.app, { 'x-request-id': 'edge-43' }, '::ffff:10.1.1.1');
    expect(mapped.headers['x-request-id']).toBe('edge-43');
  });

  it('replaces the id of a sender that is not a trusted proxy', async () => {
    const noProxy = await health(direct.app, { 'x-request-id': 'chosen-by-the-client' });
    expect(noProxy.headers['x-request-id']).toMatch(UUID);
    const outsideRange = await health(ranged.app, { 'x-request-id': 'chosen-by-the-client' }, '192.0.2.7');
    expect(outsideRange.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces an id from a trusted proxy that is not a short safe token', async () => {
    for (const id of ['x'.repeat(65), 'a'.repeat(500), 'a b', 'id;drop', 'é-accent', '{"json":1}', '']) {
      const res = await health(proxied.app, { 'x-request-id': id });
      expect(res.headers['x-request-id'], id).toMatch(UUID);
    }
    expect((await health(proxied.app, { 'x-request-id': 'x'.repeat(64) })).headers['x-request-id']).toBe(
      'x'.repeat(64),
    );
  });

  it('replaces an id carrying a line break (a forged log line or header)', async () => {
    // Over the network Node's parser refuses such a header (400); inject hands it over as it is.
    for (const id of ['abc\nforged: 1', 'abc\r\nSet-Cookie: x=1', `abc\n{"level":60,"msg":"forged"}`]) {
      const res = await health(proxied.app, { 'x-request-id': id });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id'], id).toMatch(UUID);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('is on the request\'s log line, as "requestId"', async () => {
    const res = await health(direct.app);
    const id = res.headers['x-request-id'];
    const line = lines
      .map((text) => JSON.parse(text) as { msg?: string; requestId?: string; reqId?: string })
      .find((entry) => entry.msg === 'request completed' && entry.requestId === id);
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty('reqId');
  });
});

describe('the request context', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(tmpdir(), 'forja-test-data'),
      WEB_DIST: join(tmpdir(), 'forja-test-no-web-build'),
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      EMAIL_CHECKS: 'disposable',
    });
    app = await buildApp(config, { database });
    // What a handler (and a job it enqueues) reads, after the body arrived in pieces over a real socket.
    app.post('/test/request-context', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { id: currentRequestId(), own: request.id };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("holds the request's id inside the handler, after the body has been read", async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await new Promise<{ header: string; body: { id?: string; own: string } }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/test/request-context',
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({
                header: String(res.headers['x-request-id']),
                body: JSON.parse(text) as { id?: string; own: string },
              }),
            );
          },
        );
        req.on('error', reject);
        req.write('{"a":');
        setTimeout(() => req.end('1}'), 50);
      },
    );
    expect(answer.body.id).toBe(answer.header);
    expect(answer.body.own).toBe(answer.header);
    expect(currentRequestId()).toBeUndefined();
  });
});
