import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { Storage } from '../../providers/storage/storage';

/** Files read whole to check them before an approval: uploads are far smaller (UPLOAD_MAX_BYTES). */
const READ_LIMIT_BYTES = 64 * 1024 * 1024;

async function readAll(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    length += buffer.length;
    if (length > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Whether the stored file can be opened as what it was uploaded as: it exists, reads to the end, has the size
 * recorded at upload (when known) and its content is still of the recorded type. An approval of anything
 * else would vouch for a file nobody can see.
 */
export async function isStoredFileReadable(
  storage: Storage,
  file: { storage_key: string; content_type: string; size_bytes?: number | null },
): Promise<boolean> {
  try {
    const stream = await storage.get(file.storage_key);
    if (!stream) return false;
    const data = await readAll(stream, READ_LIMIT_BYTES);
    if (!data || data.length === 0) return false;
    if (file.size_bytes != null && data.length !== file.size_bytes) return false;
    const detected = await fileTypeFromBuffer(data);
    return detected?.mime === file.content_type;
  } catch {
    return false;
  }
}

/** How a file is named when staff open it in the browser: inline, with its original name. */
export function inlineDisposition(fileName: string): string {
  return `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
