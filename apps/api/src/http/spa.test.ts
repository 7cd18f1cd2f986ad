import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPageFor, looksLikeStaticFile, prerenderedPages, registerSpa } from './spa';

// A built web app with prerendered pages, as scripts/prerender.mjs and scripts/precompress.mjs leave it.
const INDEX = '<!doctype html><html lang="es"><title>Forja</title><div id="root"></div></html>';
const page = (lang: string, heading: string) =>
  `<!doctype html><html lang="${lang}"><title>${heading} · Forja</title>` +
  `<div id="root" data-prerendered><h1>${heading}</h1>${'<p>Forja</p>'.repeat(200)}</div></html>`;
const workspace = (lang: string) =>
  `<!doctype html><html lang="${lang}"><title>Forja</title><link rel="modulepreload"><div id="root"></div></html>`;
const SIGN_IN_ES = page('es', 'Inicia sesión');
const REGISTER_ZH = page('zh-CN', '您希望 Forja 担任公司的法定代表人吗？');

let web: string;
let app: FastifyInstance;

function write(path: string, text: string, compressed = false): void {
  writeFileSync(join(web, path), text);
  if (!compressed) return;
  writeFileSync(join(web, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(web, `${path}.gz`), gzipSync(text));
}

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'forja-spa-'));
  mkdirSync(join(web, 'prerendered/es'), { recursive: true });
  mkdirSync(join(web, 'prerendered/zh_cn'), { recursive: true });
  write('index.html', INDEX);
  write('workspace.es.html', workspace('es'));
  write('workspace.en.html', workspace('en'));
  write('prerendered/es.html', SIGN_IN_ES, true);
  write('prerendered/es/register.html', page('es', '¿Quieres que Forja sea el representante legal?'), true);
  write('prerendered/zh_cn/register.html', REGISTER_ZH, true);
  app = Fastify();
  await registerSpa(app, web);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(web, { recursive: true, force: true });
});

describe('prerenderedPages', () => {
  it('maps each prerendered file to the path it answers', () => {
    expect(Object.fromEntries(prerenderedPages(web))).toEqual({
      '/es': 'prerendered/es.html',
      '/es/register': 'prerendered/es/register.html',
      '/zh_cn/register': 'prerendered/zh_cn/register.html',
    });
  });

  it('finds none in a build without them', () => {
    expect(prerenderedPages(join(web, 'missing')).size).toBe(0);
  });
});

describe('the prerendered pages', () => {
  it.each([
    ['/es', SIGN_IN_ES],
    ['/es?utm_source=news&next=%2Fes%2Fcompanies', SIGN_IN_ES],
    ['/zh_cn/register', REGISTER_ZH],
  ])('are sent for their path %s, never cached', async (url, html) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(html);
  });

  it('are sent in the compressed copy the browser accepts', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/es',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SIGN_IN_ES);

    const gzip = await app.inject({ method: 'GET', url: '/es', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SIGN_IN_ES);
  });

  it('answer HEAD like GET', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/es/register' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it.each(['/', '/en', '/zh_cn', '/es/', '/es/register/welcome', '/es/companies', '/ES'])(
    'leave every other client route %s to index.html',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it.each([
    ['/es/dashboard/12/home', 'es'],
    ['/en/dashboard/3/company_basic_data?from=mail', 'en'],
    ['/es/dashboard', 'es'],
  ])(
    "send the workspace's own page in the path's language for the company workspace %s",
    async (url, lang) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(workspace(lang));
    },
  );

  it('send index.html to the workspace in a language the build wrote no workspace page for', async () => {
    const res = await app.inject({ method: 'GET', url: '/zh_cn/dashboard/3/home' });
    expect(res.body).toBe(INDEX);
    expect(appPageFor('/es/dashboards', new Set(['workspace.es.html']))).toBe('index.html');
    expect(appPageFor('/es/backoffice/dashboard', new Set(['workspace.es.html']))).toBe('index.html');
  });

  it('send a form posted before the script ran back to the page, without reading it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/es?next=%2Fes%2Fcompanies',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=ana%40example.mx&password=secreto',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/es?next=%2Fes%2Fcompanies');
    expect(res.body).not.toContain('secreto');
  });

  it('send the app for a client route whose token holds dots, and plain 404 for a missing file', async () => {
    // A signed token as the RFC e-mail's booking link carries it; a signature without "-" or "_" used to end
    // like a file extension.
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ0IjoiZWZpcm1hIn0.Q5Pe184RXTPK4PjimrmHMF9HFrqx6avsFUZL9C0GtkE';
    const link = await app.inject({ method: 'GET', url: `/es/redirect_call/${token}` });
    expect(link.statusCode).toBe(200);
    expect(link.body).toBe(INDEX);
    const missing = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
    expect(looksLikeStaticFile('/assets/font.woff2')).toBe(true);
    expect(looksLikeStaticFile('/favicon.svg')).toBe(true);
    expect(looksLikeStaticFile('/es/redirect_sign/abc.def')).toBe(false);
  });

  it('answer a post to any other path as before: 404 JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/es/companies', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ['not_found'] });
  });
});
