import type { AnalyticsBatch, AnalyticsEvent, AnalyticsEventName, AppConfig } from '@forja/contracts';
import {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_FEATURE_FLAG_TIMEOUT_MS,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_RATE_LIMIT_BURST,
  ANALYTICS_RATE_LIMIT_PER_SECOND,
  ANALYTICS_SESSION_IDLE_MS,
  ANALYTICS_SESSION_MAX_MS,
  analyticsDistinctId,
} from '@forja/domain';
import type { PostHog } from 'posthog-js';
import { ANALYTICS_EVENTS_PATH } from '@forja/contracts';
import { apiRequest } from '../api-client';
import { analyticsBatchSchema } from '../api-client/imported-schemas';
import { getCampaign } from '../campaign-store';
import { getConsent, subscribeConsent, type ConsentChoice } from './consent-store';

/**
 * The web app's one analytics module. The provider comes from the server (`GET app-config`): `local` batches
 * events to Forja's API every 3 s, `posthog` loads posthog-js on demand, `off` does nothing. Before the
 * analytics consent is granted nothing is loaded, stored or sent: events are dropped, not queued. Withdrawing
 * it stops everything at once and forgets the browser's ids.
 */

type Provider = AppConfig['analytics'];
type Person = {
  id: number;
  email: string | null;
  first_names: string | null;
  last_names: string | null;
  phone: string | null;
  company_name: string | null;
};

const ANONYMOUS_ID_KEY = 'forja_analytics_id';
const SESSION_KEY = 'forja_analytics_session';

/** Null until the server's settings arrive: a consenting visitor's events wait for them in `queue`. */
let provider: Provider | null = null;
let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setInterval> | null = null;
let posthog: PostHog | null = null;
let posthogLoading: Promise<PostHog | null> | null = null;
let identified: number | null = null;
/** Token bucket of the client rate limit: 10 events a second, bursts of 100. */
let tokens = ANALYTICS_RATE_LIMIT_BURST;
let refilledAt = Date.now();

const granted = (choice: ConsentChoice = getConsent()) => choice.analytics === 'granted';

function allow(): boolean {
  const now = Date.now();
  tokens = Math.min(
    ANALYTICS_RATE_LIMIT_BURST,
    tokens + ((now - refilledAt) / 1000) * ANALYTICS_RATE_LIMIT_PER_SECOND,
  );
  refilledAt = now;
  if (tokens < 1) return false;
  tokens -= 1;
  return true;
}

function anonymousId(): string {
  const existing = window.localStorage.getItem(ANONYMOUS_ID_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  window.localStorage.setItem(ANONYMOUS_ID_KEY, id);
  return id;
}

/** A session ends after 30 idle minutes or 24 hours (spec section 9). */
function sessionId(): string {
  const now = Date.now();
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? 'null') as {
      id: string;
      started: number;
      seen: number;
    } | null;
    if (
      stored &&
      now - stored.seen < ANALYTICS_SESSION_IDLE_MS &&
      now - stored.started < ANALYTICS_SESSION_MAX_MS
    ) {
      window.sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...stored, seen: now }));
      return stored.id;
    }
  } catch {
    // A broken value starts a new session.
  }
  const id = crypto.randomUUID();
  window.sessionStorage.setItem(SESSION_KEY, JSON.stringify({ id, started: now, seen: now }));
  return id;
}

/** The campaign values every API call carries (x_utm_tags), the empty ones left out. */
function campaignValues(): Record<string, string> {
  return Object.fromEntries(Object.entries(getCampaign()).filter(([, value]) => value !== ''));
}

/** Sends the queued events to Forja's API (keepalive, so a batch sent while leaving the page still arrives). */
function flush(): void {
  // Before the settings arrive (a page left at once), Forja's API decides: it keeps them only when `local`.
  if (queue.length === 0 || (provider !== null && provider.provider !== 'local') || !granted()) return;
  const events = queue.splice(0, 100);
  const body = {
    distinct_id: identified !== null ? analyticsDistinctId(identified) : anonymousId(),
    session_id: sessionId(),
    consent: 'granted',
    utm: campaignValues(),
    events,
  } satisfies AnalyticsBatch;
  // The API takes a stale token as none (never a 401): a batch neither refreshes nor ends the session.
  void apiRequest(ANALYTICS_EVENTS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    // Every page sends events: the schema is imported (lib/api-client/imported-schemas).
    schema: analyticsBatchSchema,
  }).catch(() => undefined);
}

async function loadPosthog(): Promise<PostHog | null> {
  if (provider?.provider !== 'posthog') return null;
  const { key, host } = provider;
  posthogLoading ??= import('posthog-js').then(({ default: instance }) => {
    instance.init(key, {
      api_host: host,
      capture_pageview: false,
      capture_pageleave: false,
      autocapture: false,
      persistence: 'localStorage+cookie',
      cookie_expiration: ANALYTICS_COOKIE_DAYS,
      session_idle_timeout_seconds: ANALYTICS_SESSION_IDLE_MS / 1000,
      request_queue_config: { flush_interval_ms: ANALYTICS_FLUSH_INTERVAL_MS },
      rate_limiting: {
        events_per_second: ANALYTICS_RATE_LIMIT_PER_SECOND,
        events_burst_limit: ANALYTICS_RATE_LIMIT_BURST,
      },
      feature_flag_request_timeout_ms: ANALYTICS_FEATURE_FLAG_TIMEOUT_MS,
      disable_session_recording: getConsent().session_recording !== 'granted',
      session_recording: { maskAllInputs: true, maskTextSelector: '[data-private]' },
      person_profiles: 'identified_only',
    });
    posthog = instance;
    return instance;
  });
  return posthogLoading;
}

function start(): void {
  if (timer === null && (provider === null || provider.provider === 'local')) {
    timer = setInterval(flush, ANALYTICS_FLUSH_INTERVAL_MS);
  }
  if (provider?.provider === 'posthog') {
    const waiting = queue.splice(0);
    void loadPosthog().then(() => waiting.forEach(sendToPosthog));
  }
  if (provider?.provider === 'off') queue = [];
}

/** Consent withdrawn: nothing more is sent, and the browser forgets its analytics ids. */
function stop(): void {
  queue = [];
  if (timer !== null) clearInterval(timer);
  timer = null;
  window.localStorage.removeItem(ANONYMOUS_ID_KEY);
  window.sessionStorage.removeItem(SESSION_KEY);
  if (posthog) {
    posthog.opt_out_capturing();
    posthog.stopSessionRecording();
    posthog.reset();
  }
}

/** Applies the server's provider and follows the consent from then on. */
export function configureAnalytics(next: Provider): void {
  provider = next;
  if (granted()) start();
}

// A page left before the next batch still sends what it has (the tracker adds its page leave first). There is no
// window when the build prerenders a page (prerender.tsx).
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => flush());
if (granted()) start();

subscribeConsent(() => {
  const choice = getConsent();
  if (!granted(choice)) {
    stop();
    return;
  }
  start();
  if (posthog) {
    posthog.opt_in_capturing();
    if (choice.session_recording === 'granted') posthog.startSessionRecording();
    else posthog.stopSessionRecording();
  }
});

/** One event; dropped when the consent is not granted or the client rate limit is spent. */
export function capture(
  name: AnalyticsEventName,
  properties: Record<string, string | number | boolean | null> = {},
  route?: { routeName: string | null; path: string },
): void {
  if (!granted() || provider?.provider === 'off' || !allow()) return;
  const event: AnalyticsEvent = {
    name,
    route_name: route?.routeName ?? null,
    path: route?.path ?? `${window.location.pathname}${window.location.search}`,
    properties,
    occurred_at: new Date().toISOString(),
  };
  // Local events, and any event before the server's settings arrive, wait in the queue.
  if (provider?.provider !== 'posthog') {
    queue.push(event);
    return;
  }
  void loadPosthog().then(() => sendToPosthog(event));
}

function sendToPosthog(event: AnalyticsEvent): void {
  const name =
    event.name === 'page_view' ? '$pageview' : event.name === 'page_leave' ? '$pageleave' : event.name;
  posthog?.capture(name, { ...event.properties, route_name: event.route_name, $current_url: event.path });
}

/**
 * The signed-in person (spec section 3): the id zero-padded to 5, and person properties set once, "-" where
 * missing. The local provider needs no person properties (the account is Forja's own data).
 */
export function identify(person: Person): void {
  if (identified === person.id) return;
  identified = person.id;
  if (!granted() || provider?.provider !== 'posthog') return;
  const dash = (value: string | null) => (value && value.trim() ? value : '-');
  void loadPosthog().then((instance) =>
    instance?.identify(analyticsDistinctId(person.id), undefined, {
      Email: dash(person.email),
      FirstName: dash(person.first_names),
      LastName: dash(person.last_names),
      Phone: dash(person.phone),
      CompanyName: dash(person.company_name),
    }),
  );
}

/**
 * The feature flags PostHog evaluated for this person (`null` when PostHog is not the provider or has no consent):
 * the flags module reads them instead of Forja's table when PostHog is configured.
 */
export async function posthogFlags(signal: AbortSignal): Promise<Record<string, boolean> | null> {
  if (provider?.provider !== 'posthog' || !granted()) return null;
  const instance = await loadPosthog();
  if (!instance) return null;
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    instance.onFeatureFlags((flags) => {
      resolve(Object.fromEntries(flags.map((flag) => [flag, instance.isFeatureEnabled(flag) === true])));
    });
  });
}

/** Sign-out: the next events belong to an anonymous visitor again. */
export function resetAnalytics(): void {
  flush();
  identified = null;
  if (posthog) posthog.reset();
}

/** Tests: back to the state of a fresh page. */
export function resetAnalyticsForTests(): void {
  stop();
  provider = null;
  identified = null;
  tokens = ANALYTICS_RATE_LIMIT_BURST;
  posthogLoading = null;
  posthog = null;
}

export { flush as flushAnalytics };
