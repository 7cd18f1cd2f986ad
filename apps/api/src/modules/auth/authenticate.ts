import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refreshTokens } from '../../db/schema/index';
import { AppError, forbidden } from '../../http/errors';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** preHandler: requires a valid access token of a live session; sets request.auth. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * An access token that is missing, forged or expired answers 401 `unauthenticated` (the client then
 * refreshes once); a token whose session was closed answers 401 `user_disconnected`.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError(401, 'unauthenticated');
    const claims = await app.accessTokens.verify(token, app.clock());
    if (claims === null || claims === 'expired') throw new AppError(401, 'unauthenticated');
    const live = await app.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.family_id, claims.sessionId),
          eq(refreshTokens.user_id, claims.userId),
          isNull(refreshTokens.revoked_at),
        ),
      )
      .limit(1);
    if (live.length === 0) throw new AppError(401, 'user_disconnected');
    request.auth = claims;
  });
}

/** The caller's user id; use only after `authenticate`. */
export function callerId(request: FastifyRequest): number {
  if (!request.auth) throw new AppError(401, 'unauthenticated');
  return request.auth.userId;
}

/** Routes with a user {id} in the path act only on the caller's own account. */
export function requireSelf(request: FastifyRequest, id: number): number {
  const caller = callerId(request);
  if (caller !== id) throw forbidden();
  return caller;
}
