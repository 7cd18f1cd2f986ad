import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readMime } from '../../test/smtp-inbox';
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
