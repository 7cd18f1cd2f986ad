import {
  createHash,
  createHmac,
  createSecretKey,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWritableDir } from '../../db/database';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = 'forja';
const AUDIENCE = 'forja-api';

/**
 * What an access token says: whose it is, the session (refresh-token family) it belongs to, and whether the
 * account's e-mail was confirmed when it was issued (confirmation is never undone, so `confirmed: true`
 * spares the per-request read; a token issued before confirmation is checked against the database).
 */
export type AccessClaims = { userId: number; sessionId: string; confirmed: boolean };

/**
 * The key that signs access tokens: AUTH_SECRET, or in local mode a random one kept in the data dir
 * so sessions survive a restart.
 */
export function resolveAuthSecret(authSecret: string | undefined, dataDir: string): Uint8Array {
  if (authSecret) return new TextEncoder().encode(authSecret);
  ensureWritableDir(dataDir);
  const file = join(dataDir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** The only header an access token may carry: HS256 is fixed, so a token cannot choose its algorithm. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

type Payload = { sub?: unknown; sid?: unknown; cf?: unknown; iss?: unknown; aud?: unknown; exp?: unknown };

/**
 * Access tokens are compact JWTs (RFC 7519) signed with HMAC-SHA256, made and checked with node:crypto
 * directly: a check costs a few microseconds on every authenticated request (a general JOSE library spends
 * ten times that choosing and importing keys).
 */
export function createAccessTokens(secret: Uint8Array) {
  const key = createSecretKey(secret);
  const mac = (signingInput: string) => createHmac('sha256', key).update(signingInput).digest();

  return {
    sign(claims: AccessClaims, now: Date): Promise<string> {
      const iat = Math.floor(now.getTime() / 1000);
      const payload = {
        sub: String(claims.userId),
        sid: claims.sessionId,
        ...(claims.confirmed ? { cf: true } : {}),
        iss: ISSUER,
        aud: AUDIENCE,
        iat,
        exp: iat + ACCESS_TOKEN_TTL_SECONDS,
      };
      const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return Promise.resolve(`${signingInput}.${mac(signingInput).toString('base64url')}`);
    },

    /** The claims of a valid token, 'expired' for a well-signed but old one, or null for anything else. */
    verify(token: string, now: Date): Promise<AccessClaims | 'expired' | null> {
      return Promise.resolve(check(token, now));
    },
  };

  function check(token: string, now: Date): AccessClaims | 'expired' | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, body, signature] = parts as [string, string, string];
    if (header !== HEADER) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(`${header}.${body}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    } catch {
      return null;
    }
    if (payload === null || typeof payload !== 'object') return null;
    if (payload.iss !== ISSUER || payload.aud !== AUDIENCE) return null;
    if (typeof payload.exp !== 'number') return null;
    if (payload.exp <= Math.floor(now.getTime() / 1000)) return 'expired';
    const userId = Number(payload.sub);
    if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userId) || typeof payload.sid !== 'string')
      return null;
    return { userId, sessionId: payload.sid, confirmed: payload.cf === true };
  }
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** A random opaque secret (refresh token, recovery token) and the hash we store instead of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A 6-digit code, uniformly random, as a string with leading zeros. */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
