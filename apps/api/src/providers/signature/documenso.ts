import { createHash, timingSafeEqual } from 'node:crypto';
import type { Language } from '@forja/domain';
import { PDFDocument } from 'pdf-lib';
import { z } from 'zod';
import {
  SignatureProviderError,
  SignatureWebhookError,
  type EnvelopeSigner,
  type SignatureEvent,
  type SignatureProvider,
} from './signature';

/**
 * Documenso through its public REST API v1 (the `Authorization` header carries the API key):
 *   POST /api/v1/documents {title, externalId, recipients, meta} → documentId, a presigned uploadUrl and each
 *     recipient's id, token and signingUrl;
 *   PUT <uploadUrl> with the PDF;
 *   POST /api/v1/documents/{id}/fields: one SIGNATURE field per recipient, on the last page;
 *   POST /api/v1/documents/{id}/send {sendEmail: false}: Forja shows each signer their link itself, after its
 *     own two-factor code, so Documenso sends no e-mail;
 *   GET /api/v1/documents/{id}/download → a presigned downloadUrl of the signed PDF;
 *   DELETE /api/v1/documents/{id} to void a pending document.
 * Webhooks carry the endpoint's secret verbatim in X-Documenso-Secret (no HMAC over the body), so the body's
 * `createdAt` bounds replays: older than five minutes, or ahead of our clock, is refused. Subscribe the
 * endpoint to DOCUMENT_OPENED, DOCUMENT_SIGNED, DOCUMENT_REJECTED and DOCUMENT_COMPLETED.
 */

export type DocumensoOptions = {
  /** https://app.documenso.com, or a self-hosted instance (tests point it at a local server). */
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** Public address of the web app: Documenso sends the signer back there. */
  appUrl: string;
  clock?: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export const DOCUMENSO_SECRET_HEADER = 'x-documenso-secret';
/** A webhook created longer ago than this is refused: a replay. */
export const DOCUMENSO_WEBHOOK_TOLERANCE_SECONDS = 300;
/** How far ahead of our clock a webhook may be dated (the two clocks differ a little); beyond, it is refused. */
export const DOCUMENSO_CLOCK_SKEW_SECONDS = 30;

/** Where the signature boxes go on the last page, in percent of the page (Documenso's field units). */
const FIELD_AREA = { top: 62, bottom: 95, left: 8, columnGap: 4, width: 40, maxHeight: 7 };

/** Documenso's languages for the signing page (it has no Chinese: English). */
function documensoLanguage(language: Language): 'es' | 'en' {
  return language === 'es' ? 'es' : 'en';
}

const createdSchema = z.object({
  documentId: z.number(),
  uploadUrl: z.string().min(1),
  recipients: z.array(
    z.object({
      recipientId: z.number(),
      email: z.string(),
      token: z.string(),
      signingUrl: z.string().min(1),
    }),
  ),
});

const downloadSchema = z.object({ downloadUrl: z.string().min(1) });

const recipientSchema = z.object({
  id: z.union([z.number(), z.string()]),
  email: z.string(),
  role: z.string().nullish(),
  signedAt: z.string().nullish(),
  readStatus: z.string().nullish(),
  signingStatus: z.string().nullish(),
  rejectionReason: z.string().nullish(),
});
type DocumensoRecipient = z.infer<typeof recipientSchema>;

const webhookSchema = z.object({
  event: z.string().min(1),
  createdAt: z.string().min(1),
  payload: z.object({
    id: z.union([z.number(), z.string()]),
    recipients: z.array(recipientSchema).nullish(),
    Recipient: z.array(recipientSchema).nullish(),
  }),
});

const SIGNER_EVENTS: Record<string, SignatureEvent['type']> = {
  DOCUMENT_OPENED: 'signer_viewed',
  DOCUMENT_SIGNED: 'signer_signed',
  DOCUMENT_REJECTED: 'signer_declined',
};

/** Equal secrets, compared in constant time (hashed first, so the length does not show either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Documenso answered outside 2xx. */
class DocumensoAnswerError extends SignatureProviderError {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`Documenso answered ${status} (${what})`);
  }
}

const time = (value: string | null | undefined): number => (value ? Date.parse(value) : NaN);

/**
 * The recipient an event is about. Documenso's payload lists every recipient of the document, so it is read
 * from their states: the latest to sign, the one who rejected, or one who opened without signing yet.
 */
function actingRecipient(event: string, recipients: DocumensoRecipient[]): DocumensoRecipient | null {
  const signers = recipients.filter((recipient) => recipient.role !== 'CC' && recipient.role !== 'VIEWER');
  if (event === 'DOCUMENT_SIGNED') {
    const signed = signers.filter((recipient) => recipient.signingStatus === 'SIGNED');
    return signed.reduce<DocumensoRecipient | null>(
      (latest, recipient) =>
        !latest || (time(recipient.signedAt) || 0) > (time(latest.signedAt) || 0) ? recipient : latest,
      null,
    );
  }
  if (event === 'DOCUMENT_REJECTED') {
    return signers.find((recipient) => recipient.signingStatus === 'REJECTED') ?? null;
  }
  if (event === 'DOCUMENT_OPENED') {
    const opened = signers.filter((recipient) => recipient.readStatus === 'OPENED');
    return opened.find((recipient) => recipient.signingStatus === 'NOT_SIGNED') ?? opened[0] ?? null;
  }
  return null;
}

/** Signature boxes in two columns in the lower part of the page, one per recipient. */
function signatureBoxes(count: number) {
  const rows = Math.ceil(count / 2);
  const rowHeight = Math.min(FIELD_AREA.maxHeight + 2, (FIELD_AREA.bottom - FIELD_AREA.top) / rows);
  return Array.from({ length: count }, (_, index) => ({
    pageX: FIELD_AREA.left + (index % 2) * (FIELD_AREA.width + FIELD_AREA.columnGap),
    pageY: FIELD_AREA.top + Math.floor(index / 2) * rowHeight,
    pageWidth: FIELD_AREA.width,
    pageHeight: Math.min(FIELD_AREA.maxHeight, rowHeight * 0.8),
  }));
}

export function createDocumensoSignature(options: DocumensoOptions): SignatureProvider {
  const base = options.apiUrl.replace(/\/$/, '');
  const clock = options.clock ?? (() => new Date());
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  /** One request; a network failure or an answer outside 2xx is a SignatureProviderError. */
  async function request(url: string, init: RequestInit, what: string): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SignatureProviderError(`Documenso could not be reached (${what})`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new DocumensoAnswerError(response.status, what);
    }
    return response;
  }

  async function api<T>(method: string, path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const response = await request(
      `${base}${path}`,
      {
        method,
        headers: {
          authorization: options.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      `${method} ${path}`,
    );
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new SignatureProviderError(`Documenso answered ${method} ${path} without JSON`, { cause: error });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new SignatureProviderError(`Documenso answered ${method} ${path} in an unexpected shape`);
    }
    return parsed.data;
  }

  /** Pairs Documenso's recipients with our signers by e-mail (each used once). */
  function pairRecipients(signers: EnvelopeSigner[], created: z.infer<typeof createdSchema>['recipients']) {
    const left = [...created];
    return signers.map((signer) => {
      const index = left.findIndex(
        (recipient) => recipient.email.toLowerCase() === signer.email.toLowerCase(),
      );
      const recipient = index >= 0 ? left.splice(index, 1)[0] : undefined;
      if (!recipient) throw new SignatureProviderError('Documenso did not create every recipient');
      return { signer, recipient };
    });
  }

  return {
    name: 'documenso',

    async createEnvelope(envelope) {
      if (envelope.signers.length === 0) throw new SignatureProviderError('an envelope needs a signer');
      let pageCount: number;
      try {
        pageCount = (await PDFDocument.load(envelope.pdf)).getPageCount();
      } catch (error) {
        throw new SignatureProviderError('the document is not a readable PDF', { cause: error });
      }
      const orders = new Set(envelope.signers.map((signer) => signer.signing_order));
      const created = await api(
        'POST',
        '/api/v1/documents',
        {
          title: envelope.title,
          externalId: envelope.reference,
          recipients: envelope.signers.map((signer) => ({
            name: signer.name,
            email: signer.email,
            role: 'SIGNER',
            signingOrder: signer.signing_order,
          })),
          // Documenso takes one return address and one language per document, not per recipient: every signer
          // gets the envelope's (the founder's); the signers' own are not sent.
          meta: {
            redirectUrl: `${options.appUrl.replace(/\/$/, '')}${envelope.redirect_path}`,
            // Documenso has one order for the whole document: in turn as soon as the orders differ.
            signingOrder: orders.size > 1 ? 'SEQUENTIAL' : 'PARALLEL',
            language: documensoLanguage(envelope.language),
          },
        },
        createdSchema,
      );
      const id = created.documentId;
      try {
        const pairs = pairRecipients(envelope.signers, created.recipients);
        // The presigned upload address carries its own authorization: never send the API key there.
        await request(
          created.uploadUrl,
          {
            method: 'PUT',
            headers: { 'content-type': 'application/pdf' },
            body: new Uint8Array(envelope.pdf),
          },
          'PUT upload',
        );
        const boxes = signatureBoxes(pairs.length);
        await api(
          'POST',
          `/api/v1/documents/${id}/fields`,
          pairs.map(({ recipient }, index) => ({
            recipientId: recipient.recipientId,
            type: 'SIGNATURE',
            pageNumber: pageCount,
            ...boxes[index],
          })),
          z.unknown(),
        );
        await api('POST', `/api/v1/documents/${id}/send`, { sendEmail: false }, z.unknown());
        return {
          envelope_id: String(id),
          signers: pairs.map(({ signer, recipient }) => ({
            reference: signer.reference,
            provider_signer_id: String(recipient.recipientId),
            signing_url: recipient.signingUrl,
          })),
        };
      } catch (error) {
        // A half-made document is removed, so no signer ever sees it.
        await request(
          `${base}/api/v1/documents/${id}`,
          {
            method: 'DELETE',
            headers: { authorization: options.apiKey },
          },
          `DELETE /api/v1/documents/${id}`,
        ).catch(() => undefined);
        throw error;
      }
    },

    async voidEnvelope(envelopeId) {
      try {
        await api('DELETE', `/api/v1/documents/${encodeURIComponent(envelopeId)}`, undefined, z.unknown());
      } catch (error) {
        // Already gone: nothing left to stop.
        if (error instanceof DocumensoAnswerError && error.status === 404) return;
        throw error;
      }
    },

    async downloadSigned(envelopeId) {
      const { downloadUrl } = await api(
        'GET',
        `/api/v1/documents/${encodeURIComponent(envelopeId)}/download`,
        undefined,
        downloadSchema,
      );
      const response = await request(downloadUrl, { method: 'GET' }, 'GET download');
      const pdf = Buffer.from(await response.arrayBuffer());
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new SignatureProviderError('Documenso gave a signed copy that is not a PDF');
      }
      return pdf;
    },

    async parseWebhook(rawBody, headers) {
      const header = headers[DOCUMENSO_SECRET_HEADER];
      const given = Array.isArray(header) ? header[0] : header;
      if (!given) throw new SignatureWebhookError('no X-Documenso-Secret header');
      if (!sameSecret(given, options.webhookSecret)) throw new SignatureWebhookError('wrong secret');
      let parsed: z.infer<typeof webhookSchema>;
      try {
        parsed = webhookSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new SignatureWebhookError('a body that is not a Documenso webhook');
      }
      const createdAt = time(parsed.createdAt);
      if (Number.isNaN(createdAt)) throw new SignatureWebhookError('no readable createdAt');
      const age = (clock().getTime() - createdAt) / 1000;
      if (age > DOCUMENSO_WEBHOOK_TOLERANCE_SECONDS || age < -DOCUMENSO_CLOCK_SKEW_SECONDS) {
        throw new SignatureWebhookError('createdAt outside the replay window');
      }

      const documentId = String(parsed.payload.id);
      const recipient = actingRecipient(
        parsed.event,
        parsed.payload.recipients ?? parsed.payload.Recipient ?? [],
      );
      const occurredAt = new Date(createdAt);
      const type: SignatureEvent['type'] =
        parsed.event === 'DOCUMENT_COMPLETED'
          ? 'envelope_completed'
          : recipient
            ? (SIGNER_EVENTS[parsed.event] ?? 'ignored')
            : 'ignored';
      const at = time(recipient?.signedAt);
      return {
        id: `documenso:${parsed.event}:${documentId}:${recipient ? String(recipient.id) : '-'}:${parsed.createdAt}`,
        type,
        provider_type: parsed.event,
        occurred_at: occurredAt,
        envelope_id: documentId,
        signer:
          recipient && (type === 'signer_viewed' || type === 'signer_signed' || type === 'signer_declined')
            ? {
                provider_signer_id: String(recipient.id),
                email: recipient.email,
                at: type !== 'signer_viewed' && !Number.isNaN(at) ? new Date(at) : occurredAt,
                ip: null,
                user_agent: null,
                reason: type === 'signer_declined' ? (recipient.rejectionReason ?? null) : null,
              }
            : null,
      };
    },
  };
}
