import type { StorageConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage STORAGE_URL names: a local folder (the default, under the data dir) or an S3-compatible bucket. */
export function createStorage(config: StorageConfig): Storage {
  return config.provider === 's3' ? createS3Storage(config) : createLocalStorage(config.root);
}
