import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, type Registered } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

/** Input no form sends but a script can: each answers 400 with a code, never 500. */

let t: TestApp;
let ana: Registered;
let companyId: number;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(ana.access),
    payload: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Entradas ${Date.now()}`, priority: 1 }],
      legal_representation: true,
    },
  });
  companyId = res.json<{ content: { id: number } }>().content.id;
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PUT', url: string, body: string, token = ana.access) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: body,
  });

describe('text that PostgreSQL cannot store', () => {
  it.each([
    ['a NUL byte', '"Nopal\\u0000Azul"'],
    ['a lone high surrogate', '"Nopal \\ud800 Azul"'],
    ['a lone low surrogate', '"Nopal \\udc00 Azul"'],
  ])('refuses %s in a JSON body with invalid_format', async (_label, name) => {
    const res = await json('POST', `/api/v3/update-company-goal/${companyId}`, `{"company_goal":${name}}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: ['invalid_format'] });
  });

  it('refuses it deep inside a body, in an array of objects', async () => {
    const res = await json(
      'POST',
      `/api/v3/add-partners/company/${companyId}`,
      JSON.stringify({
        partners: [
          { name: 'Ana', email: ana.email, nationalities: ['MX'], shares: [{ series: 'A', percentage: 60 }] },
          { name: 'Luis', nationalities: ['MX'], shares: [{ series: 'A\u0000', percentage: 40 }] },
        ],
      }),
    );
    expect(res.json()).toEqual({ message: ['invalid_format'] });
  });

  it('refuses it as a key of a body object', async () => {
    const res = await json(
      'POST',
      `/api/v3/update-company-goal/${companyId}`,
      '{"company_goal":"Vender tacos","\\u0000":1}',
    );
    expect(res.json()).toEqual({ message: ['invalid_format'] });
  });

  it('refuses it in a path parameter and in a query string', async () => {
    const inPath = await t.app.inject({ method: 'GET', url: '/api/v3/postal-codes/01%0000' });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toEqual({ message: ['invalid_format'] });
    const inQuery = await t.app.inject({ method: 'GET', url: '/api/v3/business-twists?q=pan%00&lang=es' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toEqual({ message: ['invalid_format'] });
  });

  it('refuses it in a header the API stores', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/store-utms-interaction',
      headers: { ...bearer(ana.access), x_utm_tags: '{"utm_source":"g\\u0000oogle"}' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps accepting text with emoji and accents (surrogate pairs are whole)', async () => {
    const res = await json(
      'POST',
      `/api/v3/update-company-goal/${companyId}`,
      '{"company_goal":"Tacos 🌵 y aguas de Ñandú, 𠮷"}',
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('numbers out of the columns they go to', () => {
  it('refuses an activity id past the largest integer column value when a company is registered', async () => {
    const res = await json(
      'POST',
      '/api/v3/company/register',
      JSON.stringify({
        company_type: 'sa',
        company_name: 'Nopal Azul',
        legal_names: [{ name: `Enteros ${Date.now()}`, priority: 1 }],
        legal_representation: false,
        activities: [{ id: 2_147_483_648, name: 'Venta de tacos' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string[] }>().message).toEqual(['invalid_request']);
  });
});

describe('broken multipart bodies', () => {
  const upload = (contentType: string, payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${companyId}/documents/CSF_company`,
      headers: { ...bearer(ana.access), 'content-type': contentType },
      payload,
    });
  const part = (boundary: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
    ]);

  it.each([
    ['truncated before its closing boundary', 'multipart/form-data; boundary=xyz', part('xyz')],
    [
      'whose boundary does not match the header',
      'multipart/form-data; boundary=xyz',
      Buffer.concat([part('abc'), Buffer.from('\r\n--abc--\r\n')]),
    ],
    [
      'with no boundary in the header',
      'multipart/form-data',
      Buffer.concat([part('xyz'), Buffer.from('\r\n--xyz--\r\n')]),
    ],
    [
      'whose boundary is too long to search for',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      Buffer.concat([part('xyz'), Buffer.from('\r\n--xyz--\r\n')]),
    ],
    [
      'with a field declared JSON that is not',
      'multipart/form-data; boundary=xyz',
      Buffer.from(
        '--xyz\r\nContent-Disposition: form-data; name="a"\r\nContent-Type: application/json\r\n\r\n{mal\r\n--xyz--\r\n',
      ),
    ],
    ['that is empty', 'multipart/form-data; boundary=xyz', Buffer.alloc(0)],
    ['with only a closing boundary', 'multipart/form-data; boundary=xyz', Buffer.from('--xyz--\r\n')],
    [
      'with a part that has no headers',
      'multipart/form-data; boundary=xyz',
      Buffer.from('--xyz\r\n\r\nhola\r\n--xyz--\r\n'),
    ],
  ])('answers a body %s with 400 invalid_format', async (_label, contentType, payload) => {
    const res = await upload(contentType, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: ['invalid_format'] });
  });
});

describe('text the database refuses, where no contract reads it first', () => {
  it('answers a NUL byte in a multipart form field with invalid_format', async () => {
    const boundary = 'xyz';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(field('name', 'Ana\u0000López') + field('rfc', 'GODE561231GR8')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="ine.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/legal-representatives/new/${companyId}`,
      headers: { ...bearer(ana.access), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: ['invalid_format'] });
  });
});
