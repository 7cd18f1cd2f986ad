// The build's second entry (scripts/prerender.mjs builds it for Node): the pages a signed-out visitor starts on,
// rendered to HTML with the real routes, loaders, theme and translations, so the browser paints them before the
// JavaScript has run (main.tsx then takes the page over, hydrating it). A page's markup is what a
// first-time visitor sees (no session, no draft, no stored choices): what a component reads from the browser
// during its render must read the same while hydrating (lib/use-browser-value.ts), or hydration fails.
import { LANGUAGES, languageTag, type Language } from '@forja/domain';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { cssVariablesResolver, theme } from './app/theme';
import { PageLoader } from './components/page-loader';
import { i18n, loadLocales } from './lib/i18n';
import { localeBundlesFor } from './lib/locale-bundles';
import { setRenderingPrerendered } from './lib/use-browser-value';

/**
 * A prerendered page: its path after the language, the translation key of its tab title (as its useDocumentTitle
 * sets it) and the route modules it loads lazily (the build's manifest keys), fetched once it is painted.
 */
type StaticPage = { page: '' | 'register'; title: string; routeModules: string[] };

/** Sign-in and the registration's first step (Options). */
const STATIC_PAGES: readonly StaticPage[] = [
  {
    page: '',
    title: 'auth:login.title',
    routeModules: ['src/app/routes/auth/auth-layout.tsx', 'src/app/routes/auth/login.tsx'],
  },
  {
    page: 'register',
    title: 'registration:steps.names.Options',
    routeModules: ['src/app/routes/register/register-layout.tsx', 'src/app/routes/register/options.tsx'],
  },
];

/** The app (main.tsx and what it imports): its key in the build's manifest. */
const APP_MODULE = 'index.html';

export type PrerenderedPage = {
  /** The URL path it answers, e.g. /es or /zh_cn/register. */
  path: string;
  language: Language;
  title: string;
  /** The modules it needs once painted: the app, its route modules and its translations (manifest keys). */
  modules: string[];
};

/** Every prerendered page, in every language. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = LANGUAGES.flatMap((language) =>
  STATIC_PAGES.map(({ page, title, routeModules }) => {
    const path = `/${language}${page ? `/${page}` : ''}`;
    const locales = localeBundlesFor(path).map((bundle) => `locale-${language}-${bundle}`);
    return { path, language, title, modules: [APP_MODULE, ...routeModules, ...locales] };
  }),
);

export type RenderedPage = {
  /** The markup of #root. */
  markup: string;
  /** The <html lang> value (zh-CN for zh_cn). */
  lang: string;
  /** The tab's title, as useDocumentTitle sets it: "<page> · Forja". */
  title: string;
};

const handler = createStaticHandler(routes);

/** Renders one page as a first-time visitor opens it: runs its loaders, then renders the tree main.tsx renders. */
export async function renderPage({ path, language, title }: PrerenderedPage): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${path} answers ${context.status} ${context.headers.get('location') ?? ''}: not a page`);
  }
  if (context.errors) {
    throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  setRenderingPrerendered(true);
  let markup: string;
  try {
    markup = renderToString(
      <StrictMode>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
  } finally {
    setRenderingPrerendered(false);
  }
  const tag = languageTag(language);
  return {
    markup,
    lang: tag,
    title: `${i18n.t(title, { lng: tag })} · ${i18n.t('common:app_name', { lng: tag })}`,
  };
}

/**
 * What a signed-in page's HTML (`workspace.{lang}.html`, the company workspace) shows in #root until the app has
 * run: the spinner the app shows while a page's data loads, with "Cargando…" in the page's language. Not hydrated:
 * the app renders over it (main.tsx), its own spinner in the same place. Before, a phone showed a blank page for
 * the seconds the JavaScript took (docs/performance.md).
 */
export async function renderLoadingShell(language: Language): Promise<string> {
  await loadLocales(language, ['start']);
  const label = i18n.t('common:loading', { lng: languageTag(language) });
  return renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <PageLoader label={label} />
    </MantineProvider>,
  );
}
