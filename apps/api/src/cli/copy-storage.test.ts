import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../providers/storage/local-storage';
import { createS3Storage } from '../providers/storage/s3-storage';
import type { Storage } from '../providers/storage/storage';
import { startS3Server, type S3TestServer } from '../test/s3-server';
import { COPY_STORAGE_USAGE, copyStorage, describeCopy, sourceFolder } from './copy-storage';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(join(tmpdir(), 'forja-copy-storage-'));
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A local uploads folder with two finished files (one nested) and the `.part` a crash left. */
function uploadsFolder(name: string) {
  const folder = join(scratch, name);
  mkdirSync(join(folder, 'companies/9/partners'), { recursive: true });
  writeFileSync(join(folder, 'companies/9/act.pdf'), '%PDF-1.4 acta');
  writeFileSync(
    join(folder, 'companies/9/partners/ine-front.jpg'),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]),
  );
  writeFileSync(join(folder, 'companies/9/act.pdf.3f2a1b.part'), '%PDF-1.4 a medias');
  return folder;
}

const read = async (storage: Storage, key: string) => {
  const stream = await storage.get(key);
  return stream && (await text(stream));
};

function runCli(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/copy-storage.ts', ...args], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('copying stored files to a bucket', () => {
  it('copies every finished file, checks each, and copies nothing the second time', async () => {
    const source = createLocalStorage(uploadsFolder('first'));
    const target = createS3Storage(s3.storageConfig('first'));

    const first = await copyStorage(source, target);
    expect(first).toEqual({ copied: 2, replaced: 0, skipped: 0, failed: [] });
    expect(await read(target, 'companies/9/act.pdf')).toBe('%PDF-1.4 acta');
    const image = await target.get('companies/9/partners/ine-front.jpg');
    expect(image && Buffer.from(await image.toArray().then((chunks) => Buffer.concat(chunks)))).toEqual(
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]),
    );
    expect((await target.list()).map((file) => file.key).sort()).toEqual([
      'companies/9/act.pdf',
      'companies/9/partners/ine-front.jpg',
    ]);

    const again = await copyStorage(source, target);
    expect(again).toEqual({ copied: 0, replaced: 0, skipped: 2, failed: [] });
    expect(describeCopy(again)).toBe('0 copied, 2 already present and identical, 0 failed.');
  });

  it('replaces a copy in the bucket whose bytes differ from the source', async () => {
    const source = createLocalStorage(uploadsFolder('differing'));
    const target = createS3Storage(s3.storageConfig('differing'));
    await target.put('companies/9/act.pdf', Buffer.from('%PDF-1.4 otra cosa'));

    const summary = await copyStorage(source, target);
    expect(summary).toEqual({ copied: 2, replaced: 1, skipped: 0, failed: [] });
    expect(await read(target, 'companies/9/act.pdf')).toBe('%PDF-1.4 acta');
    expect(describeCopy(summary)).toBe(
      '2 copied (1 replaced, as the bucket held other bytes), 0 already present and identical, 0 failed.',
    );
  });

  it('reports a copy that does not read back identical, and goes on with the others', async () => {
    const source = createLocalStorage(uploadsFolder('corrupting'));
    const bucket = createS3Storage(s3.storageConfig('corrupting'));
    // A target that loses the last byte of one file on the way, as a broken proxy or disk would.
    const lossy: Storage = {
      ...bucket,
      async put(key, data) {
        const bytes = Buffer.concat(await (Buffer.isBuffer(data) ? [data] : data.toArray()));
        await bucket.put(key, key.endsWith('act.pdf') ? bytes.subarray(0, -1) : bytes);
      },
    };
    const lines: string[] = [];
    const summary = await copyStorage(source, lossy, (line) => lines.push(line));
    expect(summary.copied).toBe(1);
    expect(summary.failed).toEqual([
      { key: 'companies/9/act.pdf', reason: 'read back different after copying' },
    ]);
    expect(lines).toContain('failed companies/9/act.pdf: read back different after copying');
    // Run again through a sound target: the damaged copy is found different and replaced.
    expect(await copyStorage(source, bucket)).toEqual({ copied: 1, replaced: 1, skipped: 1, failed: [] });
    expect(await read(bucket, 'companies/9/act.pdf')).toBe('%PDF-1.4 acta');
  });

  it('takes its source folder from --from, or DATA_DIR/uploads', () => {
    expect(sourceFolder([], '/srv/forja', '/home/ana')).toBe('/srv/forja/uploads');
    expect(sourceFolder(['--from', 'file:old/uploads'], '/srv/forja', '/home/ana')).toBe(
      '/home/ana/old/uploads',
    );
    expect(() => sourceFolder(['--from', 's3://bucket'], '/srv/forja', '/home/ana')).toThrow(
      COPY_STORAGE_USAGE,
    );
    expect(() => sourceFolder(['old/uploads'], '/srv/forja', '/home/ana')).toThrow(COPY_STORAGE_USAGE);
  });

  it('runs from the command line, to the bucket STORAGE_URL names', async () => {
    const dataDir = join(scratch, 'data-dir');
    mkdirSync(dataDir);
    const folder = uploadsFolder('data-dir/uploads');
    const env = { DATA_DIR: dataDir, ...s3.env('from-cli') };

    const run = runCli([], env);
    expect(run.stderr).toContain(`From ${folder} to s3://${s3.bucket}/from-cli/: 2 copied, 0 already`);
    expect(run.status).toBe(0);
    expect(await read(createS3Storage(s3.storageConfig('from-cli')), 'companies/9/act.pdf')).toBe(
      '%PDF-1.4 acta',
    );

    const again = runCli(['--from', `file:${folder}`], env);
    expect(again.stderr).toContain(': 0 copied, 2 already present and identical, 0 failed.');
    expect(again.status).toBe(0);
  });

  it('refuses to run without a bucket to copy to, a folder to copy from, or with a bucket that is not there', () => {
    const local = runCli([], { DATA_DIR: join(scratch, 'nowhere') });
    expect(local.status).toBe(1);
    expect(local.stderr.trim()).toBe(
      'forja: STORAGE_URL must name the bucket to copy to: s3://<bucket>[/<prefix>]',
    );
    const noFolder = runCli([], { DATA_DIR: join(scratch, 'nowhere'), ...s3.env() });
    expect(noFolder.status).toBe(1);
    expect(noFolder.stderr.trim()).toBe(
      `forja: no folder to copy from at ${join(scratch, 'nowhere', 'uploads')}`,
    );
    const missing = runCli(['--from', `file:${uploadsFolder('to-nowhere')}`], {
      ...s3.env(),
      STORAGE_URL: 's3://no-such-bucket',
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('forja: S3 bucket no-such-bucket is not usable');
  });
});
