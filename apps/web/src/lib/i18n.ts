import { LANGUAGES, languageTag, type Language } from '@forja/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadRouteModule } from './load-route-module';
import { LOCALE_BUNDLES, namespaceOfFile, type LocaleBundle } from './locale-bundles';

type LocaleFile = { default: Record<string, unknown> };

// Each language's namespaces, downloaded when a page needs them (see locale-bundles.ts); the language
// layout's loader awaits them, so a page never shows untranslated keys.
const files = import.meta.glob<LocaleFile>('../locales/*/*.json');

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: LANGUAGES.map(languageTag),
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const loading = new Map<string, Promise<void>>();

/** Downloads one bundle of a language's namespaces (once) and adds them to i18next. */
function loadBundle(language: Language, bundle: LocaleBundle): Promise<void> {
  const key = `${language}/${bundle}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = Promise.all(
      LOCALE_BUNDLES[bundle].map(async (name) => {
        const load = files[`../locales/${language}/${name}.json`];
        if (!load) return;
        const file = await loadRouteModule(load);
        i18n.addResourceBundle(languageTag(language), namespaceOfFile(name), file.default, true, true);
      }),
    ).then(() => undefined);
    // A failed download is tried again by the next page that needs it.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Downloads the bundles of a language a page needs; resolves when they are in i18next. */
export async function loadLocales(language: Language, bundles: readonly LocaleBundle[]): Promise<void> {
  await Promise.all(bundles.map((bundle) => loadBundle(language, bundle)));
}

/** Adds every namespace of every language at once (the tests, which render pages without their loaders). */
export function addLocaleResources(resources: Record<string, LocaleFile>): void {
  for (const [path, file] of Object.entries(resources)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const language = LANGUAGES.find((candidate) => candidate === match?.[1]);
    if (language && match?.[2]) {
      i18n.addResourceBundle(languageTag(language), namespaceOfFile(match[2]), file.default, true, true);
    }
  }
}

/** Switches the interface language and the document's lang attribute (none when prerendering: see prerender.tsx). */
export function applyLanguage(language: Language): void {
  const tag = languageTag(language);
  if (i18n.language !== tag) void i18n.changeLanguage(tag);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
}
