import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../../config';
import type { Storage, StoredObject } from './storage';
import { isSafeStorageKey, requireSafeStorageKey } from './storage-keys';

export type S3StorageConfig = Extract<StorageConfig, { provider: 's3' }>;

/** The size of each part of a multipart upload; a body up to this size goes in one request. */
const PART_SIZE = 8 * 1024 * 1024;
/** Parts sent at the same time: an upload holds at most this many parts in memory. */
const PARTS_IN_FLIGHT = 2;

/** Whether an S3 error says the object is not there (and not, say, that the bucket is missing). */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), every key under the configured prefix.
 * Large bodies go up as multipart uploads while they are read, so a stream is never held whole in memory; an
 * upload that fails is aborted, so it leaves no object and no parts behind.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Other S3-compatible services do not all understand the checksums the SDK adds by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => config.prefix + requireSafeStorageKey(key);

  return {
    kind: 's3',
    async put(key, data, options) {
      const upload = new Upload({
        client,
        params: { Bucket: config.bucket, Key: objectKey(key), Body: data, ContentType: options?.contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`no readable body for storage key: ${key}`);
        return object.Body;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a missing key as a success.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    async list() {
      const found: StoredObject[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: config.prefix || undefined,
            ContinuationToken: continuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(config.prefix.length);
          // Objects that are not ours (another tool's folder markers, unsafe names) are neither listed nor swept.
          if (!key || !isSafeStorageKey(key)) continue;
          // An unfinished multipart upload is not an object, so nothing listed is ever half written.
          found.push({ key, modifiedAt: object.LastModified ?? new Date(0), partial: false });
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return found;
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
      } catch (error) {
        // HeadBucket answers without a body, so the SDK's own message is often just the status.
        const reason =
          error instanceof S3ServiceException
            ? `${error.name} (${error.$metadata.httpStatusCode ?? 'no status'})`
            : String(error);
        throw new Error(`S3 bucket ${config.bucket} is not usable: ${reason}`, { cause: error });
      }
    },
  };
}
