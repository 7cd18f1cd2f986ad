import { createHash, randomBytes } from 'node:crypto';
import { signTimestamped, timestampedSignatureProblem } from '../timestamped-signature';
import { readStream } from '../storage/read-stream';
import { API_BASE } from '@forja/contracts';
import type { Language } from '@forja/domain';
import { PDFDocument } from 'pdf-lib';
import { z } from 'zod';
import type { Storage } from '../storage/storage';
import {
  SignatureProviderError,
  SignatureWebhookError,
  type SignatureEvent,
  type SignatureProvider,
} from './signature';
import { stampSignatures } from './stamp-signatures';

/**
 * The sandbox provider: Forja's own signing service, offline. Each signer gets a signing page on this server
 * (an unguessable token in the path) where they open the PDF, consent, type their name and sign, or decline
 * with a reason. Every step reaches Forja as a signed webhook on the same route a real provider calls, so the
 * sandbox exercises the real confirmation code; once the last signer signs, the sandbox stamps a signature
 * page onto the PDF and announces the completed envelope.
 *
 * A step is recorded only once Forja accepted its webhook, so a failed delivery can simply be tried again.
 */

export const SANDBOX_SIGNATURE_HEADER = 'forja-sandbox-signature';
/** A signed webhook older (or newer) than this is refused: a replay. */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

export const sandboxSigningPath = (token: string) => `${API_BASE}/sandbox/signature/${token}`;
export const sandboxDocumentPath = (token: string) => `${sandboxSigningPath(token)}/document`;

export type SandboxEnvelopeStatus = 'pending' | 'completed' | 'declined' | 'voided';
export type SandboxSignerStatus = 'pending' | 'viewed' | 'signed' | 'declined';

export type SandboxEnvelopeRow = {
  id: string;
  title: string;
  reference: string;
  storage_key: string;
  sha256: string;
  signed_storage_key: string | null;
  status: SandboxEnvelopeStatus;
  redirect_path: string;
  language: Language;
  created_at: Date;
  completed_at: Date | null;
};

export type SandboxSignerRow = {
  id: string;
  envelope_id: string;
  name: string;
  email: string;
  signing_order: number;
  token: string;
  status: SandboxSignerStatus;
  typed_signature: string | null;
  decline_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  viewed_at: Date | null;
  signed_at: Date | null;
  /** The signer's language and return path; null (envelopes made before): the envelope's. */
  language: Language | null;
  redirect_path: string | null;
};

/** Where the sandbox keeps its envelopes (the stand-in for the provider's own database). */
export type SandboxSignatureStore = {
  /** The envelope and its signers, together (one transaction). */
  insertEnvelope(envelope: SandboxEnvelopeRow, signers: SandboxSignerRow[]): Promise<void>;
  findEnvelope(id: string): Promise<SandboxEnvelopeRow | null>;
  findSignerByToken(token: string): Promise<SandboxSignerRow | null>;
  /** In signing order. */
  signersOf(envelopeId: string): Promise<SandboxSignerRow[]>;
  /** Applies the values only while the envelope is in one of the `from` statuses; false when it was not. */
  updateEnvelope(
    id: string,
    from: SandboxEnvelopeStatus[],
    values: Partial<Omit<SandboxEnvelopeRow, 'id'>>,
  ): Promise<boolean>;
  /** Applies the values only while the signer is in one of the `from` statuses; false when it was not. */
  updateSigner(
    id: string,
    from: SandboxSignerStatus[],
    values: Partial<Omit<SandboxSignerRow, 'id'>>,
  ): Promise<boolean>;
};

/** A webhook ready to deliver: its body and the signature header's value. */
export type SignedWebhook = { body: string; signature: string };
/** Posts a signed webhook to Forja's webhook route; true when it was accepted. */
export type Deliver = (webhook: SignedWebhook) => Promise<boolean>;

/** Who is acting on the signing page, for the evidence. */
export type SignerContext = { ip: string | null; userAgent: string | null };

/** What a signing step came to. */
export type SigningOutcome =
  /** Signed; others still have to sign. */
  | 'signed'
  /** Signed by the last signer: the signed copy is stored and the envelope is complete. */
  | 'completed'
  /** Forja did not accept the webhook: nothing was recorded (or, after the last signature, the envelope is
   * not complete yet); the same step can be tried again. */
  | 'delivery_failed';

/** What the signer must fix before signing or declining. */
export type SigningInputError = 'consent_required' | 'signature_required' | 'reason_required';

export type SandboxSigningPage = {
  envelope: SandboxEnvelopeRow;
  signer: SandboxSignerRow;
  /** Every signer of the envelope, in signing order. */
  signers: SandboxSignerRow[];
  /** False while a signer with an earlier signing order has not signed yet. */
  my_turn: boolean;
};

/** The language a signer's page speaks: theirs, or the envelope's for signers stored before they had one. */
export const signerLanguage = (page: { envelope: SandboxEnvelopeRow; signer: SandboxSignerRow }): Language =>
  page.signer.language ?? page.envelope.language;

/** Where a signer returns to on the web app: their own path, or the envelope's for signers stored before. */
export const signerRedirectPath = (page: {
  envelope: SandboxEnvelopeRow;
  signer: SandboxSignerRow;
}): string => page.signer.redirect_path ?? page.envelope.redirect_path;

/** The token names no signer. */
export class SandboxSignerNotFoundError extends Error {
  override name = 'SandboxSignerNotFoundError';
}

/** The envelope no longer takes actions (voided, declined or completed). */
export class SandboxEnvelopeClosedError extends Error {
  override name = 'SandboxEnvelopeClosedError';
  constructor(readonly status: Exclude<SandboxEnvelopeStatus, 'pending'>) {
    super(`the envelope is ${status}`);
  }
}

/** This signer has already signed or declined. */
export class SandboxSignerDoneError extends Error {
  override name = 'SandboxSignerDoneError';
  constructor(readonly status: 'signed' | 'declined') {
    super(`the signer has already ${status}`);
  }
}

/** A signer with an earlier signing order has to sign first. */
export class SandboxNotYourTurnError extends Error {
  override name = 'SandboxNotYourTurnError';
}

/** The signer's input is incomplete (the page shows it again with the reason). */
export class SandboxSigningInputError extends Error {
  override name = 'SandboxSigningInputError';
  constructor(readonly code: SigningInputError) {
    super(code);
  }
}

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(18).toString('base64url')}`;
/** 32 random bytes: 43 base64url characters, nothing to guess. */
const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export const sandboxStorageKey = (envelopeId: string, file: 'original' | 'signed') =>
  `signature-sandbox/${envelopeId}/${file}.pdf`;

/** `t=<unix>,v1=<hex hmac-sha256 of "t.body">`: the same scheme as Stripe-Signature. */
export const signSandboxSignaturePayload = signTimestamped;

export function verifySandboxSignaturePayload(
  body: string,
  header: string | undefined,
  secret: string,
  now: Date,
): void {
  const problem = timestampedSignatureProblem(body, header, secret, now, SANDBOX_SIGNATURE_TOLERANCE_SECONDS);
  if (problem) throw new SignatureWebhookError(problem);
}

const EVENT_TYPES = {
  'signer.viewed': 'signer_viewed',
  'signer.signed': 'signer_signed',
  'signer.declined': 'signer_declined',
  'envelope.completed': 'envelope_completed',
} as const satisfies Record<string, SignatureEvent['type']>;
type SandboxEventType = keyof typeof EVENT_TYPES;

const sandboxEventSchema = z.object({
  id: z.string().regex(/^evt_sandbox_[A-Za-z0-9_-]+$/),
  type: z.string(),
  created: z.number().int(),
  data: z.object({
    envelope: z.object({ id: z.string().min(1), reference: z.string(), status: z.string() }),
    signer: z
      .object({
        id: z.string().min(1),
        email: z.string(),
        at: z.iso.datetime(),
        ip: z.string().nullable(),
        user_agent: z.string().nullable(),
        reason: z.string().nullable(),
      })
      .nullable(),
  }),
});
type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/** A path on the web app: one leading slash (never `//host`, which a browser reads as another site). */
const isAppPath = (path: string) => /^\/(?![/\\])/.test(path) && !/[\s\\]/.test(path);

export function createSandboxSignature(deps: {
  store: SandboxSignatureStore;
  storage: Storage;
  /** The HMAC secret that signs the sandbox's webhooks. */
  secret: string;
  clock: () => Date;
  deliver: Deliver;
}): SignatureProvider & {
  /** The signing page's state for a token, or null when the token names no signer. */
  find(token: string): Promise<SandboxSigningPage | null>;
  /** The signer opened the page: signer_viewed, the first time only. */
  view(token: string, context: SignerContext): Promise<'viewed' | 'already_viewed' | 'delivery_failed'>;
  sign(
    token: string,
    input: SignerContext & { typedSignature: string; consent: boolean },
  ): Promise<SigningOutcome>;
  decline(token: string, input: SignerContext & { reason: string }): Promise<'declined' | 'delivery_failed'>;
  /** The PDF the signer reads: the original, or the signed copy once the envelope is complete. */
  documentOf(token: string): Promise<{ pdf: Buffer; signed: boolean; title: string }>;
} {
  const { store, storage, clock, deliver } = deps;

  function webhook(
    type: SandboxEventType,
    envelope: SandboxEnvelopeRow,
    signer: (SandboxSignerRow & { at: Date }) | null,
  ): SignedWebhook {
    const now = clock();
    const event: SandboxEvent = {
      id: newId('evt'),
      type,
      created: Math.floor(now.getTime() / 1000),
      data: {
        envelope: { id: envelope.id, reference: envelope.reference, status: envelope.status },
        signer: signer && {
          id: signer.id,
          email: signer.email,
          at: signer.at.toISOString(),
          ip: signer.ip,
          user_agent: signer.user_agent,
          reason: signer.decline_reason,
        },
      },
    };
    const body = JSON.stringify(event);
    return { body, signature: signSandboxSignaturePayload(body, deps.secret, now) };
  }

  async function send(signed: SignedWebhook): Promise<boolean> {
    try {
      return await deliver(signed);
    } catch {
      return false;
    }
  }

  /** The signer and their envelope, while the envelope still takes actions. */
  async function open(token: string): Promise<{ signer: SandboxSignerRow; envelope: SandboxEnvelopeRow }> {
    const signer = await store.findSignerByToken(token);
    if (!signer) throw new SandboxSignerNotFoundError();
    const envelope = await store.findEnvelope(signer.envelope_id);
    if (!envelope) throw new SandboxSignerNotFoundError();
    if (envelope.status !== 'pending') throw new SandboxEnvelopeClosedError(envelope.status);
    return { signer, envelope };
  }

  const isMyTurn = (signer: SandboxSignerRow, signers: SandboxSignerRow[]) =>
    signers.every((other) => other.signing_order >= signer.signing_order || other.status === 'signed');

  const evidence = (context: SignerContext) => ({
    ip: context.ip?.slice(0, 100) ?? null,
    user_agent: context.userAgent?.slice(0, 500) ?? null,
  });

  async function readStored(key: string): Promise<Buffer> {
    const stream = await storage.get(key);
    if (!stream) throw new SignatureProviderError(`the sandbox file ${key} is missing from storage`);
    return readStream(stream);
  }

  /** After the last signature: the signed copy, then envelope_completed. Safe to repeat after a failure. */
  async function complete(envelope: SandboxEnvelopeRow): Promise<SigningOutcome> {
    const signers = await store.signersOf(envelope.id);
    if (!signers.every((signer) => signer.status === 'signed')) return 'signed';
    let signedKey = envelope.signed_storage_key;
    if (!signedKey) {
      const stamped = await stampSignatures(await readStored(envelope.storage_key), {
        title: envelope.title,
        envelope_id: envelope.id,
        original_sha256: envelope.sha256,
        language: envelope.language,
        sandbox: true,
        signers: signers.map((signer) => ({
          name: signer.name,
          email: signer.email,
          typed_signature: signer.typed_signature ?? signer.name,
          signed_at: signer.signed_at ?? clock(),
          ip: signer.ip,
        })),
      });
      signedKey = sandboxStorageKey(envelope.id, 'signed');
      await storage.put(signedKey, stamped);
      // Stored before the webhook: Forja downloads the signed copy while it handles envelope_completed.
      await store.updateEnvelope(envelope.id, ['pending'], { signed_storage_key: signedKey });
    }
    const now = clock();
    const completed = { ...envelope, signed_storage_key: signedKey, status: 'completed' as const };
    if (!(await send(webhook('envelope.completed', completed, null)))) return 'delivery_failed';
    await store.updateEnvelope(envelope.id, ['pending'], { status: 'completed', completed_at: now });
    return 'completed';
  }

  return {
    name: 'sandbox',

    async createEnvelope(request) {
      if (request.signers.length === 0) throw new SignatureProviderError('an envelope needs a signer');
      if (![request, ...request.signers].every((entry) => isAppPath(entry.redirect_path))) {
        throw new SignatureProviderError('redirect_path must be a path on the web app');
      }
      try {
        await PDFDocument.load(request.pdf);
      } catch (error) {
        throw new SignatureProviderError('the document is not a readable PDF', { cause: error });
      }
      const id = newId('env');
      const key = sandboxStorageKey(id, 'original');
      await storage.put(key, request.pdf);
      const signers: SandboxSignerRow[] = request.signers.map((signer) => ({
        id: newId('signer'),
        envelope_id: id,
        name: signer.name,
        email: signer.email,
        signing_order: signer.signing_order,
        token: newToken(),
        status: 'pending',
        typed_signature: null,
        decline_reason: null,
        ip: null,
        user_agent: null,
        viewed_at: null,
        signed_at: null,
        language: signer.language,
        redirect_path: signer.redirect_path,
      }));
      await store.insertEnvelope(
        {
          id,
          title: request.title,
          reference: request.reference,
          storage_key: key,
          sha256: sha256(request.pdf),
          signed_storage_key: null,
          status: 'pending',
          redirect_path: request.redirect_path,
          language: request.language,
          created_at: clock(),
          completed_at: null,
        },
        signers,
      );
      return {
        envelope_id: id,
        signers: signers.map((signer, index) => ({
          reference: request.signers[index]?.reference ?? '',
          provider_signer_id: signer.id,
          signing_url: `${sandboxSigningPath(signer.token)}?lang=${signer.language ?? request.language}`,
        })),
      };
    },

    async voidEnvelope(envelopeId) {
      const envelope = await store.findEnvelope(envelopeId);
      if (!envelope) throw new SignatureProviderError(`no sandbox envelope ${envelopeId}`);
      if (envelope.status === 'completed') {
        throw new SignatureProviderError('a completed envelope cannot be voided');
      }
      // Already voided or declined: nothing left to stop.
      await store.updateEnvelope(envelopeId, ['pending'], { status: 'voided' });
    },

    async downloadSigned(envelopeId) {
      const envelope = await store.findEnvelope(envelopeId);
      if (!envelope?.signed_storage_key) {
        throw new SignatureProviderError(`the sandbox envelope ${envelopeId} has no signed copy`);
      }
      return readStored(envelope.signed_storage_key);
    },

    async parseWebhook(rawBody, headers) {
      const body = rawBody.toString('utf8');
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySandboxSignaturePayload(body, Array.isArray(header) ? header[0] : header, deps.secret, clock());
      let parsed: SandboxEvent;
      try {
        parsed = sandboxEventSchema.parse(JSON.parse(body));
      } catch {
        throw new SignatureWebhookError('a signed body that is not a sandbox signature event');
      }
      const signer = parsed.data.signer;
      return {
        id: parsed.id,
        type: EVENT_TYPES[parsed.type as SandboxEventType] ?? 'ignored',
        provider_type: parsed.type,
        occurred_at: new Date(parsed.created * 1000),
        envelope_id: parsed.data.envelope.id,
        signer: signer && {
          provider_signer_id: signer.id,
          email: signer.email,
          at: new Date(signer.at),
          ip: signer.ip,
          user_agent: signer.user_agent,
          reason: signer.reason,
        },
      };
    },

    async find(token) {
      const signer = await store.findSignerByToken(token);
      if (!signer) return null;
      const envelope = await store.findEnvelope(signer.envelope_id);
      if (!envelope) return null;
      const signers = await store.signersOf(envelope.id);
      return { envelope, signer, signers, my_turn: isMyTurn(signer, signers) };
    },

    async view(token, context) {
      const { signer, envelope } = await open(token);
      if (signer.status !== 'pending') return 'already_viewed';
      const at = clock();
      const values = { ...evidence(context), status: 'viewed' as const, viewed_at: at };
      if (!(await send(webhook('signer.viewed', envelope, { ...signer, ...values, at })))) {
        return 'delivery_failed';
      }
      await store.updateSigner(signer.id, ['pending'], values);
      return 'viewed';
    },

    async sign(token, input) {
      const { signer, envelope } = await open(token);
      if (signer.status === 'declined') throw new SandboxSignerDoneError('declined');
      if (signer.status === 'signed') {
        // Everyone signed but the completion did not reach Forja: signing again finishes it.
        const signers = await store.signersOf(envelope.id);
        if (signers.every((other) => other.status === 'signed')) return complete(envelope);
        throw new SandboxSignerDoneError('signed');
      }
      if (!isMyTurn(signer, await store.signersOf(envelope.id))) throw new SandboxNotYourTurnError();
      if (!input.consent) throw new SandboxSigningInputError('consent_required');
      const typed = input.typedSignature.replace(/\s+/g, ' ').trim();
      if (!typed) throw new SandboxSigningInputError('signature_required');

      const at = clock();
      const values = {
        ...evidence(input),
        status: 'signed' as const,
        typed_signature: typed.slice(0, 200),
        signed_at: at,
        viewed_at: signer.viewed_at ?? at,
      };
      if (!(await send(webhook('signer.signed', envelope, { ...signer, ...values, at })))) {
        return 'delivery_failed';
      }
      if (!(await store.updateSigner(signer.id, ['pending', 'viewed'], values))) {
        // Signed meanwhile by another request of the same signer: that request finishes the envelope.
        return 'signed';
      }
      return complete(envelope);
    },

    async decline(token, input) {
      const { signer, envelope } = await open(token);
      if (signer.status === 'signed' || signer.status === 'declined') {
        throw new SandboxSignerDoneError(signer.status);
      }
      const reason = input.reason.trim();
      if (!reason) throw new SandboxSigningInputError('reason_required');
      const at = clock();
      const values = {
        ...evidence(input),
        status: 'declined' as const,
        decline_reason: reason.slice(0, 1000),
      };
      const closed = { ...envelope, status: 'declined' as const };
      if (!(await send(webhook('signer.declined', closed, { ...signer, ...values, at })))) {
        return 'delivery_failed';
      }
      await store.updateSigner(signer.id, ['pending', 'viewed'], values);
      // Forja may void the envelope while it handles the webhook: the decline is what happened.
      await store.updateEnvelope(envelope.id, ['pending', 'voided'], { status: 'declined' });
      return 'declined';
    },

    async documentOf(token) {
      const signer = await store.findSignerByToken(token);
      const envelope = signer && (await store.findEnvelope(signer.envelope_id));
      if (!envelope) throw new SandboxSignerNotFoundError();
      if (envelope.status === 'completed' && envelope.signed_storage_key) {
        return { pdf: await readStored(envelope.signed_storage_key), signed: true, title: envelope.title };
      }
      if (envelope.status !== 'pending' && envelope.status !== 'completed') {
        throw new SandboxEnvelopeClosedError(envelope.status);
      }
      return { pdf: await readStored(envelope.storage_key), signed: false, title: envelope.title };
    },
  };
}
export type SandboxSignature = ReturnType<typeof createSandboxSignature>;
