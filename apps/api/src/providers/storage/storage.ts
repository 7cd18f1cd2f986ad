import type { Readable } from 'node:stream';

/** A file in storage, as the orphan sweep sees it. */
export type StoredObject = {
  key: string;
  modifiedAt: Date;
  /** A write that never finished (a temporary name left by a crash): never referenced by any row. */
  partial: boolean;
};

/**
 * Where uploaded files live. `local` keeps them in a folder under the data dir (the default);
 * an S3-compatible bucket implements the same interface when the scale-out work needs it.
 */
export type Storage = {
  kind: 'local';
  /** Writes under a temporary name and renames it when complete: a key never names half a file. */
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the file, or null when it does not exist. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Every file, finished or not. */
  list(): Promise<StoredObject[]>;
};
