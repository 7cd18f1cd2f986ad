import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, registerUnconfirmed, type Registered } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every operation of the OpenAPI description, fed malformed input by fast-check: odd strings (NUL, lone
 * surrogates, huge), wrong types, huge and negative numbers, missing fields, garbage JSON, wrong content types
 * and odd path parameters, as a confirmed user, an unconfirmed one, a forged token and anonymously. No answer
 * may be a 5xx, and every error is the `{ message: [code] }` envelope with no stack trace, SQL or file path.
 * The seed is fixed (one per operation), so a failure names the input and reproduces.
 */

const SEED = 20_261_122;
const RUNS_PER_OPERATION = 24;

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};
type Caller = 'confirmed' | 'unconfirmed' | 'forged' | 'anonymous';
type Body = { contentType: string | undefined; payload: string | Buffer | undefined };
type Request = { caller: Caller; params: Record<string, string>; query: string; body: Body };

let t: TestApp;
let ana: Registered;
let unconfirmed: Registered;
let operations: Operation[];
/** Ids that exist, so some requests get past the "not found" checks into the services. */
const known: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  unconfirmed = await registerUnconfirmed(t.app);
  const company = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(ana.access),
    payload: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Fuzz ${Date.now()}`, priority: 1 }],
      legal_representation: true,
    },
  });
  const companyId = company.json<{ content: { id: number } }>().content.id;
  const table = await t.app.inject({
    method: 'POST',
    url: `/api/v3/add-partners/company/${companyId}`,
    headers: bearer(ana.access),
    payload: {
      partners: [
        { name: 'Ana', email: ana.email, nationalities: ['MX'], shares: [{ series: 'A', percentage: 60 }] },
        { name: 'Luis', nationalities: ['MX'], shares: [{ series: 'A', percentage: 40 }] },
      ],
    },
  });
  const partners = table.json<{ content: { partners: { id: number }[] } }>().content.partners;
  known.push(ana.id, companyId, ...partners.map((p) => p.id));

  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const spec = docs.json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  }>();
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
  // Operations that end the session or remove the company go last, so the others still meet live data.
  const last = /logout|delete-company|update-password/;
  operations.sort((a, b) => Number(last.test(a.path)) - Number(last.test(b.path)));
});
afterAll(() => t.close());

const NASTY_TEXT = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\uD800y',
  '\uDC00',
  '\uD83C',
  '🌵'.repeat(50),
  'Ñandú',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '\u202Eevil',
  '__proto__',
  'constructor',
  'null',
  '9'.repeat(40),
];
const NASTY_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1e308,
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'ñ'.repeat(n)),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom<unknown>(...NASTY_NUMBERS, null, true, false, [], {}, [[[]]], { a: { b: {} } }),
  fc.double(),
  fc.integer(),
  fc.array(nastyString, { maxLength: 3 }),
);

/** A value close to the schema, so requests reach past validation into the services. */
function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.constantFrom(...known, 1),
        fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 100) }),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: 3 });
    case 'object':
      return objectOf(schema, plausible);
    default:
      return fc.constantFrom(
        'Nopal Azul',
        'ana@example.mx',
        'GODE561231GR8',
        '55 1234 5678',
        'MX',
        'es',
        '123456',
        'A',
      );
  }
}

/** A value of the schema's shape where any part may be replaced by something wrong, or left out. */
function malformed(schema: JsonSchema): fc.Arbitrary<unknown> {
  const inner: fc.Arbitrary<unknown> =
    schema.type === 'object'
      ? objectOf(schema, malformed)
      : schema.type === 'array'
        ? fc.array(malformed(schema.items ?? {}), { maxLength: 4 })
        : plausible(schema);
  return fc.oneof({ weight: 3, arbitrary: inner }, { weight: 2, arbitrary: nastyValue });
}

function objectOf(schema: JsonSchema, value: (schema: JsonSchema) => fc.Arbitrary<unknown>) {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) record[key] = value(property);
  return fc.record(record, { requiredKeys: [] });
}

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    contentType: 'application/json',
    payload: JSON.stringify(value),
  });
  const wrong = fc.oneof(
    fc.constant<Body>({ contentType: 'application/json', payload: '{"a":' }),
    fc.constant<Body>({ contentType: 'application/json', payload: '' }),
    fc.string({ maxLength: 60 }).map((text): Body => ({ contentType: 'application/json', payload: text })),
    fc.constant<Body>({ contentType: 'application/json', payload: '{"a":"\\ud800","b":"\\u0000"}' }),
    fc.constant<Body>({ contentType: 'application/json', payload: '['.repeat(5000) }),
    fc.constant<Body>({ contentType: 'text/plain', payload: 'hola' }),
    fc.constant<Body>({ contentType: 'application/xml', payload: '<a/>' }),
    fc.constant<Body>({ contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' }),
    fc.constant<Body>({ contentType: 'multipart/form-data', payload: '--x\r\n' }),
    fc.constant<Body>({
      contentType: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    }),
    fc.constant<Body>({ contentType: 'application/json', payload: Buffer.alloc(1024 * 1024 + 10, 32) }),
    fc.constant<Body>({ contentType: undefined, payload: undefined }),
  );
  if (!operation.body)
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant<Body>({ contentType: undefined, payload: undefined }) },
      { weight: 2, arbitrary: wrong },
    );
  return fc.oneof(
    { weight: 4, arbitrary: malformed(operation.body).map(json) },
    { weight: 1, arbitrary: plausible(operation.body).map(json) },
    { weight: 2, arbitrary: wrong },
  );
}

const ODD_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  'abc',
  'null',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%8C%B5',
  '%',
  '%zz',
  '..',
  '%2F',
  '%20',
  'x'.repeat(1200),
];

function paramFor(parameter: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: plausible(parameter.schema).map((value) => encodeURIComponent(String(value))) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
    {
      weight: 1,
      arbitrary: nastyString.map((value) =>
        encodeURIComponent(value.slice(0, 300).replace(/\p{Cs}/gu, '\uFFFD')).replaceAll(
          '%EF%BF%BD',
          '%ED%A0%80',
        ),
      ),
    },
  );
}

function requestFor(operation: Operation): fc.Arbitrary<Request> {
  const params: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'path'))
    params[parameter.name] = paramFor(parameter);
  const queryParts = operation.parameters
    .filter((p) => p.in === 'query')
    .map((parameter) => fc.option(paramFor(parameter).map((value) => `${parameter.name}=${value}`)));
  const extra = fc.option(
    fc.constantFrom('x=%00', 'a[b][c]=1', 'q=%ED%A0%80', '=', '&&', 'limit=-1', 'lang=xx'),
  );
  return fc.record({
    caller: fc.constantFrom<Caller>('confirmed', 'confirmed', 'unconfirmed', 'forged', 'anonymous'),
    params: fc.record(params),
    query: fc
      .tuple(fc.tuple(...queryParts), extra)
      .map(([parts, more]) => [...parts, more].filter((part): part is string => part !== null).join('&')),
    body: bodyFor(operation),
  });
}

function urlOf(operation: Operation, request: Request): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => request.params[name] ?? '1');
  return request.query ? `${path}?${request.query}` : path;
}

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.body.contentType) headers['content-type'] = request.body.contentType;
  if (request.caller === 'confirmed') Object.assign(headers, bearer(ana.access));
  if (request.caller === 'unconfirmed') Object.assign(headers, bearer(unconfirmed.access));
  if (request.caller === 'forged') Object.assign(headers, bearer(`${ana.access.slice(0, -4)}AAAA`));
  return headers;
}

const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;
const LEAK =
  /\bat .+:\d+:\d+|node_modules|\/work\/|\/home\/|\/tmp\/|\.ts\b|\bselect\b.+\bfrom\b|\binsert into\b|Failed query|Error:/i;

/** Why a response breaks the rules, or null when it keeps them. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  if (LEAK.test(response.body)) return `error body leaks internals: ${response.body.slice(0, 300)}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `error body is not JSON: ${response.body.slice(0, 200)}`;
  }
  const { message, ...rest } = body as { message?: unknown };
  if (!Array.isArray(message) || message.length === 0)
    return `no message array: ${response.body.slice(0, 200)}`;
  if (!message.every((code) => typeof code === 'string' && SNAKE_CASE.test(code))) {
    return `codes not snake_case: ${JSON.stringify(message)}`;
  }
  const extra = Object.keys(rest).filter((key) => key !== 'fields');
  if (extra.length > 0) return `unexpected keys in the error: ${extra.join(', ')}`;
  return null;
}

function seedOf(operation: Operation): number {
  let hash = SEED;
  for (const char of `${operation.method} ${operation.path}`)
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('every API operation, fed malformed input', () => {
  it('never answers 5xx, and every error is a snake_case code envelope without internals', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const operation of operations) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const response = await t.app.inject({
            method: operation.method as InjectOptions['method'],
            url: urlOf(operation, request),
            headers: headersOf(request),
            ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
          });
          const problem = problemWith(response);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: seedOf(operation), endOnFailure: true },
      );
      if (result.failed) {
        const [request] = result.counterexample ?? [];
        failures.push(
          `${operation.method} ${operation.path} (seed ${result.seed}): ${String(result.errorInstance)}\n  ${request ? `${request.caller} ${urlOf(operation, request)} ${request.body.contentType ?? ''} ${String(request.body.payload).slice(0, 200)}` : ''}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
