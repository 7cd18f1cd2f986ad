import { isErrorCode, type ErrorCode } from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import { SupportError } from './errors';

/** Who is calling, as the host's authentication knows them. */
export type SupportCaller = { userId: number; email: string };

/**
 * Injected by the host: resolves the caller from the request (its Bearer token) or throws. A thrown error
 * answers 401 `{ message: ['unauthenticated'] }`; an error carrying a 401/403 `status` (or `statusCode`)
 * and `codes` from the error catalogue keeps them (so `expired_token` reaches the web app, which logs out on
 * codes containing 'token'); an error with a 5xx status stays a server fault (500).
 */
export type Authenticate = (request: FastifyRequest) => Promise<SupportCaller>;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  if (typeof status === 'number') return status;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

function codesOf(error: unknown): ErrorCode[] {
  if (typeof error !== 'object' || error === null) return [];
  const { codes } = error as { codes?: unknown };
  return Array.isArray(codes) && codes.every(isErrorCode) ? codes : [];
}

function authenticationFailure(error: unknown): unknown {
  const status = statusOf(error);
  if (status !== undefined && status >= 500) return error;
  const [first, ...more] = codesOf(error);
  if (status === 403) return new SupportError(403, first ?? 'forbidden', ...more);
  if (status === 401 && first) return new SupportError(401, first, ...more);
  return new SupportError(401, 'unauthenticated');
}

const isCaller = (value: unknown): value is SupportCaller =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as SupportCaller).userId) &&
  (value as SupportCaller).userId > 0 &&
  typeof (value as SupportCaller).email === 'string';

/** Runs the host's `authenticate`, turning its failures into the support error answers. */
export async function resolveCaller(
  authenticate: Authenticate,
  request: FastifyRequest,
): Promise<SupportCaller> {
  let caller: unknown;
  try {
    caller = await authenticate(request);
  } catch (error) {
    throw authenticationFailure(error);
  }
  if (!isCaller(caller)) throw new SupportError(401, 'unauthenticated');
  return caller;
}
