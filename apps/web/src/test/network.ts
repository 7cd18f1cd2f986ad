import { API_BASE, SUPPORT_BASE } from '@forja/contracts';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';

/**
 * The web tests' network: MSW answers the app's fetch and XMLHttpRequest calls (the uploads' progress
 * included), so the API client runs as it does in the browser. setup.ts starts it for every file and forgets a
 * test's handlers after it; an unanswered request fails as a network error and is reported.
 */
export const server = setupServer();

/** A request as the fakes read it. */
export type ApiCall = {
  method: string;
  /** The path after the base (`/api/v3/` or `/ai/`), without its query. */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body exactly as sent ('' for none or a form): a signed request's signature covers it. */
  raw: string;
  /** The JSON body parsed, the FormData of a multipart body (with the files' bytes), or undefined. */
  body: unknown;
};

/** What a fake answers: a response, or nothing to leave the request to the handlers added before it. */
export type ApiAnswer = Response | null | undefined;

export const json = (status: number, payload: unknown): Response =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

/** A success as the API answers it: `{ content }`. */
export const content = (value: unknown): Response => json(200, { content: value });

/** An error as the API answers it: `{ message: [code, ...] }`. */
export const failure = (status: number, ...codes: string[]): Response => json(status, { message: codes });

/** The text of a file, as the server reads it to decide its type by content. */
export async function fileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/**
 * A multipart body as a FormData of the page's own kind (its files are File objects of the page, so
 * `instanceof Blob` and FileReader work on them as on the files a test chose).
 */
async function pageFormData(request: Request): Promise<FormData> {
  const received = await request.formData();
  const form = new FormData();
  for (const [name, value] of received.entries()) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new File([await value.arrayBuffer()], value.name, { type: value.type }));
  }
  return form;
}

async function readCall(request: Request, base: string): Promise<ApiCall> {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  let raw = '';
  let body: unknown;
  if (type.startsWith('multipart/form-data')) {
    body = await pageFormData(request.clone());
  } else {
    raw = await request.clone().text();
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
  }
  return {
    method: request.method,
    path: url.pathname.slice(base.length + 1),
    query: url.searchParams,
    headers: Object.fromEntries(request.headers.entries()),
    raw,
    body,
  };
}

/**
 * Answers the requests under the API's base (or the support backend's) with `answer`. Handlers added later
 * come first: a fake that answers nothing for a request leaves it to the fakes (or the test's own handlers)
 * added before it.
 */
export function serveApi(
  answer: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>,
  options: { base?: 'api' | 'support' } = {},
): void {
  const base = options.base === 'support' ? SUPPORT_BASE : API_BASE;
  server.use(
    http.all(`${base}/*`, async ({ request }) => (await answer(await readCall(request, base))) ?? undefined),
  );
}

/** jsdom's internal record of a Blob or File of the page, which holds its bytes (`_bytes`). */
function jsdomImpl(blob: Blob): { _bytes: Uint8Array } | undefined {
  return Object.getOwnPropertySymbols(blob)
    .map((symbol) => (blob as unknown as Record<symbol, unknown>)[symbol])
    .find(
      (value): value is { _bytes: Uint8Array } =>
        typeof value === 'object' && value !== null && '_bytes' in value,
    );
}

/**
 * Vitest 4.1's jsdom environment hands a page's form to Node's fetch (where MSW reads it) by iterating the form
 * and copying each file's bytes from jsdom's private `_buffer`, which jsdom 28 renamed `_bytes`
 * (vitest-dev/vitest#11294), dropping the file's name on the way: every file would arrive as the text
 * "undefined" named "blob". Here the form's files are handed over as Node's own File objects, with their bytes
 * and names, and a lone Blob's bytes are found under the old name. Nothing of the app iterates a FormData.
 */
function bridgeJsdomFiles(): void {
  const impl = jsdomImpl(new Blob([]));
  const blobPrototype = impl ? (Object.getPrototypeOf(impl) as object) : null;
  if (blobPrototype && !('_buffer' in blobPrototype)) {
    Object.defineProperty(blobPrototype, '_buffer', {
      configurable: true,
      get(this: { _bytes: Uint8Array }) {
        return this._bytes;
      },
    });
  }
  const forEach = Object.getOwnPropertyDescriptor(FormData.prototype, 'forEach')
    ?.value as FormData['forEach'];
  const asNodeFile = (value: FormDataEntryValue) => {
    const bytes = typeof value === 'string' ? undefined : jsdomImpl(value)?._bytes;
    return bytes && typeof value !== 'string'
      ? new NodeFile([bytes], value.name, { type: value.type, lastModified: value.lastModified })
      : value;
  };
  Object.defineProperty(FormData.prototype, 'forEach', {
    configurable: true,
    writable: true,
    value: function (
      this: FormData,
      callback: (value: FormDataEntryValue, key: string, parent: FormData) => void,
      thisArg?: unknown,
    ) {
      forEach.call(this, (value, key, parent) =>
        callback.call(thisArg, asNodeFile(value) as FormDataEntryValue, key, parent),
      );
    },
  });
}

bridgeJsdomFiles();
