import { useSyncExternalStore } from 'react';

/**
 * The analytics consents of this browser (spec section 4: pending, denied or granted), per purpose: usage
 * analytics and session recording. Kept in local storage (the choice itself is not analytic data) and, once
 * signed in, on the server too, so the choice follows the person between devices. Nothing analytic is loaded,
 * stored or sent while a purpose is pending or denied.
 */

export type ConsentValue = 'pending' | 'denied' | 'granted';
export type BannerPurpose = 'analytics' | 'session_recording';
export type ConsentChoice = Record<BannerPurpose, ConsentValue> & { at: string | null };

export const CONSENT_STORAGE_KEY = 'forja_consent';
const PENDING: ConsentChoice = { analytics: 'pending', session_recording: 'pending', at: null };
const isValue = (value: unknown): value is ConsentValue =>
  value === 'pending' || value === 'denied' || value === 'granted';

function read(): ConsentChoice {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<ConsentChoice>) : null;
    if (!parsed) return PENDING;
    return {
      analytics: isValue(parsed.analytics) ? parsed.analytics : 'pending',
      session_recording: isValue(parsed.session_recording) ? parsed.session_recording : 'pending',
      at: typeof parsed.at === 'string' ? parsed.at : null,
    };
  } catch {
    return PENDING;
  }
}

let current: ConsentChoice | null = null;
const listeners = new Set<() => void>();
const settingsListeners = new Set<() => void>();

export function getConsent(): ConsentChoice {
  current ??= read();
  return current;
}

let recorded = false;

/**
 * Records a choice (a missing purpose keeps its value); session recording never outlives analytics.
 * `recorded`: the account already holds this choice (it came from the server, or the account page saved it).
 */
export function setConsent(
  choice: Partial<Record<BannerPurpose, ConsentValue>>,
  options: { recorded?: boolean } = {},
): void {
  recorded = options.recorded ?? false;
  const next: ConsentChoice = { ...getConsent(), ...choice, at: new Date().toISOString() };
  if (next.analytics !== 'granted' && next.session_recording === 'granted') next.session_recording = 'denied';
  current = next;
  window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** Whether the last change is already on the account (so it is not recorded twice). */
export function lastChangeRecorded(): boolean {
  return recorded;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consents; while a prerendered page is hydrated, pending (the page shows the banner a first visit needs). */
export function useConsent(): ConsentChoice {
  return useSyncExternalStore(subscribeConsent, getConsent, () => PENDING);
}

/** The footer's "privacy preferences" reopens the banner's settings. */
export function openConsentSettings(): void {
  for (const listener of settingsListeners) listener();
}

export function onOpenConsentSettings(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

/** Tests: forget what was read. */
export function resetConsentCache(): void {
  current = null;
}
