import {
  COMMISSARY_ACCEPT_PATH,
  CONSENTS_ME_PATH,
  API_BASE,
  REGISTER_COMPANY_PATH,
  SEND_VERIFY_EMAIL_PATH,
  VERIFICATION_CODE_PATH,
} from '@forja/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refreshTokens, users } from '../../db/schema/index';
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
 * What an account may call before its e-mail is confirmed (method and route as registered): what the
 * product asks of a newcomer on the way to VerifyAccount. The registration wizard creates the account and
 * then the company; the guards read the profile; VerifyAccount confirms, sends a new code, changes a
 * mistyped e-mail (and phone) and signs out; the language switcher saves the language. Every other call
 * that needs a session (anything that e-mails someone else, or touches partners, documents, payments, the
 * support assistant) answers 403 `email_not_confirmed`. Sign-up, sign-in, refresh, recovery, the
 * catalogue and the app configuration need no session at all.
 */
export const OPEN_BEFORE_CONFIRMATION: ReadonlySet<string> = new Set([
  `GET ${API_BASE}/user/profile`,
  `POST ${API_BASE}/${VERIFICATION_CODE_PATH}`,
  `POST ${API_BASE}/${SEND_VERIFY_EMAIL_PATH}`,
  `POST ${API_BASE}/user/logout`,
  `PUT ${API_BASE}/update-language/user/:id`,
  `POST ${API_BASE}/request-verification-code-to-update/user/:id`,
  `PUT ${API_BASE}/update-phone-email/user/:id`,
  `POST ${API_BASE}/${REGISTER_COMPANY_PATH}`,
  // The e-mailed invitation confirms the address it reached (commissary.service.ts).
  `POST ${API_BASE}/${COMMISSARY_ACCEPT_PATH}`,
  // One's own consents (the account page's switches, accepting a changed notice): nothing is sent to anyone.
  `GET ${API_BASE}/${CONSENTS_ME_PATH}`,
  `POST ${API_BASE}/${CONSENTS_ME_PATH}`,
  // The campaign values the newcomer arrived with, recorded on their own account at sign-up (before the
  // company is created, so the company's attribution has them): nothing is sent to anyone.
  `GET ${API_BASE}/store-utms-interaction`,
]);

const isOpenBeforeConfirmation = (request: FastifyRequest) =>
  OPEN_BEFORE_CONFIRMATION.has(`${request.method} ${request.routeOptions.url ?? ''}`);

/**
 * An access token that is missing, forged or expired answers 401 `unauthenticated` (the client then
 * refreshes once); a token whose session was closed answers 401 `user_disconnected`; an account whose
 * e-mail is not confirmed answers 403 `email_not_confirmed` outside OPEN_BEFORE_CONFIRMATION.
 *
 * A token issued to a confirmed account, whose session is not among the recently closed ones
 * (session-revocations.ts), is accepted without reading the database; any other is checked against it.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError(401, 'unauthenticated');
    const claims = await app.accessTokens.verify(token, app.clock());
    if (claims === null || claims === 'expired') throw new AppError(401, 'unauthenticated');
    if (
      claims.confirmed &&
      !(await app.services.sessionRevocations.mayBeRevoked(claims.sessionId, app.clock()))
    ) {
      request.auth = claims;
      return;
    }
    const live = await app.database.db
      .select({ is_confirmed: users.is_confirmed })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.user_id))
      .where(
        and(
          eq(refreshTokens.family_id, claims.sessionId),
          eq(refreshTokens.user_id, claims.userId),
          isNull(refreshTokens.revoked_at),
        ),
      )
      .limit(1);
    const session = live[0];
    if (!session) throw new AppError(401, 'user_disconnected');
    if (!session.is_confirmed && !isOpenBeforeConfirmation(request)) {
      throw new AppError(403, 'email_not_confirmed');
    }
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
