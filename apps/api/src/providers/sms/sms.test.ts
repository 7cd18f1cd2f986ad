import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxSms } from './sandbox-sms';
import { SmsError } from './sms';
import { createTwilioSms } from './twilio-sms';

describe('the sandbox SMS provider', () => {
  it('keeps the message in the dev mailbox, addressed to the number, escaped for HTML', async () => {
    const kept: { to: string; subject: string; text: string; html: string }[] = [];
    const sms = createSandboxSms({ insert: async (message) => void kept.push(message) });
    await sms.send({ to: '+525512345678', text: 'Tu código es 123456 <ok>' });
    expect(kept).toEqual([
      expect.objectContaining({
        to: 'sms:+525512345678',
        text: 'Tu código es 123456 <ok>',
        html: '<p>Tu código es 123456 &lt;ok&gt;</p>',
      }),
    ]);
  });
});

describe('the Twilio SMS provider, against a local server that speaks the Messages API', () => {
  const received: { url: string; authorization: string; body: string }[] = [];
  let status = 201;
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', authorization: request.headers.authorization ?? '', body });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
  });
  let apiBase = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts To, From and Body with the account as basic auth', async () => {
    const sms = createTwilioSms({ accountSid: 'AC1', authToken: 'secret', from: '+15005550006', apiBase });
    await sms.send({ to: '+525512345678', text: 'Código 123456' });
    const [request] = received;
    expect(request?.url).toBe('/2010-04-01/Accounts/AC1/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+525512345678',
      From: '+15005550006',
      Body: 'Código 123456',
    });
  });

  it('throws SmsError when Twilio refuses', async () => {
    status = 400;
    const sms = createTwilioSms({ accountSid: 'AC1', authToken: 'secret', from: '+1', apiBase });
    await expect(sms.send({ to: '+52', text: 'x' })).rejects.toBeInstanceOf(SmsError);
  });
});
