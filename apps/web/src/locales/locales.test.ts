import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1).replace(/_(zero|one|two|few|many|other)$/, '')];
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
}

function keysOf(language: string): Set<string> {
  const keys = new Set<string>();
  for (const [path, module] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] !== language) continue;
    for (const key of flatten(module.default)) keys.add(`${match[2]}:${key}`);
  }
  return keys;
}

describe('locales', () => {
  const all = new Set(LANGUAGES.flatMap((language) => [...keysOf(language)]));

  it.each(LANGUAGES)('%s has every key that another language has', (language) => {
    const own = keysOf(language);
    expect([...all].filter((key) => !own.has(key))).toEqual([]);
  });

  // Spanish quotes with « »; English and Chinese (Simplified) with “ ”.
  it.each(['en', 'zh_cn'])('%s quotes with “ ”, not the Spanish « » (nor 「 」)', (language) => {
    const quoted = Object.entries(files)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .flatMap(([path, module]) => texts(module.default).map((text) => `${path}: ${text}`))
      .filter((line) => /[«»「」]/.test(line));
    expect(quoted).toEqual([]);
  });

  // The glossary's English for the Secretaría de Economía is "Ministry of Economy"; the Spanish name may follow it
  // in parentheses, never stand for it.
  it('names the Secretaría de Economía in English as the Ministry of Economy', () => {
    const bare = Object.entries(files)
      .filter(([path]) => path.startsWith('./en/'))
      .flatMap(([path, module]) => texts(module.default).map((text) => `${path}: ${text}`))
      .filter((line) => /(?<!\()Secretar[ií]a de Econom[ií]a/.test(line));
    expect(bare).toEqual([]);
  });

  it('has no empty texts', () => {
    for (const [path, module] of Object.entries(files)) {
      const empty = flatten(module.default).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], module.default);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, path).toEqual([]);
    }
  });
});
