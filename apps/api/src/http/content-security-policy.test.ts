import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { contentSecurityDirectives, posthogOrigins } from './content-security-policy';

/** The CSP header of a response, directive by directive. */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

const CHAT_URL = 'https://chat.example.mx:8443/packs/js/sdk.js';
const CHAT_ORIGIN = 'https://chat.example.mx:8443';

describe('the Content-Security-Policy and the customer chat', () => {
  let plain: TestApp;
  let withChat: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    withChat = await createTestApp({ CUSTOMER_CHAT_SCRIPT_URL: CHAT_URL, CUSTOMER_CHAT_TOKEN: 'web-token' });
  });
  afterAll(async () => {
    await plain?.close();
    await withChat?.close();
  });

  it('lets the configured chat script origin load scripts, answer requests and be framed', async () => {
    const res = await withChat.app.inject({ method: 'GET', url: '/api/health' });
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", CHAT_ORIGIN]);
    expect(policy.get('connect-src')).toEqual(["'self'", CHAT_ORIGIN]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'blob:', CHAT_ORIGIN]);
    // Nothing else opens up: no path, no other directive.
    for (const [name, sources] of policy) {
      if (['script-src', 'connect-src', 'frame-src'].includes(name)) continue;
      expect(sources, name).not.toContain(CHAT_ORIGIN);
    }
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('names the chat in app-config', async () => {
    const res = await withChat.app.inject({ method: 'GET', url: '/api/v3/app-config' });
    expect(res.json()).toMatchObject({
      content: { customer_chat: { script_url: CHAT_URL, token: 'web-token' } },
    });
  });

  it('allows no outside origin when no chat is configured', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'blob:']);
    const config = await plain.app.inject({ method: 'GET', url: '/api/v3/app-config' });
    expect(config.json()).toMatchObject({ content: { customer_chat: null } });
  });
});

describe('the Content-Security-Policy and PostHog', () => {
  const directivesWith = (env: Record<string, string>) =>
    contentSecurityDirectives(loadConfig({ NODE_ENV: 'test', ...env }));

  it('opens PostHog Cloud’s host and its assets host only when PostHog is the provider', () => {
    const directives = directivesWith({ ANALYTICS_PROVIDER: 'posthog', POSTHOG_KEY: 'phc_test' });
    const origins = ['https://us.i.posthog.com', 'https://us-assets.i.posthog.com'];
    expect(directives.connectSrc).toEqual(["'self'", ...origins]);
    expect(directives.scriptSrc).toEqual(["'self'", ...origins]);
    expect(directives.workerSrc).toEqual(["'self'", 'blob:']);
    const local = directivesWith({ ANALYTICS_PROVIDER: 'local' });
    expect(local.connectSrc).toEqual(["'self'"]);
    expect(local.workerSrc).toBeUndefined();
  });

  it('opens a self-hosted PostHog’s own origin', () => {
    expect(posthogOrigins('https://analytics.forja.mx/')).toEqual(['https://analytics.forja.mx']);
    expect(posthogOrigins('https://eu.i.posthog.com')).toEqual([
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
    ]);
  });
});
