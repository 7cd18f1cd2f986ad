import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@forja/domain';

/** Browser storage keys (spec section 3: stored client state). */
export const STORAGE_KEYS = {
  language: 'language',
} as const;

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage may be full or disabled (private mode): the app still works for this visit.
  }
}

export function getStoredLanguage(): Language {
  return parseLanguage(safeGet(STORAGE_KEYS.language)) ?? DEFAULT_LANGUAGE;
}

export function setStoredLanguage(language: Language): void {
  safeSet(STORAGE_KEYS.language, language);
}
