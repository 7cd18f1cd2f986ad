import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitCounters } from '../../db/schema/index';

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Fixed-window counters in the database, so every API process shares them.
 * `hit` counts attempts and says whether they are within the limit; `remaining` says how many more the
 * current window allows without counting one. `scale` multiplies every limit (RATE_LIMIT_SCALE: for
 * browser journeys and load tests that send many requests from one address).
 */
export function createRateLimiter(db: Database, options: { scale?: number } = {}) {
  const scale = options.scale ?? 1;
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
      const count = rows[0]?.count ?? amount;
      const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000);
      return { allowed: count <= limitOf(rule), retryAfterSeconds };
    },

    /** How many more hits the current window of a key allows (0 when it is used up). */
    async remaining(key: string, rule: RateLimitRule, now: Date): Promise<number> {
      const rows = await db
        .select({ count: rateLimitCounters.count, window_start: rateLimitCounters.window_start })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key))
        .limit(1);
      const row = rows[0];
      const used = row && row.window_start.getTime() === windowOf(rule, now).getTime() ? row.count : 0;
      return Math.max(0, limitOf(rule) - used);
    },

    /** Forgets a key's count. */
    async clear(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
