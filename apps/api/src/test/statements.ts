import type { DatabaseHandle } from '../db/database';

/**
 * Every statement the app sends to the database while `run` runs, by its SQL text (a wrapper around the
 * driver's `query`, which Drizzle calls for each statement on PGlite and on PostgreSQL's pool alike).
 */
export async function statementsDuring(
  database: DatabaseHandle,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const seen: string[] = [];
  const query = client.query;
  const own = Object.hasOwn(client, 'query');
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0];
    seen.push(typeof text === 'string' ? text : String((text as { text?: unknown } | null)?.text));
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    if (own) client.query = query;
    else delete (client as { query?: unknown }).query;
  }
  // Authentication reads the recently closed sessions at most once a second, on whichever request comes:
  // that read belongs to no route.
  return seen.filter((text) => !text.includes('"refresh_tokens"'));
}
