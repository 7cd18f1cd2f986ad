import { API_BASE } from '@forja/contracts';
import {
  ApiError,
  apiErrorFrom,
  apiHeaders,
  endSessionOnTokenError,
  refreshSession,
  signOutLocally,
} from './api-client';
import { getAccessToken } from './auth-tokens';

export type UploadOptions = {
  /** Called with the share of the file sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  method?: 'POST' | 'PUT';
};

type Answer = { status: number; payload: unknown };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One multipart request through XMLHttpRequest, the browser API that reports upload progress. */
function sendForm(
  path: string,
  form: FormData,
  bearer: string | null,
  options: UploadOptions,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${API_BASE}/${path.replace(/^\//, '')}`);
    // No content-type: the browser writes multipart/form-data with its boundary.
    for (const [name, value] of Object.entries(apiHeaders(bearer))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, payload: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0, ['network_error']));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Sends a multipart form to the API with upload progress: the same headers, session refresh and errors as
 * apiRequest (it reuses them from api-client), answering the `content` of the reply.
 */
export async function uploadRequest<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const token = getAccessToken();
  let answer = await sendForm(path, form, token, options);

  if (answer.status === 401 && token) {
    if (apiErrorFrom(401, answer.payload).codes[0] === 'unauthenticated') {
      if (await refreshSession()) {
        options.onProgress?.(0);
        answer = await sendForm(path, form, getAccessToken(), options);
      } else {
        signOutLocally();
        throw new ApiError(401, ['invalid_token']);
      }
    }
  }

  if (answer.status < 200 || answer.status >= 300) {
    const error = apiErrorFrom(answer.status, answer.payload);
    if (token) endSessionOnTokenError(error);
    throw error;
  }
  options.onProgress?.(100);
  return (answer.payload as { content: T } | null)?.content as T;
}
