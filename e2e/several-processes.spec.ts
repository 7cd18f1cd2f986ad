import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest, createServer, type Server } from 'node:http';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { request as playwrightRequest, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../apps/api/src/test/s3-server';
import { createConfirmedAccount, createFounder, PASSWORD } from './support/founder';
import { startServer, type Server as Forja } from './support/server';

/**
 * The scaled deployment, for real: two Forja processes (the compiled server) on different ports over one
 * PostgreSQL database, one Redis and one S3 server, behind a small round-robin proxy like a load balancer's.
 * Runs when TEST_DATABASE_URL and REDIS_URL are set (CI sets both).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/** A load balancer in a few lines: round robin, the next process when one refuses the connection. */
function startProxy(backends: () => Forja[]): Promise<{ server: Server; url: string; served: string[] }> {
  let turn = 0;
  const served: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const body: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => body.push(chunk));
    incoming.on('end', () => {
      const live = backends();
      const first = turn;
      turn += 1;
      const forward = (attempt: number) => {
        const backend = live[(first + attempt) % live.length];
        if (!backend || attempt >= live.length) {
          outgoing.writeHead(502).end();
          return;
        }
        const target = new URL(incoming.url ?? '/', backend.url);
        const proxied = httpRequest(
          target,
          {
            method: incoming.method,
            headers: {
              ...incoming.headers,
              'x-forwarded-for': [
                incoming.headers['x-forwarded-for'],
                incoming.socket.remoteAddress ?? '127.0.0.1',
              ]
                .filter(Boolean)
                .join(', '),
            },
            // A fresh connection each time: a pooled socket to a dead process fails as a reset, not a refusal.
            agent: false,
          },
          (answer) => {
            served.push(backend.name);
            outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': backend.name });
            answer.pipe(outgoing);
          },
        );
        // Only a refused connection is retried on the other process: the request never reached this one.
        proxied.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') forward(attempt + 1);
          else if (!outgoing.headersSent) outgoing.writeHead(502).end();
        });
        proxied.end(Buffer.concat(body));
      };
      forward(0);
    });
  });
  return new Promise((resolveProxy) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolveProxy({ server, url: `http://127.0.0.1:${port}`, served });
    }),
  );
}

describe.runIf(databaseUrl && redisUrl)('two Forja processes behind a proxy', () => {
  const database = `forja_scale_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let redis: Redis;
  let forjaA: Forja;
  let forjaB: Forja;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let live: Forja[] = [];
  const started: Forja[] = [];
  const contexts: APIRequestContext[] = [];
  const authSecret = randomBytes(32).toString('base64url');

  /** One Forja process of the scaled deployment, on the shared database, Redis and object store. */
  async function startForja(name: string, url: string, proxyUrl: string): Promise<Forja> {
    const forja = await startServer(
      {
        DATABASE_URL: url,
        REDIS_URL: redisUrl,
        ...s3.env('uploads'),
        AUTH_SECRET: authSecret,
        APP_URL: proxyUrl,
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_SCALE: '1',
        // A process killed mid-job frees it in seconds here (five minutes by default).
        JOB_LEASE_SECONDS: '3',
      },
      { name },
    );
    started.push(forja);
    return forja;
  }

  /**
   * Each caller comes from its own address (through the trusted loopback proxy header), so the per-address limits
   * of one test, or of an earlier run against the same Redis, do not spill into another.
   */
  const someAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  const api = async (baseURL: string) => {
    const context = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': someAddress() },
    });
    contexts.push(context);
    return context;
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${database}`;
    s3 = await startS3Server();
    redis = new Redis(redisUrl ?? '');
    proxy = await startProxy(() => live);
    // Both start at once on an empty database: the migrations run once, under an advisory lock.
    const starting = [
      startForja('a', url.toString(), proxy.url),
      startForja('b', url.toString(), proxy.url),
    ] as const;
    // Both settle before a failure is reported, so afterAll stops the one that did start.
    await Promise.allSettled(starting);
    [forjaA, forjaB] = await Promise.all(starting);
    live = [forjaA, forjaB];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.dispose()));
    for (const forja of started) await forja.stop();
    await new Promise((done) => proxy?.server.close(done));
    redis?.disconnect();
    await s3?.close();
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  it('both processes are ready on one database whose migrations ran once', async () => {
    for (const forja of [forjaA, forjaB]) {
      const ready = await fetch(`${forja.url}/api/health/ready`);
      expect(ready.status, forja.log()).toBe(200);
      expect(ready.headers.get('x-request-id')).toMatch(/^[\w.-]{8,64}$/);
    }
    const client = new pg.Client({ connectionString: forjaDatabaseUrl() });
    await client.connect();
    const rows = await client.query<{ count: number; distinct: number }>(
      'select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    await client.end();
    expect(rows.rows[0]?.count).toBeGreaterThan(0);
    expect(rows.rows[0]?.count).toBe(rows.rows[0]?.distinct);
  });

  function forjaDatabaseUrl(): string {
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${database}`;
    return url.toString();
  }

  it('a session opened through one process is honoured by the other', async () => {
    const { email, accessToken } = await createConfirmedAccount(await api(forjaA.url));
    const onB = await fetch(`${forjaB.url}/api/v3/user/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { content: { email: string } }).content.email).toBe(email);

    const signIn = await fetch(`${forjaB.url}/api/v3/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { content: { access_token: string } }).content.access_token;
    const onA = await fetch(`${forjaA.url}/api/v3/user/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(onA.status).toBe(200);
  });

  it('a file uploaded through one process downloads through the other, from the object store', async () => {
    const founder = await createFounder(await api(forjaA.url));
    const pdf = Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n% ${randomBytes(8).toString('hex')}\n%%EOF\n`,
    );
    const onA = await api(forjaA.url);
    const uploaded = await onA.post(`/api/v3/company/${founder.companyId}/documents/CSF_company`, {
      headers: { authorization: `Bearer ${founder.accessToken}` },
      multipart: { file: { name: 'constancia.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);

    const profile = await fetch(`${forjaB.url}/api/v3/company/get-company-profile/${founder.companyId}`, {
      headers: { authorization: `Bearer ${founder.accessToken}` },
    });
    expect(profile.status).toBe(200);
    const documents = (
      (await profile.json()) as { content: { documents: { type: string; document_url: string }[] } }
    ).content.documents;
    const link = documents.find((document) => document.type === 'CSF_company')?.document_url ?? '';
    const downloaded = await fetch(new URL(link, forjaB.url));
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(pdf)).toBe(true);

    // It lives in the bucket, not on either process's disk.
    const { credentials } = s3.storageConfig('uploads');
    const s3Client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials,
    });
    const listed = await s3Client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `uploads/companies/${founder.companyId}/` }),
    );
    s3Client.destroy();
    expect(listed.Contents?.map((object) => object.Key)).toEqual([
      expect.stringMatching(
        new RegExp(`^uploads/companies/${founder.companyId}/CSF_company-[0-9a-f]+\\.pdf$`),
      ),
    ]);
    for (const forja of [forjaA, forjaB]) expect(readdirSync(forja.dataDir)).not.toContain('uploads');
  });

  it('the sign-in limit reached across both processes holds in each', async () => {
    const { email } = await createConfirmedAccount(await api(forjaA.url));
    const from = someAddress();
    const wrong = (forja: Forja) =>
      fetch(`${forja.url}/api/v3/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email, password: 'Not-The-Password-1' }),
      });
    // Ten failures per account and address in 15 minutes, five through each process.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await wrong(attempt % 2 === 0 ? forjaA : forjaB);
      expect(answer.status).toBe(401);
    }
    // Past the limit even the right password is refused (with the same answer, so it says nothing), on both.
    for (const forja of [forjaA, forjaB]) {
      const limited = await fetch(`${forja.url}/api/v3/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(limited.status).toBe(401);
      expect(await limited.json()).toEqual({ message: ['bad_credentials'] });
    }
    // The counters live in Redis, where both processes read them.
    expect((await redis.keys('forja:rl:*')).length).toBeGreaterThan(0);
  });

  it('a job enqueued through one process runs exactly once', async () => {
    const { email, accessToken } = await createConfirmedAccount(await api(forjaA.url));
    const requested = await fetch(`${forjaA.url}/api/v3/privacy/me/data-export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'x-language': 'es' },
    });
    expect(requested.status).toBe(200);
    const requestId = requested.headers.get('x-request-id');

    const client = new pg.Client({ connectionString: forjaDatabaseUrl() });
    await client.connect();
    await expect
      .poll(
        async () =>
          (
            await client.query<{ done: boolean }>(
              `select done_at is not null as done from jobs where kind = 'privacy-data-export' and request_id = $1`,
              [requestId],
            )
          ).rows[0]?.done,
        { timeout: 20_000 },
      )
      .toBe(true);
    const job = await client.query<{ attempts: number }>(
      `select attempts from jobs where kind = 'privacy-data-export' and request_id = $1`,
      [requestId],
    );
    await client.end();
    expect(job.rows).toEqual([{ attempts: 1 }]);

    const mailbox = await fetch(`${forjaB.url}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mails = ((await mailbox.json()) as { content: { subject: string; text: string }[] }).content;
    const exportMails = mails.filter((mail) => mail.text.includes('/account#my-data'));
    expect(exportMails).toHaveLength(1);
  });

  it('killing one process loses no answered request and no job', async () => {
    const founder = await createFounder(await api(proxy.url));
    const throughProxy = await api(proxy.url);
    const auth = { authorization: `Bearer ${founder.accessToken}`, 'x-language': 'es' };
    const create = async (index: number) => {
      const answer = await throughProxy.post('/api/v3/company/register', {
        headers: auth,
        data: {
          company_type: 'sa',
          company_name: `Escala ${index}`,
          legal_names: [{ name: `Escala Norte ${index} ${randomBytes(3).toString('hex')}`, priority: 1 }],
          legal_representation: true,
        },
      });
      return answer.ok() ? ((await answer.json()) as { content: { id: number } }).content.id : null;
    };

    // Three people ask for a copy of their data through the process about to die.
    const people = [];
    for (let index = 0; index < 3; index += 1)
      people.push(await createConfirmedAccount(await api(forjaA.url)));
    const exportRequests = await Promise.all(
      people.map(({ accessToken }) =>
        fetch(`${forjaA.url}/api/v3/privacy/me/data-export`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}` },
        }),
      ),
    );
    const requestIds = exportRequests.map((answer) => answer.headers.get('x-request-id'));
    expect(exportRequests.map((answer) => answer.status)).toEqual([200, 200, 200]);

    const answered: number[] = [];
    const first = await Promise.all(Array.from({ length: 6 }, (_, index) => create(index)));
    // One process dies at once, without a chance to finish anything; the proxy keeps sending to it until
    // its connections are refused, then only to the survivor.
    forjaA.process.kill('SIGKILL');
    await new Promise((done) => forjaA.process.once('exit', done));
    const after = await Promise.all(Array.from({ length: 6 }, (_, index) => create(100 + index)));
    for (const id of [...first, ...after]) if (id !== null) answered.push(id);
    expect(answered).toHaveLength(12);

    // Every answered company is there, read through the survivor.
    const client = new pg.Client({ connectionString: forjaDatabaseUrl() });
    await client.connect();
    const exportJobs = (
      await client.query<{ id: number }>(
        `select id from jobs where kind = 'privacy-data-export' and request_id = any($1::text[])`,
        [requestIds],
      )
    ).rows.map((row) => Number(row.id));
    expect(exportJobs).toHaveLength(3);
    const stored = await client.query<{ id: number }>(
      'select id from companies where id = any($1::bigint[])',
      [answered],
    );
    expect(stored.rows.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(
      [...answered].sort((a, b) => a - b),
    );

    // The jobs enqueued through the dead process just before it died (some perhaps claimed by it, their lease
    // then running out) are all done by the survivor.
    const pending = await client.query<{ id: number; done: boolean; attempts: number }>(
      `select id, done_at is not null as done, attempts from jobs where kind = 'privacy-data-export' and id = any($1::bigint[])`,
      [exportJobs],
    );
    expect(pending.rows).toHaveLength(exportJobs.length);
    await expect
      .poll(
        async () =>
          (
            await client.query<{ done: number }>(
              `select count(*)::int as done from jobs where done_at is not null and id = any($1::bigint[])`,
              [exportJobs],
            )
          ).rows[0]?.done,
        { timeout: 30_000 },
      )
      .toBe(exportJobs.length);
    await client.end();
    expect(proxy.served).toContain('b');
  });
});
