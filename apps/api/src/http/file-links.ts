import { createSignedLinks } from './signed-links';

/** How long a download link in a profile keeps working. */
export const FILE_LINK_TTL_SECONDS = 15 * 60;

export const FILE_KINDS = ['company_document', 'legal_representative', 'partner_document'] as const;
export type FileRef = { kind: (typeof FILE_KINDS)[number]; id: number };
/** A link as read back: the file, and the user it was handed to (null when issued without one). */
export type FileLink = FileRef & { viewerId: number | null };

/**
 * Download links that work in a plain <a href> (no Authorization header): short-lived, signed, naming one
 * file. They are handed out only inside responses the caller was allowed to see, and name that caller when
 * known (`viewerId`) so that opening an ID image is audited against a person. The token is a secret: the
 * logger never writes it (log-options.ts logs the route as `/api/v3/files/:token`).
 */
export function createFileLinks(secret: Uint8Array) {
  const links = createSignedLinks(secret, 'forja-files');
  return {
    async url(ref: FileRef, now: Date, viewerId?: number): Promise<string> {
      const token = await links.sign(
        { k: ref.kind, i: ref.id, ...(viewerId === undefined ? {} : { v: viewerId }) },
        { expiry: { now, ttlSeconds: FILE_LINK_TTL_SECONDS } },
      );
      return `/api/v3/files/${token}`;
    },
    async read(token: string, now: Date): Promise<FileLink | null> {
      const payload = await links.read(token, now);
      if (!payload) return null;
      const kind = FILE_KINDS.find((candidate) => candidate === payload.k);
      const viewerId = typeof payload.v === 'number' ? payload.v : null;
      if (kind && typeof payload.i === 'number') return { kind, id: payload.i, viewerId };
      return null;
    },
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;
