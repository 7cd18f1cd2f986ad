import { companyDraftSchema, type CompanyDraft } from '@forja/contracts';
import { useCallback, useSyncExternalStore } from 'react';

/** The browser storage key of the company draft (spec section 3, "Stored client state"). */
export const DRAFT_STORAGE_KEY = 'company_draft';

const EMPTY_DRAFT: CompanyDraft = companyDraftSchema.parse({});

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Parses a stored draft: an old, partial or broken one becomes (or keeps what it can of) the empty draft. */
function parseDraft(raw: string | null): CompanyDraft {
  if (raw === null) return EMPTY_DRAFT;
  try {
    const parsed = companyDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

// One parsed value per stored text, so React sees a stable snapshot between changes.
let cached: { raw: string | null; draft: CompanyDraft } | null = null;
const listeners = new Set<() => void>();

/** The draft as stored now (the empty draft when there is none). */
export function readDraft(): CompanyDraft {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, draft: parseDraft(raw) };
  return cached.draft;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Replaces fields of the stored draft. */
export function updateDraft(changes: Partial<CompanyDraft>): CompanyDraft {
  const next = companyDraftSchema.parse({ ...readDraft(), ...changes });
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the wizard still works until the page closes.
    cached = { raw: readRaw(), draft: next };
  }
  notify();
  return next;
}

/** Forgets the draft: after the company is created. */
export function clearDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  cached = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the draft counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DRAFT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The stored draft and a way to change it; components re-render when it changes. While a prerendered page is
 * hydrated, the empty draft (the page was rendered for a first visit).
 */
export function useDraft(): [CompanyDraft, (changes: Partial<CompanyDraft>) => void] {
  const draft = useSyncExternalStore(subscribe, readDraft, () => EMPTY_DRAFT);
  const update = useCallback((changes: Partial<CompanyDraft>) => void updateDraft(changes), []);
  return [draft, update];
}
