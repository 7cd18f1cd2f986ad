import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onSignedOut } from './api-client';
import { getAccessToken, getRefreshToken, setTokens } from './auth-tokens';
import { uploadRequest } from './upload';
import { setCampaign } from './campaign-store';

type Sent = { url: string; headers: Record<string, string> };

/**
 * A stand-in for the API behind XMLHttpRequest (uploads) and fetch (the refresh call): the upload needs the
 * current access token; refresh rotates the tokens once, like the server.
 */
function fakeServer(options: { refreshWorks: boolean; uploadAnswer?: { status: number; body: unknown } }) {
  const sent: Sent[] = [];
  let validAccess = 'access-2';
  const json = (status: number, body: unknown) => ({ status, text: JSON.stringify(body) });

  class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send() {
      sent.push({ url: this.url, headers: { ...this.headers } });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const answer =
          this.headers.authorization !== `Bearer ${validAccess}`
            ? json(401, { message: ['unauthenticated'] })
            : options.uploadAnswer
              ? json(options.uploadAnswer.status, options.uploadAnswer.body)
              : json(200, { content: { id: 9 } });
        this.status = answer.status;
        this.responseText = answer.text;
        this.onload?.();
      }, 2);
    }
  }

  const fetchImpl = async (input: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (
      input.endsWith('/user/refresh') &&
      options.refreshWorks &&
      headers.authorization === 'Bearer refresh-1'
    ) {
      validAccess = 'access-2';
      return new Response(
        JSON.stringify({
          content: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 },
        }),
        { status: 200 },
      );
    }
    return new Response(JSON.stringify({ message: ['invalid_token'] }), { status: 401 });
  };
  return { sent, FakeXMLHttpRequest, fetchImpl };
}

const form = () => {
  const data = new FormData();
  data.append('file', new File(['%PDF-1.7'], 'acta.pdf', { type: 'application/pdf' }));
  return data;
};

describe('uploadRequest', () => {
  let signedOut: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    signedOut = vi.fn<() => void>();
    onSignedOut(signedOut);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the same headers as the API client and reports progress up to 100 %', async () => {
    const server = fakeServer({ refreshWorks: true });
    vi.stubGlobal('XMLHttpRequest', server.FakeXMLHttpRequest);
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    // The campaign stored on arrival, as the router keeps it (not the current URL).
    setCampaign({ utm_source: 'google' });
    const progress: number[] = [];
    const content = await uploadRequest('company/1/documents/CSF_company', form(), {
      onProgress: (percent) => progress.push(percent),
    });
    expect(content).toEqual({ id: 9 });
    expect(progress).toEqual([50, 100]);
    expect(server.sent[0]?.url).toBe('/api/v3/company/1/documents/CSF_company');
    expect(server.sent[0]?.headers).toMatchObject({ authorization: 'Bearer access-2', 'x-language': 'es' });
    expect(JSON.parse(server.sent[0]?.headers.x_utm_tags ?? '{}')).toMatchObject({ utm_source: 'google' });
    expect(server.sent[0]?.headers['content-type']).toBeUndefined();
  });

  it('refreshes an expired session once through the API client, then sends the file again', async () => {
    const server = fakeServer({ refreshWorks: true });
    vi.stubGlobal('XMLHttpRequest', server.FakeXMLHttpRequest);
    vi.stubGlobal('fetch', server.fetchImpl);
    setTokens({ access_token: 'access-1-expired', refresh_token: 'refresh-1' });
    await expect(uploadRequest('company/1/documents/CSF_company', form())).resolves.toEqual({ id: 9 });
    expect(server.sent.map((call) => call.headers.authorization)).toEqual([
      'Bearer access-1-expired',
      'Bearer access-2',
    ]);
    expect(getRefreshToken()).toBe('refresh-2');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails', async () => {
    const server = fakeServer({ refreshWorks: false });
    vi.stubGlobal('XMLHttpRequest', server.FakeXMLHttpRequest);
    vi.stubGlobal('fetch', server.fetchImpl);
    setTokens({ access_token: 'access-1-expired', refresh_token: 'refresh-1' });
    await expect(uploadRequest('company/1/documents/CSF_company', form())).rejects.toMatchObject({
      codes: ['invalid_token'],
    });
    expect(getAccessToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it("answers the server's error codes as ApiError, keeping the session", async () => {
    const server = fakeServer({
      refreshWorks: true,
      uploadAnswer: { status: 400, body: { message: ['invalid_format'] } },
    });
    vi.stubGlobal('XMLHttpRequest', server.FakeXMLHttpRequest);
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    const error = await uploadRequest('company/1/documents/CSF_company', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).codes).toEqual(['invalid_format']);
    expect(getAccessToken()).toBe('access-2');
    expect(signedOut).not.toHaveBeenCalled();
  });
});
