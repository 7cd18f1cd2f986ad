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
  // Their own audience: a receipt's token never opens a CFDI file, nor the other way round.
  const cfdiLinks = createSignedLinks(secret, 'forja-cfdi-files');
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

    /** A link to the stamped XML (or the provider's PDF) of a bill's CFDI, as short-lived as a receipt's. */
    async cfdiUrl(billId: number, format: 'xml' | 'pdf', now: Date): Promise<string> {
      const token = await cfdiLinks.sign(
        { b: billId, f: format },
        { expiry: { now, ttlSeconds: RECEIPT_LINK_TTL_SECONDS } },
      );
      return `/api/v3/bills/cfdi/${token}`;
    },

    async readCfdi(token: string, now: Date): Promise<{ billId: number; format: 'xml' | 'pdf' } | null> {
      const payload = await cfdiLinks.read(token, now);
      if (!payload || typeof payload.b !== 'number') return null;
      return { billId: payload.b, format: payload.f === 'pdf' ? 'pdf' : 'xml' };
    },
  };
}
export type ReceiptLinks = ReturnType<typeof createReceiptLinks>;
