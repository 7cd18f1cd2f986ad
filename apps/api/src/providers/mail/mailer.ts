/** One e-mail, written in full: both a plain-text and an HTML body, for every mail client. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (e.g. an appointment's calendar file); the outbox keeps only their names. */
  attachments?: MailAttachment[];
};

/** A file attached to an e-mail. */
export type MailAttachment = {
  filename: string;
  /** The full content type, parameters included (e.g. `text/calendar; charset=utf-8; method=REQUEST`). */
  contentType: string;
  content: string | Buffer;
};

/** What a template builds: a message that still needs its recipient. */
export type MailContent = Omit<MailMessage, 'to'>;

/**
 * Sends e-mail. `smtp` delivers through a real SMTP server; `outbox` keeps every message in the dev
 * outbox (a database table) instead of sending it, so a newcomer can read their codes offline.
 */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  kind: 'smtp' | 'outbox';
};
