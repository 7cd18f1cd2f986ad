import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/ai/'];

/** True for paths that belong to a backend: they answer JSON, never the SPA. */
export function isBackendPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path === '/ai' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * The pages the build writes for the company workspace, one per language (apps/web/vite.config.ts): index.html
 * with the workspace's chunks and that language's bundles preloaded instead of the sign-in page's. Sent for
 * /{lang}/dashboard and below.
 */
const WORKSPACE_PATH = /^\/([a-z_]+)\/dashboard(\/|$)/;
const workspacePage = (lang: string) => `workspace.${lang}.html`;

/**
 * The HTML a client route is answered with: the workspace's page in the path's language for the workspace, when
 * the build wrote one (`built` lists the files it has), index.html otherwise.
 */
export function appPageFor(path: string, built: ReadonlySet<string>): string {
  const lang = WORKSPACE_PATH.exec(path)?.[1];
  return lang && built.has(workspacePage(lang)) ? workspacePage(lang) : 'index.html';
}

/** Where the build writes the prerendered pages (scripts/prerender.mjs), inside the built web app. */
const PRERENDERED_DIR = 'prerendered';

/**
 * The pages the build prerendered, by the path they answer: `prerendered/es.html` answers /es,
 * `prerendered/es/register.html` answers /es/register. The value is the file, relative to the built web app.
 */
export function prerenderedPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const folder = join(webDist, PRERENDERED_DIR);
  if (!existsSync(folder)) return pages;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(webDist, join(entry.parentPath, entry.name)).split(sep).join('/');
    pages.set(`/${file.slice(PRERENDERED_DIR.length + 1, -'.html'.length)}`, file);
  }
  return pages;
}

/**
 * Serves the built SPA: hashed assets cached for a year (immutable), index.html never cached,
 * and index.html for any other GET a browser makes (client-side routes; the workspace's own page for the
 * company workspace). The pages the build prerendered
 * (sign-in and the registration's first step, per language) are sent instead of index.html for their exact
 * paths, never cached either: the browser paints them before the script runs. The build writes brotli and gzip
 * copies of every text file (scripts/precompress.mjs): the copy the browser accepts is sent as it is, with
 * its Content-Encoding. Unknown backend paths answer 404 JSON.
 */
/** The kinds of file a build or the public folder serves: a path ending so is a missing file, not a page. */
const STATIC_FILE =
  /\.(?:js|mjs|css|map|json|html|txt|xml|webmanifest|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|br|gz|pdf)$/i;

/**
 * Whether a path names a file (answered 404 in plain text when missing) rather than a client route. Only by a
 * known file ending: a route's own parameter may hold dots, as an e-mailed link's token does
 * (`/es/redirect_call/<header>.<payload>.<signature>`).
 */
export function looksLikeStaticFile(path: string): boolean {
  return STATIC_FILE.test(path);
}

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${join(webDist, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`The web app is not built (no ${join(webDist, 'index.html')}): run "npm run build".`);
  }

  const prerendered = built ? prerenderedPages(webDist) : new Map<string, string>();
  const pages = new Set(built ? readdirSync(webDist).filter((file) => file.endsWith('.html')) : []);
  if (built) {
    // The static plugin refuses directory paths; the root is a client route like any other.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
    for (const [path, file] of prerendered) {
      app.get(path, { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile(file),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    // A prerendered form sent before the script took the page over (its fields are posted, never put in the
    // address): the page again, where the script has the form.
    if (request.method === 'POST' && prerendered.has(request.url.split('?')[0] ?? '')) {
      return reply.redirect(request.url, 303);
    }
    if (isBackendPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: ['not_found'] });
    }
    if (looksLikeStaticFile(request.url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run "npm run build", then restart.');
    }
    // Not returned: Fastify would await the returned reply as a thenable, adding a 'close' listener to the
    // response each time (MaxListenersExceededWarning after a few client routes).
    void reply
      .header('cache-control', 'no-cache')
      .sendFile(appPageFor(request.url.split('?')[0] ?? '', pages));
  });
}
