import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../lib/i18n';
import { languageLoader } from './language-layout';

afterEach(() => {
  applyLanguage('es');
  window.localStorage.clear();
});

function load(path: string, signal?: AbortSignal) {
  const url = new URL(`http://localhost${path}`);
  const request = new Request(url, { signal });
  return languageLoader({ request, url, params: {}, pattern: '/:lang/*', context: undefined });
}

describe('the language layout loader', () => {
  it('switches the interface to the language of the path once its translations are in', async () => {
    await load('/en/sign_in');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves the language alone when its navigation was overtaken by another one', async () => {
    // The Chinese page was asked for first, then English; the Chinese translations arrive last.
    const overtaken = new AbortController();
    overtaken.abort();
    await load('/en/sign_in');
    await load('/zh_cn/sign_in', overtaken.signal);
    expect(i18n.language).toBe('en');
  });
});
