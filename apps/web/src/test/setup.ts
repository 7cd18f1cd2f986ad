import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { dropDetachedStyleSheets } from './detached-style-sheets';
import { CONSENT_STORAGE_KEY, resetConsentCache } from '../lib/analytics/consent-store';
import { addLocaleResources } from '../lib/i18n';
import { server } from './network';
import { WAIT_MS } from './waits';

// Components render without the language layout's loader, which downloads a page's translations in the
// browser: every language's namespaces are there from the start.
addLocaleResources(import.meta.glob('../locales/*/*.json', { eager: true }));

// Whole pages load through lazy routes and several loaders: with both cores busy running test files that can
// take more than Testing Library's default second.
configure({ asyncUtilTimeout: WAIT_MS });

// The API is answered at the network by MSW (test/network.ts): each file starts it, a test's handlers end with
// the test, and a request no handler answers fails (as a network error) and is reported.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// Pages are tested with the analytics consent already answered, as a returning visitor: the consent banner
// has its own tests (a test that wants a first visit clears the key and calls resetConsentCache).
beforeEach(() => {
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ analytics: 'denied', session_recording: 'denied', at: '2026-01-01T00:00:00.000Z' }),
  );
  resetConsentCache();
});

afterEach(() => {
  cleanup();
  dropDetachedStyleSheets();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Toasts live in a store shared by the whole file: left over, they fill the visible limit and queue the
  // next test's toasts out of sight.
  notifications.clean();
});

// jsdom lacks these; Mantine reads them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
