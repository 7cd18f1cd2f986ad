import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitCounters } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import type { RedisClient } from '../../providers/redis/redis-client';

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Where the counters live: the database table `rate_limit_counters`, or Redis (REDIS_URL). Either is shared
 * by every API process. `prefix` namespaces the Redis keys (tests give each run its own); `log` hears
 * every failed Redis call.
 */
export type RateLimitStore =
  { db: Database } | { redis: RedisClient; prefix?: string; log?: (error: Error) => void };

/** The namespace of the rate-limit keys in Redis. */
export const REDIS_KEY_PREFIX = 'forja:rl:';

/** The counting a store does; the limiter decides what the counts mean. */
type Counters = {
  /** Adds `amount` to the key's count in the window that starts at `windowStart`; returns the new count. */
  add(key: string, windowStart: Date, windowEnd: Date, now: Date, amount: number): Promise<number>;
  /** The key's count in the window that starts at `windowStart` (0 when none). */
  count(key: string, windowStart: Date): Promise<number>;
  /** Forgets the key's count. */
  clear(key: string): Promise<void>;
};

/**
 * Fixed-window counters shared by every API process, in the database or in Redis.
 * `hit` counts attempts and says whether they are within the limit; `remaining` says how many more the
 * current window allows without counting one. `scale` multiplies every limit (RATE_LIMIT_SCALE: for
 * browser journeys and load tests that send many requests from one address).
 */
export function createRateLimiter(store: RateLimitStore, options: { scale?: number } = {}) {
  const scale = options.scale ?? 1;
  const counters =
    'redis' in store
      ? redisCounters(store.redis, store.prefix ?? REDIS_KEY_PREFIX, store.log)
      : databaseCounters(store.db);
  const windowOf = (rule: RateLimitRule, now: Date) =>
    new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const limitOf = (rule: RateLimitRule) => Math.ceil(rule.limit * scale);

  return {
    async hit(
      key: string,
      rule: RateLimitRule,
      now: Date,
      amount = 1,
    ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const windowStart = windowOf(rule, now);
      const windowEnd = new Date(windowStart.getTime() + rule.windowMs);
      const count = await counters.add(key, windowStart, windowEnd, now, amount);
      const retryAfterSeconds = Math.ceil((windowEnd.getTime() - now.getTime()) / 1000);
      return { allowed: count <= limitOf(rule), retryAfterSeconds };
    },

    /** How many more hits the current window of a key allows (0 when it is used up). */
    async remaining(key: string, rule: RateLimitRule, now: Date): Promise<number> {
      const used = await counters.count(key, windowOf(rule, now));
      return Math.max(0, limitOf(rule) - used);
    },

    /** Forgets a key's count. */
    async clear(key: string): Promise<void> {
      await counters.clear(key);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** One row per key: its window's start and count; a hit in a later window starts the count again. */
function databaseCounters(db: Database): Counters {
  return {
    async add(key, windowStart, _windowEnd, _now, amount) {
      const rows = await db
        .insert(rateLimitCounters)
        .values({ key, window_start: windowStart, count: amount })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${rateLimitCounters.window_start} = ${windowStart.toISOString()}::timestamptz then ${rateLimitCounters.count} + ${amount}::integer else ${amount}::integer end`,
            window_start: windowStart,
          },
        })
        .returning({ count: rateLimitCounters.count });
      return rows[0]?.count ?? amount;
    },

    async count(key, windowStart) {
      const rows = await db
        .select({ count: rateLimitCounters.count, window_start: rateLimitCounters.window_start })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key))
        .limit(1);
      const row = rows[0];
      return row && row.window_start.getTime() === windowStart.getTime() ? row.count : 0;
    },

    async clear(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}

/**
 * Adds to a window's count and returns it. The count's key names its window, so windows never share a
 * count; it expires when its window ends. The expiry is relative (the time left in the window by the
 * caller's clock), so a Redis clock that disagrees with the API's cannot end a window early or late.
 * The `:window` key remembers the latest window's start, for `clear`, and expires with it.
 * KEYS: count, latest window. ARGV: amount, milliseconds left in the window, window start.
 */
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local latest = tonumber(redis.call('GET', KEYS[2]) or '0')
if tonumber(ARGV[3]) >= latest then redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[2]) end
return count
`;

/** Deletes the latest window's count of a key and the key's record of it. KEYS: latest window. ARGV: count key without its window start. */
const CLEAR_SCRIPT = `
local start = redis.call('GET', KEYS[1])
if start then redis.call('DEL', ARGV[1] .. start) end
redis.call('DEL', KEYS[1])
return 1
`;

/**
 * Counters in Redis: `<prefix><key>:<window start in ms>` holds a window's count, and
 * `<prefix><key>:window` the start of the key's latest window. A hit is one atomic script, one round trip.
 *
 * When Redis cannot answer (down, unreachable, too slow), the limiter fails closed: the request answers
 * 503 `service_unavailable` instead of 500, and is not let through unlimited — letting sign-ins and codes
 * through unthrottled while Redis is down would open the door to password and code guessing. Every
 * failure goes to `log`.
 */
function redisCounters(redis: RedisClient, prefix: string, log?: (error: Error) => void): Counters {
  const countKey = (key: string, windowStart: Date) => `${prefix}${key}:${windowStart.getTime()}`;
  const latestKey = (key: string) => `${prefix}${key}:window`;

  async function call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      log?.(error);
      const unavailable = new AppError(503, 'service_unavailable');
      unavailable.cause = error;
      throw unavailable;
    }
  }

  return {
    add: (key, windowStart, windowEnd, now, amount) =>
      call(async () => {
        const msLeft = Math.max(1, windowEnd.getTime() - now.getTime());
        const count = await redis.eval(
          ADD_SCRIPT,
          2,
          countKey(key, windowStart),
          latestKey(key),
          amount,
          msLeft,
          windowStart.getTime(),
        );
        return Number(count);
      }),

    count: (key, windowStart) => call(async () => Number((await redis.get(countKey(key, windowStart))) ?? 0)),

    clear: (key) =>
      call(async () => {
        await redis.eval(CLEAR_SCRIPT, 1, latestKey(key), `${prefix}${key}:`);
      }),
  };
}
