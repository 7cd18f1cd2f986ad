import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { verificationCodes, type VerificationPurpose } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { createHmac } from 'node:crypto';
import { newNumericCode, newOpaqueToken } from './tokens';

export const CODE_TTL_MINUTES = 15;
export const RECOVERY_TTL_MINUTES = 60;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 5;

const ttlMinutes = (purpose: VerificationPurpose) =>
  purpose === 'recover_password' ? RECOVERY_TTL_MINUTES : CODE_TTL_MINUTES;

/**
 * One-time codes (6 digits) and links (opaque tokens) sent by e-mail; single-use, stored as an HMAC keyed
 * by the server secret (AUTH_SECRET or the local signing secret): a copy of the database alone cannot
 * try the million 6-digit codes against them. Each is bound to the user it was issued to, so a code of
 * one account means nothing for another.
 */
export function createVerificationCodes(db: Database, serverSecret: Uint8Array) {
  const key = createHmac('sha256', serverSecret).update('forja verification codes').digest();
  const codeHash = (userId: number, secret: string) =>
    createHmac('sha256', key).update(`${userId}:${secret}`).digest('hex');

  async function latest(userId: number, purpose: VerificationPurpose) {
    const rows = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.user_id, userId), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.created_at), desc(verificationCodes.id))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    /** Seconds to wait before another code may be sent, 0 when one may be sent now. */
    async waitBeforeResend(userId: number, purpose: VerificationPurpose, now: Date): Promise<number> {
      const last = await latest(userId, purpose);
      if (!last) return 0;
      const elapsed = (now.getTime() - last.created_at.getTime()) / 1000;
      return Math.max(0, Math.ceil(RESEND_AFTER_SECONDS - elapsed));
    },

    /** Issues a new secret, voiding the earlier unused ones of the same purpose. Answers the secret to send. */
    async issue(
      userId: number,
      purpose: VerificationPurpose,
      now: Date,
      target?: Record<string, string>,
    ): Promise<{ secret: string; minutesValid: number }> {
      const secret = purpose === 'recover_password' ? newOpaqueToken().token : newNumericCode();
      const minutesValid = ttlMinutes(purpose);
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumed_at: now })
          .where(
            and(
              eq(verificationCodes.user_id, userId),
              eq(verificationCodes.purpose, purpose),
              isNull(verificationCodes.consumed_at),
            ),
          );
        await tx.insert(verificationCodes).values({
          user_id: userId,
          purpose,
          secret_hash: codeHash(userId, secret),
          target: target ?? null,
          expires_at: new Date(now.getTime() + minutesValid * 60_000),
          created_at: now,
        });
      });
      return { secret, minutesValid };
    },

    /**
     * Uses the latest code of a purpose. A wrong 6-digit code counts as an attempt; after MAX_CODE_ATTEMPTS
     * the code is void. A recovery link's token cannot be guessed, so wrong ones leave the real link
     * working (the caller limits the guesses). Answers the code's target on success; throws a spec error
     * code otherwise.
     */
    async consume(
      userId: number,
      purpose: VerificationPurpose,
      secret: string,
      now: Date,
      codes: {
        invalid: 'code_invalid' | 'invalid_token' | 'invalid_verification_code';
        expired: 'code_expired' | 'expired_token';
      },
    ): Promise<Record<string, string> | null> {
      const code = await latest(userId, purpose);
      if (!code)
        throw new AppError(400, purpose === 'recover_password' ? codes.invalid : 'code_not_generated_yet');
      if (code.consumed_at) throw new AppError(400, codes.invalid);
      if (code.expires_at.getTime() <= now.getTime()) throw new AppError(400, codes.expired);
      if (code.secret_hash !== codeHash(userId, secret)) {
        if (purpose === 'recover_password') throw new AppError(400, codes.invalid);
        const attempts = code.attempts + 1;
        await db
          .update(verificationCodes)
          .set({ attempts, consumed_at: attempts >= MAX_CODE_ATTEMPTS ? now : null })
          .where(eq(verificationCodes.id, code.id));
        throw new AppError(400, codes.invalid);
      }
      const used = await db
        .update(verificationCodes)
        .set({ consumed_at: now })
        .where(and(eq(verificationCodes.id, code.id), isNull(verificationCodes.consumed_at)))
        .returning({ id: verificationCodes.id });
      if (used.length === 0) throw new AppError(400, codes.invalid);
      return code.target;
    },
  };
}
export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
