import type { Readable } from 'node:stream';

/** A file in storage, as the orphan sweep sees it. */
export type StoredObject = {
  key: string;
  modifiedAt: Date;
  /** A write that never finished (a temporary name left by a crash): never referenced by any row. */
  partial: boolean;
};

/**
 * Where uploaded files live: `local` keeps them in a folder (under the data dir by default), `s3` in an
 * S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), chosen by STORAGE_URL. Keys are relative paths made of
 * safe segments only; both providers refuse any other.
 */
export type Storage = {
  kind: 'local' | 's3';
  /**
   * Stores a whole file under a key: a reader never sees half of it (local: written under a temporary name and
   * renamed; S3: an object appears only when its upload completes). A stream is sent as it is read.
   */
  put(key: string, data: Buffer | Readable, options?: { contentType?: string }): Promise<void>;
  /** A stream of the file, or null when it does not exist. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every file, finished or not. */
  list(): Promise<StoredObject[]>;
  /** Resolves when the storage can be read and written (readiness); rejects with the reason otherwise. */
  check(): Promise<void>;
};
