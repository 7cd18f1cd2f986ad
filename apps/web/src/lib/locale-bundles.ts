/**
 * The interface's namespaces in the bundles a language is downloaded in: what the sign-in page needs, what
 * the registration wizard adds, what the signed-in app adds, and the back office's. The build puts each bundle of each language in one file
 * (vite.config.ts), and the language layout's loader awaits the bundles a page needs before it renders.
 */
export const LOCALE_BUNDLES = {
  start: ['common', 'errors', 'success', 'auth', 'legal'],
  registration: ['registration', 'errors-app', 'legal-app'],
  app: [
    'companies',
    'support',
    'company',
    'workspace',
    'payments',
    'partners',
    'signing',
    'commissary',
    'delivery',
    'appointments',
    'sat',
    'accountant',
    'banks',
    'import',
    'surveys',
  ],
  backoffice: [
    'backoffice',
    'backoffice-names',
    'backoffice-support',
    'backoffice-documents',
    'backoffice-companies',
    'backoffice-deed',
    'backoffice-appointments',
    'backoffice-sat',
    'backoffice-banks',
    'backoffice-privacy',
    'backoffice-analytics',
    'backoffice-surveys',
  ],
} as const;

export type LocaleBundle = keyof typeof LOCALE_BUNDLES;

/**
 * Files whose texts join another file's namespace, so the sign-in pages download only the part they show. The
 * error texts every page can meet (signing in, codes, sessions, the generic ones) are in `errors.json`, in the
 * start bundle; the codes only later pages meet are in `errors-app.json`, downloaded with every page past the
 * sign-in pages, and join them as `errors:codes.…`. Likewise `legal.json` holds the footer, the consent banner
 * and the sign-up consent, and `legal-app.json` the legal pages, the account's data and privacy requests and
 * the new versions' consent.
 */
const FILE_NAMESPACES: Record<string, string> = { 'errors-app': 'errors', 'legal-app': 'legal' };

/** The i18next namespace a locale file's texts are added to (its own name unless FILE_NAMESPACES says). */
export function namespaceOfFile(file: string): string {
  return FILE_NAMESPACES[file] ?? file;
}

/** The bundle a namespace is downloaded in; null for a file no bundle lists. */
export function localeBundleOf(namespace: string): LocaleBundle | null {
  for (const [bundle, namespaces] of Object.entries(LOCALE_BUNDLES) as [LocaleBundle, readonly string[]][]) {
    if (namespaces.includes(namespace)) return bundle;
  }
  return null;
}

/**
 * The pages a signed-out visitor starts on (the path after the language). Other pages under auth/ are not among
 * them: auth/yolo is the articles' review, opened from an e-mailed link straight into the signing pages.
 */
const START_PAGES = new Set(['', 'auth/recover_password', 'auth/new_password']);

/** The bundles a page needs, by its path (/{lang}/...). */
export function localeBundlesFor(pathname: string): LocaleBundle[] {
  const page = pathname.split('/').slice(2).join('/').replace(/\/$/, '');
  const segment = pathname.split('/')[2] ?? '';
  if (START_PAGES.has(page)) return ['start'];
  if (segment === 'register') return ['start', 'registration'];
  if (segment === 'backoffice') return ['start', 'registration', 'app', 'backoffice'];
  return ['start', 'registration', 'app'];
}
