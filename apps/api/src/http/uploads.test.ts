import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, uniqueEmail, type Registered } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Uploads over a real socket: the server must answer (and stop reading) before a refused body has arrived,
 * which `app.inject` cannot show since it hands the whole body over at once.
 */

const UPLOAD_MAX_BYTES = 64 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'forja-uploads-'));
let t: TestApp;
let port: number;
let ana: Registered;
let beto: Registered;
let companyId: number;
let partnerId: number;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES), DATA_DIR: dataDir });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  ana = await register(t.app);
  beto = await register(t.app);
  const company = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(ana.access),
    payload: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Subidas ${Date.now()}`, priority: 1 }],
      legal_representation: true,
    },
  });
  companyId = company.json<{ content: { id: number } }>().content.id;
  const table = await t.app.inject({
    method: 'POST',
    url: `/api/v3/add-partners/company/${companyId}`,
    headers: bearer(ana.access),
    payload: {
      partners: [
        { name: 'Ana', email: ana.email, nationalities: ['MX'], shares: [{ series: 'A', percentage: 60 }] },
        {
          name: 'Luis',
          email: uniqueEmail('luis'),
          nationalities: ['MX'],
          shares: [{ series: 'A', percentage: 40 }],
        },
      ],
    },
  });
  partnerId = table.json<{ content: { partners: { id: number }[] } }>().content.partners[1]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Sent = {
  status: number | null;
  body: unknown;
  /** The answer came while the client was still sending the body. */
  answeredWhileSending: boolean;
  /** The server closed the connection instead of reading the rest. */
  closedByServer: boolean;
};

const BOUNDARY = '----forjaUpload';
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/**
 * POSTs a multipart body of about `bodyBytes` (a PDF whose tail is padding) in 64 KiB writes, honouring
 * back-pressure, and stops writing as soon as an answer arrives. `declaredLength` sends a Content-Length
 * (which may lie); without it the body is streamed (chunked). `sendBytes` writes only that much and then
 * waits, the request left open.
 */
function send(
  path: string,
  options: {
    headers?: Record<string, string>;
    bodyBytes: number;
    declaredLength?: number;
    sendBytes?: number;
    field?: string;
  },
): Promise<Sent> {
  return new Promise((resolve) => {
    const result: Sent = { status: null, body: null, answeredWhileSending: false, closedByServer: false };
    let sending = true;
    let finished = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(options.declaredLength !== undefined ? { 'content-length': String(options.declaredLength) } : {}),
        ...options.headers,
      },
    });
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    // No answer within a few seconds of the last byte written: the server is waiting for (or reading) more.
    let timer = setTimeout(done, 4000);
    request.on('error', () => undefined);
    request.on('response', (response) => {
      result.status = response.statusCode ?? null;
      result.answeredWhileSending = sending;
      sending = false;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => undefined);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          result.body = JSON.parse(text);
        } catch {
          result.body = text;
        }
      });
    });
    request.on('close', () => {
      // The socket closed while the client had not finished its body: the server hung up.
      if (!request.writableFinished) result.closedByServer = true;
      setTimeout(done, 50);
    });

    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const limit = options.sendBytes ?? options.bodyBytes;
    void (async () => {
      let written = 0;
      const write = async (chunk: Buffer) => {
        written += chunk.length;
        if (!request.write(chunk)) await new Promise((next) => request.once('drain', next));
      };
      await write(head);
      while (sending && !request.destroyed && written + CHUNK.length + tail.length <= limit) {
        await write(CHUNK);
      }
      if (!sending || request.destroyed) return;
      if (options.sendBytes !== undefined) {
        clearTimeout(timer);
        timer = setTimeout(done, 4000);
        return;
      }
      request.end(tail);
      sending = false;
      clearTimeout(timer);
      timer = setTimeout(done, 4000);
    })().catch(() => undefined);
  });
}

const companyDocument = () => `/api/v3/company/${companyId}/documents/CSF_company`;
const HUGE = 24 * 1024 * 1024;

describe('uploads are refused before their body is read', () => {
  it('tells the web app the limit, so its fields check it and its texts name it', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v3/app-config' });
    expect(config.json<{ content: { upload_max_bytes: number } }>().content.upload_max_bytes).toBe(
      UPLOAD_MAX_BYTES,
    );
  });

  it('answers 413 file_too_large at once to a Content-Length over the limit, and hangs up', async () => {
    const sent = await send(companyDocument(), {
      headers: bearer(ana.access),
      bodyBytes: HUGE,
      declaredLength: 200 * 1024 * 1024,
    });
    expect(sent).toMatchObject({
      status: 413,
      body: { message: ['file_too_large', 'payload_too_large'] },
      answeredWhileSending: true,
      closedByServer: true,
    });
  });

  it('answers a stranger 403 while the body is still coming, without reading it', async () => {
    const sent = await send(companyDocument(), { headers: bearer(beto.access), bodyBytes: HUGE });
    expect(sent).toMatchObject({
      status: 403,
      body: { message: ['user_not_belong_to_company'] },
      answeredWhileSending: true,
      closedByServer: true,
    });
  });

  it('answers a stranger 403 even when the declared body is small and only its start has been sent', async () => {
    const sent = await send(`/api/v3/company/legal-representatives/new/${companyId}`, {
      headers: bearer(beto.access),
      bodyBytes: 100 * 1024,
      declaredLength: 100 * 1024,
      sendBytes: 8 * 1024,
    });
    expect(sent).toMatchObject({ status: 403, answeredWhileSending: true, closedByServer: true });
  });

  it('answers an unknown invitation token before reading a partner document', async () => {
    const sent = await send(`/api/v3/partner/${partnerId}/documents/national_identity`, {
      headers: { 'x-invitation-token': 'not-a-real-invitation-token' },
      bodyBytes: HUGE,
    });
    expect(sent).toMatchObject({
      status: 404,
      body: { message: ['token_not_found'] },
      answeredWhileSending: true,
      closedByServer: true,
    });
  });

  it('stops reading a streamed body without Content-Length once it passes the limit', async () => {
    const sent = await send(companyDocument(), { headers: bearer(ana.access), bodyBytes: HUGE });
    expect(sent).toMatchObject({
      status: 413,
      body: { message: ['file_too_large', 'payload_too_large'] },
      answeredWhileSending: true,
      closedByServer: true,
    });
  });

  it('stops reading a streamed selfie video at the limit too', async () => {
    for (const side of ['national_identity', 'national_identity_back']) {
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const form = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="ine.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/v3/partner/${partnerId}/documents/${side}`,
        headers: { ...bearer(ana.access), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: form,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    const sent = await send(`/api/v3/partner/${partnerId}/identity-verification`, {
      headers: bearer(ana.access),
      bodyBytes: HUGE,
      field: 'video',
    });
    expect(sent).toMatchObject({
      status: 413,
      body: { message: ['file_too_large', 'payload_too_large'] },
      answeredWhileSending: true,
      closedByServer: true,
    });
  });

  it('still accepts a streamed upload within the limit', async () => {
    const sent = await send(companyDocument(), { headers: bearer(ana.access), bodyBytes: 32 * 1024 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });
});
