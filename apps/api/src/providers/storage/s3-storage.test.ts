import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

let s3: S3TestServer;
const folder = mkdtempSync(join(tmpdir(), 'forja-storage-contract-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A stream of `size` pseudo-random bytes, produced chunk by chunk, and the sha256 of what it produced. */
function generatedStream(size: number) {
  const hash = createHash('sha256');
  let left = size;
  const stream = Readable.from(
    (function* () {
      while (left > 0) {
        const chunk = randomBytes(Math.min(left, 256 * 1024));
        left -= chunk.length;
        hash.update(chunk);
        yield chunk;
      }
    })(),
  );
  return { stream, digest: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const read = async (storage: Storage, key: string) => {
  const stream = await storage.get(key);
  return stream && (await text(stream));
};

const keysOf = async (storage: Storage) => (await storage.list()).map((file) => file.key).sort();

describe('S3 storage', () => {
  it('stores a buffer and a stream under the prefix and reads them back', async () => {
    const storage = createS3Storage(s3.storageConfig('uploads'));
    await storage.put('companies/1/act.pdf', Buffer.from('%PDF-1.4 hola'), {
      contentType: 'application/pdf',
    });
    await storage.put('companies/1/notes.txt', Readable.from([Buffer.from('uno '), Buffer.from('dos')]));

    const act = await storage.get('companies/1/act.pdf');
    expect(act && (await text(act))).toBe('%PDF-1.4 hola');
    const notes = await storage.get('companies/1/notes.txt');
    expect(notes && (await text(notes))).toBe('uno dos');
    // Under the prefix in the bucket: the same key without it is not there.
    const bare = createS3Storage(s3.storageConfig(''));
    expect(await bare.get('companies/1/act.pdf')).toBeNull();
    expect(await bare.get('uploads/companies/1/act.pdf')).not.toBeNull();
  });

  it('sends a large stream as a multipart upload and reads it back byte for byte', async () => {
    const storage = createS3Storage(s3.storageConfig('multipart'));
    const source = generatedStream(20 * 1024 * 1024 + 12_345); // three parts of 8 MB
    const sent = vi.spyOn(S3Client.prototype, 'send');
    try {
      await storage.put('large/scan.bin', source.stream);
      const commands = sent.mock.calls.map(([command]) => command.constructor.name);
      expect(commands.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
      expect(commands).toContain('CompleteMultipartUploadCommand');
    } finally {
      sent.mockRestore();
    }
    const stored = await storage.get('large/scan.bin');
    expect(stored).not.toBeNull();
    expect(await sha256Of(stored!)).toBe(source.digest());
  });

  it('leaves no object when the stream fails half way', async () => {
    const storage = createS3Storage(s3.storageConfig('failing'));
    const failing = Readable.from(
      (function* () {
        yield randomBytes(9 * 1024 * 1024);
        throw new Error('the client went away');
      })(),
    );
    const sent = vi.spyOn(S3Client.prototype, 'send');
    try {
      await expect(storage.put('large/broken.bin', failing)).rejects.toThrow();
      // The parts already sent are dropped with the unfinished upload, not left billed in the bucket.
      const commands = sent.mock.calls.map(([command]) => command.constructor.name);
      expect(commands).toContain('AbortMultipartUploadCommand');
    } finally {
      sent.mockRestore();
    }
    expect(await storage.get('large/broken.bin')).toBeNull();
    expect(await keysOf(storage)).toEqual([]);
  });

  it('keeps two prefixes of one bucket apart', async () => {
    const first = createS3Storage(s3.storageConfig('tenant-a'));
    const second = createS3Storage(s3.storageConfig('tenant-b'));
    await first.put('same/key.txt', Buffer.from('a'));
    await second.put('same/key.txt', Buffer.from('b'));
    await second.put('only-b.txt', Buffer.from('b'));

    expect(await keysOf(first)).toEqual(['same/key.txt']);
    expect(await keysOf(second)).toEqual(['only-b.txt', 'same/key.txt']);
    const fromFirst = await first.get('same/key.txt');
    expect(fromFirst && (await text(fromFirst))).toBe('a');
    expect(await first.get('only-b.txt')).toBeNull();
  });

  it('lists every object across pages', async () => {
    const storage = createS3Storage(s3.storageConfig('many'));
    const keys = Array.from({ length: 1005 }, (_, index) => `k/${String(index).padStart(4, '0')}`);
    for (let start = 0; start < keys.length; start += 50)
      await Promise.all(keys.slice(start, start + 50).map((key) => storage.put(key, Buffer.from(key))));
    const listed = await storage.list();
    expect(listed.map((file) => file.key).sort()).toEqual(keys);
    expect(listed.every((file) => !file.partial && file.modifiedAt.getTime() > 0)).toBe(true);
  });

  it('tells whether the bucket can be used', async () => {
    await expect(createS3Storage(s3.storageConfig('')).check()).resolves.toBeUndefined();
    await expect(createS3Storage(s3.storageConfig('', 'no-such-bucket')).check()).rejects.toThrow(
      /S3 bucket no-such-bucket is not usable/,
    );
  });

  it('throws, rather than answering missing, when the bucket itself is missing', async () => {
    const storage = createS3Storage(s3.storageConfig('', 'no-such-bucket'));
    await expect(storage.get('companies/1/act.pdf')).rejects.toThrow();
  });
});

describe.each([
  { provider: 'local', create: (prefix: string) => createLocalStorage(join(folder, prefix)) },
  { provider: 's3', create: (prefix: string) => createS3Storage(s3.storageConfig(`contract/${prefix}`)) },
])('$provider storage, as every provider behaves', ({ create }) => {
  let storage: Storage;
  beforeAll(() => {
    storage = create(randomBytes(4).toString('hex'));
  });

  it('reads back what was stored, from a buffer or a stream', async () => {
    await storage.put('companies/7/id-front.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00]));
    await storage.put('companies/7/statement.txt', Readable.from(['línea 1\n', 'línea 2\n']));
    const image = await storage.get('companies/7/id-front.jpg');
    expect(image && (await sha256Of(image))).toBe(
      createHash('sha256')
        .update(Buffer.from([0xff, 0xd8, 0xff, 0x00]))
        .digest('hex'),
    );
    const statement = await storage.get('companies/7/statement.txt');
    expect(statement && (await text(statement))).toBe('línea 1\nlínea 2\n');
  });

  it('stores an empty file, from a buffer or a stream', async () => {
    await storage.put('empty/from-buffer.txt', Buffer.alloc(0));
    await storage.put('empty/from-stream.txt', Readable.from([]));
    expect(await read(storage, 'empty/from-buffer.txt')).toBe('');
    expect(await read(storage, 'empty/from-stream.txt')).toBe('');
  });

  it('replaces a file stored again under the same key', async () => {
    await storage.put('companies/7/replaced.txt', Buffer.from('first'));
    await storage.put('companies/7/replaced.txt', Buffer.from('second'));
    const stored = await storage.get('companies/7/replaced.txt');
    expect(stored && (await text(stored))).toBe('second');
  });

  it('answers null for a missing file', async () => {
    expect(await storage.get('companies/7/never-stored.pdf')).toBeNull();
  });

  it('deletes for real, and deleting a missing file is fine', async () => {
    await storage.put('companies/7/gone.pdf', Buffer.from('%PDF'));
    expect(await keysOf(storage)).toContain('companies/7/gone.pdf');
    await storage.delete('companies/7/gone.pdf');
    expect(await storage.get('companies/7/gone.pdf')).toBeNull();
    expect(await keysOf(storage)).not.toContain('companies/7/gone.pdf');
    await expect(storage.delete('companies/7/gone.pdf')).resolves.toBeUndefined();
  });

  it('lists finished files by key, with their times', async () => {
    const before = Date.now() - 60_000;
    await storage.put('listed/a.txt', Buffer.from('a'));
    const listed = (await storage.list()).find((file) => file.key === 'listed/a.txt');
    expect(listed?.partial).toBe(false);
    expect(listed?.modifiedAt.getTime()).toBeGreaterThan(before);
  });

  it('refuses unsafe keys', async () => {
    for (const key of ['../escape.pdf', '/etc/passwd', 'a/../../b', 'a//b', 'folder/', '', 'a b.pdf']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
    }
  });

  it('passes its readiness check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});
