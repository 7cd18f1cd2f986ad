import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCampaign, setCampaign } from '../campaign-store';
import { capture, configureAnalytics, flushAnalytics, resetAnalyticsForTests } from './analytics';
import { CONSENT_STORAGE_KEY, resetConsentCache, setConsent } from './consent-store';

/** What reached the network: every request, with its body and whether it may outlive the page. */
let requests: { url: string; body: unknown; keepalive: boolean }[] = [];

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetConsentCache();
  resetAnalyticsForTests();
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({
      url,
      body: init?.body ? JSON.parse(init.body as string) : null,
      keepalive: init?.keepalive === true,
    });
    return new Response(JSON.stringify({ content: { stored: 1 } }), { status: 200 });
  });
});
afterEach(() => {
  resetAnalyticsForTests();
  vi.unstubAllGlobals();
});

describe('analytics (local provider)', () => {
  it('sends nothing and stores nothing while the consent is pending or denied', () => {
    configureAnalytics({ provider: 'local' });
    capture('page_view', {}, { routeName: 'Login', path: '/es' });
    flushAnalytics();
    setConsent({ analytics: 'denied' });
    capture('page_view', {}, { routeName: 'Login', path: '/es' });
    flushAnalytics();
    expect(requests).toEqual([]);
    expect(window.localStorage.getItem('forja_analytics_id')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    // Only the choice itself is kept.
    expect(Object.keys(window.localStorage)).toEqual([CONSENT_STORAGE_KEY]);
  });

  it('batches events to Forja’s API once granted, with route names and paths', () => {
    configureAnalytics({ provider: 'local' });
    setConsent({ analytics: 'granted' });
    capture('page_view', {}, { routeName: 'Companies', path: '/es/companies' });
    capture('page_leave', {}, { routeName: 'Companies', path: '/es/companies' });
    capture('company_created', { company_type: 'sas' });
    flushAnalytics();
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.url).toBe('/api/v3/analytics/events');
    // A batch sent while the page is being left still arrives.
    expect(sent?.keepalive).toBe(true);
    expect(sent?.body).toMatchObject({
      consent: 'granted',
      events: [
        { name: 'page_view', route_name: 'Companies', path: '/es/companies' },
        { name: 'page_leave', route_name: 'Companies', path: '/es/companies' },
        { name: 'company_created', properties: { company_type: 'sas' } },
      ],
    });
  });

  it('sends the stored campaign values with each batch, the empty ones left out', () => {
    setCampaign({ utm_source: 'google', utm_campaign: 'lanzamiento' });
    configureAnalytics({ provider: 'local' });
    setConsent({ analytics: 'granted' });
    capture('page_view', {}, { routeName: 'Companies', path: '/es/companies' });
    flushAnalytics();
    clearCampaign();
    expect((requests[0]?.body as { utm: unknown }).utm).toEqual({
      utm_source: 'google',
      utm_campaign: 'lanzamiento',
    });
  });

  it('stops at once when the consent is withdrawn: the queue is dropped and the ids forgotten', () => {
    configureAnalytics({ provider: 'local' });
    setConsent({ analytics: 'granted' });
    capture('page_view', {}, { routeName: 'Companies', path: '/es/companies' });
    expect(window.localStorage.getItem('forja_analytics_id')).toBeNull();
    flushAnalytics();
    expect(window.localStorage.getItem('forja_analytics_id')).not.toBeNull();
    capture('page_view', {}, { routeName: 'Account', path: '/es/account' });
    setConsent({ analytics: 'denied' });
    flushAnalytics();
    expect(requests).toHaveLength(1);
    expect(window.localStorage.getItem('forja_analytics_id')).toBeNull();
  });

  it('keeps to 10 events a second with bursts of 100', () => {
    configureAnalytics({ provider: 'local' });
    setConsent({ analytics: 'granted' });
    for (let index = 0; index < 150; index += 1)
      capture('page_view', {}, { routeName: 'Login', path: '/es' });
    flushAnalytics();
    flushAnalytics();
    const sent = requests.flatMap((request) => (request.body as { events: unknown[] }).events);
    expect(sent.length).toBeGreaterThanOrEqual(100);
    expect(sent.length).toBeLessThan(110);
  });

  it('never sends anything with the provider off', () => {
    configureAnalytics({ provider: 'off' });
    setConsent({ analytics: 'granted' });
    capture('page_view', {}, { routeName: 'Login', path: '/es' });
    flushAnalytics();
    expect(requests).toEqual([]);
  });
});
