import { INVITATION_TOKEN_HEADER, SIGNED_REQUEST_HEADER } from '@forja/contracts';
import { HttpResponse, http } from 'msw';
import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { content, failure, serveApi, server, type ApiCall } from '../test/network';
import { ApiError, apiRequest, fileRequest, onSignedOut, uploadRequest } from './api-client';
import { getAccessToken, getRefreshToken, setTokens } from './auth-tokens';
import { clearCampaign, setCampaign } from './campaign-store';

/**
 * The API as the client meets it: every call but the refresh needs the current access token; the refresh
 * rotates the tokens once per refresh token, like the server does.
 */
function serveSession(options: { refreshWorks: boolean }) {
  const calls: ApiCall[] = [];
  serveApi(async (call) => {
    calls.push(call);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (call.path === 'user/refresh') {
      if (!options.refreshWorks || call.headers.authorization !== 'Bearer refresh-1')
        return failure(401, 'invalid_token');
      return content({ access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 });
    }
    if (call.headers.authorization !== 'Bearer access-2') return failure(401, 'unauthenticated');
    if (call.body instanceof FormData) return content({ id: 9 });
    return content({ ok: call.path });
  });
  return calls;
}

/** What serveSession answers: a JSON call's path, an upload's id. */
const echoed = z.object({ ok: z.string() });
const uploaded = z.object({ id: z.number() });

const form = () => {
  const data = new FormData();
  data.append('file', new File(['%PDF-1.7'], 'acta.pdf', { type: 'application/pdf' }));
  return data;
};

let signedOut: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  signedOut = vi.fn<() => void>();
  onSignedOut(signedOut);
  setTokens({ access_token: 'access-1-expired', refresh_token: 'refresh-1' });
});

describe('apiRequest', () => {
  it('sends the language and the stored campaign values, whatever the current URL says', async () => {
    const calls = serveSession({ refreshWorks: true });
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    setCampaign({ utm_source: 'google', utm_campaign: 'lanzamiento' });
    window.history.pushState({}, '', '/es/companies?utm_source=bing');
    await apiRequest('user/profile', { schema: echoed });
    expect(calls[0]?.headers['x-language']).toBe('es');
    expect(JSON.parse(calls[0]?.headers.x_utm_tags ?? '{}')).toEqual({
      utm_id: '',
      utm_source: 'google',
      utm_medium: '',
      utm_campaign: 'lanzamiento',
      utm_term: '',
      utm_content: '',
    });
    clearCampaign();
    await apiRequest('user/profile', { schema: echoed });
    expect(JSON.parse(calls[1]?.headers.x_utm_tags ?? '{}')).toMatchObject({ utm_source: '' });
    window.history.pushState({}, '', '/');
  });

  it('answers the content parsed with the schema, and a content the contract does not allow as an ApiError', async () => {
    serveSession({ refreshWorks: true });
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    await expect(apiRequest('company/1', { schema: z.object({ ok: z.string() }) })).resolves.toEqual({
      ok: 'company/1',
    });
    const error = await apiRequest('company/1', { schema: z.object({ ok: z.number() }) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).codes).toEqual(['unknown_error']);
    expect(getAccessToken()).toBe('access-2');
  });

  it('refreshes once for concurrent calls that met an expired token, then retries each', async () => {
    const calls = serveSession({ refreshWorks: true });
    const results = await Promise.all([
      apiRequest('user/profile', { schema: echoed }),
      apiRequest('company/1', { schema: echoed }),
      apiRequest('company/2', { schema: echoed }),
    ]);
    expect(results).toEqual([{ ok: 'user/profile' }, { ok: 'company/1' }, { ok: 'company/2' }]);
    expect(calls.filter((call) => call.path === 'user/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails, clearing the tokens', async () => {
    serveSession({ refreshWorks: false });
    const error = await apiRequest('user/profile', { schema: echoed }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).codes).toEqual(['invalid_token']);
    expect(getAccessToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('signs out on an error whose first code mentions a token', async () => {
    serveApi(() => failure(400, 'token_expired'));
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    await expect(apiRequest('partner/1', { schema: echoed })).rejects.toBeInstanceOf(ApiError);
    expect(getAccessToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('imports a schema given as an import once the request is sent, and reports a failed import as network_error', async () => {
    const calls = serveSession({ refreshWorks: true });
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    const load = vi.fn(() => Promise.resolve(echoed));
    await expect(apiRequest('user/profile', { schema: load })).resolves.toEqual({ ok: 'user/profile' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);

    // A dropped connection while the schema downloads: tried once more, then the caller hears network_error.
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(apiRequest('user/profile', { schema: failing })).rejects.toMatchObject({
      status: 0,
      codes: ['network_error'],
    });
    expect(failing).toHaveBeenCalledTimes(2);
    const flaky = vi
      .fn<() => Promise<typeof echoed>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(echoed);
    await expect(apiRequest('user/profile', { schema: flaky })).resolves.toEqual({ ok: 'user/profile' });
    expect(getAccessToken()).toBe('access-2');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('keeps the session on other errors, with their fields, and reports network failures as network_error', async () => {
    serveApi(() =>
      HttpResponse.json(
        { message: ['invalid_request'], fields: [{ path: 'body.email', code: 'invalid_format' }] },
        { status: 400 },
      ),
    );
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    await expect(
      apiRequest('user/login', { body: {}, anonymous: true, schema: echoed }),
    ).rejects.toMatchObject({
      status: 400,
      codes: ['invalid_request'],
      fields: [{ path: 'body.email', code: 'invalid_format' }],
    });
    expect(getAccessToken()).toBe('access-2');
    server.use(http.all('/api/v3/*', () => HttpResponse.error()));
    await expect(apiRequest('user/profile', { schema: echoed })).rejects.toMatchObject({
      codes: ['network_error'],
    });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('calls the support backend under /ai with the same headers', async () => {
    const calls: ApiCall[] = [];
    serveApi(
      (call) => {
        calls.push(call);
        return content({ categories: [] });
      },
      { base: 'support' },
    );
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    await expect(
      apiRequest('get-faqs-categories/', {
        base: 'support',
        schema: z.object({ categories: z.array(z.string()) }),
      }),
    ).resolves.toEqual({ categories: [] });
    expect(calls[0]).toMatchObject({
      path: 'get-faqs-categories/',
      headers: { authorization: 'Bearer access-2' },
    });
  });
});

describe('a stored file', () => {
  it('answers the file itself, after refreshing an expired session once, and an error answer as ApiError', async () => {
    const calls: ApiCall[] = [];
    serveApi((call) => {
      calls.push(call);
      if (call.path === 'user/refresh')
        return content({ access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 });
      if (call.headers.authorization !== 'Bearer access-2') return failure(401, 'unauthenticated');
      if (call.path === 'files/acta.pdf')
        return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
      return failure(404, 'not_found');
    });
    const file = await fileRequest('files/acta.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
    expect(
      calls.filter((call) => call.path === 'files/acta.pdf').map((call) => call.headers.authorization),
    ).toEqual(['Bearer access-1-expired', 'Bearer access-2']);
    expect(calls.at(-1)?.headers.accept).toBe('*/*');
    await expect(fileRequest('files/missing.pdf')).rejects.toMatchObject({
      status: 404,
      codes: ['not_found'],
    });
    expect(signedOut).not.toHaveBeenCalled();
  });
});

describe('uploads', () => {
  it('sends the form with the same headers, no content type of its own, and reports progress up to 100 %', async () => {
    const calls = serveSession({ refreshWorks: true });
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    // The campaign stored on arrival, as the router keeps it (not the current URL).
    setCampaign({ utm_source: 'google' });
    const progress: number[] = [];
    const answer = await uploadRequest('company/1/documents/CSF_company', form(), {
      onProgress: (percent) => progress.push(percent),
      schema: uploaded,
    });
    expect(answer).toEqual({ id: 9 });
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: 'company/1/documents/CSF_company',
      headers: { authorization: 'Bearer access-2', 'x-language': 'es' },
    });
    expect(calls[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(JSON.parse(calls[0]?.headers.x_utm_tags ?? '{}')).toMatchObject({ utm_source: 'google' });
    const file = (calls[0]?.body as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('acta.pdf');
    expect(await (file as File).text()).toBe('%PDF-1.7');
  });

  it('refreshes an expired session once, then sends the file again', async () => {
    const calls = serveSession({ refreshWorks: true });
    await expect(
      uploadRequest('company/1/documents/CSF_company', form(), { schema: uploaded }),
    ).resolves.toEqual({ id: 9 });
    expect(
      calls.filter((call) => call.path !== 'user/refresh').map((call) => call.headers.authorization),
    ).toEqual(['Bearer access-1-expired', 'Bearer access-2']);
    expect(getRefreshToken()).toBe('refresh-2');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails', async () => {
    serveSession({ refreshWorks: false });
    await expect(
      uploadRequest('company/1/documents/CSF_company', form(), { schema: uploaded }),
    ).rejects.toMatchObject({
      codes: ['invalid_token'],
    });
    expect(getAccessToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it("answers the server's error codes as ApiError, keeping the session", async () => {
    serveApi(() => failure(400, 'invalid_format'));
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    const error = await uploadRequest('company/1/documents/CSF_company', form(), { schema: uploaded }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).codes).toEqual(['invalid_format']);
    expect(getAccessToken()).toBe('access-2');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('reports a cancelled upload as an AbortError', async () => {
    serveSession({ refreshWorks: true });
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadRequest('company/1/documents/CSF_company', form(), {
        signal: controller.signal,
        schema: uploaded,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('an invitation link', () => {
  it("sends the link's token instead of the session's, for JSON and forms, and never ends the session", async () => {
    const calls: ApiCall[] = [];
    serveApi((call) => {
      calls.push(call);
      if (call.path === 'partner/2/documents/CSF') return content({ id: 3 });
      return failure(400, 'token_expired');
    });
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    await expect(
      uploadRequest('partner/2/documents/CSF', form(), {
        invitationToken: 'invitation-123',
        schema: uploaded,
      }),
    ).resolves.toEqual({ id: 3 });
    await expect(
      apiRequest('only-partner/2/company/1', { invitationToken: 'invitation-123', schema: echoed }),
    ).rejects.toMatchObject({ codes: ['token_expired'] });
    for (const call of calls) {
      expect(call.headers[INVITATION_TOKEN_HEADER]).toBe('invitation-123');
      expect(call.headers.authorization).toBeUndefined();
    }
    expect(getAccessToken()).toBe('access-2');
    expect(signedOut).not.toHaveBeenCalled();
  });
});

describe('a signing link', () => {
  const hmac = (token: string, t: string, body: string) =>
    createHmac('sha256', token).update(`${t}.${body}`).digest('hex');

  it('signs the exact bytes it sends, without a bearer, and signs again after a replay', async () => {
    const calls: ApiCall[] = [];
    serveApi((call) => {
      calls.push(call);
      return calls.length === 1 ? failure(409, 'request_replayed') : content({ ok: true });
    });
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    const answer = await apiRequest('temporary-token/company/1/two-factor/set', {
      body: { partner_id: 3 },
      signingToken: 'link-token',
      schema: z.object({ ok: z.boolean() }),
    });
    expect(answer).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.raw).toBe('{"partner_id":3}');
      expect(call.headers.authorization).toBeUndefined();
      const t = /^t=(\d+),/.exec(call.headers[SIGNED_REQUEST_HEADER] ?? '')?.[1] ?? '';
      expect(call.headers[SIGNED_REQUEST_HEADER]).toBe(`t=${t},v1=${hmac('link-token', t, call.raw)}`);
    }
    // The second signature is a new one (a later second).
    expect(calls[1]?.headers[SIGNED_REQUEST_HEADER]).not.toBe(calls[0]?.headers[SIGNED_REQUEST_HEADER]);
  });

  it('gives up after one retry, keeping the session', async () => {
    serveApi(() => failure(409, 'request_replayed'));
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    await expect(
      apiRequest('temporary-token/company/1/signing', { signingToken: 'x', schema: echoed }),
    ).rejects.toMatchObject({
      codes: ['request_replayed'],
    });
    expect(getAccessToken()).toBe('access-2');
  });
});
