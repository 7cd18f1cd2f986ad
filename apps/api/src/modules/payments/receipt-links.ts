import type { Language } from '@forja/domain';
import { createSignedLinks } from '../../http/signed-links';

/** How long a receipt link keeps working. */
export const RECEIPT_LINK_TTL_SECONDS = 15 * 60;

/**
 * Links to a bill's PDF receipt that work in a plain <a href> (no Authorization header): short-lived, signed,
 * naming one bill and the receipt's language. Handed out only in answers the caller was allowed to see.
 */
export function createReceiptLinks(secret: Uint8Array) {
  const links = createSignedLinks(secret, 'forja-receipts');
  return {
    async url(billId: number, language: Language, now: Date): Promise<string> {
      const token = await links.sign(
        { b: billId, l: language },
        { expiry: { now, ttlSeconds: RECEIPT_LINK_TTL_SECONDS } },
      );
      return `/api/v3/bills/receipt/${token}`;
    },

    async read(token: string, now: Date): Promise<{ billId: number; language: Language } | null> {
      const payload = await links.read(token, now);
      if (!payload || typeof payload.b !== 'number') return null;
      const language: Language = payload.l === 'en' || payload.l === 'zh_cn' ? payload.l : 'es';
      return { billId: payload.b, language };
    },
  };
}
export type ReceiptLinks = ReturnType<typeof createReceiptLinks>;
