import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3StorageConfig } from '../providers/storage/s3-storage';

/** What s3rver accepts as credentials (it checks signatures when they are given). */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Runs s3rver in a process of its own, which reports its port and stops when its parent goes away. A process
 * of its own because s3rver makes ListObjectsV2 continuation tokens with DES, which OpenSSL 3 only offers
 * through its legacy provider: without it, any listing longer than one page fails.
 */
const S3RVER_PROCESS = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver(JSON.parse(process.argv[1]));
server.run().then(({ port }) => process.send({ port }), (error) => {
  console.error(error);
  process.exit(1);
});
process.on('disconnect', () => server.close().finally(() => process.exit(0)));
`;

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temporary folder, for
 * tests that go through the AWS SDK and HTTP. `storageConfig(prefix)` is what STORAGE_URL=s3://<bucket>/<prefix>
 * with S3_ENDPOINT and the credentials gives; `env(prefix)` is the same as environment variables.
 */
export async function startS3Server(options: { bucket?: string } = {}) {
  const bucket = options.bucket ?? 'forja-test';
  const directory = await mkdtemp(join(tmpdir(), 'forja-s3-'));
  const serverOptions = {
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  };
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', S3RVER_PROCESS, JSON.stringify(serverOptions)],
    {
      env: { PATH: process.env.PATH ?? '', S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver') },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const exited = once(child, 'exit');
  const [{ port }] = (await Promise.race([
    once(child, 'message'),
    exited.then(([code]) => Promise.reject(new Error(`s3rver exited before it listened (${String(code)})`))),
  ])) as [{ port: number }];
  const endpoint = `http://127.0.0.1:${port}`;

  const storageConfig = (prefix = '', bucketName = bucket): S3StorageConfig => ({
    provider: 's3',
    bucket: bucketName,
    prefix: prefix ? `${prefix.replace(/\/+$/, '')}/` : '',
    endpoint,
    region: 'us-east-1',
    credentials: S3RVER_CREDENTIALS,
    forcePathStyle: true,
  });

  return {
    endpoint,
    bucket,
    /** The folder where s3rver keeps the bucket's objects. */
    directory,
    storageConfig,
    /** Environment variables that point the server's storage at this bucket (under `prefix`). */
    env: (prefix = ''): Record<string, string> => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      if (child.exitCode === null && child.connected) {
        child.disconnect();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
