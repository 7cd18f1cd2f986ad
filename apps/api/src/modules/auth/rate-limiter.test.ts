import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { rateLimitCounters } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { closeRedis, openRedis, type RedisClient } from '../../providers/redis/redis-client';
import { uniqueEmail } from '../../test/accounts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { LIMITS } from './auth.service';
import { createRateLimiter, REDIS_KEY_PREFIX, type RateLimitStore } from './rate-limiter';
import { hashSecret } from './tokens';

/**
 * The same rules over both stores: the database, and Redis when REDIS_URL is set (CI sets it). Each store
 * gives two limiters that stand for two API processes: over one database, or over two Redis connections.
 */

const REDIS_URL = process.env.REDIS_URL;
const RULE = { limit: 3, windowMs: 60_000 };
/** 30 s into a one-minute window. */
const NOW = new Date('2026-11-22T12:00:30Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** Keys under a prefix of this run only, so parallel runs sharing the Redis never meet; removed after. */
const testPrefix = () => `${REDIS_KEY_PREFIX}test:${randomBytes(6).toString('hex')}:`;

async function deleteKeys(redis: RedisClient, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

type Processes = { first: RateLimitStore; second: RateLimitStore; close: () => Promise<void> };
type StoreCase = { name: string; open: () => Promise<Processes> };

const STORES: StoreCase[] = [
  {
    name: 'the database',
    open: async () => {
      const database = await createTestDatabase();
      return { first: { db: database.db }, second: { db: database.db }, close: () => database.close() };
    },
  },
];
if (REDIS_URL) {
  STORES.push({
    name: 'Redis',
    open: async () => {
      const prefix = testPrefix();
      const one = openRedis(REDIS_URL);
      const two = openRedis(REDIS_URL);
      return {
        first: { redis: one, prefix },
        second: { redis: two, prefix },
        close: async () => {
          await deleteKeys(one, `${prefix}*`);
          await closeRedis(one);
          await closeRedis(two);
        },
      };
    },
  });
}

describe.each(STORES)('rate limits in $name', ({ open }) => {
  let processes: Processes;
  beforeAll(async () => {
    processes = await open();
  });
  afterAll(() => processes.close());

  let keys = 0;
  const uniqueKey = () => `login:ip:10.20.0.${(keys += 1)}`;

  it('allows hits up to the limit and refuses the next, saying when the window ends', async () => {
    const limiter = createRateLimiter(processes.first);
    const key = uniqueKey();
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.hit(key, RULE, NOW));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(30);
    expect(await limiter.remaining(key, RULE, NOW)).toBe(0);
  });

  it('starts a new window fresh', async () => {
    const limiter = createRateLimiter(processes.first);
    const key = uniqueKey();
    for (let i = 0; i < 4; i += 1) await limiter.hit(key, RULE, NOW);
    const next = later(30_000);
    expect(await limiter.remaining(key, RULE, next)).toBe(3);
    expect(await limiter.hit(key, RULE, next)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect(await limiter.remaining(key, RULE, next)).toBe(2);
  });

  it('counts what is left without counting a hit', async () => {
    const limiter = createRateLimiter(processes.first);
    const key = uniqueKey();
    expect(await limiter.remaining(key, RULE, NOW)).toBe(3);
    expect(await limiter.remaining(key, RULE, NOW)).toBe(3);
    await limiter.hit(key, RULE, NOW);
    expect(await limiter.remaining(key, RULE, NOW)).toBe(2);
    expect(await limiter.remaining(key, RULE, NOW)).toBe(2);
  });

  it('counts a hit of several at once, and scales the limits', async () => {
    const limiter = createRateLimiter(processes.first);
    const key = uniqueKey();
    expect((await limiter.hit(key, RULE, NOW, 3)).allowed).toBe(true);
    expect((await limiter.hit(key, RULE, NOW, 1)).allowed).toBe(false);

    const scaled = createRateLimiter(processes.first, { scale: 2 });
    const other = uniqueKey();
    expect(await scaled.remaining(other, RULE, NOW)).toBe(6);
    expect((await scaled.hit(other, RULE, NOW, 6)).allowed).toBe(true);
    expect((await scaled.hit(other, RULE, NOW)).allowed).toBe(false);
  });

  it('forgets a key on clear, and only that key', async () => {
    const limiter = createRateLimiter(processes.first);
    const key = uniqueKey();
    const neighbour = uniqueKey();
    for (let i = 0; i < 4; i += 1) await limiter.hit(key, RULE, NOW);
    await limiter.hit(neighbour, RULE, NOW);
    await limiter.clear(key);
    expect(await limiter.remaining(key, RULE, NOW)).toBe(3);
    expect(await limiter.hit(key, RULE, NOW)).toMatchObject({ allowed: true });
    expect(await limiter.remaining(key, RULE, NOW)).toBe(2);
    expect(await limiter.remaining(neighbour, RULE, NOW)).toBe(2);
    await limiter.clear(uniqueKey());
  });

  it('shares one count between two processes: a limit reached in one holds in the other', async () => {
    const first = createRateLimiter(processes.first);
    const second = createRateLimiter(processes.second);
    const key = uniqueKey();
    await first.hit(key, RULE, NOW);
    await second.hit(key, RULE, NOW);
    await first.hit(key, RULE, NOW);
    expect(await second.hit(key, RULE, NOW)).toMatchObject({ allowed: false });
    expect(await first.hit(key, RULE, NOW)).toMatchObject({ allowed: false });
    expect(await first.remaining(key, RULE, NOW)).toBe(0);
    await second.clear(key);
    expect(await first.remaining(key, RULE, NOW)).toBe(3);
  });
});

describe.runIf(REDIS_URL)('the Redis store', () => {
  const prefix = testPrefix();
  let redis: RedisClient;
  beforeAll(() => {
    redis = openRedis(REDIS_URL ?? '');
  });
  afterAll(async () => {
    await deleteKeys(redis, `${prefix}*`);
    await closeRedis(redis);
  });

  it('keeps each window under its own key, expiring when the window ends', async () => {
    const limiter = createRateLimiter({ redis, prefix });
    await limiter.hit('code:user:7', RULE, NOW);
    await limiter.hit('code:user:7', RULE, later(30_000));
    const windowKey = (start: string) => `${prefix}code:user:7:${new Date(start).getTime()}`;
    expect(await redis.get(windowKey('2026-11-22T12:00:00Z'))).toBe('1');
    expect(await redis.get(windowKey('2026-11-22T12:01:00Z'))).toBe('1');
    for (const key of [windowKey('2026-11-22T12:00:00Z'), windowKey('2026-11-22T12:01:00Z')]) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(RULE.windowMs);
    }
    // 30 s were left in the first window when it was hit: it expires then, not a whole window later.
    expect(await redis.pttl(windowKey('2026-11-22T12:00:00Z'))).toBeLessThanOrEqual(30_000);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.every((key) => key.startsWith(REDIS_KEY_PREFIX))).toBe(true);
  });

  it('counts concurrent hits from two connections exactly', async () => {
    const other = openRedis(REDIS_URL ?? '');
    try {
      const first = createRateLimiter({ redis, prefix });
      const second = createRateLimiter({ redis: other, prefix });
      const rule = { limit: 25, windowMs: 60_000 };
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).hit('burst', rule, NOW)),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(25);
    } finally {
      await closeRedis(other);
    }
  });
});

describe('when Redis cannot be reached', () => {
  it('refuses with 503 service_unavailable, fast, and tells the log', async () => {
    const connectionErrors: Error[] = [];
    const failures: Error[] = [];
    // Nothing listens on port 1: every connection attempt is refused.
    const redis = openRedis('redis://127.0.0.1:1', { log: (error) => connectionErrors.push(error) });
    try {
      const limiter = createRateLimiter({ redis, log: (error) => failures.push(error) });
      const started = Date.now();
      const hit = limiter.hit('login:ip:10.22.0.1', RULE, NOW);
      await expect(hit).rejects.toBeInstanceOf(AppError);
      await expect(hit).rejects.toMatchObject({ status: 503, codes: ['service_unavailable'] });
      await expect(limiter.remaining('login:ip:10.22.0.1', RULE, NOW)).rejects.toMatchObject({
        status: 503,
      });
      await expect(limiter.clear('login:ip:10.22.0.1')).rejects.toMatchObject({ status: 503 });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(failures).toHaveLength(3);
      // One report for the outage, not one per reconnection attempt.
      expect(connectionErrors).toHaveLength(1);
    } finally {
      await closeRedis(redis);
    }
    // Closed, it stops trying to reconnect (nothing keeps the process alive).
    let attempts = 0;
    redis.on('reconnecting', () => (attempts += 1));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(attempts).toBe(0);
  });

  it('answers a sign-in with 503 service_unavailable, not 500 and not a session', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/user/login',
        payload: { email: uniqueEmail('down'), password: 'Wrong-password-1' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: ['service_unavailable'] });
    } finally {
      const redis = t.services().redis;
      await t.close();
      if (redis) await closeRedis(redis);
    }
  });
});

describe.runIf(REDIS_URL)('two API processes sharing one Redis', () => {
  // At the start of an hour, which starts a window of every sign-in limit: Redis expires a count after the time
  // left in its window by this clock, and a clock stopped near a window's end would let the count expire in real
  // time while the test runs (a slow machine takes seconds for these sign-ins).
  const clock = testClock(new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000));
  let t: TestApp;
  let other: FastifyInstance;
  // An address and an account of this run only, so no other run sharing the Redis counts with them.
  const ip = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  const email = uniqueEmail('shared');
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: REDIS_URL ?? '' }, { clock: clock.now });
    // A second process: its own app and its own Redis connection, over the same database and Redis.
    other = await buildApp(t.config, { database: t.database, clock: clock.now });
    await other.ready();
  });
  afterAll(async () => {
    const redis = t.services().redis;
    const otherRedis = other.services.redis;
    if (redis) {
      await deleteKeys(redis, `${REDIS_KEY_PREFIX}*${ip}*`);
      await deleteKeys(redis, `${REDIS_KEY_PREFIX}login-failures:account:${hashSecret(email)}*`);
    }
    await other.close();
    await t.close();
    for (const client of [redis, otherRedis]) if (client) await closeRedis(client);
  });

  const signIn = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      remoteAddress: ip,
      payload: { email, password: 'Wrong-password-1' },
    });

  it('reach the sign-in limit together: the attempts of both count, and both refuse the next', async () => {
    expect(t.services().redis).not.toBeNull();
    expect(other.services.redis).not.toBe(t.services().redis);
    const half = LIMITS.loginPerIp.limit / 2;
    for (let i = 0; i < half; i += 1) expect((await signIn(t.app)).statusCode).toBe(401);
    for (let i = 0; i < half; i += 1) expect((await signIn(other)).statusCode).toBe(401);

    const refused = await signIn(other);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ['too_many_requests'] });
    expect((await signIn(t.app)).statusCode).toBe(429);

    // The count is in Redis, not in the database both processes also share.
    const counted = await t.services().redis?.keys(`${REDIS_KEY_PREFIX}login:ip:${ip}:*`);
    expect(counted?.length).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(rateLimitCounters);
    expect(rows.filter((row) => row.key.includes(ip))).toEqual([]);
  });
});
