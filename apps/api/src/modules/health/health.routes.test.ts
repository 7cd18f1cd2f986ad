import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { READINESS_CHECK_TIMEOUT_MS } from './health.routes';

/** Readiness names each check that fails, answers 503 then, and never waits long on any of them. */

const REDIS_URL = process.env.REDIS_URL;
const READY = '/api/health/ready';

async function readiness(t: TestApp) {
  const started = Date.now();
  const res = await t.app.inject({ method: 'GET', url: READY });
  return {
    status: res.statusCode,
    body: res.json<{ content: { status: string; database: string; failed: string[] } }>(),
    ms: Date.now() - started,
  };
}

/** A port that answers TCP connections and never says a word: a peer that hangs. */
function startSilentPeer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        port,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    }),
  );
}

/** A TCP port nothing listens on. */
async function closedPort(): Promise<number> {
  const peer = await startSilentPeer();
  await peer.close();
  return peer.port;
}

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'forja-ready-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Room for a loaded machine's late timers and slow connections: a hang would last until the test's timeout. */
const LATE_MS = 4_000;

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STORAGE_URL: `file:${join(folder, 'uploads')}` });
  });
  afterAll(() => t.close());

  it('is ok when the database, migrations, storage and queue answer', async () => {
    const ready = await readiness(t);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      content: { status: 'ok', database: process.env.FORJA_TEST_DB, failed: [] },
    });
  });

  it('answers 503 shutting_down once the process drains', async () => {
    t.app.drain.draining = true;
    try {
      const ready = await readiness(t);
      expect(ready.status).toBe(503);
      expect(ready.body.content).toEqual({
        status: 'unavailable',
        database: process.env.FORJA_TEST_DB,
        failed: ['shutting_down'],
      });
    } finally {
      t.app.drain.draining = false;
    }
    expect((await readiness(t)).status).toBe(200);
  });

  it('turns new requests away over the network once draining, readiness saying why', async () => {
    const served = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const address = await served.app.listen({ port: 0, host: '127.0.0.1' });
      served.app.drain.draining = true;
      const ready = await fetch(`${address}${READY}`, { headers: { 'x-request-id': 'lb-probe-1' } });
      expect(ready.status).toBe(503);
      expect(ready.headers.get('connection')).toBe('close');
      expect(ready.headers.get('x-request-id')).toBe('lb-probe-1');
      expect(await ready.json()).toEqual({
        content: { status: 'unavailable', database: process.env.FORJA_TEST_DB, failed: ['shutting_down'] },
      });
      const other = await fetch(`${address}/api/v3/available-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ana@example.mx' }),
      });
      expect(other.status).toBe(503);
      expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await other.json()).toEqual({ message: ['service_unavailable'] });
      // Liveness still answers: the process is alive, only leaving.
      expect((await fetch(`${address}/api/health/live`)).status).toBe(200);
    } finally {
      await served.close();
    }
  });
});

describe('readiness with one part missing', () => {
  it('names the migrations when the database lacks one', async () => {
    const t = await createTestApp();
    try {
      await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const ready = await readiness(t);
      expect(ready.status).toBe(503);
      expect(ready.body.content.failed).toEqual(['migrations']);
    } finally {
      await t.close();
    }
  });

  it('names the queue when the jobs table cannot be read', async () => {
    const t = await createTestApp();
    try {
      await t.database.db.execute(sql`alter table jobs rename to jobs_elsewhere`);
      const ready = await readiness(t);
      expect(ready.status).toBe(503);
      expect(ready.body.content.failed).toEqual(['queue']);
      await t.database.db.execute(sql`alter table jobs_elsewhere rename to jobs`);
      expect((await readiness(t)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('names the storage when its folder cannot be written', async () => {
    // A regular file where the folder's parent should be: nothing can be created below it, not even by root.
    const blocker = join(folder, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const t = await createTestApp({ STORAGE_URL: `file:${join(blocker, 'uploads')}` });
    try {
      const ready = await readiness(t);
      expect(ready.status).toBe(503);
      expect(ready.body.content.failed).toEqual(['storage']);
    } finally {
      await t.close();
    }
  });

  it('names the storage when the S3 endpoint refuses connections, within the check timeout', async () => {
    const t = await createTestApp({
      STORAGE_URL: 's3://forja-ready-test',
      S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      S3_ACCESS_KEY_ID: 'forja',
      S3_SECRET_ACCESS_KEY: 'forja-secret-key',
    });
    try {
      const ready = await readiness(t);
      expect(ready.status).toBe(503);
      expect(ready.body.content.failed).toEqual(['storage']);
      expect(ready.ms).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + LATE_MS);
    } finally {
      await t.close();
    }
  });

  it('names Redis when nothing answers at REDIS_URL', async () => {
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const ready = await readiness(t);
      expect(ready.status).toBe(503);
      expect(ready.body.content.failed).toEqual(['redis']);
      expect(ready.ms).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + LATE_MS);
    } finally {
      await t.close();
    }
  });

  it('names Redis, without hanging, when Redis accepts connections and never answers', async () => {
    const silent = await startSilentPeer();
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${silent.port}` });
    try {
      const ready = await readiness(t);
      expect(ready.status).toBe(503);
      expect(ready.body.content.failed).toEqual(['redis']);
      expect(ready.ms).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + LATE_MS);
    } finally {
      await t.close();
      await silent.close();
    }
  });

  it.runIf(REDIS_URL)('is ok with a Redis that answers', async () => {
    const t = await createTestApp({ REDIS_URL: REDIS_URL ?? '' });
    try {
      // Just started, on a loaded machine the first check can outlast its 2 s while the connection opens (a
      // probe asks again); once connected, the server is ready.
      let ready = await readiness(t);
      for (let attempt = 0; ready.status !== 200 && attempt < 5; attempt++) ready = await readiness(t);
      expect(ready.status, JSON.stringify(ready.body)).toBe(200);
      expect(ready.body.content.failed).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
