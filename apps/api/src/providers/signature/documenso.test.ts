import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDocumensoSignature, DOCUMENSO_SECRET_HEADER } from './documenso';
import { SignatureProviderError, SignatureWebhookError, type EnvelopeRequest } from './signature';

/**
 * Documenso's REST API v1, for real over HTTP, against a local server that answers the calls Forja makes
 * (create, presigned upload, fields, send, download, delete) and records every request.
 */

const API_KEY = 'api_forja_test_key_123';
const WEBHOOK_SECRET = 'documenso-webhook-secret-for-tests';
const NOW = new Date('2026-11-22T12:00:00.000Z');

type Call = {
  method: string;
  path: string;
  authorization: string | undefined;
  type: string | undefined;
  body: Buffer;
};

let server: Server;
let base: string;
let calls: Call[] = [];
let failing: string | null = null;
let signedPdf: Buffer;
let pdf: Buffer;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function answer(req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const url = new URL(req.url ?? '/', base);
  const call: Call = {
    method: req.method ?? '',
    path: url.pathname,
    authorization: req.headers.authorization,
    type: req.headers['content-type'],
    body,
  };
  calls.push(call);
  const route = `${call.method} ${call.path}`;
  if (failing === route) return send(res, 500, { message: 'Something went wrong' });
  // The presigned storage addresses carry their own authorization (here: the query string).
  if (route === 'PUT /upload/42' && url.searchParams.get('X-Amz-Signature') === 'presigned') {
    return send(res, 200, {});
  }
  if (route === 'GET /files/42-signed.pdf' && url.searchParams.get('X-Amz-Signature') === 'presigned') {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    return res.end(signedPdf);
  }
  if (call.authorization !== API_KEY) return send(res, 401, { message: 'Unauthorized' });
  if (route === 'POST /api/v1/documents') {
    const request = JSON.parse(body.toString()) as { recipients: { name: string; email: string }[] };
    return send(res, 200, {
      documentId: 42,
      externalId: 'company_12_articles_v3',
      uploadUrl: `${base}/upload/42?X-Amz-Signature=presigned`,
      // Documenso answers its recipients in its own order.
      recipients: request.recipients
        .map((recipient, index) => ({
          recipientId: 100 + index,
          name: recipient.name,
          email: recipient.email,
          token: `token_${index}`,
          role: 'SIGNER',
          signingOrder: null,
          signingUrl: `https://sign.documenso.test/sign/token_${index}`,
        }))
        .reverse(),
    });
  }
  if (route === 'POST /api/v1/documents/42/fields') return send(res, 200, { documentId: 42, fields: [] });
  if (route === 'POST /api/v1/documents/42/send') return send(res, 200, { message: 'Document sent', id: 42 });
  if (route === 'GET /api/v1/documents/42/download') {
    return send(res, 200, { downloadUrl: `${base}/files/42-signed.pdf?X-Amz-Signature=presigned` });
  }
  if (route === 'DELETE /api/v1/documents/42') return send(res, 200, { id: 42, status: 'PENDING' });
  return send(res, 404, { message: 'Not found' });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => answer(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const document = await PDFDocument.create();
  document.addPage();
  document.addPage();
  pdf = Buffer.from(await document.save());
  document.addPage();
  signedPdf = Buffer.from(await document.save());
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  calls = [];
  failing = null;
});

const provider = (overrides: { apiKey?: string; apiUrl?: string } = {}) =>
  createDocumensoSignature({
    apiUrl: overrides.apiUrl ?? base,
    apiKey: overrides.apiKey ?? API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    appUrl: 'https://app.forja.test',
    clock: () => NOW,
    timeoutMs: 5_000,
  });

const request = (overrides: Partial<EnvelopeRequest> = {}): EnvelopeRequest => ({
  reference: 'company_12_articles_v3',
  title: 'Acta constitutiva — Tacos El Güero',
  pdf,
  signers: [
    {
      reference: 'signer_1',
      name: 'Ana Pérez',
      email: 'Ana@Example.com',
      signing_order: 1,
      language: 'es',
      redirect_path: '/es/redirect_sign/abc',
    },
    {
      reference: 'signer_2',
      name: 'Luis Gómez',
      email: 'luis@example.com',
      signing_order: 2,
      language: 'es',
      redirect_path: '/es/redirect_sign/abc',
    },
  ],
  redirect_path: '/es/redirect_sign/abc',
  language: 'es',
  ...overrides,
});

const json = (call: Call | undefined) => JSON.parse(call?.body.toString() ?? 'null') as unknown;

describe('Documenso envelopes', () => {
  it('creates the document, uploads the PDF, places a signature field per signer and sends it without e-mail', async () => {
    const created = await provider().createEnvelope(request());

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/v1/documents',
      'PUT /upload/42',
      'POST /api/v1/documents/42/fields',
      'POST /api/v1/documents/42/send',
    ]);
    const [create, upload, fields, sent] = calls;
    expect(create?.authorization).toBe(API_KEY);
    expect(create?.type).toBe('application/json');
    expect(json(create)).toEqual({
      title: 'Acta constitutiva — Tacos El Güero',
      externalId: 'company_12_articles_v3',
      recipients: [
        { name: 'Ana Pérez', email: 'Ana@Example.com', role: 'SIGNER', signingOrder: 1 },
        { name: 'Luis Gómez', email: 'luis@example.com', role: 'SIGNER', signingOrder: 2 },
      ],
      meta: {
        redirectUrl: 'https://app.forja.test/es/redirect_sign/abc',
        signingOrder: 'SEQUENTIAL',
        language: 'es',
      },
    });

    // The PDF's exact bytes, and never the API key, go to the presigned address.
    expect(upload?.authorization).toBeUndefined();
    expect(upload?.type).toBe('application/pdf');
    expect(upload?.body.equals(pdf)).toBe(true);

    expect(fields?.authorization).toBe(API_KEY);
    const placed = json(fields) as Record<string, number | string>[];
    expect(placed).toHaveLength(2);
    expect(placed.map((field) => [field.recipientId, field.type, field.pageNumber])).toEqual([
      [100, 'SIGNATURE', 2],
      [101, 'SIGNATURE', 2],
    ]);
    for (const field of placed) {
      for (const key of ['pageX', 'pageY', 'pageWidth', 'pageHeight']) {
        expect(field[key]).toBeGreaterThan(0);
        expect(field[key]).toBeLessThanOrEqual(100);
      }
      expect(Number(field.pageY) + Number(field.pageHeight)).toBeLessThanOrEqual(100);
    }
    expect(json(sent)).toEqual({ sendEmail: false });

    expect(created).toEqual({
      envelope_id: '42',
      signers: [
        {
          reference: 'signer_1',
          provider_signer_id: '100',
          signing_url: 'https://sign.documenso.test/sign/token_0',
        },
        {
          reference: 'signer_2',
          provider_signer_id: '101',
          signing_url: 'https://sign.documenso.test/sign/token_1',
        },
      ],
    });
  });

  it('lets signers with one signing order sign in parallel, and gives Chinese readers the English page', async () => {
    await provider().createEnvelope(
      request({
        language: 'zh_cn',
        signers: [
          {
            reference: 'signer_1',
            name: 'Ana',
            email: 'ana@example.com',
            signing_order: 1,
            language: 'es',
            redirect_path: '/es/redirect_sign/abc',
          },
          {
            reference: 'signer_2',
            name: 'Luis',
            email: 'luis@example.com',
            signing_order: 1,
            language: 'es',
            redirect_path: '/es/redirect_sign/abc',
          },
        ],
      }),
    );
    expect(json(calls[0])).toMatchObject({ meta: { signingOrder: 'PARALLEL', language: 'en' } });
  });

  it('answers SignatureProviderError when Documenso refuses, and removes the half-made document', async () => {
    failing = 'POST /api/v1/documents/42/fields';
    await expect(provider().createEnvelope(request())).rejects.toThrow(SignatureProviderError);
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/v1/documents/42',
      authorization: API_KEY,
    });

    calls = [];
    await expect(provider({ apiKey: 'api_wrong' }).createEnvelope(request())).rejects.toThrow(/401/);
    expect(calls).toHaveLength(1);
  });

  it('answers SignatureProviderError when Documenso cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(provider({ apiUrl: `http://127.0.0.1:${port}` }).createEnvelope(request())).rejects.toThrow(
      SignatureProviderError,
    );
  });

  it('refuses a file that is not a PDF before calling Documenso', async () => {
    await expect(provider().createEnvelope(request({ pdf: Buffer.from('hello') }))).rejects.toThrow(
      SignatureProviderError,
    );
    expect(calls).toHaveLength(0);
  });

  it('downloads the signed copy from the presigned address', async () => {
    const signed = await provider().downloadSigned('42');
    expect(signed.equals(signedPdf)).toBe(true);
    expect(calls.map((call) => [`${call.method} ${call.path}`, call.authorization])).toEqual([
      ['GET /api/v1/documents/42/download', API_KEY],
      ['GET /files/42-signed.pdf', undefined],
    ]);
    await expect(provider().downloadSigned('43')).rejects.toThrow(SignatureProviderError);
  });

  it('voids by deleting the document; one already gone is fine', async () => {
    await provider().voidEnvelope('42', 'data_changed');
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/v1/documents/42',
      authorization: API_KEY,
    });
    await expect(provider().voidEnvelope('404', 'data_changed')).resolves.toBeUndefined();
    failing = 'DELETE /api/v1/documents/42';
    await expect(provider().voidEnvelope('42', 'data_changed')).rejects.toThrow(SignatureProviderError);
  });
});

describe('Documenso webhooks', () => {
  const recipient = (id: number, email: string, extra: Record<string, unknown> = {}) => ({
    id,
    documentId: 42,
    email,
    name: email.split('@')[0],
    token: `token_${id}`,
    role: 'SIGNER',
    signingOrder: 1,
    signedAt: null,
    readStatus: 'NOT_OPENED',
    signingStatus: 'NOT_SIGNED',
    sendStatus: 'SENT',
    rejectionReason: null,
    ...extra,
  });
  const webhook = (event: string, recipients: unknown[], createdAt = NOW.toISOString()) =>
    Buffer.from(
      JSON.stringify({
        event,
        payload: { id: 42, title: 'Acta', status: 'PENDING', recipients, Recipient: recipients },
        createdAt,
        webhookEndpoint: 'https://app.forja.test/api/v3/signature/webhook/documenso',
      }),
    );
  const good = { [DOCUMENSO_SECRET_HEADER]: WEBHOOK_SECRET };

  it('reads a signature: the recipient who signed last', async () => {
    const body = webhook('DOCUMENT_SIGNED', [
      recipient(100, 'ana@example.com', {
        readStatus: 'OPENED',
        signingStatus: 'SIGNED',
        signedAt: '2026-11-22T11:50:00.000Z',
      }),
      recipient(101, 'luis@example.com', {
        readStatus: 'OPENED',
        signingStatus: 'SIGNED',
        signedAt: '2026-11-22T11:59:30.000Z',
      }),
    ]);
    const event = await provider().parseWebhook(body, good);
    expect(event).toEqual({
      id: 'documenso:DOCUMENT_SIGNED:42:101:2026-11-22T12:00:00.000Z',
      type: 'signer_signed',
      provider_type: 'DOCUMENT_SIGNED',
      occurred_at: NOW,
      envelope_id: '42',
      signer: {
        provider_signer_id: '101',
        email: 'luis@example.com',
        at: new Date('2026-11-22T11:59:30.000Z'),
        ip: null,
        user_agent: null,
        reason: null,
      },
    });
    // The same delivery twice: the same event id, so Forja applies it once.
    expect((await provider().parseWebhook(body, good)).id).toBe(event.id);
  });

  it('reads an opening, a rejection with its reason, a completion, and ignores the rest', async () => {
    const opened = await provider().parseWebhook(
      webhook('DOCUMENT_OPENED', [
        recipient(100, 'ana@example.com', { readStatus: 'OPENED', signingStatus: 'SIGNED' }),
        recipient(101, 'luis@example.com', { readStatus: 'OPENED' }),
      ]),
      good,
    );
    expect(opened).toMatchObject({ type: 'signer_viewed', signer: { provider_signer_id: '101', at: NOW } });

    const rejected = await provider().parseWebhook(
      webhook('DOCUMENT_REJECTED', [
        recipient(100, 'ana@example.com', {
          signingStatus: 'REJECTED',
          signedAt: '2026-11-22T11:58:00.000Z',
          rejectionReason: 'La dirección está mal',
        }),
      ]),
      good,
    );
    expect(rejected).toMatchObject({
      type: 'signer_declined',
      signer: { provider_signer_id: '100', reason: 'La dirección está mal' },
    });

    const completed = await provider().parseWebhook(webhook('DOCUMENT_COMPLETED', []), good);
    expect(completed).toMatchObject({ type: 'envelope_completed', envelope_id: '42', signer: null });
    expect((await provider().parseWebhook(webhook('DOCUMENT_CANCELLED', []), good)).type).toBe('ignored');
  });

  it('refuses a missing or wrong secret', async () => {
    const body = webhook('DOCUMENT_COMPLETED', []);
    await expect(provider().parseWebhook(body, {})).rejects.toThrow(SignatureWebhookError);
    await expect(provider().parseWebhook(body, { [DOCUMENSO_SECRET_HEADER]: 'wrong' })).rejects.toThrow(
      SignatureWebhookError,
    );
    await expect(
      provider().parseWebhook(body, { [DOCUMENSO_SECRET_HEADER]: `${WEBHOOK_SECRET}x` }),
    ).rejects.toThrow(SignatureWebhookError);
    await expect(provider().parseWebhook(Buffer.from('not json'), good)).rejects.toThrow(
      SignatureWebhookError,
    );
  });

  it('refuses events outside the replay window: older than five minutes, or from the future', async () => {
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();
    await expect(
      provider().parseWebhook(webhook('DOCUMENT_COMPLETED', [], at(-299)), good),
    ).resolves.toBeTruthy();
    await expect(provider().parseWebhook(webhook('DOCUMENT_COMPLETED', [], at(-301)), good)).rejects.toThrow(
      SignatureWebhookError,
    );
    // A few seconds of difference between the two clocks is taken; more is a forged date.
    await expect(
      provider().parseWebhook(webhook('DOCUMENT_COMPLETED', [], at(10)), good),
    ).resolves.toBeTruthy();
    await expect(provider().parseWebhook(webhook('DOCUMENT_COMPLETED', [], at(120)), good)).rejects.toThrow(
      SignatureWebhookError,
    );
    await expect(
      provider().parseWebhook(webhook('DOCUMENT_COMPLETED', [], 'yesterday'), good),
    ).rejects.toThrow(SignatureWebhookError);
  });
});
