import { SIGNED_REQUEST_TOLERANCE_SECONDS } from '@forja/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { partnerActLinks, signedRequestUses } from '../../db/schema/index';
import { AppError } from '../../http/errors';

/** Days an e-mailed act link works; a new e-mail issues a new one and revokes the older. */
export const ACT_LINK_DAYS = 30;

/**
 * The links e-mailed to a partner to review and sign the articles without an account. The token is
 * HMAC(server key, link id and nonce): never stored, so the database alone does not give it away, and the
 * server can recompute it to check the HMAC each request of the link carries (SIGNED_REQUEST_HEADER), which
 * also makes every request single-use.
 */
export function createActLinks(db: Database, serverSecret: Uint8Array) {
  const key = createHmac('sha256', serverSecret).update('forja partner act links').digest();
  const tokenOf = (row: { id: number; partner_id: number; nonce: string }) =>
    createHmac('sha256', key).update(`${row.id}:${row.partner_id}:${row.nonce}`).digest('base64url');

  async function activeLink(companyId: number, partnerId: number, now: Date) {
    const rows = await db
      .select()
      .from(partnerActLinks)
      .where(
        and(
          eq(partnerActLinks.company_id, companyId),
          eq(partnerActLinks.partner_id, partnerId),
          isNull(partnerActLinks.revoked_at),
        ),
      )
      .orderBy(desc(partnerActLinks.id))
      .limit(1);
    const row = rows[0];
    return row && row.expires_at.getTime() > now.getTime() ? row : null;
  }

  return {
    /** The partner's working token: the current link's, or a new link's when none works any more. */
    async tokenFor(companyId: number, partnerId: number, now: Date): Promise<string> {
      const current = await activeLink(companyId, partnerId, now);
      if (current) return tokenOf(current);
      const [row] = await db
        .insert(partnerActLinks)
        .values({
          company_id: companyId,
          partner_id: partnerId,
          nonce: randomBytes(16).toString('base64url'),
          expires_at: new Date(now.getTime() + ACT_LINK_DAYS * 86_400_000),
          created_at: now,
        })
        .returning();
      return tokenOf(row!);
    },

    /** Revokes every link of a partner (removed from the company, or the link leaked). */
    async revoke(partnerId: number, now: Date): Promise<void> {
      await db
        .update(partnerActLinks)
        .set({ revoked_at: now })
        .where(and(eq(partnerActLinks.partner_id, partnerId), isNull(partnerActLinks.revoked_at)));
    },

    /**
     * Checks a request of the link: `t=<unix>,v1=<hex HMAC-SHA256(token, "<t>.<raw body>")>`, within the
     * tolerance, and never seen before. Throws 403 invalid_hmac_signature (or 409 request_replayed).
     */
    async verifyRequest(input: {
      companyId: number;
      partnerId: number;
      header: string | undefined;
      rawBody: string;
      now: Date;
    }): Promise<void> {
      const parts = new Map(
        (input.header ?? '').split(',').map((part) => {
          const at = part.indexOf('=');
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
        }),
      );
      const t = parts.get('t') ?? '';
      const v1 = parts.get('v1') ?? '';
      const seconds = /^\d{1,12}$/.test(t) ? Number(t) : NaN;
      const invalid = () => new AppError(403, 'invalid_hmac_signature');
      if (!Number.isFinite(seconds) || !/^[0-9a-f]{64}$/.test(v1)) throw invalid();
      if (Math.abs(input.now.getTime() / 1000 - seconds) > SIGNED_REQUEST_TOLERANCE_SECONDS) throw invalid();
      const link = await activeLink(input.companyId, input.partnerId, input.now);
      if (!link) throw invalid();
      const expected = createHmac('sha256', tokenOf(link)).update(`${t}.${input.rawBody}`).digest();
      if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw invalid();
      const used = await db
        .insert(signedRequestUses)
        .values({ signature: v1, used_at: input.now })
        .onConflictDoNothing()
        .returning({ signature: signedRequestUses.signature });
      if (used.length === 0) throw new AppError(409, 'request_replayed');
    },
  };
}
export type ActLinks = ReturnType<typeof createActLinks>;

/** The header a client of the link sends (tests and tools): what the web app computes with WebCrypto. */
export function signRequest(token: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', token).update(`${t}.${rawBody}`).digest('hex')}`;
}
