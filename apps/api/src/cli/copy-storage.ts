/**
 * Copies every uploaded file from one storage to another, to move an installation from its local folder to an
 * S3-compatible bucket:
 *   npm run storage:copy                              (from DATA_DIR/uploads)
 *   npm run storage:copy -- --from file:/srv/forja/uploads
 * The target is the bucket STORAGE_URL (s3://bucket/prefix) and the S3_* variables name. Each copy is read
 * back and compared by sha256. A file already in the bucket with the same bytes is skipped; one with other
 * bytes is replaced by the source's. Running it again is safe: it copies only what is missing or different.
 * Unfinished writes (`.part` files) are not copied. Exits with 1 when any file failed.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { ConfigError, loadConfig } from '../config';
import { createLocalStorage } from '../providers/storage/local-storage';
import { createS3Storage } from '../providers/storage/s3-storage';
import type { Storage } from '../providers/storage/storage';

export const COPY_STORAGE_USAGE = 'usage: npm run storage:copy -- [--from file:<folder>]';

/** What a copy did, file by file. */
export type CopySummary = {
  /** Written to the target and read back identical (`replaced` of them were there with other bytes). */
  copied: number;
  replaced: number;
  /** Already in the target with the same bytes. */
  skipped: number;
  /** Not copied, or not read back identical: the key and why. */
  failed: { key: string; reason: string }[];
};

/** The sha256 of a stream's bytes, or null for a missing file. */
async function sha256Of(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A stream that passes bytes through and hashes them on the way. */
function hashingPassThrough() {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

/** Copies one file unless the target already holds the same bytes; answers what it did. */
async function copyOne(from: Storage, to: Storage, key: string): Promise<'copied' | 'replaced' | 'skipped'> {
  const sourceHash = await sha256Of(await from.get(key));
  if (sourceHash === null) throw new Error('removed from the source meanwhile');
  const targetHash = await sha256Of(await to.get(key));
  if (targetHash === sourceHash) return 'skipped';

  const source = await from.get(key);
  if (!source) throw new Error('removed from the source meanwhile');
  const hashing = hashingPassThrough();
  source.on('error', (error) => hashing.stream.destroy(error));
  await to.put(key, source.pipe(hashing.stream));
  const sent = hashing.digest();
  const copy = await sha256Of(await to.get(key));
  if (copy !== sent) throw new Error(`read back ${copy === null ? 'missing' : 'different'} after copying`);
  if (sent !== sourceHash) throw new Error('changed in the source while it was copied');
  return targetHash === null ? 'copied' : 'replaced';
}

/** Copies every finished file of `from` into `to`, checking each copy; never stops at the first failure. */
export async function copyStorage(
  from: Storage,
  to: Storage,
  report: (line: string) => void = () => {},
): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, replaced: 0, skipped: 0, failed: [] };
  const files = (await from.list()).filter((file) => !file.partial);
  for (const { key } of files) {
    try {
      const done = await copyOne(from, to, key);
      if (done === 'skipped') summary.skipped += 1;
      else summary.copied += 1;
      if (done === 'replaced') summary.replaced += 1;
      if (done !== 'skipped') report(`${done} ${key}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      summary.failed.push({ key, reason });
      report(`failed ${key}: ${reason}`);
    }
  }
  return summary;
}

/** The summary line: what was copied, skipped and failed. */
export function describeCopy(summary: CopySummary): string {
  const replaced = summary.replaced ? ` (${summary.replaced} replaced, as the bucket held other bytes)` : '';
  return `${summary.copied} copied${replaced}, ${summary.skipped} already present and identical, ${summary.failed.length} failed.`;
}

/** The source folder from `--from file:<folder>`, or DATA_DIR/uploads. */
export function sourceFolder(args: string[], dataDir: string, cwd: string): string {
  if (args.length === 0) return join(dataDir, 'uploads');
  const [flag, value] = args;
  if (args.length !== 2 || flag !== '--from' || !value?.startsWith('file:') || value === 'file:')
    throw new ConfigError(COPY_STORAGE_USAGE);
  return resolve(cwd, value.slice('file:'.length));
}

async function main(args: string[]): Promise<{ message: string; failed: boolean }> {
  const config = loadConfig();
  // npm runs scripts from the repository root: a relative folder means the caller's.
  const folder = sourceFolder(args, config.dataDir, process.env.INIT_CWD ?? process.cwd());
  if (config.storage.provider !== 's3')
    throw new ConfigError('STORAGE_URL must name the bucket to copy to: s3://<bucket>[/<prefix>]');
  const isFolder = await stat(folder).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!isFolder) throw new ConfigError(`no folder to copy from at ${folder}`);
  const target = createS3Storage(config.storage);
  await target.check();
  const summary = await copyStorage(createLocalStorage(folder), target, (line) => console.error(line));
  const where = `s3://${config.storage.bucket}/${config.storage.prefix}`;
  return {
    message: `From ${folder} to ${where}: ${describeCopy(summary)}`,
    failed: summary.failed.length > 0,
  };
}

if (process.argv[1]?.endsWith('copy-storage.ts')) {
  main(process.argv.slice(2))
    .then(({ message, failed }) => {
      console.error(message);
      if (failed) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(`forja: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
