import { API_BASE, INVITATION_TOKEN_HEADER, SIGNED_REQUEST_HEADER, SUPPORT_BASE } from '@forja/contracts';
import type { z } from 'zod';
import { ApiError } from './api-client/api-error';
import { sendForm } from './api-client/send-form';
import { signRequest } from './api-client/sign-request';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './auth-tokens';
import { getCampaign } from './campaign-store';
import { loadRouteModule } from './load-route-module';
import { getStoredLanguage } from './storage';

export { ApiError };

/**
 * Who a request acts for. By default the signed-in session (its bearer token, refreshed once when it has
 * expired); `anonymous` sends none; an invitation or a signing link sends the link's token instead, and an
 * error of such a call never ends the session.
 */
type Credentials = {
  /** Send no access token (sign-in, sign-up, recovery, public pages). */
  anonymous?: boolean;
  /** An invited partner without an account: the invitation link's token, in INVITATION_TOKEN_HEADER. */
  invitationToken?: string;
  /**
   * A partner signing from the e-mailed link: every request is signed with the link's token
   * (SIGNED_REQUEST_HEADER); one refused as request_replayed is signed again and sent once more.
   */
  signingToken?: string;
};

export type RequestOptions = Credentials & {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or a FormData sent as multipart/form-data through XMLHttpRequest, which reports upload progress. */
  body?: unknown;
  signal?: AbortSignal;
  /** Which backend: the main API under /api/v3 (default) or the support backend under /ai. */
  base?: 'api' | 'support';
  /** For a FormData body: called with the share of it sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** A JSON request that outlives the page (a batch sent while the page is being left). */
  keepalive?: boolean;
};

/**
 * A contract's schema, or a function that imports it. The modules the sign-in page needs pass the function
 * (from api-client/imported-schemas.ts), so the schema, and zod with it, are downloaded with the first answer
 * instead of before the page shows; other pages pass the schema.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** A request whose answer's `content` is parsed with the contract's schema. */
export type ParsedRequestOptions<S extends z.ZodType> = RequestOptions & {
  /** The contract's schema of the answer's `content`. */
  schema: SchemaSource<S>;
};

/** What an upload takes besides its form (kept for callers that name it). */
export type UploadOptions = Pick<RequestOptions, 'onProgress' | 'signal' | 'invitationToken'> & {
  method?: 'POST' | 'PUT';
};

/** How long to wait before sending again a signed request refused as a replay (its second was already used). */
export const REPLAY_RETRY_MS = 1000;

let signedOutHandler: () => void = () => undefined;

/** What to do when the session ends on its own (failed refresh, revoked token): the router goes to Login. */
export function onSignedOut(handler: () => void): void {
  signedOutHandler = handler;
}

/** Ends the local session: tokens removed, the app told. */
export function signOutLocally(): void {
  clearTokens();
  signedOutHandler();
}

/**
 * The six stored campaign values (spec sections 3 and 7), as the x_utm_tags header carries them: the store,
 * not the current URL, so attribution survives navigation.
 */
function utmHeader(): string {
  return JSON.stringify(getCampaign());
}

/** The headers every call carries: the language, the campaign values and, when given, the bearer token. */
export function apiHeaders(bearer: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-language': getStoredLanguage(),
    x_utm_tags: utmHeader(),
  };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  return headers;
}

/**
 * Loads what reading an answer takes (zod and the contracts' envelope), or a module the caller names (a
 * schema): a failed download, a dropped connection or a release that removed the old files, is tried once
 * more, then reported as a network error, which the user can retry.
 */
async function loadForAnswer<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await loadRouteModule(load);
  } catch (error) {
    throw new ApiError(0, ['network_error'], [], { cause: error });
  }
}

const answerParsing = () => loadForAnswer(() => import('./api-client/answer-parsing'));

const schemaOf = <S extends z.ZodType>(source: SchemaSource<S>): Promise<S> =>
  typeof source === 'function' ? loadForAnswer(source) : Promise.resolve(source);

/** An error answer's status and parsed JSON body as an ApiError. */
async function apiErrorFrom(status: number, payload: unknown): Promise<ApiError> {
  return (await answerParsing()).apiErrorFrom(status, payload);
}

/** Spec section 7: an error whose first message mentions a token (or a closed session) ends the session. */
export function endSessionOnTokenError(error: ApiError): void {
  const code = error.codes[0];
  if (code?.includes('token') || code === 'user_disconnected') signOutLocally();
}

/**
 * A status and the JSON body that came with it (null when there was none or it was not JSON); for a file
 * asked for and sent, the file instead.
 */
type Answer = { status: number; payload: unknown; file?: Blob };

/** What a call is sent with: the caller's options, and whether a successful answer is a file, not JSON. */
type ExchangeOptions = RequestOptions & { file?: boolean };

const isSuccess = (status: number) => status >= 200 && status < 300;

function urlOf(path: string, base: RequestOptions['base']): string {
  return `${base === 'support' ? SUPPORT_BASE : API_BASE}/${path.replace(/^\/+/, '')}`;
}

/** One exchange with the server: fetch for JSON, XMLHttpRequest for a form (it reports upload progress). */
async function send(path: string, options: ExchangeOptions, bearer: string | null): Promise<Answer> {
  const headers = apiHeaders(bearer);
  if (options.file) headers.accept = '*/*';
  if (options.invitationToken) headers[INVITATION_TOKEN_HEADER] = options.invitationToken;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const url = urlOf(path, options.base);

  if (options.body instanceof FormData) {
    // No content-type: the browser writes multipart/form-data with its boundary.
    return sendForm(url, {
      method,
      headers,
      form: options.body,
      signal: options.signal,
      onProgress: options.onProgress,
    });
  }

  const raw = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (raw !== undefined) headers['content-type'] = 'application/json';
  // The signature covers the exact bytes sent, and is new for each sending.
  if (options.signingToken)
    headers[SIGNED_REQUEST_HEADER] = await signRequest(options.signingToken, raw ?? '');
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: raw,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, ['network_error']);
  }
  if (options.file && isSuccess(response.status))
    return { status: response.status, payload: null, file: await response.blob() };
  return { status: response.status, payload: await response.json().catch(() => null) };
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent calls that met a 401 wait for the same one. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    // Ready to read the new tokens before the refresh token is spent on them.
    const parsing = await answerParsing().catch(() => null);
    if (!parsing) return false;
    const answer = await send('user/refresh', { method: 'POST' }, refreshToken).catch(() => null);
    if (!answer || !isSuccess(answer.status)) return false;
    const tokens = parsing.tokensOf(answer.payload);
    if (!tokens) return false;
    setTokens(tokens);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

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

const firstCode = async (answer: Answer) => (await apiErrorFrom(answer.status, answer.payload)).codes[0];

/**
 * A request and its answer's JSON, with the session's recovery: an expired session is refreshed once (sign-out
 * when that fails), a replayed signature is sent again once, and an error answer becomes an ApiError (ending
 * the session when its code says the token is no good).
 */
async function exchange(path: string, options: ExchangeOptions): Promise<Answer> {
  const session = !options.anonymous && !options.invitationToken && !options.signingToken;
  const token = session ? getAccessToken() : null;
  // What reading the answer takes is fetched beside the request, not after it.
  void answerParsing().catch(() => undefined);
  let answer = await send(path, options, token);

  if (answer.status === 401 && token && (await firstCode(answer)) === 'unauthenticated') {
    if (!(await refreshSession())) {
      signOutLocally();
      throw new ApiError(401, ['invalid_token']);
    }
    if (options.body instanceof FormData) options.onProgress?.(0);
    answer = await send(path, options, getAccessToken());
  }
  if (options.signingToken && answer.status === 409 && (await firstCode(answer)) === 'request_replayed') {
    await wait(REPLAY_RETRY_MS, options.signal);
    answer = await send(path, options, null);
  }

  if (!isSuccess(answer.status)) {
    const error = await apiErrorFrom(answer.status, answer.payload);
    if (token) endSessionOnTokenError(error);
    throw error;
  }
  if (options.body instanceof FormData) options.onProgress?.(100);
  return answer;
}

/**
 * The one way the web app talks to the API: JSON or a form in, the `content` of the `{ content }` answer out,
 * parsed with the contract's schema; errors (an answer that does not match the contract included) as ApiError.
 * Sends the language and the campaign values, and the session's token, an invitation's or a signature as the
 * options say.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ParsedRequestOptions<S>,
): Promise<z.output<S>> {
  const schema = schemaOf(options.schema);
  schema.catch(() => undefined);
  const answer = await exchange(path, options);
  // One envelope for every answer: `{ content }`, its content parsed with the contract's schema.
  return (await answerParsing()).contentOf(answer.status, answer.payload, await schema);
}

/**
 * A stored file (a PDF, an image) as a Blob: GET with the same headers, session and errors as apiRequest, for
 * what a frame or an image cannot fetch itself because it needs the token.
 */
export async function fileRequest(path: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<Blob> {
  const answer = await exchange(path, { signal: options.signal, method: 'GET', file: true });
  if (!answer.file) throw new ApiError(answer.status, ['unknown_error']);
  return answer.file;
}

/** A call to the support backend (`/ai/...`): the same headers, refresh and errors as apiRequest. */
export function supportRequest<S extends z.ZodType>(
  path: string,
  options: Omit<ParsedRequestOptions<S>, 'base'>,
): Promise<z.output<S>> {
  return apiRequest(path, { ...options, base: 'support' });
}

/** A multipart upload with progress: apiRequest with the form as the body. */
export function uploadRequest<S extends z.ZodType>(
  path: string,
  form: FormData,
  options: UploadOptions & { schema: SchemaSource<S> },
): Promise<z.output<S>> {
  return apiRequest(path, { ...options, method: options.method ?? 'POST', body: form });
}
