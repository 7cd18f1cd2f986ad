import type { MailMessage, Mailer } from './mailer';

/** Where the outbox keeps messages; the database table that implements it lives with the schema. */
export type OutboxStore = {
  insert(message: MailMessage & { from: string }): Promise<void>;
};

/** The offline mailer: every message lands in the outbox store, with the sender it would have had. */
export function createOutboxMailer(store: OutboxStore, options: { from: string }): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await store.insert({
        from: options.from,
        to: message.to,
        subject: message.subject,
        // The outbox keeps no files: the text names what the message carried.
        text: message.attachments?.length
          ? `${message.text}\n\n${message.attachments.map((file) => `[${file.filename}]`).join('\n')}`
          : message.text,
        html: message.html,
      });
    },
  };
}
