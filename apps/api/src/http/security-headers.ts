import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet would set on a response for these options, worked out once: the options never
 * change while the process runs, so there is no reason to let helmet rebuild them on every request.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure instanceof Error) throw failure;
  if (failure !== undefined) throw new Error('helmet refused the security header options');
  return headers;
}

/**
 * Headers a browser applies to a document alone (a page, a frame, a file opened in a tab): the content policy,
 * the opener and agent-cluster isolation, framing, the old XSS filter, DNS prefetching, IE's download prompt and
 * the Flash/PDF cross-domain policy. A module script or a stylesheet is never a document (a worker would be, and
 * the app has none), so they would be bytes without an effect.
 */
const DOCUMENT_ONLY = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * The security headers of the web app's scripts and stylesheets: those that apply to a file fetched by a page
 * (no MIME sniffing, no cross-origin reads, no referrer for what a module imports, HTTPS only).
 */
function subresourceHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.has(name)));
}

/** The built web app's scripts and stylesheets (hashed, under /assets/). */
const SUBRESOURCE_PATH = /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/;

/**
 * Every response carries the security headers (Content-Security-Policy, HSTS, frame and referrer rules…); the
 * web app's scripts and stylesheets only those that apply to them: a signed-in page fetches about a hundred, and
 * the document-only headers were 520 of the 1,115 bytes of headers of each (a small one's content is often less
 * than 100).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  const subresource = subresourceHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(SUBRESOURCE_PATH.test(request.url) ? subresource : headers);
    done();
  });
}
