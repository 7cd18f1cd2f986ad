import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitCounters } from '../../db/schema/index';

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Fixed-window counters in the database, so every API process shares them.
 * `hit` counts one attempt and says whether it is within the limit. `scale` multiplies every limit
 * (RATE_LIMIT_SCALE: for browser journeys and load tests that send many requests from one address).
 */
export function createRateLimiter(db: Database, options: { scale?: number } = {}) {
  const scale = options.scale ?? 1;
  return {
    async hit(
      key: string,
      rule: RateLimitRule,
      now: Date,
    ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
      const rows = await db
        .insert(rateLimitCounters)
        .values({ key, window_start: windowStart, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${rateLimitCounters.window_start} = ${windowStart.toISOString()}::timestamptz then ${rateLimitCounters.count} + 1 else 1 end`,
            window_start: windowStart,
          },
        })
        .returning({ count: rateLimitCounters.count });
      const count = rows[0]?.count ?? 1;
      const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000);
      return { allowed: count <= Math.ceil(rule.limit * scale), retryAfterSeconds };
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
