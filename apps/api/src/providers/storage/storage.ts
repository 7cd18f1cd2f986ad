import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. `local` keeps them in a folder under the data dir (the default);
 * an S3-compatible bucket implements the same interface when the scale-out work needs it.
 */
export type Storage = {
  kind: 'local';
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the file, or null when it does not exist. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
};
