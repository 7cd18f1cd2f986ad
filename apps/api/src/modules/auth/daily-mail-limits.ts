import { AppError } from '../../http/errors';
import type { RateLimiter } from './rate-limiter';
import { hashSecret } from './tokens';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How many e-mails Forja sends in a (UTC) day on a user's behalf to other people, per company and per
 * recipient. A company's limit leaves room for every partner of a large cap table a few times; a
 * recipient's keeps anyone from being flooded, whichever companies write to them. RATE_LIMIT_SCALE
 * multiplies them like every other limit.
 */
export const DAILY_MAIL_LIMITS = {
  invitationsPerCompany: 50,
  invitationsPerRecipient: 3,
  documentRemindersPerCompany: 20,
  documentRemindersPerRecipient: 3,
} as const;

export type DailyMailKind = 'partner_invitation' | 'document_reminder';

const RULES: Record<DailyMailKind, { company: number; recipient: number }> = {
  partner_invitation: {
    company: DAILY_MAIL_LIMITS.invitationsPerCompany,
    recipient: DAILY_MAIL_LIMITS.invitationsPerRecipient,
  },
  document_reminder: {
    company: DAILY_MAIL_LIMITS.documentRemindersPerCompany,
    recipient: DAILY_MAIL_LIMITS.documentRemindersPerRecipient,
  },
};

export function createDailyMailLimits(rateLimiter: RateLimiter) {
  return {
    /**
     * Counts the e-mails a company is about to send, or refuses them all with 429 `daily_limit_exceeded`
     * (before any is sent) when they would go over today's limit of the company or of a recipient.
     */
    async reserve(kind: DailyMailKind, companyId: number, recipients: string[], now: Date): Promise<void> {
      const company = {
        key: `daily-mail:${kind}:company:${companyId}`,
        rule: { limit: RULES[kind].company, windowMs: DAY_MS },
        count: recipients.length,
      };
      const perRecipient = new Map<string, number>();
      for (const recipient of recipients) {
        const key = `daily-mail:${kind}:recipient:${hashSecret(recipient.trim().toLowerCase())}`;
        perRecipient.set(key, (perRecipient.get(key) ?? 0) + 1);
      }
      const recipientRule = { limit: RULES[kind].recipient, windowMs: DAY_MS };
      const counters = [
        company,
        ...[...perRecipient].map(([key, count]) => ({ key, rule: recipientRule, count })),
      ];
      for (const { key, rule, count } of counters) {
        if ((await rateLimiter.remaining(key, rule, now)) < count) {
          throw new AppError(429, 'daily_limit_exceeded');
        }
      }
      for (const { key, rule, count } of counters) await rateLimiter.hit(key, rule, now, count);
    },
  };
}
export type DailyMailLimits = ReturnType<typeof createDailyMailLimits>;
