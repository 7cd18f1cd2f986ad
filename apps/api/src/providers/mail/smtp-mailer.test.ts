import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';
import { verificationCodeEmail } from './templates';

type Received = { from: string; to: string[]; raw: string };

const USER = 'forja';
const PASS = 'p@ss word:1';

/** A real SMTP server on a free port of this machine: it checks the login and keeps what it receives. */
async function startSmtpServer(host: string) {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const address = (value: SMTPServerAddress | false) => (value ? value.address : '');
        inbox.push({
          from: address(session.envelope.mailFrom),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    inbox,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const credentials = `${encodeURIComponent(USER)}:${encodeURIComponent(PASS)}`;

beforeAll(async () => {
  smtp = await startSmtpServer('127.0.0.1');
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.inbox.length = 0;
});

describe('createSmtpMailer', () => {
  it('delivers a verification code with its recipient, sender and subject', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://${credentials}@127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'Forja <hola@forja.test>',
    });
    const content = verificationCodeEmail({
      language: 'es',
      name: 'Ana María',
      code: '482913',
      minutesValid: 15,
    });

    await mailer.send({ to: 'ana@example.mx', ...content });

    expect(mailer.kind).toBe('smtp');
    expect(smtp.inbox).toHaveLength(1);
    const [received] = smtp.inbox;
    expect(received?.from).toBe('hola@forja.test');
    expect(received?.to).toEqual(['ana@example.mx']);
    const message = readMime(received?.raw ?? '');
    expect(message.headers.get('subject')).toBe('Tu código para verificar tu cuenta');
    expect(message.headers.get('to')).toBe('ana@example.mx');
    expect(message.headers.get('from')).toBe('Forja <hola@forja.test>');
    expect(message.parts.get('text/plain')).toContain('482913');
    expect(message.parts.get('text/plain')).toContain('Hola, Ana María:');
    expect(message.parts.get('text/html')).toContain('482913');
    expect(message.parts.get('text/html')).toContain('<html lang="es">');
  });

  it('fails the send when the server refuses the credentials', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://${USER}:wrong@127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'hola@forja.test',
    });
    await expect(
      mailer.send({ to: 'ana@example.mx', subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' }),
    ).rejects.toMatchObject({ code: 'EAUTH' });
    expect(smtp.inbox).toHaveLength(0);
  });

  it('fails the send when no server answers', async () => {
    const closed = await startSmtpServer('127.0.0.1');
    await closed.close();
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${closed.port}`, from: 'hola@forja.test' });
    await expect(
      mailer.send({ to: 'ana@example.mx', subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' }),
    ).rejects.toThrow();
  });

  it('refuses a URL that is not smtp:// or smtps://, without repeating it', () => {
    for (const url of ['http://user:secret@mail.example.mx', 'mail.example.mx:587', '']) {
      expect(() => createSmtpMailer({ url, from: 'hola@forja.test' })).toThrow(/smtp:\/\//);
      expect(() => createSmtpMailer({ url, from: 'hola@forja.test' })).not.toThrow(/secret/);
    }
  });

  const outside = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

  describe.skipIf(!outside)('to a host other than this machine', () => {
    let remote: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      remote = await startSmtpServer(outside ?? '');
    });
    afterAll(() => remote.close());

    it('will not send in clear text over smtp:// when the server offers no STARTTLS', async () => {
      const mailer = createSmtpMailer({
        url: `smtp://${credentials}@${outside}:${remote.port}`,
        from: 'hola@forja.test',
      });
      await expect(
        mailer.send({ to: 'ana@example.mx', subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' }),
      ).rejects.toMatchObject({ code: 'ETLS' });
      expect(remote.inbox).toHaveLength(0);
    });

    it('sends in clear text when the URL says requireTLS=false', async () => {
      const mailer = createSmtpMailer({
        url: `smtp://${credentials}@${outside}:${remote.port}?requireTLS=false`,
        from: 'hola@forja.test',
      });
      await mailer.send({ to: 'ana@example.mx', subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' });
      expect(remote.inbox).toHaveLength(1);
    });
  });
});

/**
 * Reads what the tests need from a raw message: its top-level headers (encoded words decoded) and
 * the decoded body of each text part by content type.
 */
function readMime(raw: string): { headers: Map<string, string>; parts: Map<string, string> } {
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
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
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
  parts.set(type.split(';')[0]?.trim().toLowerCase() ?? '', bytes.toString('utf8'));
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
