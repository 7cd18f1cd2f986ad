import { languageTag, type Language } from '@forja/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import enAuth from './locales/en/auth.json';
import enRegistration from './locales/en/registration.json';
import esAuth from './locales/es/auth.json';
import esRegistration from './locales/es/registration.json';
import zhAuth from './locales/zh_cn/auth.json';
import zhRegistration from './locales/zh_cn/registration.json';
import { CONSENT_STORAGE_KEY, resetConsentCache } from './lib/analytics/consent-store';
import { takeOverPrerenderedPage, whenRouterReady } from './lib/prerendered-page';
import { PRERENDERED_PAGES, renderLoadingShell, renderPage, type PrerenderedPage } from './prerender';
import { content, failure, serveApi } from './test/network';

const HEADINGS: Record<Language, { signIn: string; options: string }> = {
  es: { signIn: esAuth.login.title, options: esRegistration.options.title },
  en: { signIn: enAuth.login.title, options: enRegistration.options.title },
  zh_cn: { signIn: zhAuth.login.title, options: zhRegistration.options.title },
};
/** The sign-in page's field labels, in Spanish (a required field's label ends with its asterisk). */
const SIGN_IN_FIELDS = {
  email: new RegExp(`^${esAuth.login.email}`),
  password: new RegExp(`^${esAuth.login.password}`),
};
const headingOf = (page: PrerenderedPage) =>
  page.path.endsWith('/register') ? HEADINGS[page.language].options : HEADINGS[page.language].signIn;

const pages = PRERENDERED_PAGES.map((page) => [page.path, page] as const);

let root: Root | null = null;

beforeEach(() => {
  // The build renders for a first visit: no consent given yet (the test setup gives one).
  window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  resetConsentCache();
  serveApi(({ path }) =>
    path === 'app-config'
      ? content({ mail_outbox: false, google_sign_in: false, sandbox: true })
      : failure(503, 'service_unavailable'),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The page as the server sends it: its markup in #root, which names its path. */
async function servePrerendered(page: PrerenderedPage): Promise<HTMLElement> {
  const { markup } = await renderPage(page);
  document.body.innerHTML = `<div id="root" data-prerendered="${page.path}">${markup}</div>`;
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  return container;
}

/** What main.tsx does with a prerendered page, the router at `path`. */
async function startApp(container: HTMLElement, path: string): Promise<void> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // The app renders inside act, which commits when its callback returns: the router first, then the take-over.
  let committed: Promise<Root> | undefined;
  await act(async () => {
    committed = takeOverPrerenderedPage(container, router, app);
    await whenRouterReady(router);
  });
  root = (await committed) ?? null;
}

describe('the prerendered pages', () => {
  it('are sign-in and the registration’s first step, in every language', () => {
    expect(PRERENDERED_PAGES.map((page) => page.path)).toEqual([
      '/es',
      '/es/register',
      '/en',
      '/en/register',
      '/zh_cn',
      '/zh_cn/register',
    ]);
  });

  it.each(pages)('%s shows its heading, language and title', async (_path, page) => {
    const rendered = await renderPage(page);
    const markup = new DOMParser().parseFromString(rendered.markup, 'text/html');
    expect(markup.querySelector('h1')?.textContent).toBe(headingOf(page));
    expect(rendered.lang).toBe(languageTag(page.language));
    expect(rendered.title).toMatch(/ · Forja$/);
    // The consent banner a first visit needs is painted with the page.
    expect(markup.querySelector('[aria-labelledby="consent-banner-title"]')).not.toBeNull();
  });

  it.each(pages)(
    '%s has its header and its page hydrated apart, each committed on its own',
    async (_path, page) => {
      const { markup } = await renderPage(page);
      // React writes a Suspense boundary of server markup between <!--$--> and <!--/$-->.
      const slices = [...markup.matchAll(/<!--\$-->([\s\S]*?)<!--\/\$-->/g)].map((match) => match[1] ?? '');
      expect(slices.filter((slice) => slice.includes('<header') && !slice.includes('<h1'))).toHaveLength(1);
      expect(slices.filter((slice) => slice.includes('<h1') && !slice.includes('<header'))).toHaveLength(1);
    },
  );

  it.each(pages)('%s is hydrated by the app: the same elements, no mismatch', async (path, page) => {
    const container = await servePrerendered(page);
    const heading = container.querySelector('h1');
    const fields = [...container.querySelectorAll('input, select')];
    const errors = vi.spyOn(console, 'error');
    await startApp(container, path);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect([...container.querySelectorAll('input, select')]).toEqual(fields);
  });

  it('is replaced, not hydrated, when the router ends on another page (a signed-in visitor sent on)', async () => {
    const signIn = PRERENDERED_PAGES.find((page) => page.path === '/en');
    if (!signIn) throw new Error('no /en page');
    const container = await servePrerendered(signIn);
    const heading = container.querySelector('h1');
    const errors = vi.spyOn(console, 'error');
    await startApp(container, '/en/register');
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).not.toBe(heading);
    expect(container.querySelector('h1')?.textContent).toBe(HEADINGS.en.options);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });

  it('keeps what the visitor typed before the app ran, and the focus', async () => {
    const logins: unknown[] = [];
    serveApi(({ method, path, body }) => {
      if (method !== 'POST' || path !== 'user/login') return null;
      logins.push(body);
      return failure(401, 'bad_credentials');
    });
    const signIn = PRERENDERED_PAGES.find((page) => page.path === '/es');
    if (!signIn) throw new Error('no /es page');
    const container = await servePrerendered(signIn);
    const typed = container.querySelector<HTMLInputElement>('input[name=email]');
    if (!typed) throw new Error('no e-mail field');
    typed.value = 'ana@example.mx';
    typed.dispatchEvent(new Event('input', { bubbles: true }));
    container.querySelector<HTMLInputElement>('input[name=password]')?.focus();
    await startApp(container, '/es');

    const password = screen.getByLabelText(SIGN_IN_FIELDS.password);
    expect(screen.getByLabelText(SIGN_IN_FIELDS.email)).toHaveValue('ana@example.mx');
    expect(password).toHaveFocus();
    // The form has the carried value, as if typed after the app ran.
    await userEvent.type(password, 'Nopal-Azul-2026');
    await userEvent.click(screen.getByRole('button', { name: esAuth.login.submit }));
    await waitFor(() => expect(logins).toEqual([{ email: 'ana@example.mx', password: 'Nopal-Azul-2026' }]));
  });
});

describe("the signed-in pages' loading shell", () => {
  it.each([
    ['es', 'Cargando…'],
    ['en', 'Loading…'],
    ['zh_cn', '加载中…'],
  ] as const)('shows the spinner with its words in %s until the app has run', async (language, words) => {
    const container = document.createElement('div');
    container.innerHTML = await renderLoadingShell(language);
    const status = container.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-label')).toBe(words);
    expect(container.textContent).toContain(words);
  });
});
