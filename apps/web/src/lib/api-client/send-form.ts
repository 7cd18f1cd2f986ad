import { ApiError } from './api-error';

type FormRequest = {
  method: string;
  headers: Record<string, string>;
  form: FormData;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * One multipart request through XMLHttpRequest, the browser API that reports upload progress: its status and
 * JSON body, a network failure as network_error, a cancelled signal as an AbortError.
 */
export function sendForm(url: string, request: FormRequest): Promise<{ status: number; payload: unknown }> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, payload: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0, ['network_error']));
    xhr.onabort = () => reject(cancelled());
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.form);
  });
}
