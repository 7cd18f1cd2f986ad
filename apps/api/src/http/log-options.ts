import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { describeDatabaseError } from './errors';

export type LogOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Route parameters that carry a secret (signed links, checkout sessions) or a personal value. */
const SECRET_PARAMS = new Set(['token', 'session', 'email', 'phone', 'cc', 'code']);

const REDACTED = '[redacted]';

/**
 * A path segment that may be personal or secret even where no route names it (an unknown path, a client route,
 * an old address): an e-mail address, a phone-like run of digits, or anything token-long.
 */
function looksPersonal(segment: string): boolean {
  return segment.includes('@') || /\d{8,}/.test(segment) || segment.length > 40;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function maskPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (looksPersonal(decoded(segment)) ? REDACTED : segment))
    .join('/');
}

type LoggedRequest = {
  method: string;
  url: string;
  ip?: string;
  params?: unknown;
  routeOptions?: { url?: string };
};

/**
 * The path of a request as it may be logged: never the query string (invitation and recovery tokens), never a
 * secret or personal route parameter (the signed token of a download link is logged as `:token`), and never a
 * segment that looks like an e-mail, a phone number or a token.
 */
export function loggablePath(request: LoggedRequest): string {
  const path = request.url.split('?')[0] ?? '';
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (!pattern || pattern.includes('*')) return maskPath(path);
  return pattern.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => {
    if (SECRET_PARAMS.has(name)) return whole;
    const raw = params[name];
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    return looksPersonal(value) ? REDACTED : encodeURIComponent(value);
  });
}

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Errors as they may be logged: a failed query without the values it carried, other errors without extras. */
export function serializeError(error: unknown): LoggedError {
  const database = describeDatabaseError(error);
  if (database) return database;
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    stack: error.stack ?? '',
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
  };
}

/**
 * The server's logger: written to stdout asynchronously (a buffered stream, flushed on close), so a request
 * never waits on a terminal or a pipe; no personal data (tokens, codes, passwords, e-mail addresses, phones, RFC, CURP) ever
 * reaches it. Request bodies are never logged, headers that carry credentials are redacted, paths are logged
 * through `loggablePath` and database errors through `describeDatabaseError`.
 */
export function logOptions(level: string, pretty = false): LogOptions {
  return {
    level,
    // The request's headers are logged in one place, the options the multipart parser logs at trace level (the
    // request line's serializer below leaves them out). Named paths: a wildcard's search through every line's
    // fields cost about a tenth of what a request takes that reads no database.
    redact: ['authorization', 'cookie', 'x-signature'].flatMap((header) => [
      `busboyOptions.headers["${header}"]`,
      `req.headers["${header}"]`,
    ]),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggablePath(request),
        ip: request.ip,
      }),
      err: serializeError,
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : { stream: pino.destination({ dest: 1, sync: false }) }),
  };
}
