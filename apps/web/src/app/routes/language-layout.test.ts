import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { fakeLegalResponse } from '../../test/fake-legal-api';
import { renderRoute } from '../../test/render';
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

describe('the scroll position between pages', () => {
  /** The page's vertical scroll, as jsdom keeps none of its own. */
  let scrollY = 0;

  beforeEach(() => {
    queryClient.clear();
    scrollY = 0;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const path = input.replace(/^\/api\/v3\//, '');
      return (
        fakeLegalResponse(path, init?.method ?? 'GET') ??
        new Response(JSON.stringify({ message: ['not_found'] }), { status: 404 })
      );
    });
    vi.spyOn(window, 'scrollTo').mockImplementation((x: number | ScrollToOptions, y?: number) => {
      scrollY = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
    });
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens a new page at its top, and going back returns to where the reader was', async () => {
    const { router } = renderRoute('/es/legal/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad integral' }),
    ).toBeInTheDocument();
    // The reader scrolled down to the notice's last link, then followed it.
    scrollY = 900;
    await act(() => router.navigate('/es/legal/terms'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeInTheDocument();
    expect(scrollY).toBe(0);

    await act(() => router.navigate(-1));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad integral' }),
    ).toBeInTheDocument();
    expect(scrollY).toBe(900);
  });
});
