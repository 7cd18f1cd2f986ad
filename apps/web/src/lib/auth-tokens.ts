/** The session's tokens, kept in browser storage (spec section 3: access_token, refresh_token). */
const ACCESS = 'access_token';
const REFRESH = 'refresh_token';

export type StoredTokens = { access_token: string; refresh_token: string };

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return read(ACCESS);
}

export function getRefreshToken(): string | null {
  return read(REFRESH);
}

export function setTokens(tokens: StoredTokens): void {
  try {
    window.localStorage.setItem(ACCESS, tokens.access_token);
    window.localStorage.setItem(REFRESH, tokens.refresh_token);
  } catch {
    // Storage disabled: the session lasts until the page closes.
  }
}

export function clearTokens(): void {
  try {
    window.localStorage.removeItem(ACCESS);
    window.localStorage.removeItem(REFRESH);
  } catch {
    // nothing stored
  }
}

export function hasSession(): boolean {
  return getAccessToken() !== null;
}
