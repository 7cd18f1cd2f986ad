import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible, expectPath } from './support/browser';
import { test as journey } from './support/fixtures';
import { createConfirmedAccount, PASSWORD } from './support/founder';
import { startServer } from './support/server';

/**
 * A customer chat script as a chat provider would serve it, from another origin: it records each time it
 * loads (with the settings Forja gave it), adds a small marked bubble at the bottom right, and records its own
 * removal from the page.
 */
const CHAT_SCRIPT = `(function () {
  var settings = window.forjaCustomerChat || {};
  window.__customerChatLoads = (window.__customerChatLoads || 0) + 1;
  window.__customerChatSettings = (window.__customerChatSettings || []).concat([settings]);
  var script = document.currentScript;
  var bubble = document.createElement('div');
  bubble.setAttribute('data-customer-chat', '');
  bubble.setAttribute('role', 'complementary');
  bubble.setAttribute('aria-label', 'Chat');
  bubble.style.cssText = 'position:fixed;right:8px;bottom:8px;width:12px;height:12px;border-radius:6px;background:#1c7ed6';
  document.body.appendChild(bubble);
  var watcher = new MutationObserver(function () {
    if (script && !script.isConnected) {
      window.__customerChatRemovals = (window.__customerChatRemovals || 0) + 1;
      watcher.disconnect();
    }
  });
  watcher.observe(document.body, { childList: true });
})();`;

/** Where the chat provider serves its script: a small server of this file's own. */
const test = journey.extend(
  'chatUrl',
  { scope: 'file' },
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern
  async ({}, { onCleanup }) => {
    const chatServer = createServer((req, res) => {
      if (req.url !== '/widget/chat.js') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(CHAT_SCRIPT);
    });
    await new Promise<void>((listening) => chatServer.listen(0, '127.0.0.1', listening));
    onCleanup(() => new Promise<void>((closed) => chatServer.close(() => closed())));
    const address = chatServer.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/widget/chat.js`;
  },
);

// Its own server, started with the chat configured: the other journeys run without a chat on the page.
test.override('baseUrl', { scope: 'file' }, async ({ chatUrl }, { onCleanup }) => {
  const server = await startServer(
    { CUSTOMER_CHAT_SCRIPT_URL: chatUrl, CUSTOMER_CHAT_TOKEN: 'e2e-website-token' },
    { name: 'chat' },
  );
  onCleanup(server.stop);
  return server.url;
});

type ChatState = { loads: number; removals: number; script: string | null; bubbles: number };

const chatState = (page: Page): Promise<ChatState> =>
  page.evaluate(() => {
    const record = window as unknown as { __customerChatLoads?: number; __customerChatRemovals?: number };
    return {
      loads: record.__customerChatLoads ?? 0,
      removals: record.__customerChatRemovals ?? 0,
      script: document.getElementById('forja-customer-chat')?.getAttribute('src') ?? null,
      bubbles: document.querySelectorAll('div[data-customer-chat]').length,
    };
  });

async function expectChat(page: Page, expected: ChatState): Promise<void> {
  await expect.poll(() => chatState(page)).toEqual(expected);
}

describe('the customer chat', () => {
  test('is loaded before and after login, and removed on the authentication and register routes', async ({
    newContext,
    chatUrl,
  }) => {
    const context = await newContext();
    const { email } = await createConfirmedAccount(context.request);
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });

    // A public page, before login: the script loads once, from its own origin, with the token and language.
    await page.goto('/es/legal/privacy');
    await expectChat(page, { loads: 1, removals: 0, script: chatUrl, bubbles: 1 });
    expect(
      await page.evaluate(() => (window as { __customerChatSettings?: unknown }).__customerChatSettings),
    ).toEqual([{ token: 'e2e-website-token', language: 'es' }]);
    // Moving between pages where it shows does not load it again.
    await page.locator('footer').getByRole('link', { name: 'Términos y condiciones' }).click();
    await expectPath(page, '/es/legal/terms');
    await expectChat(page, { loads: 1, removals: 0, script: chatUrl, bubbles: 1 });

    // Login: removed, with its bubble.
    await page.getByRole('link', { name: 'Forja', exact: true }).click();
    await expectPath(page, '/es');
    await expectChat(page, { loads: 1, removals: 1, script: null, bubbles: 0 });

    // Signed in: loaded again.
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').and(page.locator('input')).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectPath(page, '/es/companies');
    await expectChat(page, { loads: 2, removals: 1, script: chatUrl, bubbles: 1 });
    // The bubble covers nothing and reads as a named region.
    await expectAccessible(page);

    // A register route: removed.
    await page.getByRole('link', { name: 'Crear empresa' }).first().click();
    await expectPath(page, '/es/register');
    await expectChat(page, { loads: 2, removals: 2, script: null, bubbles: 0 });

    // The script is told the UI language.
    await page.goto('/zh_cn/legal/terms');
    await expectChat(page, { loads: 1, removals: 0, script: chatUrl, bubbles: 1 });
    expect(
      await page.evaluate(() => (window as { __customerChatSettings?: unknown }).__customerChatSettings),
    ).toEqual([{ token: 'e2e-website-token', language: 'zh_cn' }]);

    expect(blocked).toEqual([]);
  });
});
