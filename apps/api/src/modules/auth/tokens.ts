import { createHash, randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ensureWritableDir } from '../../db/database';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = 'forja';
const AUDIENCE = 'forja-api';

export type AccessClaims = { userId: number; sessionId: string };

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

export function createAccessTokens(secret: Uint8Array) {
  return {
    sign(claims: AccessClaims, now: Date): Promise<string> {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret);
    },

    /** The claims of a valid token, 'expired' for a well-signed but old one, or null for anything else. */
    async verify(token: string, now: Date): Promise<AccessClaims | 'expired' | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return 'expired';
        return null;
      }
    },
  };
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
