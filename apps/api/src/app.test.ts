import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let web: string;
const APP_SCRIPT = `export const words = ${JSON.stringify('constitución '.repeat(800))};`;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'forja-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Forja</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A built bundle with the copies scripts/precompress.mjs writes beside it.
  writeFileSync(join(web, 'assets', 'app-def456.js'), APP_SCRIPT);
  writeFileSync(join(web, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_SCRIPT));
  writeFileSync(join(web, 'assets', 'app-def456.js.gz'), gzipSync(APP_SCRIPT));
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('health', () => {
  it('answers ok with the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: { status: 'ok', database: process.env.FORJA_TEST_DB } });
  });

  it('is live and ready with the database up and migrated', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ content: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      content: { status: 'ok', database: process.env.FORJA_TEST_DB, failed: [] },
    });
  });

  it('answers liveness from the listening server itself, and everything else through the app', async () => {
    const served = await createTestApp();
    try {
      const address = await served.app.listen({ port: 0, host: '127.0.0.1' });
      const live = await fetch(`${address}/api/health/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ content: { status: 'ok' } });
      const ready = await fetch(`${address}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('content-security-policy')).toContain("default-src 'self'");
    } finally {
      await served.close();
    }
  });

  it('stays live but is not ready when the database is gone', async () => {
    const lost = await createTestApp();
    try {
      await lost.database.close();
      expect((await lost.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const ready = await lost.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ content: { status: 'unavailable', failed: ['database'] } });
    } finally {
      await lost.app.close();
    }
  });
});

describe('API conventions', () => {
  it('answers unknown API routes with 404 JSON, never the SPA', async () => {
    for (const url of ['/api/v3/no-such-route', '/api/nothing', '/ai/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ['not_found'] });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/v3/no-such-route', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 invalid_json and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ['invalid_json'] });
    expect(res.body).not.toMatch(/at .*\.ts|node_modules/);
  });

  it('answers an unreadable content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      headers: { 'content-type': 'application/x-forja-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: ['unsupported_media_type'] });
  });

  it('answers a JSON body over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: ['payload_too_large'] });
  });

  it('answers a body that fails its schema with 400 invalid_request naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      payload: { mail: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ['invalid_request'], fields: [{ path: 'body.email' }] });
  });

  it('publishes an OpenAPI description and a browsable page', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths).toHaveProperty(['/api/health']);
    expect(spec.paths).toHaveProperty(['/api/v3/available-email']);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('compresses a large JSON answer for a client that accepts it, and leaves a small one as it is', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health/ready',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ content: { status: 'ok' } });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the SPA', () => {
  it.each(['/', '/es', '/es/register/legal_name?x=1', '/companies'])(
    'serves index.html for the client route %s, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a script the security headers that apply to it, and a page every one', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('no-referrer');
    expect(script.headers['strict-transport-security']).toContain('max-age=');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();

    const page = await t.app.inject({ method: 'GET', url: '/es' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    // A file of another kind, even under /assets/, is answered as a document would be.
    const other = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(other.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the precompressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const url = '/assets/app-def456.js';
    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(APP_SCRIPT.length / 10);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
  });

  it('answers a missing file with 404, not the SPA shell (a stale chunk must fail loudly)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });
});

describe('process warnings', () => {
  it('builds the app and serves client routes without deprecation or listener-leak warnings', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const second = await createTestApp({ WEB_DIST: web });
      for (let i = 0; i < 12; i += 1) {
        const res = await second.app.inject({ method: 'GET', url: `/es/route-${i}` });
        expect(res.statusCode).toBe(200);
      }
      await second.close();
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  });
});
