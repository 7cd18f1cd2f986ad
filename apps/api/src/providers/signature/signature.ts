import type { Language } from '@forja/domain';

/**
 * The e-signature provider interface: an envelope (one PDF, its signers), a signing page per signer, signed
 * webhooks that tell what each signer did, and the signed copy once everyone has signed. Two implementations:
 * `sandbox` (Forja's own offline signing page) and `documenso` (Documenso's REST API).
 */

export type EnvelopeSigner = {
  /**
   * Our id for the signer (`signer_12`). Providers do not echo it: `CreatedEnvelope` pairs it with the
   * provider's signer id, which every webhook about the signer carries.
   */
  reference: string;
  name: string;
  email: string;
  /** 1 for the first to sign; signers with the same number may sign in any order. */
  signing_order: number;
  /** The language this signer reads: their signing page's, where the provider has one per signer. */
  language: Language;
  /** Path on the web app this signer returns to (`/zh_cn/redirect_sign/…`), where the provider takes one per signer. */
  redirect_path: string;
};

export type EnvelopeRequest = {
  /** What the envelope is for (`company_12_articles_v3`), kept by the provider with the envelope. */
  reference: string;
  title: string;
  pdf: Buffer;
  signers: EnvelopeSigner[];
  /**
   * The envelope's return path on the web app (`/es/redirect_sign/…`; real providers make it absolute) and
   * language: what a provider with one of each per document (Documenso) gives every signer, and the language
   * of the signed copy's signature page. A provider with one per signer uses the signer's.
   */
  redirect_path: string;
  language: Language;
};

export type CreatedEnvelope = {
  envelope_id: string;
  /** Per signer: the provider's id and signing page (absolute for real providers, a path here for the sandbox). */
  signers: { reference: string; provider_signer_id: string; signing_url: string }[];
};

/** What a verified webhook says, whichever provider sent it. */
export type SignatureEvent = {
  /** The provider's event id: the idempotency key (an event applied twice changes nothing the second time). */
  id: string;
  type: 'signer_viewed' | 'signer_signed' | 'signer_declined' | 'envelope_completed' | 'ignored';
  /** The provider's own type name, for the record. */
  provider_type: string;
  occurred_at: Date;
  envelope_id: string | null;
  /**
   * The signer the event is about (signer events; null for envelope_completed and ignored events), by the
   * provider's signer id. `at` is when they acted; ip and user agent only where the provider reports them.
   */
  signer: {
    provider_signer_id: string;
    email: string;
    at: Date;
    ip: string | null;
    user_agent: string | null;
    reason: string | null;
  } | null;
};

export type SignatureProvider = {
  readonly name: 'sandbox' | 'documenso';
  /** Creates and sends the envelope. Throws SignatureProviderError when the provider refuses or is down. */
  createEnvelope(request: EnvelopeRequest): Promise<CreatedEnvelope>;
  /** Cancels a pending envelope (the data changed): its signing pages stop working. */
  voidEnvelope(envelopeId: string, reason: string): Promise<void>;
  /** The signed PDF of a completed envelope. */
  downloadSigned(envelopeId: string): Promise<Buffer>;
  /** Verifies a webhook's signature and age, then reads it; throws SignatureWebhookError when it fails. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<SignatureEvent>;
};

/** The provider refused or could not be reached: answered as error_creating_signature / docusinig_error. */
export class SignatureProviderError extends Error {
  override name = 'SignatureProviderError';
}

/** A webhook that is unsigned, wrongly signed or outside the replay window: 400 invalid_hmac_signature. */
export class SignatureWebhookError extends Error {
  override name = 'SignatureWebhookError';
}
