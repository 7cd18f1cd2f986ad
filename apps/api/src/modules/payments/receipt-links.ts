import type { Language } from '@forja/domain';
import { SignJWT, jwtVerify } from 'jose';

/** How long a receipt link keeps working. */
export const RECEIPT_LINK_TTL_SECONDS = 15 * 60;

/**
 * Links to a bill's PDF receipt that work in a plain <a href> (no Authorization header): short-lived, signed,
 * naming one bill and the receipt's language. Handed out only in answers the caller was allowed to see.
 */
export function createReceiptLinks(secret: Uint8Array) {
  return {
    async url(billId: number, language: Language, now: Date): Promise<string> {
      const iat = Math.floor(now.getTime() / 1000);
      const token = await new SignJWT({ b: billId, l: language })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('forja-receipts')
        .setIssuedAt(iat)
        .setExpirationTime(iat + RECEIPT_LINK_TTL_SECONDS)
        .sign(secret);
      return `/api/v3/bills/receipt/${token}`;
    },

    async read(token: string, now: Date): Promise<{ billId: number; language: Language } | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          audience: 'forja-receipts',
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.b !== 'number') return null;
        const language: Language = payload.l === 'en' || payload.l === 'zh_cn' ? payload.l : 'es';
        return { billId: payload.b, language };
      } catch {
        return null;
      }
    },
  };
}
export type ReceiptLinks = ReturnType<typeof createReceiptLinks>;
