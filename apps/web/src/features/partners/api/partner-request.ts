import { API_BASE, INVITATION_TOKEN_HEADER } from '@forja/contracts';
import { ApiError, apiErrorFrom, apiHeaders, apiRequest } from '../../../lib/api-client';
import { uploadRequest, type UploadOptions } from '../../../lib/upload';
import type { PartnerAccess } from './partner-access';

type JsonOptions = { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; signal?: AbortSignal };

const url = (path: string) => `${API_BASE}/${path.replace(/^\/+/, '')}`;

/** The headers of an invited partner's call: the usual ones without a bearer, plus the link's token. */
function invitationHeaders(token: string): Record<string, string> {
  return { ...apiHeaders(null), [INVITATION_TOKEN_HEADER]: token };
}

/**
 * A JSON call about a partner. With the session it is apiRequest (Bearer, refresh, sign-out on token errors);
 * with an invitation it sends the link's token instead of a bearer, and an error never ends a session.
 */
export async function partnerRequest<T>(
  path: string,
  access: PartnerAccess,
  options: JsonOptions = {},
): Promise<T> {
  if (access.kind === 'session') return apiRequest<T>(path, options);
  const headers = invitationHeaders(access.token);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url(path), {
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
  if (!response.ok) throw apiErrorFrom(response.status, payload);
  return (payload as { content: T } | null)?.content as T;
}

/** The invited partner's multipart upload through XMLHttpRequest, which reports upload progress. */
function uploadWithToken<T>(path: string, form: FormData, token: string, options: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url(path));
    for (const [name, value] of Object.entries(invitationHeaders(token))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorFrom(xhr.status, payload));
        return;
      }
      options.onProgress?.(100);
      resolve((payload as { content: T } | null)?.content as T);
    };
    xhr.onerror = () => reject(new ApiError(0, ['network_error']));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * A multipart upload about a partner with progress: lib/upload's uploadRequest with the session, or the same
 * XMLHttpRequest with the invitation token (uploadRequest always sends the session's bearer).
 */
export function partnerUpload<T>(
  path: string,
  form: FormData,
  access: PartnerAccess,
  options: UploadOptions = {},
): Promise<T> {
  return access.kind === 'session'
    ? uploadRequest<T>(path, form, options)
    : uploadWithToken<T>(path, form, access.token, options);
}
