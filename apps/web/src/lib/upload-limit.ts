// The zod-free module: error texts on the sign-in page name the limit, and that page must not download schemas.
import { DEFAULT_UPLOAD_MAX_BYTES } from '@forja/contracts/upload-limits';

const MEBIBYTE = 1024 * 1024;
let maxBytes = DEFAULT_UPLOAD_MAX_BYTES;

/**
 * The largest file this server takes, as its app-config says (UPLOAD_MAX_BYTES), or the default until the
 * app-config has been read: what the upload fields check before sending and what their texts name.
 */
export function uploadLimit(): { bytes: number; megabytes: number } {
  // Megabytes as people read them: whole, or to one decimal below 10 (never rounded up past the limit).
  const exact = maxBytes / MEBIBYTE;
  const megabytes = exact >= 10 ? Math.floor(exact) : Math.floor(exact * 10) / 10;
  return { bytes: maxBytes, megabytes };
}

/** Keeps the server's limit once the app-config is read. */
export function setUploadLimit(bytes: number): void {
  if (Number.isSafeInteger(bytes) && bytes > 0) maxBytes = bytes;
}
