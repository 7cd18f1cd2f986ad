import { Redis } from 'ioredis';

export type RedisClient = Redis;

/** How long connecting may take before the attempt counts as failed. */
const CONNECT_TIMEOUT_MS = 2_000;
/** How long a command may wait for its reply before it fails, instead of holding a request open. */
const COMMAND_TIMEOUT_MS = 2_000;
/**
 * How many reconnections a command waits through before it fails: a request fails within a few
 * seconds while Redis is down instead of hanging until it is back.
 */
const MAX_RETRIES_PER_REQUEST = 2;
/** The longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * A Redis client for the API process, connecting at once (`redis://` or `rediss://` for TLS). Commands
 * given while it is (re)connecting wait in the offline queue, so a start-up or a short blip costs a
 * little latency, not an error; a command fails after MAX_RETRIES_PER_REQUEST reconnections or after
 * COMMAND_TIMEOUT_MS. It reconnects for ever, MAX_RECONNECT_DELAY_MS apart at most.
 *
 * The client's errors never crash the process: the first error of an outage goes to `log` (when
 * given), and the next one after the connection is back.
 */
export function openRedis(url: string, options: { log?: (error: Error) => void } = {}): RedisClient {
  const client = new Redis(url, {
    lazyConnect: false,
    connectionName: 'forja',
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    options.log?.(error);
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}

/** How long closing waits for the replies of commands already sent. */
const QUIT_TIMEOUT_MS = 2_000;

/**
 * Closes a client: waits (QUIT_TIMEOUT_MS at most) for the replies of commands already sent, then drops
 * the connection. Closing a closed client does nothing.
 */
export async function closeRedis(client: RedisClient): Promise<void> {
  const isClosed = () => client.status === 'end';
  if (isClosed()) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, QUIT_TIMEOUT_MS);
  });
  await Promise.race([
    client.quit().then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ]);
  clearTimeout(timer);
  if (!isClosed()) client.disconnect();
}
