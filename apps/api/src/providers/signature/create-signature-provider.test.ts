import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createLocalStorage } from '../storage/local-storage';
import { createSignatureProvider, sandboxSignatureSecret } from './create-signature-provider';
import type { SandboxSignatureStore } from './sandbox';

const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.com:587',
  AUTH_SECRET: 'a-production-secret-that-is-long-enough',
  APP_URL: 'https://app.forja.mx',
};
const deps = {
  sandboxStore: {} as SandboxSignatureStore,
  storage: createLocalStorage('/tmp/forja-unused-signature-storage'),
  authSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing'),
  clock: () => new Date(),
  deliver: async () => true,
};

describe('the e-signature provider from the configuration', () => {
  it('is the sandbox by default, outside production', () => {
    const { provider, sandbox } = createSignatureProvider(loadConfig({}), deps);
    expect(provider.name).toBe('sandbox');
    expect(sandbox).toBe(provider);
  });

  it('refuses to start in production unless SIGNATURE_PROVIDER says which one', () => {
    expect(() => createSignatureProvider(loadConfig(PRODUCTION), deps)).toThrow(ConfigError);
    expect(
      createSignatureProvider(loadConfig({ ...PRODUCTION, SIGNATURE_PROVIDER: 'sandbox' }), deps).provider
        .name,
    ).toBe('sandbox');
  });

  it('is Documenso with its API key and webhook secret', () => {
    expect(() => loadConfig({ SIGNATURE_PROVIDER: 'documenso' })).toThrow(/DOCUMENSO_API_KEY/);
    expect(() =>
      loadConfig({
        SIGNATURE_PROVIDER: 'documenso',
        DOCUMENSO_API_KEY: 'api_x',
        DOCUMENSO_WEBHOOK_SECRET: 'short',
      }),
    ).toThrow(/DOCUMENSO_WEBHOOK_SECRET/);
    const config = loadConfig({
      ...PRODUCTION,
      SIGNATURE_PROVIDER: 'documenso',
      DOCUMENSO_API_KEY: 'api_live_key',
      DOCUMENSO_WEBHOOK_SECRET: 'a-long-enough-webhook-secret',
      DOCUMENSO_API_URL: 'https://sign.example.com/',
    });
    expect(config.signature).toEqual({
      provider: 'documenso',
      apiUrl: 'https://sign.example.com',
      apiKey: 'api_live_key',
      webhookSecret: 'a-long-enough-webhook-secret',
    });
    const { provider, sandbox } = createSignatureProvider(config, deps);
    expect(provider.name).toBe('documenso');
    expect(sandbox).toBeNull();
    expect(
      loadConfig({
        SIGNATURE_PROVIDER: 'documenso',
        DOCUMENSO_API_KEY: 'k',
        DOCUMENSO_WEBHOOK_SECRET: 'x'.repeat(16),
      }).signature,
    ).toMatchObject({ apiUrl: 'https://app.documenso.com' });
  });

  it('signs the sandbox webhooks with SIGNATURE_SANDBOX_SECRET, else a key derived from the auth secret', () => {
    expect(sandboxSignatureSecret(deps.authSecret)).toMatch(/^[0-9a-f]{64}$/);
    expect(sandboxSignatureSecret(deps.authSecret)).not.toBe(sandboxSignatureSecret(new Uint8Array(32)));
    expect(() => loadConfig({ SIGNATURE_SANDBOX_SECRET: 'short' })).toThrow(/SIGNATURE_SANDBOX_SECRET/);
    expect(loadConfig({ SIGNATURE_SANDBOX_SECRET: 's'.repeat(32) }).signature).toEqual({
      provider: 'sandbox',
      explicit: false,
      sandboxSecret: 's'.repeat(32),
    });
  });
});
