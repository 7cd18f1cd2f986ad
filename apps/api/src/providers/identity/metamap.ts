import type { IdentityCheckInput, IdentityDocumentType, IdentityOutcome, IdentityProvider } from './identity';

/**
 * MetaMap (formerly Mati) through its REST API, the calls its public clients make:
 *   POST /oauth (Basic client id and secret, grant_type=client_credentials) → a bearer token;
 *   POST /v2/verifications { flowId, metadata } → the verification and its identity;
 *   POST /v2/identities/{identity}/send-input, multipart: `inputs` (JSON) with the ID photos as `document`
 *     files and the selfie as the `video` file;
 *   GET /v2/verifications/{id} → identity.status: verified, rejected, or still running / reviewNeeded.
 * The result is polled (no webhook to expose). The flow (METAMAP_FLOW_ID) must ask for a national ID or
 * passport and a selfie video. MetaMap reads ID photos, not PDFs: the service refuses PDF ID images before
 * queuing (metamap_validation_error).
 */
export type MetamapOptions = {
  clientId: string;
  clientSecret: string;
  flowId: string;
  apiBase: string;
  /** How often a running check is asked for its result. */
  pollMs?: number;
  clock?: () => Date;
  fetch?: typeof fetch;
};

export const METAMAP_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
const DEFAULT_POLL_MS = 60_000;
/** A token is renewed this long before MetaMap says it expires. */
const TOKEN_MARGIN_MS = 30_000;

const DOCUMENT_INPUT: Record<IdentityDocumentType, { type: string; page: 'front' | 'back' }> = {
  national_identity: { type: 'national-id', page: 'front' },
  national_identity_back: { type: 'national-id', page: 'back' },
  passport: { type: 'passport', page: 'front' },
};

export class MetamapError extends Error {
  override name = 'MetamapError';
}

export function createMetamapIdentity(options: MetamapOptions): IdentityProvider {
  const base = options.apiBase.replace(/\/$/, '');
  const clock = options.clock ?? (() => new Date());
  const fetchImpl = options.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<unknown> {
    const response = await fetchImpl(`${base}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
    if (response.status === 401) token = null;
    if (!response.ok) throw new MetamapError(`MetaMap answered ${response.status} to ${init.method} ${path}`);
    return response.json();
  }

  async function bearer(): Promise<string> {
    if (token && token.expiresAt > clock().getTime()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const body = (await call('/oauth', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })) as { access_token?: string; expiresIn?: number; expires_in?: number };
    if (!body.access_token) throw new MetamapError('MetaMap gave no access token');
    const seconds = body.expiresIn ?? body.expires_in ?? 3600;
    token = { value: body.access_token, expiresAt: clock().getTime() + seconds * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  async function submit(input: IdentityCheckInput): Promise<IdentityOutcome> {
    const { video, documents } = await input.files();
    if (!video) throw new MetamapError('the selfie video is missing from storage');
    const ine = ['national_identity', 'national_identity_back'].every((type) =>
      documents.some((document) => document.type === type),
    );
    const chosen = documents.filter((document) =>
      ine ? document.type !== 'passport' : document.type === 'passport',
    );
    if (chosen.length === 0) throw new MetamapError('the ID images are missing from storage');
    const country = ine ? 'MX' : (input.person.nationalities[0] ?? 'MX');

    const created = (await call('/v2/verifications', {
      method: 'POST',
      headers: { authorization: `Bearer ${await bearer()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        flowId: options.flowId,
        metadata: { forja_verification_id: String(input.verificationId) },
      }),
    })) as { id?: string; identity?: string | { _id?: string } };
    const identity = typeof created.identity === 'string' ? created.identity : created.identity?._id;
    if (!created.id || !identity) throw new MetamapError('MetaMap created no verification');

    const form = new FormData();
    form.append(
      'inputs',
      JSON.stringify([
        ...chosen.map((document) => ({
          inputType: 'document-photo',
          group: 0,
          data: { ...DOCUMENT_INPUT[document.type], country, region: '', filename: document.file.fileName },
        })),
        { inputType: 'selfie-video', data: { filename: video.fileName } },
      ]),
    );
    for (const document of chosen) {
      form.append(
        'document',
        new Blob([new Uint8Array(document.file.data)], { type: document.file.contentType }),
        document.file.fileName,
      );
    }
    form.append('video', new Blob([new Uint8Array(video.data)], { type: video.contentType }), video.fileName);
    const results = (await call(`/v2/identities/${encodeURIComponent(identity)}/send-input`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await bearer()}` },
      body: form,
    })) as { result?: boolean }[];
    // An input MetaMap could not take (an unreadable photo, a video it cannot play) ends the check.
    if (!Array.isArray(results) || results.some((entry) => entry.result !== true))
      return { status: 'Reject', reference: created.id };
    return { status: 'Pending', reference: created.id, checkAgainInMs: options.pollMs ?? DEFAULT_POLL_MS };
  }

  async function result(reference: string): Promise<IdentityOutcome> {
    const verification = (await call(`/v2/verifications/${encodeURIComponent(reference)}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${await bearer()}` },
    })) as { identity?: { status?: string } };
    const status = verification.identity?.status;
    if (status === 'verified') return { status: 'Approved', reference };
    if (status === 'rejected') return { status: 'Reject', reference };
    // running, pending, postponed, reviewNeeded (a person at MetaMap decides): ask again later.
    return { status: 'Pending', reference, checkAgainInMs: options.pollMs ?? DEFAULT_POLL_MS };
  }

  return {
    kind: 'metamap',
    firstRunDelayMs: 0,
    acceptsDocument: (contentType) => (METAMAP_PHOTO_TYPES as readonly string[]).includes(contentType),
    check: (input) => (input.reference ? result(input.reference) : submit(input)),
  };
}
