import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../test/test-app';
import { createLocalStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxEnvelopeClosedError,
  SandboxNotYourTurnError,
  SandboxSignerDoneError,
  SandboxSigningInputError,
  createSandboxSignature,
  sandboxStorageKey,
  signSandboxSignaturePayload,
  verifySandboxSignaturePayload,
  type SandboxEnvelopeRow,
  type SandboxSignatureStore,
  type SandboxSignerRow,
  type SignedWebhook,
} from './sandbox';
import {
  SignatureProviderError,
  SignatureWebhookError,
  type EnvelopeRequest,
  type SignatureEvent,
} from './signature';

/** The sandbox's records in memory, with the same compare-and-set updates as the Drizzle store. */
function memoryStore(): SandboxSignatureStore & {
  envelopes: Map<string, SandboxEnvelopeRow>;
  signers: Map<string, SandboxSignerRow>;
} {
  const envelopes = new Map<string, SandboxEnvelopeRow>();
  const signers = new Map<string, SandboxSignerRow>();
  return {
    envelopes,
    signers,
    insertEnvelope: async (envelope, rows) => {
      envelopes.set(envelope.id, envelope);
      for (const row of rows) signers.set(row.id, row);
    },
    findEnvelope: async (id) => envelopes.get(id) ?? null,
    findSignerByToken: async (token) => [...signers.values()].find((row) => row.token === token) ?? null,
    signersOf: async (envelopeId) =>
      [...signers.values()]
        .filter((row) => row.envelope_id === envelopeId)
        .sort((a, b) => a.signing_order - b.signing_order),
    updateEnvelope: async (id, from, values) => {
      const row = envelopes.get(id);
      if (!row || !from.includes(row.status)) return false;
      envelopes.set(id, { ...row, ...values });
      return true;
    },
    updateSigner: async (id, from, values) => {
      const row = signers.get(id);
      if (!row || !from.includes(row.status)) return false;
      signers.set(id, { ...row, ...values });
      return true;
    },
  };
}

async function samplePdf(pages = 2): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) {
    pdf
      .addPage([612, 792])
      .drawText(`Acta constitutiva, página ${index + 1}`, { x: 72, y: 700, size: 12, font });
  }
  return Buffer.from(await pdf.save());
}

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const SECRET = 'sandbox-signature-test-secret';
const ctx = { ip: '203.0.113.7', userAgent: 'Vitest Browser/1.0' };

let folder: string;
let storage: Storage;
let pdf: Buffer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'forja-signature-sandbox-'));
  storage = createLocalStorage(folder);
  pdf = await samplePdf();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the sandbox e-signature provider', () => {
  let clock: ReturnType<typeof testClock>;
  let store: ReturnType<typeof memoryStore>;
  let events: SignatureEvent[];
  let accept: boolean;
  let sandbox: ReturnType<typeof createSandboxSignature>;

  beforeEach(() => {
    clock = testClock();
    store = memoryStore();
    events = [];
    accept = true;
    // Forja's webhook route, as far as the sandbox can tell: verifies each webhook and keeps the event.
    const deliver = async (webhook: SignedWebhook) => {
      if (!accept) return false;
      events.push(
        await sandbox.parseWebhook(Buffer.from(webhook.body), {
          [SANDBOX_SIGNATURE_HEADER]: webhook.signature,
        }),
      );
      return true;
    };
    sandbox = createSandboxSignature({ store, storage, secret: SECRET, clock: clock.now, deliver });
  });

  const request = (overrides: Partial<EnvelopeRequest> = {}): EnvelopeRequest => ({
    reference: 'company_12_articles_v3',
    title: 'Acta constitutiva — Tacos El Güero',
    pdf,
    signers: [
      {
        reference: 'signer_1',
        name: 'Ana Pérez Núñez',
        email: 'ana@example.com',
        signing_order: 1,
        language: 'es',
        redirect_path: '/es/redirect_sign/abc',
      },
      {
        reference: 'signer_2',
        name: 'Luis Gómez',
        email: 'luis@example.com',
        signing_order: 1,
        language: 'es',
        redirect_path: '/es/redirect_sign/abc',
      },
    ],
    redirect_path: '/es/redirect_sign/abc',
    language: 'es',
    ...overrides,
  });
  const tokenOf = (url: string) =>
    /\/api\/v3\/sandbox\/signature\/([A-Za-z0-9_-]+)\?lang=/.exec(url)?.[1] ?? '';

  it('creates an envelope: the PDF in storage, one unguessable signing link per signer', async () => {
    const created = await sandbox.createEnvelope(request());
    expect(created.envelope_id).toMatch(/^env_sandbox_[A-Za-z0-9_-]{20,}$/);
    expect(created.signers.map((signer) => signer.reference)).toEqual(['signer_1', 'signer_2']);
    for (const signer of created.signers) {
      expect(signer.signing_url).toMatch(/^\/api\/v3\/sandbox\/signature\/[A-Za-z0-9_-]+\?lang=es$/);
      // 32 random bytes: at least 24 bytes, base64url.
      expect(Buffer.from(tokenOf(signer.signing_url), 'base64url').length).toBeGreaterThanOrEqual(24);
      expect(store.signers.get(signer.provider_signer_id)?.status).toBe('pending');
    }
    expect(new Set(created.signers.map((signer) => signer.signing_url)).size).toBe(2);
    const envelope = store.envelopes.get(created.envelope_id);
    expect(envelope).toMatchObject({
      status: 'pending',
      storage_key: `signature-sandbox/${created.envelope_id}/original.pdf`,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      reference: 'company_12_articles_v3',
    });
    expect(await sandbox.documentOf(tokenOf(created.signers[0]!.signing_url))).toMatchObject({
      pdf,
      signed: false,
    });
  });

  it('refuses a file that is not a PDF, no signers, and a return path to another site', async () => {
    await expect(sandbox.createEnvelope(request({ pdf: Buffer.from('not a pdf') }))).rejects.toThrow(
      SignatureProviderError,
    );
    await expect(sandbox.createEnvelope(request({ signers: [] }))).rejects.toThrow(SignatureProviderError);
    await expect(sandbox.createEnvelope(request({ redirect_path: '//evil.example/x' }))).rejects.toThrow(
      SignatureProviderError,
    );
  });

  it('tells Forja once that a signer viewed the page', async () => {
    const created = await sandbox.createEnvelope(request());
    const token = tokenOf(created.signers[0]!.signing_url);
    expect(await sandbox.view(token, ctx)).toBe('viewed');
    expect(await sandbox.view(token, ctx)).toBe('already_viewed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'signer_viewed',
      envelope_id: created.envelope_id,
      signer: {
        provider_signer_id: created.signers[0]!.provider_signer_id,
        email: 'ana@example.com',
        ip: '203.0.113.7',
        user_agent: 'Vitest Browser/1.0',
      },
    });
    expect(events[0]!.id).toMatch(/^evt_sandbox_/);
  });

  it('needs consent and a typed signature', async () => {
    const created = await sandbox.createEnvelope(request());
    const token = tokenOf(created.signers[0]!.signing_url);
    await expect(
      sandbox.sign(token, { ...ctx, consent: false, typedSignature: 'Ana' }),
    ).rejects.toMatchObject({
      code: 'consent_required',
    });
    await expect(sandbox.sign(token, { ...ctx, consent: true, typedSignature: '   ' })).rejects.toThrow(
      SandboxSigningInputError,
    );
    expect(events).toHaveLength(0);
  });

  it('signs in order; after the last signature it stores the stamped copy, then announces the completion', async () => {
    const created = await sandbox.createEnvelope(
      request({
        signers: [
          {
            reference: 'signer_1',
            name: 'Ana Pérez Núñez',
            email: 'ana@example.com',
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
      }),
    );
    const [ana, luis] = created.signers.map((signer) => tokenOf(signer.signing_url)) as [string, string];
    await expect(sandbox.sign(luis, { ...ctx, consent: true, typedSignature: 'Luis Gómez' })).rejects.toThrow(
      SandboxNotYourTurnError,
    );

    expect(await sandbox.sign(ana, { ...ctx, consent: true, typedSignature: ' Ana  Pérez Núñez ' })).toBe(
      'signed',
    );
    await expect(sandbox.sign(ana, { ...ctx, consent: true, typedSignature: 'Ana' })).rejects.toThrow(
      SandboxSignerDoneError,
    );
    clock.advance(60_000);
    expect(await sandbox.sign(luis, { ...ctx, consent: true, typedSignature: 'Luis Gómez' })).toBe(
      'completed',
    );

    expect(events.map((event) => event.type)).toEqual([
      'signer_signed',
      'signer_signed',
      'envelope_completed',
    ]);
    expect(events[0]!.signer).toMatchObject({
      email: 'ana@example.com',
      at: new Date('2026-11-22T12:00:00Z'),
    });
    expect(events[2]).toMatchObject({ envelope_id: created.envelope_id, signer: null });
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
    expect(store.envelopes.get(created.envelope_id)).toMatchObject({
      status: 'completed',
      signed_storage_key: sandboxStorageKey(created.envelope_id, 'signed'),
    });

    const signed = await sandbox.downloadSigned(created.envelope_id);
    expect((await PDFDocument.load(signed)).getPageCount()).toBe(3);
    const text = await pdfText(signed);
    for (const expected of [
      'Hoja de firmas electrónicas',
      'SANDBOX',
      'Ana Pérez Núñez',
      'ana@example.com',
      'Luis Gómez',
      'luis@example.com',
      '2026-11-22T12:00:00.000Z',
      '2026-11-22T12:01:00.000Z',
      createHash('sha256').update(pdf).digest('hex'),
    ]) {
      expect(text).toContain(expected);
    }
    // The signer now reads the signed copy.
    expect((await sandbox.documentOf(ana)).signed).toBe(true);

    // A completed envelope takes nothing more.
    await expect(sandbox.view(ana, ctx)).rejects.toThrow(SandboxEnvelopeClosedError);
    await expect(sandbox.decline(luis, { ...ctx, reason: 'late' })).rejects.toThrow(
      SandboxEnvelopeClosedError,
    );
    await expect(sandbox.voidEnvelope(created.envelope_id, 'data_changed')).rejects.toThrow(
      SignatureProviderError,
    );
  });

  it('records nothing while Forja does not accept the webhook, and finishes a completion on a second try', async () => {
    const created = await sandbox.createEnvelope(
      request({
        signers: [
          {
            reference: 'signer_1',
            name: 'Ana',
            email: 'ana@example.com',
            signing_order: 1,
            language: 'es',
            redirect_path: '/es/redirect_sign/abc',
          },
        ],
      }),
    );
    const token = tokenOf(created.signers[0]!.signing_url);
    accept = false;
    expect(await sandbox.sign(token, { ...ctx, consent: true, typedSignature: 'Ana' })).toBe(
      'delivery_failed',
    );
    expect(store.signers.get(created.signers[0]!.provider_signer_id)?.status).toBe('pending');

    // The signature is accepted, the completion is not.
    let calls = 0;
    accept = true;
    const deliverOnce = createSandboxSignature({
      store,
      storage,
      secret: SECRET,
      clock: clock.now,
      deliver: async () => (calls += 1) === 1,
    });
    expect(await deliverOnce.sign(token, { ...ctx, consent: true, typedSignature: 'Ana' })).toBe(
      'delivery_failed',
    );
    expect(store.signers.get(created.signers[0]!.provider_signer_id)?.status).toBe('signed');
    expect(store.envelopes.get(created.envelope_id)?.status).toBe('pending');
    // The signed copy is already stored, so Forja could download it while handling envelope_completed.
    expect(store.envelopes.get(created.envelope_id)?.signed_storage_key).toBeTruthy();

    expect(await sandbox.sign(token, { ...ctx, consent: false, typedSignature: '' })).toBe('completed');
    expect(events.map((event) => event.type)).toEqual(['envelope_completed']);
  });

  it('declines with a reason; the envelope then refuses the other signers', async () => {
    const created = await sandbox.createEnvelope(request());
    const [ana, luis] = created.signers.map((signer) => tokenOf(signer.signing_url)) as [string, string];
    await expect(sandbox.decline(ana, { ...ctx, reason: '  ' })).rejects.toMatchObject({
      code: 'reason_required',
    });
    expect(await sandbox.decline(ana, { ...ctx, reason: 'La dirección está mal' })).toBe('declined');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'signer_declined',
      signer: { email: 'ana@example.com', reason: 'La dirección está mal' },
    });
    expect(store.envelopes.get(created.envelope_id)?.status).toBe('declined');
    await expect(sandbox.sign(luis, { ...ctx, consent: true, typedSignature: 'Luis' })).rejects.toMatchObject(
      {
        status: 'declined',
      },
    );
    await expect(sandbox.documentOf(luis)).rejects.toThrow(SandboxEnvelopeClosedError);
  });

  it('a voided envelope refuses signing', async () => {
    const created = await sandbox.createEnvelope(request());
    const token = tokenOf(created.signers[0]!.signing_url);
    await sandbox.voidEnvelope(created.envelope_id, 'data_changed');
    await sandbox.voidEnvelope(created.envelope_id, 'data_changed'); // twice changes nothing
    await expect(sandbox.sign(token, { ...ctx, consent: true, typedSignature: 'Ana' })).rejects.toMatchObject(
      {
        name: 'SandboxEnvelopeClosedError',
        status: 'voided',
      },
    );
    await expect(sandbox.view(token, ctx)).rejects.toThrow(SandboxEnvelopeClosedError);
    await expect(sandbox.downloadSigned(created.envelope_id)).rejects.toThrow(SignatureProviderError);
    expect(events).toHaveLength(0);
  });

  describe('its webhooks', () => {
    async function oneWebhook(): Promise<SignedWebhook> {
      const kept: SignedWebhook[] = [];
      const recorder = createSandboxSignature({
        store,
        storage,
        secret: SECRET,
        clock: clock.now,
        deliver: async (webhook) => {
          kept.push(webhook);
          return true;
        },
      });
      const created = await recorder.createEnvelope(request());
      await recorder.view(tokenOf(created.signers[0]!.signing_url), ctx);
      return kept[0]!;
    }
    const headers = (signature: string) => ({ [SANDBOX_SIGNATURE_HEADER]: signature });

    it('reads its own signed webhook', async () => {
      const webhook = await oneWebhook();
      expect(webhook.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      await expect(
        sandbox.parseWebhook(Buffer.from(webhook.body), headers(webhook.signature)),
      ).resolves.toMatchObject({ type: 'signer_viewed', provider_type: 'signer.viewed' });
    });

    it('refuses a missing or wrong signature and a changed body', async () => {
      const webhook = await oneWebhook();
      const body = Buffer.from(webhook.body);
      await expect(sandbox.parseWebhook(body, {})).rejects.toThrow(SignatureWebhookError);
      const other = signSandboxSignaturePayload(webhook.body, 'another-secret', clock.now());
      await expect(sandbox.parseWebhook(body, headers(other))).rejects.toThrow(SignatureWebhookError);
      await expect(sandbox.parseWebhook(body, headers('t=1,v1=abc'))).rejects.toThrow(SignatureWebhookError);
      const changed = Buffer.from(webhook.body.replace('signer.viewed', 'signer.signed'));
      await expect(sandbox.parseWebhook(changed, headers(webhook.signature))).rejects.toThrow(
        SignatureWebhookError,
      );
    });

    it('refuses a stale webhook (a replay) and one from the future', async () => {
      const webhook = await oneWebhook();
      const body = Buffer.from(webhook.body);
      clock.advance(299_000);
      await expect(sandbox.parseWebhook(body, headers(webhook.signature))).resolves.toBeTruthy();
      clock.advance(2_000);
      await expect(sandbox.parseWebhook(body, headers(webhook.signature))).rejects.toThrow(/replay/);

      const future = signSandboxSignaturePayload(
        webhook.body,
        SECRET,
        new Date(clock.now().getTime() + 301_000),
      );
      await expect(sandbox.parseWebhook(body, headers(future))).rejects.toThrow(SignatureWebhookError);
    });

    it('verifies the header scheme on its own', () => {
      const now = new Date('2026-11-22T12:00:00Z');
      const header = signSandboxSignaturePayload('{}', 's', now);
      expect(() => verifySandboxSignaturePayload('{}', header, 's', now)).not.toThrow();
      expect(() => verifySandboxSignaturePayload('{}', undefined, 's', now)).toThrow(SignatureWebhookError);
    });
  });
});
