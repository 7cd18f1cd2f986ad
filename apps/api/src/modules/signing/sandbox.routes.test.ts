import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE } from '@forja/contracts';
import type { Language } from '@forja/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createSandboxSignature, type SandboxSignature } from '../../providers/signature/sandbox';
import { createSandboxSignatureStore } from '../../providers/signature/sandbox-store';
import { SignatureWebhookError, type SignatureEvent } from '../../providers/signature/signature';
import { createLocalStorage } from '../../providers/storage/local-storage';
import { createTestDatabase } from '../../test/test-database';
import { testClock } from '../../test/test-app';
import {
  SANDBOX_SIGNATURE_WEBHOOK_URL,
  createSandboxWebhookDelivery,
  signatureSandboxRoutes,
} from './sandbox.routes';
import { SIGNATURE_SANDBOX_TEXTS } from './sandbox-texts';

/**
 * The sandbox signing pages in a small app: the pages' routes, the sandbox on the test database, and a stand-in
 * for Forja's webhook route that verifies each webhook the way the real one does and keeps the events.
 */

let database: DatabaseHandle;
let folder: string;
let app: FastifyInstance;
let sandbox: SandboxSignature;
let pdf: Buffer;
let events: SignatureEvent[] = [];
let accept = true;
const clock = testClock();

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'forja-signature-pages-'));
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Acta constitutiva', { x: 72, y: 700, size: 14, font });
  pdf = Buffer.from(await document.save());

  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(SANDBOX_SIGNATURE_WEBHOOK_URL, async (request, reply) => {
      if (!accept) return reply.status(503).send({ message: ['internal_error'] });
      try {
        events.push(await sandbox.parseWebhook(request.body as Buffer, request.headers));
      } catch (error) {
        if (error instanceof SignatureWebhookError) {
          return reply.status(400).send({ message: ['invalid_hmac_signature'] });
        }
        throw error;
      }
      return { content: { received: true } };
    });
  });
  sandbox = createSandboxSignature({
    store: createSandboxSignatureStore(database.db),
    storage: createLocalStorage(folder),
    secret: 'pages-test-secret',
    clock: clock.now,
    deliver: createSandboxWebhookDelivery(server),
  });
  await server.register(signatureSandboxRoutes(sandbox), { prefix: API_BASE });
  await server.ready();
  app = server;
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(folder, { recursive: true, force: true });
});
beforeEach(() => {
  events = [];
  accept = true;
});

const REDIRECT = '/es/redirect_sign/tok123';

async function envelope(orders: [number, number] = [1, 1]) {
  const created = await sandbox.createEnvelope({
    reference: 'company_12_articles_v1',
    title: 'Acta constitutiva — Tacos El Güero',
    pdf,
    signers: [
      {
        reference: 'signer_1',
        name: 'Ana Pérez Núñez',
        email: 'ana@example.com',
        signing_order: orders[0],
        language: 'es',
        redirect_path: REDIRECT,
      },
      {
        reference: 'signer_2',
        name: 'Luis Gómez',
        email: 'luis@example.com',
        signing_order: orders[1],
        language: 'es',
        redirect_path: REDIRECT,
      },
    ],
    redirect_path: REDIRECT,
    language: 'es',
  });
  return created.signers.map((signer) => signer.signing_url.split('?')[0] ?? '') as [string, string];
}

const form = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Vitest Browser/1.0' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the sandbox signing page', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['zh_cn', 'zh-CN'],
  ] as [Language, string][])(
    'renders in %s, labelled SANDBOX, without script',
    async (language, htmlLang) => {
      const [ana] = await envelope();
      const t = SIGNATURE_SANDBOX_TEXTS[language];
      const response = await app.inject({ method: 'GET', url: `${ana}?lang=${language}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const page = response.body;
      expect(page).toContain(`<html lang="${htmlLang}">`);
      expect(page).toContain('<strong>SANDBOX</strong>');
      expect(page).toContain('Ana Pérez Núñez');
      expect(page).toContain('Acta constitutiva — Tacos El Güero');
      expect(page).toContain(`href="${ana}/document"`);
      expect(page).toContain(t.consent);
      expect(page).toContain('<input type="checkbox" id="consent" name="consent" value="yes" required');
      expect(page).toContain('<label for="consent">');
      expect(page).toContain('<label for="typed_signature">');
      expect(page).toContain('<label for="reason">');
      expect(page).toContain(`action="${ana}/sign?lang=${language}"`);
      expect(page).toContain(`action="${ana}/decline?lang=${language}"`);
      expect(page).toContain('name="viewport" content="width=device-width, initial-scale=1"');
      // Nothing the app's strict CSP would block: no script, no inline handlers.
      expect(page).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    },
  );

  it('tells Forja the signer viewed it, once', async () => {
    const [ana] = await envelope();
    await app.inject({ method: 'GET', url: ana });
    await app.inject({ method: 'GET', url: `${ana}?lang=en` });
    expect(events.map((event) => [event.type, event.signer?.email])).toEqual([
      ['signer_viewed', 'ana@example.com'],
    ]);
  });

  it('serves the PDF inline', async () => {
    const [ana] = await envelope();
    const response = await app.inject({ method: 'GET', url: `${ana}/document` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="document.pdf"');
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers a page that does not exist for an unknown token', async () => {
    const unknown = `${API_BASE}/sandbox/signature/${'x'.repeat(43)}`;
    for (const response of [
      await app.inject({ method: 'GET', url: `${unknown}?lang=en` }),
      await app.inject({ method: 'GET', url: `${unknown}/document` }),
      await form(`${unknown}/sign`, { consent: 'yes', typed_signature: 'Ana' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('SANDBOX');
    }
    expect((await app.inject({ method: 'GET', url: `${unknown}?lang=en` })).body).toContain(
      SIGNATURE_SANDBOX_TEXTS.en.not_found,
    );
  });
});

describe('signing on the sandbox page', () => {
  it('asks for consent and a typed signature, keeping what was typed', async () => {
    const [ana] = await envelope();
    const noConsent = await form(`${ana}/sign?lang=en`, { typed_signature: 'Ana Pérez Núñez' });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain(`<div class="error" role="alert" id="sign-error">${'Tick the box'}`);
    expect(noConsent.body).toMatch(/id="consent"[^>]*aria-invalid="true" aria-describedby="sign-error"/);
    expect(noConsent.body).toMatch(/id="typed_signature"[^>]* aria-describedby="signature-help">/);
    expect(noConsent.body).toContain('value="Ana Pérez Núñez"');

    const noName = await form(`${ana}/sign`, { consent: 'yes', typed_signature: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain(SIGNATURE_SANDBOX_TEXTS.es.errors.signature_required);
    expect(noName.body).toMatch(
      /id="typed_signature"[^>]*aria-invalid="true" aria-describedby="sign-error signature-help"/,
    );
    expect(events.filter((event) => event.type === 'signer_signed')).toHaveLength(0);
  });

  it('signs and sends the signer back to the web app; the last signature completes the envelope', async () => {
    const [ana, luis] = await envelope();
    const first = await form(`${ana}/sign`, { consent: 'yes', typed_signature: 'Ana Pérez Núñez' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(REDIRECT);
    expect(events.at(-1)).toMatchObject({
      type: 'signer_signed',
      signer: { email: 'ana@example.com', ip: '127.0.0.1', user_agent: 'Vitest Browser/1.0' },
    });

    // Already signed: a page that says so, with the way back.
    const again = await form(`${ana}/sign?lang=en`, { consent: 'yes', typed_signature: 'Ana' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(SIGNATURE_SANDBOX_TEXTS.en.already_signed);
    expect(again.body).toContain(`href="${REDIRECT}"`);
    expect((await app.inject({ method: 'GET', url: ana })).body).toContain(
      SIGNATURE_SANDBOX_TEXTS.es.already_signed,
    );

    const last = await form(`${luis}/sign`, { consent: 'yes', typed_signature: 'Luis Gómez' });
    expect(last.statusCode).toBe(303);
    expect(last.headers.location).toBe(REDIRECT);
    expect(events.slice(-2).map((event) => event.type)).toEqual(['signer_signed', 'envelope_completed']);

    const done = await app.inject({ method: 'GET', url: `${ana}?lang=en` });
    expect(done.body).toContain(SIGNATURE_SANDBOX_TEXTS.en.envelope_completed);
    expect(done.body).toContain(SIGNATURE_SANDBOX_TEXTS.en.open_signed_document);
    const signed = await app.inject({ method: 'GET', url: `${ana}/document` });
    expect(signed.headers['content-disposition']).toBe('inline; filename="signed.pdf"');
    expect((await PDFDocument.load(signed.rawPayload)).getPageCount()).toBe(2);
  });

  it('waits for the earlier signers', async () => {
    const [, luis] = await envelope([1, 2]);
    const page = await app.inject({ method: 'GET', url: `${luis}?lang=en` });
    expect(page.body).toContain(SIGNATURE_SANDBOX_TEXTS.en.waiting_turn);
    expect(page.body).not.toContain('name="typed_signature"');
    expect((await form(`${luis}/sign`, { consent: 'yes', typed_signature: 'Luis' })).statusCode).toBe(409);
  });

  it('shows the page again when Forja did not take the signature, with nothing recorded', async () => {
    const [ana] = await envelope();
    accept = false;
    const failed = await form(`${ana}/sign?lang=en`, { consent: 'yes', typed_signature: 'Ana Pérez Núñez' });
    expect(failed.statusCode).toBe(502);
    expect(failed.body).toContain(SIGNATURE_SANDBOX_TEXTS.en.errors.delivery_failed);
    accept = true;
    const retried = await form(`${ana}/sign`, { consent: 'yes', typed_signature: 'Ana Pérez Núñez' });
    expect(retried.statusCode).toBe(303);
  });

  it('declines with a reason; the envelope then stops', async () => {
    const [ana, luis] = await envelope();
    const empty = await form(`${ana}/decline?lang=en`, { reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(SIGNATURE_SANDBOX_TEXTS.en.errors.reason_required);
    expect(empty.body).toMatch(/<textarea id="reason"[^>]*aria-invalid="true"/);

    const declined = await form(`${ana}/decline?lang=en`, { reason: 'The address is wrong' });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`${ana}?lang=en`);
    expect(events.at(-1)).toMatchObject({
      type: 'signer_declined',
      signer: { reason: 'The address is wrong' },
    });
    expect((await app.inject({ method: 'GET', url: `${ana}?lang=en` })).body).toContain(
      SIGNATURE_SANDBOX_TEXTS.en.you_declined,
    );
    const other = await app.inject({ method: 'GET', url: `${luis}?lang=en` });
    expect(other.body).toContain(SIGNATURE_SANDBOX_TEXTS.en.envelope_declined);
    expect(other.body).not.toContain('name="typed_signature"');
    expect((await form(`${luis}/sign`, { consent: 'yes', typed_signature: 'Luis' })).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: `${luis}/document` })).statusCode).toBe(410);
  });

  it("speaks each signer's language and returns each to their own path", async () => {
    const created = await sandbox.createEnvelope({
      reference: 'company_12_articles_v3',
      title: 'Acta',
      pdf,
      signers: [
        {
          reference: 'signer_1',
          name: 'Ana',
          email: 'ana@example.com',
          signing_order: 1,
          language: 'en',
          redirect_path: '/en/redirect_sign/tok123',
        },
        {
          reference: 'signer_2',
          name: 'Li Wei',
          email: 'li@example.com',
          signing_order: 1,
          language: 'zh_cn',
          redirect_path: '/zh_cn/redirect_sign/tok123',
        },
      ],
      redirect_path: '/en/redirect_sign/tok123',
      language: 'en',
    });
    const [ana, li] = created.signers.map((signer) => signer.signing_url);
    expect(ana).toMatch(/\?lang=en$/);
    expect(li).toMatch(/\?lang=zh_cn$/);
    const liPath = li!.split('?')[0]!;
    // Without ?lang= (a link copied bare), still the signer's language.
    const page = await app.inject({ method: 'GET', url: liPath });
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain(SIGNATURE_SANDBOX_TEXTS.zh_cn.title);
    const signed = await form(`${liPath}/sign`, { consent: 'yes', typed_signature: 'Li Wei' });
    expect(signed.statusCode, signed.body).toBe(303);
    expect(signed.headers.location).toBe('/zh_cn/redirect_sign/tok123');
    const anaSigned = await form(`${ana!.split('?')[0]}/sign`, { consent: 'yes', typed_signature: 'Ana' });
    expect(anaSigned.headers.location).toBe('/en/redirect_sign/tok123');
  });

  it('a voided envelope says so and takes no signature', async () => {
    const created = await sandbox.createEnvelope({
      reference: 'company_12_articles_v2',
      title: 'Acta',
      pdf,
      signers: [
        {
          reference: 'signer_1',
          name: 'Ana',
          email: 'ana@example.com',
          signing_order: 1,
          language: 'en',
          redirect_path: REDIRECT,
        },
      ],
      redirect_path: REDIRECT,
      language: 'en',
    });
    const url = created.signers[0]!.signing_url.split('?')[0] ?? '';
    await sandbox.voidEnvelope(created.envelope_id, 'data_changed');
    const page = await app.inject({ method: 'GET', url });
    expect(page.body).toContain(SIGNATURE_SANDBOX_TEXTS.en.envelope_voided);
    expect((await form(`${url}/sign`, { consent: 'yes', typed_signature: 'Ana' })).statusCode).toBe(409);
    expect(events).toHaveLength(0);
  });
});
