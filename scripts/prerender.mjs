#!/usr/bin/env node
// Writes the static first paint of the pages a signed-out visitor starts on (apps/web/src/prerender.tsx lists
// them: sign-in and the registration's first step, in every language) into the built web app, after `vite build`:
// `dist/prerendered/<path>.html` is the built index.html with the page's markup in #root, its <html lang> and
// its title. The server sends it for that path (apps/api/src/http/spa.ts); the browser paints it before any of the
// app's JavaScript is fetched (apps/web/src/after-paint.ts), and main.tsx then hydrates it. No browser and no
// network: the page entry is built for Node by Vite and rendered with react-dom/server.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { manifestFiles } from './check-bundle-budget.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
/** Inside the web app's node_modules, so the entry's external imports (react, Mantine…) resolve from it. */
const entryDir = join(web, 'node_modules/.cache/forja-prerender');

/** The <template> the app's scripts wait in until the page is painted (apps/web/src/after-paint.ts). */
const APP_SCRIPTS_ID = 'app-scripts';
/** The build's entry that starts them (a key of its manifest). */
const AFTER_PAINT = 'src/after-paint.ts';
/** The libraries' chunks (vite.config.ts: VENDOR_CHUNKS and FORM_CONTROLS), which after-paint.ts runs first. */
const LIBRARY_CHUNKS = ['react', 'i18next', 'query', 'zod', 'form-controls'];

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A manifest's entry file of each library chunk, in LIBRARY_CHUNKS' order. */
function libraryFiles(manifest) {
  return LIBRARY_CHUNKS.map((name) => {
    const chunk = Object.values(manifest).find((candidate) => !candidate.src && candidate.name === name);
    if (!chunk) throw new Error(`The build has no ${name} chunk: update LIBRARY_CHUNKS`);
    return chunk.file;
  });
}

/**
 * The page's head with its app inert until after-paint.ts starts it: the entry's script, the module preloads and
 * `extraTags` (a stylesheet's preload) in a <template>, the libraries' preloads first and marked `data-library`,
 * and after-paint.ts's script in their place. `files` are the page's own chunks besides the entry.
 */
function deferApp(html, manifest, files, extraTags = []) {
  const entry = manifest['index.html']?.file;
  const afterPaint = manifest[AFTER_PAINT]?.file;
  if (!entry || !afterPaint) throw new Error(`The manifest has no index.html or ${AFTER_PAINT} entry`);
  const libraries = libraryFiles(manifest);
  const entryName = entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entryScript = new RegExp(`^ *<script type="module" crossorigin src="/${entryName}"></script>\n`, 'm');
  if (!entryScript.test(html)) throw new Error(`The page does not load ${entry} as expected`);
  const preloads = [...libraries, ...files.filter((file) => !libraries.includes(file) && file !== entry)].map(
    (file) =>
      `<link rel="modulepreload" crossorigin href="/${file}"${libraries.includes(file) ? ' data-library' : ''}>`,
  );
  const appScripts = [
    ...preloads,
    ...extraTags,
    `<script type="module" crossorigin src="/${entry}"></script>`,
  ];
  return html
    .replace(entryScript, '')
    .replace(/^ *<link rel="modulepreload"[^>]*>\n/gm, '')
    .replace(/^ *<link rel="preload" as="style"[^>]*>\n/gm, '')
    .replace(
      '</head>',
      () =>
        `  <template id="${APP_SCRIPTS_ID}">${appScripts.join('')}</template>\n` +
        `    <script type="module" crossorigin src="/${afterPaint}"></script>\n  </head>`,
    );
}

/**
 * index.html with the page in it:
 * - #root holds the markup and names the page's path (`data-prerendered`), which tells main.tsx to hydrate it;
 * - <html> has the page's language and Mantine's colour scheme attribute, as MantineProvider sets it once running
 *   (the colour variables hang on it); the title is the page's;
 * - the app's script and module preloads wait, inert in a <template>, until after-paint.ts adds them to the document
 *   once the page is on screen: the paint needs only the HTML and the stylesheet, which have the connection to
 *   themselves until then. The preloads are the page's own (the app, its route modules and its language's
 *   translations) rather than index.html's (the Spanish sign-in page's); the libraries' come first, marked
 *   `data-library` (after-paint.ts runs them before the app).
 */
export function pageHtml(template, { markup, lang, title }, page, manifest) {
  const files = manifestFiles(manifest, page.modules).filter((file) => file.endsWith('.js'));
  const html = deferApp(template, manifest, files)
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}" data-mantine-color-scheme="light">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${escapeHtml(page.path)}">${markup}</div>`,
    );
  if (!html.includes('data-prerendered=')) throw new Error('index.html has no empty <div id="root"></div>');
  return html;
}

/**
 * A signed-in page's HTML (`workspace.{lang}.html`, written by vite.config.ts) with the loading shell in #root and
 * Mantine's colour scheme attribute on <html>, which the shell's colours hang on. #root gets no `data-prerendered`:
 * the app renders over the shell rather than hydrating it. Its preloads (the workspace's chunks, its language's
 * bundles and the full stylesheet) wait with the app's script for the shell's first paint, as a prerendered page's
 * do: requested with the HTML, they took the connection and the main thread from the shell's paint (Lighthouse's
 * dashboard: FCP about 2.6 s), and the libraries then ran in one long task.
 */
export function workspaceHtml(html, shell, manifest) {
  if (!html.includes('<div id="root"></div>'))
    throw new Error('A workspace page has no empty <div id="root"></div>');
  const files = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
    (match) => match[1],
  );
  const extraTags = html.match(/<link rel="preload" as="style"[^>]*>/g) ?? [];
  return deferApp(html, manifest, files, extraTags)
    .replace(/<html lang="([^"]*)">/, '<html lang="$1" data-mantine-color-scheme="light">')
    .replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`);
}

/** The file a path's page is written to: /es → prerendered/es.html, /es/register → prerendered/es/register.html. */
export const pageFile = (path) => join('prerendered', `${path.replace(/^\//, '')}.html`);

async function main(dist) {
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({
    root: web,
    configFile: join(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender.tsx',
      outDir: entryDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const { PRERENDERED_PAGES, renderPage, renderLoadingShell } = await import(
    pathToFileURL(join(entryDir, 'prerender.js')).href
  );
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  for (const page of PRERENDERED_PAGES) {
    const file = join(dist, pageFile(page.path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(template, await renderPage(page), page, manifest));
  }
  const languages = [...new Set(PRERENDERED_PAGES.map((page) => page.language))];
  for (const language of languages) {
    const file = join(dist, `workspace.${language}.html`);
    writeFileSync(
      file,
      workspaceHtml(readFileSync(file, 'utf8'), await renderLoadingShell(language), manifest),
    );
  }
  rmSync(entryDir, { recursive: true, force: true });
  console.error(
    `prerendered ${PRERENDERED_PAGES.length} pages into ${join(dist, 'prerendered')} and the loading shell of ${languages.length} workspace pages`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main(resolve(process.argv[2] ?? join(web, 'dist')));
}
