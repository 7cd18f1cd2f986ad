import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

export type SmtpMailerOptions = {
  /**
   * `smtp://user:pass@host:587` (STARTTLS) or `smtps://user:pass@host:465` (TLS from the start);
   * credentials percent-encoded. Query parameters become nodemailer options, e.g. `?requireTLS=false`.
   */
  url: string;
  /** The sender, e.g. `Forja <hola@forja.mx>`. */
  from: string;
};

/** How long a send may wait for the server before it fails, instead of holding a request open. */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * Delivers through an SMTP server. Over `smtp://` to any host but this machine, the connection must
 * upgrade with STARTTLS (codes and links never travel in clear text); `?requireTLS=false` in the URL
 * turns that off for a relay on a trusted private network.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const url = parseSmtpUrl(options.url);
  const transport = createTransport(
    {
      url: options.url,
      requireTLS: url.protocol === 'smtp:' && !isLoopbackHost(url.hostname),
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: GREETING_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    },
    { from: options.from },
  );
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
  };
}

function parseSmtpUrl(value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    // The URL carries credentials: never repeat it in the message.
    throw new TypeError(
      'The SMTP URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465',
    );
  }
  return url;
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}
