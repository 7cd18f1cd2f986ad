import type { AddressInfo } from 'node:net';
import type { Language } from '@forja/domain';
import type { FastifyInstance } from 'fastify';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { expect } from 'vitest';
import { bearer, registerUnconfirmed, uniqueEmail, type Registered } from './accounts';

/** One message as the SMTP server received it, read back: envelope, decoded headers and text parts. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, string>;
  /** Every decoded part by content type (text/calendar for an attached .ics). */
  parts: Map<string, string>;
  /** The whole message as received (attachments' headers included). */
  raw: string;
};

/**
 * A real SMTP server on a free port of this machine that keeps what it receives, for tests that read e-mail
 * through the real SMTP path (nodemailer → SMTP → MIME). `url` is what SMTP_URL should be.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const address = (value: SMTPServerAddress | false) => (value ? value.address : '');
        const raw = Buffer.concat(chunks).toString('utf8');
        const message = readMime(raw);
        received.push({
          from: address(session.envelope.mailFrom),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: message.headers.get('subject') ?? '',
          text: message.parts.get('text/plain') ?? '',
          html: message.parts.get('text/html') ?? '',
          headers: message.headers,
          parts: message.parts,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    /** Messages to an address, oldest first. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/**
 * A new account confirmed with the code that arrived over SMTP (an app whose SMTP_URL is the inbox), in a
 * language of its own for the e-mails it gets.
 */
export async function registerThroughInbox(
  app: FastifyInstance,
  inbox: SmtpInbox,
  options: { email?: string; language?: Language } = {},
): Promise<Registered> {
  const email = options.email ?? uniqueEmail();
  const account = await registerUnconfirmed(app, email);
  const code = /\b(\d{6})\b/.exec(inbox.to(email).at(-1)?.text ?? '')?.[1];
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v3/user/verification-code',
    headers: bearer(account.access),
    payload: { code },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  if (options.language && options.language !== 'es') {
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v3/update-language/user/${account.id}`,
      headers: bearer(account.access),
      payload: { language: options.language },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return account;
}

/**
 * Reads what the tests need from a raw message: its top-level headers (encoded words decoded) and the decoded
 * body of each text part by content type.
 */
export function readMime(raw: string): { headers: Map<string, string>; parts: Map<string, string> } {
  const { headers, body } = splitEntity(raw);
  const parts = new Map<string, string>();
  collectParts(headers, body, parts);
  const decoded = new Map([...headers].map(([name, value]) => [name, decodeWords(value)]));
  return { headers: decoded, parts };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Map<string, string>, body: string, parts: Map<string, string>): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitEntity(section.replace(/^\r\n/, ''));
      collectParts(part.headers, part.body, parts);
    }
    return;
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  // A part's body ends before the CRLF that precedes the next boundary.
  parts.set(type.split(';')[0]?.trim().toLowerCase() ?? '', bytes.toString('utf8').replace(/\r\n$/, ''));
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), adjacent words joined. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}
