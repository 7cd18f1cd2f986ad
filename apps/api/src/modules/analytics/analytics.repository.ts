import { and, asc, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { analyticsEvents } from '../../db/schema/index';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** The analytics events of the local provider: inserts, and the rows the funnel reads. */
export function createAnalyticsRepository(db: Database) {
  return {
    async insert(rows: AnalyticsEventRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      await db.insert(analyticsEvents).values(rows);
      return rows.length;
    },
    /** Each person's first occurrence of each funnel event since `from` (a person: the user, else the browser). */
    firstOccurrences(names: readonly string[], from: Date) {
      const person = sql<string>`coalesce(${analyticsEvents.user_id}::text, ${analyticsEvents.distinct_id})`;
      return db
        .select({
          person,
          name: analyticsEvents.name,
          at: sql<Date>`min(${analyticsEvents.occurred_at})`.mapWith(
            (value: string | Date) => new Date(value),
          ),
          campaign: sql<string>`min(coalesce(${analyticsEvents.utm}->>'utm_campaign', ''))`,
        })
        .from(analyticsEvents)
        .where(and(inArray(analyticsEvents.name, [...names]), gte(analyticsEvents.occurred_at, from)))
        .groupBy(person, analyticsEvents.name)
        .orderBy(asc(person));
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
