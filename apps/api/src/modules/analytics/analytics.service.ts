import {
  ANALYTICS_FUNNEL_EVENTS,
  type AnalyticsBatch,
  type AnalyticsFunnel,
  type AnalyticsFunnelEvent,
} from '@forja/contracts';
import {
  analyticsDistinctId,
  redactAnalyticsPath,
  redactAnalyticsValue,
  type AnalyticsValue,
} from '@forja/domain';
import type { Config } from '../../config';
import type { ConsentsService } from '../legal/consents.service';
import type { AnalyticsEventRow, AnalyticsRepository } from './analytics.repository';

/** Events dated further than this from the server's clock are dated by the server. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Log = { warn: (details: object, message: string) => void };

function redactProperties(properties: Record<string, AnalyticsValue> | undefined) {
  return Object.fromEntries(
    Object.entries(properties ?? {}).map(([key, value]) => [key, redactAnalyticsValue(key, value)]),
  );
}

/** Monday 00:00 UTC of a date's week. */
function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * DAY_MS);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/**
 * Usage analytics with consent first. The browser batches events only once its analytics consent is granted;
 * the server checks again (a signed-in user's server-side consent wins), redacts every property and path, and
 * stores the events (`local` provider) or forwards them to PostHog's capture API (`posthog`). Server-side
 * product events (paid, documents approved, signed, RFC) are tracked for users who granted the consent.
 */
export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  consents: Pick<ConsentsService, 'mine'>;
  config: Config['analytics'];
  clock: () => Date;
  fetch?: typeof fetch;
  log: () => Log;
}) {
  const send = deps.fetch ?? fetch;

  /** Whether a signed-in user has the analytics consent now (the newest record says granted). */
  async function consented(userId: number): Promise<boolean> {
    const mine = await deps.consents.mine(userId);
    return mine.purposes.some((entry) => entry.purpose === 'analytics' && entry.granted);
  }

  async function forward(rows: AnalyticsEventRow[]): Promise<number> {
    if (deps.config.provider !== 'posthog' || rows.length === 0) return 0;
    const { key, host } = deps.config;
    const batch = rows.map((row) => ({
      event: row.name === 'page_view' ? '$pageview' : row.name === 'page_leave' ? '$pageleave' : row.name,
      distinct_id: row.distinct_id,
      timestamp: row.occurred_at.toISOString(),
      properties: {
        ...row.properties,
        route_name: row.route_name,
        $current_url: row.path,
        $session_id: row.session_id,
        ...row.utm,
      },
    }));
    const response = await send(new URL('/batch/', host), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: key, batch }),
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok) deps.log().warn({ status: response.status }, 'PostHog refused an analytics batch');
    return response.ok ? rows.length : 0;
  }

  async function store(rows: AnalyticsEventRow[]): Promise<number> {
    if (deps.config.provider === 'off') return 0;
    if (deps.config.provider === 'posthog') return forward(rows);
    return deps.repository.insert(rows);
  }

  return {
    /**
     * One batch from a browser: dropped unread unless it holds the analytics consent (and, signed in, the
     * account does too); answers how many events were kept.
     */
    async ingest(batch: AnalyticsBatch, userId: number | null): Promise<number> {
      if (batch.consent !== 'granted') return 0;
      if (userId !== null && !(await consented(userId))) return 0;
      const now = deps.clock();
      const utm = Object.fromEntries(
        Object.entries(batch.utm ?? {}).map(([key, value]) => [
          key,
          String(redactAnalyticsValue(key, value)),
        ]),
      );
      const rows = batch.events.map((event): AnalyticsEventRow => {
        const at = new Date(event.occurred_at);
        return {
          distinct_id: userId !== null ? analyticsDistinctId(userId) : batch.distinct_id,
          user_id: userId,
          session_id: batch.session_id,
          name: event.name,
          route_name: event.route_name ?? null,
          path: event.path ? redactAnalyticsPath(event.path) : null,
          properties: redactProperties(event.properties),
          utm,
          occurred_at: Math.abs(at.getTime() - now.getTime()) > MAX_CLOCK_SKEW_MS ? now : at,
          received_at: now,
        };
      });
      return store(rows);
    },

    /** A product event the server witnessed, for a user who granted the analytics consent. */
    async track(userId: number, name: AnalyticsFunnelEvent, properties: Record<string, AnalyticsValue> = {}) {
      if (deps.config.provider === 'off' || !(await consented(userId))) return 0;
      const now = deps.clock();
      return store([
        {
          distinct_id: analyticsDistinctId(userId),
          user_id: userId,
          session_id: 'server',
          name,
          properties: redactProperties(properties),
          occurred_at: now,
          received_at: now,
        },
      ]);
    },

    /**
     * The funnel of the last `weeks` weeks: distinct people reaching each step per week, the median hours from
     * the step before, and the campaigns people signed up through; `campaign` keeps the people of one campaign.
     */
    async funnel(weeks: number, campaign?: string): Promise<AnalyticsFunnel> {
      const now = deps.clock();
      const first = new Date(weekStart(now).getTime() - (weeks - 1) * 7 * DAY_MS);
      const rows = await deps.repository.firstOccurrences(ANALYTICS_FUNNEL_EVENTS, first);
      const byPerson = new Map<string, Map<string, { at: Date; campaign: string }>>();
      for (const row of rows) {
        const person = byPerson.get(row.person) ?? new Map<string, { at: Date; campaign: string }>();
        person.set(row.name, { at: row.at, campaign: row.campaign });
        byPerson.set(row.person, person);
      }
      const campaignOf = (person: Map<string, { at: Date; campaign: string }>) =>
        person.get('sign_up')?.campaign ?? '';
      const campaigns = new Map<string, number>();
      for (const person of byPerson.values()) {
        if (!person.has('sign_up')) continue;
        const name = campaignOf(person);
        campaigns.set(name, (campaigns.get(name) ?? 0) + 1);
      }
      const people = [...byPerson.values()].filter((person) => !campaign || campaignOf(person) === campaign);
      const weekKeys = Array.from({ length: weeks }, (_, index) =>
        new Date(first.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
      );
      const steps = ANALYTICS_FUNNEL_EVENTS.map((event, index) => {
        const counts = weekKeys.map(() => 0);
        const gaps: number[] = [];
        const previous = index > 0 ? ANALYTICS_FUNNEL_EVENTS[index - 1] : undefined;
        let total = 0;
        for (const person of people) {
          const hit = person.get(event);
          if (!hit) continue;
          total += 1;
          const slot = weekKeys.indexOf(weekStart(hit.at).toISOString().slice(0, 10));
          if (slot >= 0) counts[slot] = (counts[slot] ?? 0) + 1;
          const before = previous ? person.get(previous) : undefined;
          if (before && hit.at >= before.at) gaps.push((hit.at.getTime() - before.at.getTime()) / 3_600_000);
        }
        return { event, counts, total, median_hours_from_previous: median(gaps) };
      });
      return {
        weeks: weekKeys,
        steps,
        campaigns: [...campaigns.entries()]
          .map(([name, count]) => ({ campaign: name, people: count }))
          .sort((a, b) => b.people - a.people),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
