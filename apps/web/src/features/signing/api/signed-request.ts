import { API_BASE, SIGNED_REQUEST_HEADER } from '@forja/contracts';
import { ApiError, apiErrorFrom, apiHeaders, apiRequest } from '../../../lib/api-client';
import type { SigningAccess } from './signing-access';

type JsonOptions = { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal };

/** How long to wait before sending again a request refused as a replay (its second was already used). */
export const REPLAY_RETRY_MS = 1000;

const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The SIGNED_REQUEST_HEADER value of a request: `t=<unix seconds>,v1=<hex HMAC-SHA256>` of `<t>.<raw body>`
 * keyed with the link's token (UTF-8), computed with WebCrypto. A GET signs the empty body.
 */
export async function signRequest(token: string, rawBody: string, now: Date = new Date()): Promise<string> {
  const t = Math.floor(now.getTime() / 1000);
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(token),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${t}.${rawBody}`));
  return `t=${t},v1=${toHex(mac)}`;
}

const isReplay = (error: unknown) => error instanceof ApiError && error.codes[0] === 'request_replayed';

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The request was cancelled', 'AbortError'));
      },
      { once: true },
    );
  });

/** One signed call: a fresh signature over the exact bytes sent; an error never ends a session. */
async function sendSigned<T>(path: string, token: string, options: JsonOptions): Promise<T> {
  const rawBody = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    ...apiHeaders(null),
    [SIGNED_REQUEST_HEADER]: await signRequest(token, rawBody),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\/+/, '')}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : rawBody,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, ['network_error']);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, payload);
  return (payload as { content: T } | null)?.content as T;
}

/**
 * A call about the signing. Signed in, it is apiRequest (Bearer, refresh). From the e-mailed link, the request
 * is signed with the link's token; each signature is single-use, so a request refused as a replay (two
 * identical requests in the same second) is signed again and sent once more a second later.
 */
export async function signingRequest<T>(
  access: SigningAccess,
  paths: { session: string; link: string },
  options: JsonOptions = {},
): Promise<T> {
  if (access.kind === 'session') return apiRequest<T>(paths.session, options);
  try {
    return await sendSigned<T>(paths.link, access.token, options);
  } catch (error) {
    if (!isReplay(error)) throw error;
    await wait(REPLAY_RETRY_MS, options.signal);
    return sendSigned<T>(paths.link, access.token, options);
  }
}
