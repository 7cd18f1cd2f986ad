import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { localeBundleOf, localeBundlesFor } from './src/lib/locale-bundles';

const apiTarget = process.env.FORJA_API_URL ?? 'http://localhost:3001';

/** Libraries every page needs, in chunks of their own so a release of the app's code leaves them cached. */
const VENDOR_CHUNKS: [name: string, test: RegExp][] = [
  ['react', /node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//],
  ['i18next', /node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//],
  ['query', /node_modules\/@tanstack\//],
  ['zod', /node_modules\/zod\//],
];

/**
 * The form controls the sign-in page shares with most other pages, in one file rather than one per
 * component: on a phone's connection each request costs a round trip. Forja's own password field (Mantine's,
 * marked invalid with its error) goes with them.
 */
const FORM_CONTROLS = {
  name: 'form-controls',
  test: /node_modules\/@mantine\/core\/esm\/(components\/(Input|InputBase|TextInput|PasswordInput|NativeSelect|ActionIcon|CloseButton|Alert|Divider|Container|Combobox\/ComboboxChevron)\/|core\/styles-api\/use-resolved-styles-api\/)|\/src\/components\/password-field\.tsx$/,
};

/**
 * The icons the sign-in page does not show, in one file (about 6 KB gzipped for all of them) instead of one each:
 * a signed-in page showed about twenty, each a request of a few hundred bytes (Lighthouse, dashboard: 132 → 114
 * requests, LCP 5.9–6.1 → 5.5–5.7 s). The icons of the sign-in page's route (its header, the route's error page,
 * the login form) stay out of it by name, or the whole file would come with that page: the build's budget check
 * fails when an icon added to that route is missing here. Their shared helper stays where it is.
 */
const FIRST_ROUTE_ICONS = ['InfoCircle', 'Language', 'Home', 'Reload', 'ChevronDown', 'Logout', 'UserCircle'];
const SIGNED_IN_ICONS = {
  name: 'icons',
  test: new RegExp(`@tabler/icons-react/dist/esm/icons/Icon(?!(${FIRST_ROUTE_ICONS.join('|')})\\.)`),
  includeDependenciesRecursively: false,
};

/** A language's locale bundle (locale-bundles.ts) in one file: es-start, en-app… */
function localeChunk(id: string): string | null {
  const match = /\/src\/locales\/([a-z_]+)\/([a-z-]+)\.json$/.exec(id);
  const bundle = match?.[2] ? localeBundleOf(match[2]) : null;
  return match && bundle ? `locale-${match[1]}-${bundle}` : null;
}

/**
 * What the first page most visitors open (sign-in, in Spanish) loads lazily, preloaded from index.html so it
 * downloads beside the entry instead of after it has run: its route modules and the Spanish start bundle,
 * which every Spanish page needs.
 */
const FIRST_PAGE_MODULES = [
  /\/src\/app\/routes\/auth\/auth-layout\.tsx$/,
  /\/src\/app\/routes\/auth\/login\.tsx$/,
];
const FIRST_PAGE_CHUNKS = ['locale-es-start'];

/**
 * What a signed-in founder's company workspace (/{lang}/dashboard/…) loads lazily: its layout, its home page,
 * the locale bundles of an app page in its language and the full stylesheet. The build preloads them in
 * `workspace.{lang}.html`, which the server sends for the workspace's paths instead of index.html, so they
 * download beside the entry instead of three waves later, and the sign-in page's chunks, which a signed-in
 * founder never runs, are not fetched (Lighthouse on the dashboard: 48 → 63–64, docs/performance.md).
 */
const WORKSPACE_MODULES = [
  /\/src\/app\/routes\/dashboard\/workspace-layout\.tsx$/,
  /\/src\/app\/routes\/dashboard\/dashboard-home\.tsx$/,
];
/** The full stylesheet of app pages (src/app/full-stylesheet.ts builds to a stylesheet alone). */
const WORKSPACE_STYLESHEET = /^assets\/full-stylesheet-[\w-]+\.css$/;
/** The locale bundles a workspace page needs (the app's own rule), in the language of the page. */
const workspaceChunks = (lang: string) =>
  localeBundlesFor(`/${lang}/dashboard`).map((bundle) => `locale-${lang}-${bundle}`);
/** One page per language: `workspace.es.html`… (the server's names too: apps/api/src/http/spa.ts). */
const workspaceHtml = (lang: string) => `workspace.${lang}.html`;

type Chunk = {
  type: 'chunk';
  name: string;
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
};

/** The files of the chunks named or built from the modules given, with every chunk they import. */
function chunkFiles(chunks: Chunk[], names: string[], modules: RegExp[]): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
  };
  chunks
    .filter(
      (chunk) =>
        names.includes(chunk.name) ||
        modules.some((module) => chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId)),
    )
    .forEach((chunk) => visit(chunk.fileName));
  return [...files];
}

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** The first page's preloads in index.html, and `workspace.{lang}.html` with the workspace's instead. */
function pagePreloads(): Plugin {
  let firstPageFiles: string[] = [];
  return {
    name: 'forja-page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        firstPageFiles = chunkFiles(chunks, FIRST_PAGE_CHUNKS, FIRST_PAGE_MODULES).filter(
          (file) => !html.includes(`/${file}"`),
        );
        return firstPageFiles.map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const firstPageTags = new Set(firstPageFiles.map(modulePreload));
        const html = String(index.source)
          .split('\n')
          .filter((line) => !firstPageTags.has(line.trim()))
          .join('\n');
        const stylesheets = Object.keys(bundle)
          .filter((file) => WORKSPACE_STYLESHEET.test(file))
          .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`);
        const languages = chunks.flatMap((chunk) => /^locale-([a-z_]+)-app$/.exec(chunk.name)?.[1] ?? []);
        for (const lang of languages) {
          const files = chunkFiles(chunks, workspaceChunks(lang), WORKSPACE_MODULES);
          const tags = [...files.map(modulePreload), ...stylesheets].filter(
            (tag) => !html.includes(tag.slice(tag.indexOf('href='))),
          );
          this.emitFile({
            type: 'asset',
            fileName: workspaceHtml(lang),
            source: html
              .replace('<html lang="es">', `<html lang="${lang === 'zh_cn' ? 'zh-CN' : lang}">`)
              .replace('  </head>', `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`),
          });
        }
      },
    },
  };
}

/**
 * React Router exports only its development build, which keeps its development warnings in the bundle; its
 * production build differs in that alone.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[/\\]development[/\\]index\.m?js$/, '/production/index.mjs');

/** stdnum's index with only the Mexican validators (src/lib/stdnum-mexico.ts): the others are never used. */
const stdnumMexico = fileURLToPath(new URL('./src/lib/stdnum-mexico.ts', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), pagePreloads()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            { find: /^stdnum$/, replacement: stdnumMexico },
          ]
        : [],
  },
  server: {
    port: 3000,
    proxy: {
      '/api': apiTarget,
      '/ai': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle-budget.mjs finds the sign-in route's lazily loaded chunks in it.
    manifest: true,
    rolldownOptions: {
      // The prerendered pages' loader (src/after-paint.ts) beside the app; the build for Node names its own entry.
      input: isSsrBuild
        ? undefined
        : {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            'after-paint': fileURLToPath(new URL('./src/after-paint.ts', import.meta.url)),
          },
      // The shared packages are pure (no module-level effects), and so is stdnum: what a page does not use
      // from them is left out of its chunks instead of riding along with the barrel files.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/\/packages\/(domain|contracts)\/src\/|\/node_modules\/stdnum\//.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_CHUNKS.map(([name, test]) => ({ name, test })),
            FORM_CONTROLS,
            SIGNED_IN_ICONS,
            { name: localeChunk, debugName: 'locales', test: /\/src\/locales\/.+\.json$/ },
          ],
        },
      },
    },
  },
}));
