import { LANGUAGES, languageTag, type Language } from '@forja/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// Each language's namespaces, bundled: the app works offline and never flashes untranslated keys.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export const NAMESPACES = [
  'common',
  'auth',
  'errors',
  'success',
  'companies',
  'support',
  'registration',
  'company',
  'workspace',
  'payments',
  'partners',
  'backoffice',
  'backoffice-names',
  'backoffice-support',
  'backoffice-documents',
  'backoffice-companies',
  'signing',
  'commissary',
  'delivery',
  'backoffice-deed',
  'appointments',
  'backoffice-appointments',
  'sat',
  'accountant',
  'backoffice-sat',
  'banks',
  'import',
  'backoffice-banks',
  'legal',
  'backoffice-privacy',
  'backoffice-analytics',
  'surveys',
  'backoffice-surveys',
] as const;

function resourcesFor(language: Language) {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match && match[1] === language && match[2]) namespaces[match[2]] = module.default;
  }
  return namespaces;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [languageTag(language), resourcesFor(language)])),
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: LANGUAGES.map(languageTag),
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Switches the interface language and the document's lang attribute. */
export function applyLanguage(language: Language): void {
  const tag = languageTag(language);
  if (i18n.language !== tag) void i18n.changeLanguage(tag);
  document.documentElement.lang = tag;
}
