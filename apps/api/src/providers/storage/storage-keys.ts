/** A relative path of safe segments: letters, digits, `_`, `.`, `-`, separated by single `/`. */
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Whether a key is one both providers accept: it never climbs out of its folder or bucket prefix. */
export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//') && !key.endsWith('/');
}

/** Answers the key, or throws when it is not a safe storage key (the same rule for a folder and a bucket). */
export function requireSafeStorageKey(key: string): string {
  if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}
