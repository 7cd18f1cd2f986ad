import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../features/auth/api/session';
import { clearTokens, setTokens } from '../lib/auth-tokens';
import { clearCampaign, setCampaign } from '../lib/campaign-store';
import { CampaignSync } from './campaign-sync';
import { WAIT } from '../test/waits';

type Call = { path: string; tags: Record<string, string> };

/** The API: records which calls carried which campaign values; the profile answers a user. */
function fakeApi() {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const path = new URL(input, 'http://localhost').pathname.replace('/api/v3/', '');
    calls.push({ path, tags: JSON.parse(headers.x_utm_tags ?? '{}') as Record<string, string> });
    const content =
      path === 'user/profile'
        ? { id: 1, email: 'ana@example.mx', first_names: 'Ana', last_names: 'López', companies: [] }
        : { ok: true };
    return new Response(JSON.stringify({ content }), { status: 200 });
  });
  return { stored: () => calls.filter((call) => call.path === 'store-utms-interaction') };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearCampaign();
  clearTokens();
});

describe('recording the campaign on the account', () => {
  it('records once when a session starts with stored values, before the profile is read', async () => {
    const api = fakeApi();
    setCampaign({ utm_source: 'newsletter', utm_campaign: 'otono' });
    await startSession({ access_token: 'a', refresh_token: 'r', expires_in: 900 }).catch(() => undefined);
    expect(api.stored()).toHaveLength(1);
    expect(api.stored()[0]?.tags).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'otono' });
  });

  it('records nothing at sign-in without stored values', async () => {
    const api = fakeApi();
    await startSession({ access_token: 'a', refresh_token: 'r', expires_in: 900 }).catch(() => undefined);
    expect(api.stored()).toHaveLength(0);
  });

  it('records again when the stored values change while signed in, and not otherwise', async () => {
    const api = fakeApi();
    setCampaign({ utm_source: 'newsletter' });
    setTokens({ access_token: 'a', refresh_token: 'r' });
    const view = render(<CampaignSync />);
    expect(api.stored()).toHaveLength(0);
    act(() => setCampaign({ utm_source: 'newsletter' }));
    expect(api.stored()).toHaveLength(0);
    act(() => setCampaign({ utm_source: 'ads', utm_campaign: 'invierno' }));
    await vi.waitFor(() => expect(api.stored()).toHaveLength(1), WAIT);
    expect(api.stored()[0]?.tags).toMatchObject({ utm_source: 'ads', utm_campaign: 'invierno' });
    clearTokens();
    act(() => setCampaign({ utm_source: 'bing' }));
    expect(api.stored()).toHaveLength(1);
    view.unmount();
  });
});
