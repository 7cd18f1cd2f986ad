import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google signs ID tokens with RS256 (and so does oidc-provider by default). */
const ALGORITHMS = ['RS256'];
/** Leeway for the difference between the issuer's clock and ours. */
const CLOCK_TOLERANCE_SECONDS = 30;
const DISCOVERY_TIMEOUT_MS = 5_000;

/** What Forja takes from a verified ID token. */
export type GoogleIdentity = {
  sub: string;
  email: string;
  given_name: string | undefined;
  family_name: string | undefined;
};

/** The token is not acceptable: forged, for another client or issuer, expired, or without a verified e-mail. */
export class InvalidIdTokenError extends Error {
  override name = 'InvalidIdTokenError';
}

/** The issuer's metadata or keys could not be fetched: nothing is known about the token. */
export class IssuerUnavailableError extends Error {
  override name = 'IssuerUnavailableError';
}

const metadataSchema = z.object({ issuer: z.string(), jwks_uri: z.url({ protocol: /^https?$/ }) });

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().min(3).max(254),
  // Google's JWTs carry a boolean; some of its older answers carried the string.
  email_verified: z.union([z.literal(true), z.literal('true')]),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  azp: z.string().optional(),
});

export type GoogleIdTokenVerifier = {
  /** The identity in a valid token; throws InvalidIdTokenError or IssuerUnavailableError. */
  verify: (idToken: string, now: Date) => Promise<GoogleIdentity>;
};

/**
 * Verifies OpenID Connect ID tokens of one issuer for one client: keys from the issuer's JWKS (found
 * through its discovery document, fetched once per process and refreshed by jose when keys rotate),
 * then `iss`, `aud`, `exp` against our clock, `sub` and a verified `email`.
 */
export function createGoogleIdTokenVerifier(options: {
  issuer: string;
  clientId: string;
}): GoogleIdTokenVerifier {
  const issuer = options.issuer.replace(/\/$/, '');
  // Google's ID tokens name their issuer with or without the scheme.
  const issuers = issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [issuer];
  let keys: Promise<JWTVerifyGetKey> | undefined;

  async function discoverKeys(): Promise<JWTVerifyGetKey> {
    let metadata: z.infer<typeof metadataSchema>;
    try {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`discovery answered HTTP ${response.status}`);
      metadata = metadataSchema.parse(await response.json());
    } catch (cause) {
      throw new IssuerUnavailableError(`OpenID Connect discovery of ${issuer} failed`, { cause });
    }
    if (metadata.issuer !== issuer) {
      throw new IssuerUnavailableError(`discovery of ${issuer} names another issuer: ${metadata.issuer}`);
    }
    const remote = createRemoteJWKSet(new URL(metadata.jwks_uri));
    return async (header, token) => {
      try {
        return await remote(header, token);
      } catch (error) {
        // No key for the token's kid/alg is the token's fault; anything else is fetching the keys.
        if (
          error instanceof joseErrors.JWKSNoMatchingKey ||
          error instanceof joseErrors.JWKSMultipleMatchingKeys ||
          error instanceof joseErrors.JOSENotSupported
        ) {
          throw error;
        }
        throw new IssuerUnavailableError(`the keys of ${issuer} could not be fetched`, { cause: error });
      }
    };
  }

  function getKeys(): Promise<JWTVerifyGetKey> {
    keys ??= discoverKeys().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  }

  return {
    async verify(idToken, now) {
      const key = await getKeys();
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(idToken, key, {
          issuer: issuers,
          audience: options.clientId,
          algorithms: ALGORITHMS,
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        if (error instanceof IssuerUnavailableError) throw error;
        throw new InvalidIdTokenError('ID token rejected', { cause: error });
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw new InvalidIdTokenError('ID token without a subject or a verified e-mail');
      const { aud } = payload as { aud: string | string[] };
      // OpenID Connect Core 3.1.3.7: with several audiences, the authorized party must be us.
      if (Array.isArray(aud) && aud.length > 1 && claims.data.azp !== options.clientId) {
        throw new InvalidIdTokenError('ID token authorized for another party');
      }
      const { sub, email, given_name, family_name } = claims.data;
      return { sub, email, given_name, family_name };
    },
  };
}
