import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { localeBundleOf } from './src/lib/locale-bundles';

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
 * component: on a phone's connection each request costs a round trip.
 */
const FORM_CONTROLS = {
  name: 'form-controls',
  test: /node_modules\/@mantine\/core\/esm\/(components\/(Input|InputBase|TextInput|PasswordInput|NativeSelect|ActionIcon|CloseButton|Alert|Divider|Container|Combobox\/ComboboxChevron)\/|core\/styles-api\/use-resolved-styles-api\/)/,
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

function preloadFirstPage(): Plugin {
  return {
    name: 'forja-preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const roots = chunks.filter(
          (chunk) =>
            FIRST_PAGE_CHUNKS.includes(chunk.name) ||
            FIRST_PAGE_MODULES.some((module) => chunk.facadeModuleId && module.test(chunk.facadeModuleId)),
        );
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
        };
        roots.forEach((chunk) => visit(chunk.fileName));
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
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
  plugins: [react(), preloadFirstPage()],
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
            { name: localeChunk, debugName: 'locales', test: /\/src\/locales\/.+\.json$/ },
          ],
        },
      },
    },
  },
}));
