import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companyActCodes } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { newNumericCode } from '../auth/tokens';
import { MAX_CODE_ATTEMPTS, RESEND_AFTER_SECONDS } from '../auth/verification-codes';

/** Minutes a code for a company act is valid: shorter than an account code, it authorises a signature. */
export const ACT_CODE_TTL_MINUTES = 10;

/**
 * Two-factor codes before a partner signs a company act: 6 digits, stored as an HMAC keyed by the server
 * secret and bound to the company and partner, single use, ACT_CODE_TTL_MINUTES, MAX_CODE_ATTEMPTS wrong
 * tries — the rules of the account codes.
 */
export function createCompanyActCodes(db: Database, serverSecret: Uint8Array) {
  const key = createHmac('sha256', serverSecret).update('forja company act codes').digest();
  const hashOf = (companyId: number, partnerId: number, code: string) =>
    createHmac('sha256', key).update(`${companyId}:${partnerId}:${code}`).digest('hex');

  async function latest(companyId: number, partnerId: number) {
    const rows = await db
      .select()
      .from(companyActCodes)
      .where(and(eq(companyActCodes.company_id, companyId), eq(companyActCodes.partner_id, partnerId)))
      .orderBy(desc(companyActCodes.created_at), desc(companyActCodes.id))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    /** Issues a code (voiding earlier unused ones); refused within RESEND_AFTER_SECONDS of the last one. */
    async issue(
      companyId: number,
      partnerId: number,
      channels: ('email' | 'sms')[],
      now: Date,
    ): Promise<{ code: string; minutesValid: number }> {
      const last = await latest(companyId, partnerId);
      if (last && (now.getTime() - last.created_at.getTime()) / 1000 < RESEND_AFTER_SECONDS) {
        throw new AppError(409, 'code_already_sent');
      }
      const code = newNumericCode();
      await db.transaction(async (tx) => {
        await tx
          .update(companyActCodes)
          .set({ consumed_at: now })
          .where(
            and(
              eq(companyActCodes.company_id, companyId),
              eq(companyActCodes.partner_id, partnerId),
              isNull(companyActCodes.consumed_at),
            ),
          );
        await tx.insert(companyActCodes).values({
          company_id: companyId,
          partner_id: partnerId,
          code_hash: hashOf(companyId, partnerId, code),
          channels,
          expires_at: new Date(now.getTime() + ACT_CODE_TTL_MINUTES * 60_000),
          created_at: now,
        });
      });
      return { code, minutesValid: ACT_CODE_TTL_MINUTES };
    },

    /** Uses the latest code; throws code_not_generated_yet, code_invalid or code_expired. */
    async consume(companyId: number, partnerId: number, code: string, now: Date): Promise<void> {
      const row = await latest(companyId, partnerId);
      if (!row) throw new AppError(400, 'code_not_generated_yet');
      if (row.consumed_at) throw new AppError(400, 'code_invalid');
      if (row.expires_at.getTime() <= now.getTime()) throw new AppError(400, 'code_expired');
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(hashOf(companyId, partnerId, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const attempts = row.attempts + 1;
        await db
          .update(companyActCodes)
          .set({ attempts, consumed_at: attempts >= MAX_CODE_ATTEMPTS ? now : null })
          .where(eq(companyActCodes.id, row.id));
        throw new AppError(400, 'code_invalid');
      }
      const used = await db
        .update(companyActCodes)
        .set({ consumed_at: now })
        .where(and(eq(companyActCodes.id, row.id), isNull(companyActCodes.consumed_at)))
        .returning({ id: companyActCodes.id });
      if (used.length === 0) throw new AppError(400, 'code_invalid');
    },
  };
}
export type CompanyActCodes = ReturnType<typeof createCompanyActCodes>;
