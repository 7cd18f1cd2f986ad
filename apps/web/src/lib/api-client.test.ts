import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, onSignedOut } from './api-client';
import { getAccessToken, getRefreshToken, setTokens } from './auth-tokens';
import { clearCampaign, setCampaign } from './campaign-store';

type Call = { url: string; authorization: string | null; headers: Record<string, string> };

/**
 * A small stand-in for the API's HTTP answers: profile needs the current access token; refresh rotates
 * tokens once per refresh token, like the server does.
 */
function fakeServer(options: { refreshWorks: boolean }) {
  const calls: Call[] = [];
  let validAccess = 'access-2';
  const fetchImpl = async (input: string, init?: RequestInit) => {
    const url = input;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const authorization = headers.authorization ?? null;
    calls.push({ url, authorization, headers });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/user/refresh')) {
      if (!options.refreshWorks || authorization !== 'Bearer refresh-1')
        return json(401, { message: ['invalid_token'] });
      validAccess = 'access-2';
      return json(200, {
        content: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 },
      });
    }
    if (authorization !== `Bearer ${validAccess}`) return json(401, { message: ['unauthenticated'] });
    return json(200, { content: { ok: url } });
  };
  return { calls, fetchImpl };
}

describe('apiRequest', () => {
  let signedOut: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    signedOut = vi.fn<() => void>();
    onSignedOut(signedOut);
    setTokens({ access_token: 'access-1-expired', refresh_token: 'refresh-1' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the language and the stored campaign values, whatever the current URL says', async () => {
    const server = fakeServer({ refreshWorks: true });
    vi.stubGlobal('fetch', server.fetchImpl);
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    setCampaign({ utm_source: 'google', utm_campaign: 'lanzamiento' });
    window.history.pushState({}, '', '/es/companies?utm_source=bing');
    await apiRequest('user/profile');
    const headers = server.calls[0]?.headers ?? {};
    expect(headers['x-language']).toBe('es');
    expect(JSON.parse(headers.x_utm_tags ?? '{}')).toEqual({
      utm_id: '',
      utm_source: 'google',
      utm_medium: '',
      utm_campaign: 'lanzamiento',
      utm_term: '',
      utm_content: '',
    });
    clearCampaign();
    await apiRequest('user/profile');
    expect(JSON.parse(server.calls[1]?.headers.x_utm_tags ?? '{}')).toMatchObject({ utm_source: '' });
    window.history.pushState({}, '', '/');
  });

  it('refreshes once for concurrent calls that met an expired token, then retries each', async () => {
    const server = fakeServer({ refreshWorks: true });
    vi.stubGlobal('fetch', server.fetchImpl);
    const results = await Promise.all([
      apiRequest('user/profile'),
      apiRequest('company/1'),
      apiRequest('company/2'),
    ]);
    expect(results).toHaveLength(3);
    expect(server.calls.filter((call) => call.url.endsWith('/user/refresh'))).toHaveLength(1);
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails, clearing the tokens', async () => {
    const server = fakeServer({ refreshWorks: false });
    vi.stubGlobal('fetch', server.fetchImpl);
    const error = await apiRequest('user/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).codes).toEqual(['invalid_token']);
    expect(getAccessToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('signs out on an error whose first code mentions a token', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: ['token_expired'] }), { status: 400 }),
    );
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    await expect(apiRequest('partner/1')).rejects.toBeInstanceOf(ApiError);
    expect(getAccessToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on other errors and reports network failures as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: ['bad_credentials'] }), { status: 401 }),
    );
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-1' });
    await expect(apiRequest('user/login', { body: {}, anonymous: true })).rejects.toMatchObject({
      codes: ['bad_credentials'],
    });
    expect(getAccessToken()).toBe('access-2');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('user/profile')).rejects.toMatchObject({ codes: ['network_error'] });
    expect(signedOut).not.toHaveBeenCalled();
  });
});
