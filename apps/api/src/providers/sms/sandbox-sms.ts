import { escapeHtml } from '../mail/templates';
import type { SmsProvider } from './sms';

/** What the sandbox writes to: the dev mailbox's outbox (apps/api/src/db/schema/mail.ts). */
export type SmsOutbox = {
  insert(message: { to: string; from: string; subject: string; text: string; html: string }): Promise<void>;
};

/** The offline SMS provider: each message lands in the dev mailbox, addressed to `sms:<number>`. */
export function createSandboxSms(outbox: SmsOutbox): SmsProvider {
  return {
    name: 'sandbox',
    async send({ to, text }) {
      await outbox.insert({
        to: `sms:${to}`,
        from: 'Forja SMS (sandbox)',
        subject: `SMS ${to}`,
        text,
        html: `<p>${escapeHtml(text)}</p>`,
      });
    },
  };
}
