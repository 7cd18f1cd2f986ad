import { API_BASE, errorResponseSchema } from '@forja/contracts';
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
};

/**
 * The one way the web app talks to the API: JSON in, `{ content }` out, errors as ApiError.
 * Sends the user's language as x-language on every call.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-language': getStoredLanguage(),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, ['network_error']);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(payload);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.message, parsed.data.fields)
      : new ApiError(response.status, ['unknown_error']);
  }
  return (payload as { content: T }).content;
}
