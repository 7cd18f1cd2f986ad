import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

/** When a link stops working: `ttlSeconds` after `now`, which is also its issue time. */
export type SignedLinkExpiry = { now: Date; ttlSeconds: number };

/**
 * The tokens of links that work without an Authorization header (a plain <a href>, an e-mailed link): an
 * HS256-signed JWT for one audience, so a token issued for one kind of link never opens another, naming what
 * the link points at in its claims and, when it expires, its issue and expiry times. A forged, altered,
 * foreign or expired token reads as null.
 */
export function createSignedLinks(secret: Uint8Array, audience: string) {
  return {
    async sign(
      claims: JWTPayload,
      options: { subject?: string; expiry?: SignedLinkExpiry } = {},
    ): Promise<string> {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setAudience(audience);
      if (options.subject !== undefined) jwt.setSubject(options.subject);
      if (options.expiry) {
        const iat = Math.floor(options.expiry.now.getTime() / 1000);
        jwt.setIssuedAt(iat).setExpirationTime(iat + options.expiry.ttlSeconds);
      }
      return jwt.sign(secret);
    },

    /** The claims of a genuine token of this audience, unexpired at `now` (the clock when omitted). */
    async read(token: string, now?: Date): Promise<JWTPayload | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          audience,
          algorithms: ['HS256'],
          ...(now === undefined ? {} : { currentDate: now }),
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}
export type SignedLinks = ReturnType<typeof createSignedLinks>;
