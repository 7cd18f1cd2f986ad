import { API_BASE } from '@forja/contracts';
import { parseLanguage, type Language } from '@forja/domain';
import { createSignedLinks } from '../../http/signed-links';

const AUDIENCE = 'forja-reminder-opt-out';

/** Where a reminder's "stop these reminders" link points, under the API (signed token in the path). */
export const REMINDER_OPT_OUT_PATH = `${API_BASE}/reminders/stop`;

/**
 * The link in a reminder that stops reminders without signing in: a signed token naming the user and the
 * language of the page it opens. It does not expire (an old e-mail's link keeps working) and does nothing
 * but stop reminders, so a forwarded e-mail gives no access to anything.
 */
export function createReminderOptOutLinks(secret: Uint8Array) {
  const links = createSignedLinks(secret, AUDIENCE);
  return {
    async token(userId: number, language: Language): Promise<string> {
      return links.sign({ l: language }, { subject: String(userId) });
    },

    /** The user and language of a genuine token; null for a forged, altered or foreign one. */
    async read(token: string): Promise<{ userId: number; language: Language } | null> {
      const payload = await links.read(token);
      if (!payload) return null;
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      return { userId, language: parseLanguage(typeof payload.l === 'string' ? payload.l : null) ?? 'es' };
    },
  };
}
export type ReminderOptOutLinks = ReturnType<typeof createReminderOptOutLinks>;
