import type { AppConfig } from '@forja/contracts';
import { parseLanguage } from '@forja/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLegalResponse } from '../../../test/fake-legal-api';
import { renderRoute } from '../../../test/render';
import { CUSTOMER_CHAT_SCRIPT_ID, removeCustomerChat } from '../customer-chat';
import { CustomerChat } from './customer-chat';

const CHAT = { script_url: 'https://chat.example.mx/packs/js/sdk.js', token: 'web-token' };

const chatScript = () => document.getElementById(CUSTOMER_CHAT_SCRIPT_ID) as HTMLScriptElement | null;

/** Counts every time the chat script is put on the page (each one a load). */
function countLoads() {
  let count = 0;
  const tally = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement && node.id === CUSTOMER_CHAT_SCRIPT_ID) count++;
  };
  const observer = new MutationObserver(tally);
  observer.observe(document, { childList: true, subtree: true });
  return {
    count: () => {
      tally(observer.takeRecords());
      return count;
    },
    stop: () => observer.disconnect(),
  };
}

/** A route tree shaped like Forja's: the chat in the language layout, pages under it. */
function renderChat(chat: AppConfig['customer_chat'] | undefined, path: string, strict = false) {
  function Layout() {
    const { lang } = useParams();
    return (
      <>
        <Outlet />
        <CustomerChat chat={chat} language={parseLanguage(lang) ?? 'es'} />
      </>
    );
  }
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: <Layout />,
        children: [
          { index: true, element: <p>Login</p> },
          { path: '*', element: <p>Page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const tree = <RouterProvider router={router} />;
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const go = async (to: string) => {
    await act(() => router.navigate(to));
  };
  return { router, view, go };
}

let observed: ReturnType<typeof countLoads>;
beforeEach(() => {
  observed = countLoads();
});
afterEach(() => {
  observed.stop();
  removeCustomerChat();
  vi.unstubAllGlobals();
});

/** Loads counted so far. */
async function loads(): Promise<number> {
  await Promise.resolve();
  return observed.count();
}

describe('the customer chat', () => {
  it('loads the configured script once on public and signed-in pages, across navigations', async () => {
    const { go } = renderChat(CHAT, '/es/legal/privacy');
    expect(chatScript()?.getAttribute('src')).toBe(CHAT.script_url);
    expect(window.forjaCustomerChat).toEqual({ token: 'web-token', language: 'es' });
    await go('/es/legal/terms');
    await go('/es/companies');
    await go('/es/dashboard/12/home');
    await go('/es/payment/12/checkout');
    expect(chatScript()).not.toBeNull();
    expect(await loads()).toBe(1);
  });

  it.each([
    ['Login', '/es'],
    ['RecoverPassword', '/es/auth/recover_password'],
    ['NewPassword', '/es/auth/new_password'],
    ['VerifyAccount', '/es/verify_account'],
    ['EditPhoneAndEmail', '/es/verify_account/edit_phone_and_email'],
    ['Options', '/es/register'],
    ['Register', '/es/register/welcome'],
    ['TypeSociety', '/es/register/type_of_society'],
    ['LegalName', '/es/register/legal_name'],
    ['PersonalInformation', '/es/register/personal_information'],
    ['InvitedRegister', '/en/invited/register'],
    ['InvitedValidation', '/zh_cn/invited/verification'],
  ])('removes it on %s (%s), with what it added, and adds it back after', async (_name, path) => {
    const { go } = renderChat(CHAT, '/es/companies');
    expect(chatScript()).not.toBeNull();
    // What the script put on the page: its marked bubble, Chatwoot's holders.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-customer-chat aria-label="Chat"></div><div class="woot-widget-holder"></div><div class="woot--bubble-holder"></div>',
    );
    const hide = vi.fn();
    window.$chatwoot = { toggleBubbleVisibility: hide };

    await go(path);
    expect(chatScript()).toBeNull();
    expect(
      document.querySelector('[data-customer-chat], .woot-widget-holder, .woot--bubble-holder'),
    ).toBeNull();
    expect(hide).toHaveBeenCalledWith('hide');
    expect(window.$chatwoot).toBeUndefined();
    expect(window.forjaCustomerChat).toBeUndefined();

    await go('/es/account');
    expect(chatScript()?.getAttribute('src')).toBe(CHAT.script_url);
    expect(await loads()).toBe(2);
  });

  it('never loads on an authentication route, even as the first page', async () => {
    const { go } = renderChat(CHAT, '/es');
    await go('/es/register/legal_name');
    expect(chatScript()).toBeNull();
    expect(await loads()).toBe(0);
    await go('/es/legal/privacy');
    expect(await loads()).toBe(1);
  });

  it.each([
    ['not configured', null],
    ['not known yet', undefined],
  ])('loads nothing when the chat is %s', async (_case, chat) => {
    const { go } = renderChat(chat, '/es/legal/privacy');
    await go('/es/companies');
    expect(chatScript()).toBeNull();
    expect(window.forjaCustomerChat).toBeUndefined();
    expect(await loads()).toBe(0);
  });

  it('follows the UI language without loading again', async () => {
    const setLocale = vi.fn();
    const { go } = renderChat(CHAT, '/es/companies');
    expect(window.chatwootSettings?.locale).toBe('es');
    window.$chatwoot = { setLocale };
    await go('/en/companies');
    expect(window.forjaCustomerChat?.language).toBe('en');
    expect(setLocale).toHaveBeenLastCalledWith('en');
    await go('/zh_cn/companies');
    expect(window.forjaCustomerChat?.language).toBe('zh_cn');
    expect(setLocale).toHaveBeenLastCalledWith('zh_CN');
    expect(chatScript()).not.toBeNull();
    expect(await loads()).toBe(1);
  });

  it('starts a Chatwoot widget with its website token and server once the script loaded', async () => {
    renderChat(CHAT, '/es/companies');
    const run = vi.fn();
    window.chatwootSDK = { run };
    chatScript()?.dispatchEvent(new Event('load'));
    expect(run).toHaveBeenCalledWith({ websiteToken: 'web-token', baseUrl: 'https://chat.example.mx' });
  });

  it('loads once in strict mode, and leaves with the layout', async () => {
    const { view } = renderChat(CHAT, '/es/companies', true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chatScript()).not.toBeNull();
    expect(await loads()).toBe(1);
    view.unmount();
    await waitFor(() => expect(chatScript()).toBeNull());
  });
});

describe('the language layout', () => {
  it('mounts the server-configured chat: on public pages, not on Login', async () => {
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname.replace('/api/v3/', '');
      const legal = fakeLegalResponse(path, init?.method ?? 'GET');
      if (legal) return legal;
      const content =
        path === 'app-config'
          ? {
              mail_outbox: false,
              google_client_id: null,
              analytics: { provider: 'off' },
              customer_chat: CHAT,
            }
          : {};
      return new Response(JSON.stringify({ content }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { router } = renderRoute('/es/legal/privacy');
    await waitFor(() => expect(chatScript()?.getAttribute('src')).toBe(CHAT.script_url));
    await act(() => router.navigate('/es'));
    await screen.findByRole('button', { name: 'Entrar' });
    expect(chatScript()).toBeNull();
    await act(() => router.navigate('/es/legal/terms'));
    await waitFor(() => expect(chatScript()).not.toBeNull());
  });
});
