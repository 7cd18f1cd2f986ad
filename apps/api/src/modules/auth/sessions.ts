import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuthTokens } from '@forja/contracts';
import type { Database } from '../../db/database';
import { refreshTokens, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_MS,
  hashSecret,
  newOpaqueToken,
  type AccessTokens,
} from './tokens';
import type { SessionRevocations } from './session-revocations';

/**
 * Sessions are refresh-token families. Each refresh rotates the token; presenting a rotated token
 * again means it was stolen or replayed, so the whole family is revoked.
 */
export function createSessions(db: Database, accessTokens: AccessTokens, revocations: SessionRevocations) {
  async function issue(
    user: { id: number; is_confirmed: boolean },
    familyId: string,
    now: Date,
    tx: Database = db,
  ): Promise<AuthTokens> {
    const userId = user.id;
    const refresh = newOpaqueToken();
    await tx.insert(refreshTokens).values({
      user_id: userId,
      family_id: familyId,
      token_hash: refresh.hash,
      expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      // The family's first row dates the sign-in (the back office's recent sign-in reads it).
      created_at: now,
    });
    const access_token = await accessTokens.sign(
      { userId, sessionId: familyId, confirmed: user.is_confirmed },
      now,
    );
    return { access_token, refresh_token: refresh.token, expires_in: ACCESS_TOKEN_TTL_SECONDS };
  }

  async function revokeFamily(familyId: string, now: Date, tx: Database = db): Promise<void> {
    revocations.note([familyId], now);
    await tx
      .update(refreshTokens)
      .set({ revoked_at: now })
      .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
  }

  async function confirmationOf(userId: number, tx: Database) {
    const rows = await tx
      .select({ id: users.id, is_confirmed: users.is_confirmed, cancelled_at: users.cancelled_at })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    /** Opens a new session for a user; a cancelled account gets none (403 account_cancelled). */
    async start(userId: number, now: Date, tx: Database = db): Promise<AuthTokens> {
      const user = await confirmationOf(userId, tx);
      if (user?.cancelled_at) throw new AppError(403, 'account_cancelled');
      return issue({ id: userId, is_confirmed: user?.is_confirmed ?? false }, randomUUID(), now, tx);
    },

    /** Exchanges a refresh token for a new pair, detecting reuse. */
    async refresh(token: string, now: Date): Promise<AuthTokens> {
      type Outcome = { error: 'invalid_token' | 'expired_token' } | { tokens: AuthTokens };
      const result = await db.transaction(async (tx): Promise<Outcome> => {
        const rows = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.token_hash, hashSecret(token)))
          .for('update')
          .limit(1);
        const row = rows[0];
        if (!row || row.revoked_at) return { error: 'invalid_token' };
        if (row.rotated_at) {
          await revokeFamily(row.family_id, now, tx);
          return { error: 'invalid_token' };
        }
        if (row.expires_at.getTime() <= now.getTime()) return { error: 'expired_token' };
        await tx.update(refreshTokens).set({ rotated_at: now }).where(eq(refreshTokens.id, row.id));
        const user = await confirmationOf(row.user_id, tx);
        const confirmed = { id: row.user_id, is_confirmed: user?.is_confirmed ?? false };
        return { tokens: await issue(confirmed, row.family_id, now, tx) };
      });
      if ('error' in result) throw new AppError(401, result.error);
      return result.tokens;
    },

    revokeFamily,

    /** Closes every session of a user (after a password change or recovery). */
    async revokeAll(userId: number, now: Date, tx: Database = db): Promise<void> {
      const closed = await tx
        .update(refreshTokens)
        .set({ revoked_at: now })
        .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)))
        .returning({ family_id: refreshTokens.family_id });
      revocations.note(
        closed.map((row) => row.family_id),
        now,
      );
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
