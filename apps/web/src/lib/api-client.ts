import { API_BASE, SUPPORT_BASE, authTokensResponseSchema, errorResponseSchema } from '@forja/contracts';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './auth-tokens';
import { getCampaign } from './campaign-store';
import { getStoredLanguage } from './storage';

/** An answer of the API that was not a success: its status and its error codes (spec section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly codes: string[];
  readonly fields: { path: string; code: string }[];

  constructor(status: number, codes: string[], fields: { path: string; code: string }[] = []) {
    super(codes[0] ?? 'unknown_error');
    this.name = 'ApiError';
    this.status = status;
    this.codes = codes;
    this.fields = fields;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send no access token (sign-in, sign-up, recovery). */
  anonymous?: boolean;
  /** Which backend: the main API under /api/v3 (default) or the support backend under /ai. */
  base?: 'api' | 'support';
};

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

async function send(path: string, options: RequestOptions, bearer: string | null): Promise<Response> {
  const headers = apiHeaders(bearer);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(`${options.base === 'support' ? SUPPORT_BASE : API_BASE}/${path.replace(/^\//, '')}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, ['network_error']);
  }
}

/** An error answer's status and parsed JSON body as an ApiError. */
export function apiErrorFrom(status: number, payload: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(payload);
  return parsed.success
    ? new ApiError(status, parsed.data.message, parsed.data.fields)
    : new ApiError(status, ['unknown_error']);
}

async function toError(response: Response): Promise<ApiError> {
  return apiErrorFrom(response.status, await response.json().catch(() => null));
}

/** Spec section 7: an error whose first message mentions a token (or a closed session) ends the session. */
export function endSessionOnTokenError(error: ApiError): void {
  const code = error.codes[0];
  if (code?.includes('token') || code === 'user_disconnected') signOutLocally();
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent calls that met a 401 wait for the same one. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    const response = await send('user/refresh', { method: 'POST' }, refreshToken).catch(() => null);
    if (!response?.ok) return false;
    const parsed = authTokensResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return false;
    setTokens(parsed.data.content);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The one way the web app talks to the API: JSON in, `{ content }` out, errors as ApiError.
 * Sends the access token, the language and the campaign values; refreshes an expired session once.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.anonymous ? null : getAccessToken();
  let response = await send(path, options, token);

  if (response.status === 401 && token) {
    const error = await toError(response.clone());
    if (error.codes[0] === 'unauthenticated') {
      if (await refreshSession()) {
        response = await send(path, options, getAccessToken());
      } else {
        signOutLocally();
        throw new ApiError(401, ['invalid_token']);
      }
    }
  }

  if (!response.ok) {
    const error = await toError(response);
    if (token) endSessionOnTokenError(error);
    throw error;
  }
  const payload = (await response.json()) as { content: T };
  return payload.content;
}

/** A call to the support backend (`/ai/...`): the same headers, refresh and errors as apiRequest. */
export function supportRequest<T>(path: string, options: Omit<RequestOptions, 'base'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, base: 'support' });
}
