import type { User } from '@forja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { routeNameOf } from '../config/paths';
import { useAppConfig } from '../features/app-config/get-app-config';
import { profileQueryOptions } from '../features/auth/api/session';
import { myConsentsQueryOptions, recordConsent } from '../features/legal/api/consents';
import { setFlagSource } from '../features/feature-flags/feature-flags';
import {
  capture,
  configureAnalytics,
  flushAnalytics,
  identify,
  posthogFlags,
} from '../lib/analytics/analytics';
import {
  getConsent,
  lastChangeRecorded,
  setConsent,
  subscribeConsent,
  type BannerPurpose,
  useConsent,
  type ConsentValue,
} from '../lib/analytics/consent-store';
import { hasSession } from '../lib/auth-tokens';

const PURPOSES: BannerPurpose[] = ['analytics', 'session_recording'];

/**
 * Wires analytics into the router: the server's provider, a page view on every navigation and a page leave for
 * the page left (with the route name and full path), the signed-in person identified, and the consent kept the
 * same in this browser and on the account (the account's record wins; a choice made before signing in is
 * recorded on the account with method `banner`).
 */
export function AnalyticsTracker() {
  const location = useLocation();
  const config = useAppConfig();
  const signedIn = hasSession();
  const profile = useQuery({ ...profileQueryOptions(), enabled: signedIn });
  const consents = useQuery({ ...myConsentsQueryOptions(), enabled: signedIn && profile.isSuccess });
  const previous = useRef<{ routeName: string; path: string } | null>(null);

  const consent = useConsent();
  useEffect(() => {
    if (config) configureAnalytics(config.analytics ?? { provider: 'off' });
  }, [config]);

  // With PostHog configured and consented, feature flags come from PostHog (falling back, within the
  // flags' 3 s timeout, to each flag's default); otherwise from Forja's own table.
  const posthogSource = config?.analytics?.provider === 'posthog' && consent.analytics === 'granted';
  const flagsFromPosthog = useRef(false);
  useEffect(() => {
    if (posthogSource === flagsFromPosthog.current) return;
    flagsFromPosthog.current = posthogSource;
    setFlagSource(
      posthogSource
        ? async (signal) => {
            const flags = await posthogFlags(signal);
            if (!flags) throw new Error('PostHog flags unavailable');
            return flags;
          }
        : null,
    );
  }, [posthogSource]);

  useEffect(() => {
    const path = `${location.pathname}${location.search}`;
    const current = { routeName: routeNameOf(location.pathname), path };
    if (previous.current?.path === path) return;
    if (previous.current) capture('page_leave', {}, previous.current);
    capture('page_view', {}, current);
    previous.current = current;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const leave = () => {
      if (previous.current) capture('page_leave', {}, previous.current);
      flushAnalytics();
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  const user: User | undefined = profile.data;
  useEffect(() => {
    if (!user) return;
    identify({
      id: user.id,
      email: user.email,
      first_names: user.first_names,
      last_names: user.last_names,
      phone: user.phone ? `+${user.phone_country_code ?? ''}${user.phone}` : null,
      company_name: user.companies[0]?.legal_name ?? user.companies[0]?.name ?? null,
    });
  }, [user]);

  // The account's answers and this browser's are made the same once signed in.
  useEffect(() => {
    if (!consents.data) return;
    const server = new Map(consents.data.purposes.map((entry) => [entry.purpose, entry]));
    const local = getConsent();
    const fromServer: Partial<Record<BannerPurpose, ConsentValue>> = {};
    const toServer: BannerPurpose[] = [];
    for (const purpose of PURPOSES) {
      const record = server.get(purpose);
      if (record?.at) {
        const value: ConsentValue = record.granted ? 'granted' : 'denied';
        if (local[purpose] !== value) fromServer[purpose] = value;
      } else if (local[purpose] !== 'pending') {
        toServer.push(purpose);
      }
    }
    if (Object.keys(fromServer).length > 0) setConsent(fromServer, { recorded: true });
    for (const purpose of toServer) {
      void recordConsent({ purpose, granted: local[purpose] === 'granted', method: 'banner' }).catch(
        () => undefined,
      );
    }
  }, [consents.data]);

  // A choice made on the banner while signed in is recorded on the account.
  useEffect(() => {
    let last = getConsent();
    return subscribeConsent(() => {
      const next = getConsent();
      const changed = PURPOSES.filter(
        (purpose) => next[purpose] !== last[purpose] && next[purpose] !== 'pending',
      );
      last = next;
      if (lastChangeRecorded() || !hasSession()) return;
      for (const purpose of changed) {
        void recordConsent({ purpose, granted: next[purpose] === 'granted', method: 'banner' }).catch(
          () => undefined,
        );
      }
    });
  }, []);

  return null;
}
