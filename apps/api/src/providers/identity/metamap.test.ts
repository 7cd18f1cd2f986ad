import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createIdentityProvider } from './create-identity-provider';
import type { IdentityCheckInput } from './identity';
import { createMetamapIdentity, MetamapError } from './metamap';
import { createSandboxIdentity, isSandboxDeniedName } from './sandbox';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const WEBM = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
  'hex',
);

/** A local server speaking MetaMap's API as its public clients use it; it records what it receives. */
type Received = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Buffer;
  type: string;
};
let server: Server;
let base: string;
let received: Received[] = [];
let identityStatus = 'running';
let sendInputResult = true;
let failNext: number | null = null;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const path = request.url ?? '';
      received.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        body,
        type: request.headers['content-type'] ?? '',
      });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (failNext) {
        const status = failNext;
        failNext = null;
        return json(status, { message: 'boom' });
      }
      if (request.method === 'POST' && path === '/oauth') {
        const expected = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
        if (request.headers.authorization !== expected) return json(401, { message: 'bad credentials' });
        return json(200, { access_token: 'token-1', expiresIn: 3600 });
      }
      if (request.headers.authorization !== 'Bearer token-1') return json(401, { message: 'no token' });
      if (request.method === 'POST' && path === '/v2/verifications')
        return json(200, { id: 'verification-9', identity: 'identity-7', documents: [] });
      if (request.method === 'POST' && path === '/v2/identities/identity-7/send-input')
        return json(200, [{ result: true }, { result: true }, { result: sendInputResult }]);
      if (request.method === 'GET' && path === '/v2/verifications/verification-9')
        return json(200, { id: 'verification-9', identity: { status: identityStatus } });
      return json(404, { message: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  identityStatus = 'running';
  sendInputResult = true;
  failNext = null;
});

const person = { name: 'Ana López', first_name: 'Ana', last_name: 'López', nationalities: ['MX'] };
const input = (reference: string | null = null): IdentityCheckInput => ({
  verificationId: 41,
  reference,
  person,
  files: async () => ({
    video: { data: WEBM, contentType: 'video/webm', fileName: 'selfie-1.webm' },
    documents: [
      { type: 'national_identity', file: { data: PNG, contentType: 'image/png', fileName: 'ine.png' } },
      {
        type: 'national_identity_back',
        file: { data: PNG, contentType: 'image/png', fileName: 'ine-atras.png' },
      },
    ],
  }),
});

const metamap = () =>
  createMetamapIdentity({
    clientId: 'client-id',
    clientSecret: 'client-secret',
    flowId: 'flow-3',
    apiBase: base,
    pollMs: 30_000,
  });

describe('the MetaMap provider', () => {
  it('creates a verification in the flow, sends the INE photos and the selfie video, then polls the result', async () => {
    const provider = metamap();
    expect(provider.acceptsDocument('image/jpeg')).toBe(true);
    expect(provider.acceptsDocument('application/pdf')).toBe(false);
    expect(await provider.check(input())).toEqual({
      status: 'Pending',
      reference: 'verification-9',
      checkAgainInMs: 30_000,
    });
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /oauth',
      'POST /v2/verifications',
      'POST /v2/identities/identity-7/send-input',
    ]);
    expect(received[0]?.body.toString()).toBe('grant_type=client_credentials');
    expect(JSON.parse(received[1]?.body.toString() ?? '')).toEqual({
      flowId: 'flow-3',
      metadata: { forja_verification_id: '41' },
    });
    const form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': received[2]?.type ?? '' },
      body: received[2]?.body,
    }).formData();
    expect(JSON.parse(form.get('inputs') as string)).toEqual([
      {
        inputType: 'document-photo',
        group: 0,
        data: { type: 'national-id', page: 'front', country: 'MX', region: '', filename: 'ine.png' },
      },
      {
        inputType: 'document-photo',
        group: 0,
        data: { type: 'national-id', page: 'back', country: 'MX', region: '', filename: 'ine-atras.png' },
      },
      { inputType: 'selfie-video', data: { filename: 'selfie-1.webm' } },
    ]);
    expect(form.getAll('document')).toHaveLength(2);
    const video = form.get('video') as File;
    expect(Buffer.from(await video.arrayBuffer()).equals(WEBM)).toBe(true);

    received = [];
    expect(await provider.check(input('verification-9'))).toMatchObject({ status: 'Pending' });
    identityStatus = 'reviewNeeded';
    expect(await provider.check(input('verification-9'))).toMatchObject({ status: 'Pending' });
    identityStatus = 'verified';
    expect(await provider.check(input('verification-9'))).toEqual({
      status: 'Approved',
      reference: 'verification-9',
    });
    identityStatus = 'rejected';
    expect(await provider.check(input('verification-9'))).toEqual({
      status: 'Reject',
      reference: 'verification-9',
    });
    // The token is reused while it is valid.
    expect(received.every((r) => r.path === '/v2/verifications/verification-9')).toBe(true);
  });

  it('rejects a check whose inputs MetaMap refuses, and throws (to retry) when MetaMap fails', async () => {
    sendInputResult = false;
    expect(await metamap().check(input())).toEqual({ status: 'Reject', reference: 'verification-9' });
    failNext = 503;
    await expect(metamap().check(input())).rejects.toThrow(MetamapError);
    await expect(
      createMetamapIdentity({ clientId: 'x', clientSecret: 'y', flowId: 'f', apiBase: base }).check(input()),
    ).rejects.toThrow('MetaMap answered 401 to POST /oauth');
  });
});

describe('the sandbox provider', () => {
  it('denies the documented test words in any case and without accents, and approves everyone else', () => {
    expect(isSandboxDeniedName({ ...person, name: 'Prueba DENEGADO' })).toBe(true);
    expect(isSandboxDeniedName({ ...person, last_name: 'Dénegado' })).toBe(true);
    expect(isSandboxDeniedName({ ...person, first_name: 'denied' })).toBe(true);
    expect(isSandboxDeniedName(person)).toBe(false);
  });

  it('rejects a check without a readable video or without the ID images', async () => {
    const sandbox = createSandboxIdentity({ delayMs: 0 });
    expect(await sandbox.check(input())).toEqual({ status: 'Approved', reference: 'sandbox-41' });
    const noVideo = { ...input(), files: async () => ({ ...(await input().files()), video: null }) };
    expect((await sandbox.check(noVideo)).status).toBe('Reject');
    const onlyFront = {
      ...input(),
      files: async () => {
        const files = await input().files();
        return { ...files, documents: files.documents.slice(0, 1) };
      },
    };
    expect((await sandbox.check(onlyFront)).status).toBe('Reject');
  });
});

describe('choosing the identity provider', () => {
  it('is the sandbox by default, MetaMap when configured with its keys and flow', () => {
    const clock = () => new Date();
    expect(createIdentityProvider(loadConfig({}), clock)).toMatchObject({
      kind: 'sandbox',
      firstRunDelayMs: 3000,
    });
    expect(
      createIdentityProvider(loadConfig({ IDENTITY_SANDBOX_DELAY_MS: '0' }), clock).firstRunDelayMs,
    ).toBe(0);
    const config = loadConfig({
      IDENTITY_PROVIDER: 'metamap',
      METAMAP_CLIENT_ID: 'id',
      METAMAP_CLIENT_SECRET: 'secret',
      METAMAP_FLOW_ID: 'flow',
    });
    expect(config.identity).toEqual({
      provider: 'metamap',
      clientId: 'id',
      clientSecret: 'secret',
      flowId: 'flow',
      apiBase: 'https://api.prod.metamap.com',
    });
    expect(createIdentityProvider(config, clock).kind).toBe('metamap');
  });

  it('refuses MetaMap without its keys, and a production server that did not choose', () => {
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'metamap', METAMAP_CLIENT_ID: 'id' })).toThrow(
      'IDENTITY_PROVIDER=metamap needs METAMAP_CLIENT_ID, METAMAP_CLIENT_SECRET and METAMAP_FLOW_ID',
    );
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.mx:587',
      AUTH_SECRET: 'x'.repeat(40),
      APP_URL: 'https://app.forja.mx',
    };
    expect(() => createIdentityProvider(loadConfig(production), () => new Date())).toThrow(ConfigError);
    expect(
      createIdentityProvider(loadConfig({ ...production, IDENTITY_PROVIDER: 'sandbox' }), () => new Date())
        .kind,
    ).toBe('sandbox');
  });
});
