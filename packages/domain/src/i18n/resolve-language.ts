import { DEFAULT_LANGUAGE, parseLanguage, type Language } from './languages';

export type LanguageResolution =
  /** The segment is the canonical form of a supported language: render. */
  | { action: 'keep'; language: Language }
  /** The segment names a language, but not canonically (`zh-CN`) or not one we speak (`fr`): swap it. */
  | { action: 'replace'; language: Language }
  /** The first segment is not a language at all (`/companies`, or none): put the language in front. */
  | { action: 'prefix'; language: Language };

const LOOKS_LIKE_LANGUAGE = /^[a-z]{2}(?:[_-][a-z]{2,4})?$/i;

/**
 * Decides what to do with the first segment of a path (spec section 2): every route accepts an optional
 * language segment; a missing or unsupported one goes to the stored language (default es).
 * The canonical URL form is the spec's own segment list: `es`, `en`, `zh_cn`.
 */
export function resolveLanguage(
  segment: string | null | undefined,
  stored: string | null | undefined,
): LanguageResolution {
  const fallback = parseLanguage(stored) ?? DEFAULT_LANGUAGE;
  if (!segment) return { action: 'prefix', language: fallback };
  const language = parseLanguage(segment);
  if (language) return { action: segment === language ? 'keep' : 'replace', language };
  if (LOOKS_LIKE_LANGUAGE.test(segment)) return { action: 'replace', language: fallback };
  return { action: 'prefix', language: fallback };
}

/** Rewrites a pathname per `resolveLanguage`, or answers null when it is already canonical. */
export function canonicalLanguagePath(pathname: string, stored: string | null | undefined): string | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  const resolution = resolveLanguage(parts[0], stored);
  if (resolution.action === 'keep') return null;
  const rest = resolution.action === 'replace' ? parts.slice(1) : parts;
  return '/' + [resolution.language, ...rest].join('/');
}
