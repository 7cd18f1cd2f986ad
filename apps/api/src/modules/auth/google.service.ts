import type { AuthTokens, RegisterGoogleBody } from '@forja/contracts';
import { normalizePhone } from '@forja/domain';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict } from '../../http/errors';
import { isEmailTaken, type UsersRepository } from './users.repository';
import { LIMITS, type AuthService } from './auth.service';
import {
  InvalidIdTokenError,
  IssuerUnavailableError,
  type GoogleIdTokenVerifier,
  type GoogleIdentity,
} from './google-id-token';
import { isGoogleSubjectTaken, type GoogleAccountsRepository } from './google.repository';
import type { RateLimiter } from './rate-limiter';
import type { Sessions } from './sessions';

export type GoogleDeps = {
  db: Database;
  users: UsersRepository;
  googleAccounts: GoogleAccountsRepository;
  sessions: Sessions;
  auth: AuthService;
  rateLimiter: RateLimiter;
  /** Absent when Google sign-in is not configured. */
  verifier: GoogleIdTokenVerifier | undefined;
};

/** Sign-in and sign-up with a Google ID token (OpenID Connect), as Google Identity Services hands it over. */
export function createGoogleService(deps: GoogleDeps) {
  const { users, googleAccounts, sessions, rateLimiter } = deps;

  /** The identity in a valid token: 401 invalid_token for a bad one, 503 when the issuer cannot be reached. */
  async function identify(idToken: string, now: Date): Promise<GoogleIdentity> {
    if (!deps.verifier) throw new AppError(404, 'google_sign_in_unavailable');
    try {
      return await deps.verifier.verify(idToken, now);
    } catch (error) {
      if (error instanceof InvalidIdTokenError) throw new AppError(401, 'invalid_token');
      if (error instanceof IssuerUnavailableError) {
        const unavailable = new AppError(503, 'google_sign_in_unavailable');
        unavailable.cause = error;
        throw unavailable;
      }
      throw error;
    }
  }

  return {
    identify,

    /**
     * Signs in the account linked to the Google account, or the account with the token's (verified)
     * e-mail when it has no Google account linked yet, linking it. `onSignedIn` runs in the sign-in's
     * transaction (what an invitation adds to the account).
     */
    async login(
      idToken: string,
      ip: string,
      now: Date,
      onSignedIn?: (userId: number, tx: Database) => Promise<void>,
    ): Promise<AuthTokens> {
      if (!deps.verifier) throw new AppError(404, 'google_sign_in_unavailable');
      const result = await rateLimiter.hit(`login:ip:${ip}`, LIMITS.loginPerIp, now);
      if (!result.allowed) throw new AppError(429, 'too_many_requests');
      const identity = await identify(idToken, now);

      const linked = await googleAccounts.findByGoogleSubject(identity.sub);
      if (linked) {
        if (!onSignedIn) return sessions.start(linked.id, now);
        return deps.db.transaction(async (tx) => {
          await onSignedIn(linked.id, tx);
          return sessions.start(linked.id, now, tx);
        });
      }

      const byEmail = await users.findByEmail(identity.email);
      if (!byEmail || byEmail.google_subject !== null) {
        throw new AppError(404, 'google_account_not_registered');
      }
      try {
        return await deps.db.transaction(async (tx) => {
          // Google has verified the address, so linking also confirms it.
          await users.update(
            byEmail.id,
            { google_subject: identity.sub, is_confirmed: true, updated_at: now },
            tx,
          );
          await onSignedIn?.(byEmail.id, tx);
          return sessions.start(byEmail.id, now, tx);
        });
      } catch (error) {
        if (isGoogleSubjectTaken(error)) throw conflict();
        throw error;
      }
    },

    /** Creates a confirmed, password-less account for the Google account and signs it in. */
    async register(
      body: RegisterGoogleBody,
      ip: string,
      now: Date,
      onCreated?: (userId: number, tx: Database) => Promise<void>,
    ): Promise<AuthTokens> {
      const identity = await identify(body.id_token, now);
      const email = identity.email.trim();
      await deps.auth.checkNewEmail(email, ip, now);
      const phone = normalizePhone(body.phone_country_code, body.phone);
      if (!phone) throw badRequest('invalid_phone');
      const first_names = (body.first_names ?? identity.given_name ?? '').trim();
      const last_names = (body.last_names ?? identity.family_name ?? '').trim();
      if (!first_names) throw badRequest('invalid_request');
      if ((await googleAccounts.findByGoogleSubject(identity.sub)) || (await users.findByEmail(email))) {
        throw conflict('email_already_register');
      }

      try {
        return await deps.db.transaction(async (tx) => {
          const user = await users.insert(
            {
              email,
              password_hash: null,
              google_subject: identity.sub,
              is_confirmed: true,
              first_names,
              last_names,
              phone: phone.national,
              phone_country_code: phone.countryCallingCode,
              phone_alpha_code: phone.country,
              country_iso_code: phone.country,
              language: body.language,
              created_at: now,
              updated_at: now,
            },
            tx,
          );
          await onCreated?.(user.id, tx);
          return sessions.start(user.id, now, tx);
        });
      } catch (error) {
        if (isEmailTaken(error) || isGoogleSubjectTaken(error)) throw conflict('email_already_register');
        throw error;
      }
    },
  };
}
export type GoogleService = ReturnType<typeof createGoogleService>;
