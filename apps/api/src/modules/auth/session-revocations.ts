import { and, gt, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refreshTokens } from '../../db/schema/index';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

/** How stale this process's view of other processes' revocations may be. */
export const REVOCATION_SYNC_MS = 1000;

/** Clocks of different machines disagree a little: a revocation is remembered this much longer. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The sessions closed recently, so a request can be authenticated from its token alone: an access token lives
 * 15 minutes, so only sessions revoked within that window can still present one. This process notes its own
 * revocations at once; those of other processes (behind the same database) are read at most once a second,
 * on the request path, by one query whatever the traffic. A token whose session is listed here is then
 * checked against the database as before.
 */
export function createSessionRevocations(db: Database) {
  /** family id → when it was revoked (ms). */
  const revoked = new Map<string, number>();
  let syncedAt = Number.NEGATIVE_INFINITY;
  let syncing: Promise<void> | null = null;
  const windowMs = ACCESS_TOKEN_TTL_SECONDS * 1000 + CLOCK_SKEW_MS;

  function forget(now: number): void {
    for (const [family, at] of revoked) if (at < now - windowMs) revoked.delete(family);
  }

  async function load(now: Date): Promise<void> {
    const since = new Date(now.getTime() - windowMs);
    const rows = await db
      .selectDistinct({ family_id: refreshTokens.family_id, revoked_at: refreshTokens.revoked_at })
      .from(refreshTokens)
      .where(and(isNotNull(refreshTokens.revoked_at), gt(refreshTokens.revoked_at, since)));
    for (const row of rows) if (row.revoked_at) revoked.set(row.family_id, row.revoked_at.getTime());
    forget(now.getTime());
  }

  return {
    /** Records sessions this process has just closed. */
    note(familyIds: readonly string[], at: Date): void {
      for (const family of familyIds) revoked.set(family, at.getTime());
    },

    /**
     * Whether a session may have been closed: true when it is listed, after reading other processes'
     * revocations if the last read is over a second old (by the wall clock, whatever the app's clock says).
     */
    async mayBeRevoked(familyId: string, now: Date): Promise<boolean> {
      const wall = Date.now();
      if (wall - syncedAt >= REVOCATION_SYNC_MS) {
        syncing ??= load(now)
          .then(() => {
            syncedAt = Date.now();
          })
          .finally(() => {
            syncing = null;
          });
        await syncing;
      }
      return revoked.has(familyId);
    },
  };
}
export type SessionRevocations = ReturnType<typeof createSessionRevocations>;
