import { CAMPAIGN_FIELDS, CAMPAIGN_STORAGE_KEY, emptyCampaign, type CampaignValues } from '@forja/domain';

/**
 * The campaign attribution record (spec section 3): the six utm values kept in local storage under the
 * domain's key, loaded at start (all empty when nothing or junk is stored). Every API call sends them as
 * x_utm_tags, so attribution survives navigation.
 */
let current: CampaignValues = load();
const listeners = new Set<() => void>();

function load(): CampaignValues {
  const campaign = emptyCampaign();
  try {
    const raw = window.localStorage.getItem(CAMPAIGN_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      for (const field of CAMPAIGN_FIELDS) {
        const value = (parsed as Record<string, unknown>)[field];
        if (typeof value === 'string') campaign[field] = value.trim();
      }
    }
  } catch {
    // Unreadable storage or junk: start all empty.
  }
  return campaign;
}

function save(campaign: CampaignValues): void {
  try {
    window.localStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // Storage full or disabled: the values stay in memory for this visit.
  }
}

function same(a: CampaignValues, b: CampaignValues): boolean {
  return CAMPAIGN_FIELDS.every((field) => a[field] === b[field]);
}

function replaceWith(next: CampaignValues): void {
  if (same(current, next)) return;
  current = next;
  save(next);
  for (const listener of listeners) listener();
}

/** The stored campaign values (a copy). */
export function getCampaign(): CampaignValues {
  return { ...current };
}

/** Whether any stored campaign value is non-empty. */
export function hasCampaign(): boolean {
  return CAMPAIGN_FIELDS.some((field) => current[field] !== '');
}

/** Replaces the stored values (missing ones empty); listeners hear only of a real change. */
export function setCampaign(values: Partial<CampaignValues>): void {
  const next = emptyCampaign();
  for (const field of CAMPAIGN_FIELDS) next[field] = values[field]?.trim() ?? '';
  replaceWith(next);
}

/** Empties the stored values. */
export function clearCampaign(): void {
  replaceWith(emptyCampaign());
  try {
    window.localStorage.removeItem(CAMPAIGN_STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
}

/** Reads the record again from storage (another tab, or a test that wrote it). */
export function reloadCampaign(): void {
  replaceWith(load());
}

/** Calls `listener` whenever the stored values change; returns the unsubscribe function. */
export function subscribeCampaign(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
