import { loginGoogleBodySchema, type User } from '@forja/contracts';
import { loginBodySchema } from '@forja/contracts/user/login';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeGoogleIdentity,
  googleScripts,
  installGoogleIdentity,
  removeGoogleIdentity,
  type FakeGoogleIdentity,
} from '../../../features/auth/testing/fake-google-identity';
import { getAccessToken } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

const CLIENT_ID = 'forja-web.apps.googleusercontent.com';

type Call = { method: string; path: string; body: unknown; authorization: string | null };

/**
 * The sign-in side of the API: `/app-config` with or without Google, `user/login-google` for the Google
 * accounts given (ID token → user), the profile of the session it starts.
 */
function fakeApi(options: { googleClientId: string | null; googleAccounts?: Record<string, User> }) {
  const calls: Call[] = [];
  let signedIn: User | null = null;
  const fetchImpl = async (input: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const path = input.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, authorization: headers.authorization ?? null });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

    if (path === 'app-config')
      return json(200, { content: { mail_outbox: false, google_client_id: options.googleClientId } });
    if (path === 'user/login-google' && method === 'POST') {
      const parsed = loginGoogleBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const user = options.googleAccounts?.[parsed.data.id_token];
      if (!user) return json(404, { message: ['google_account_not_registered'] });
      signedIn = user;
      return json(200, {
        content: { access_token: 'access-google', refresh_token: 'refresh-1', expires_in: 900 },
      });
    }
    if (path === 'user/login' && method === 'POST') {
      const parsed = loginBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      return json(401, { message: ['bad_credentials'] });
    }
    if (path === 'user/profile' && signedIn && headers.authorization === 'Bearer access-google')
      return json(200, { content: signedIn });
    return json(404, { message: ['not_found'] });
  };
  return { calls, fetchImpl };
}

const ana = makeUser({
  id: 42,
  email: 'ana@gmail.com',
  is_confirmed: true,
  companies: [{ id: 7, user_id: 42, friendly_id: 'FJ-TEST07', name: 'Nopal', legal_name: null }],
});

let google: FakeGoogleIdentity;
beforeEach(() => {
  queryClient.clear();
  google = fakeGoogleIdentity();
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeGoogleIdentity();
});

describe('Login with Google', () => {
  it('shows no Google button, and loads nothing from Google, when Google sign-in is not configured', async () => {
    const api = fakeApi({ googleClientId: null });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path === 'app-config')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('o')).toBeNull();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(googleScripts()).toHaveLength(0);
  });

  it('signs in with the Google account and continues like a password sign-in', async () => {
    const api = fakeApi({ googleClientId: CLIENT_ID, googleAccounts: { 'id-token-ana': ana } });
    vi.stubGlobal('fetch', api.fetchImpl);
    installGoogleIdentity(google);
    const { router } = renderRoute('/es');
    const button = await screen.findByRole('button', { name: 'Google · signin_with · es' });
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID }));

    google.credential = 'id-token-ana';
    await userEvent.click(button);
    // A confirmed founder with a company goes to Companies, as after a password sign-in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/companies'));
    expect(api.calls.find((call) => call.path === 'user/login-google')).toMatchObject({
      method: 'POST',
      body: { id_token: 'id-token-ana' },
      authorization: null,
    });
    expect(getAccessToken()).toBe('access-google');
  });

  it('tells a Google account without a Forja account to register, in the page language', async () => {
    const api = fakeApi({ googleClientId: CLIENT_ID });
    vi.stubGlobal('fetch', api.fetchImpl);
    installGoogleIdentity(google);
    const { router } = renderRoute('/en');
    google.credential = 'id-token-of-a-stranger';
    await userEvent.click(await screen.findByRole('button', { name: 'Google · signin_with · en' }));
    expect(
      await screen.findByText(/There's no Forja account for this Google account yet\./),
    ).toBeInTheDocument();
    const register = screen.getByRole('link', { name: 'Create your company and sign up with Google' });
    expect(register).toHaveAttribute('href', '/en/register');
    expect(router.state.location.pathname).toBe('/en');
    expect(getAccessToken()).toBeNull();
  });
});

describe('Login with a password', () => {
  it('checks the fields with the login contract before asking the server, in the page language', async () => {
    const api = fakeApi({ googleClientId: null });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/en');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(await screen.findByText('Enter a valid email, for example ana@company.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(api.calls.some((call) => call.path === 'user/login')).toBe(false);

    await userEvent.type(email, '  ana@gmail.com ');
    await userEvent.type(screen.getByLabelText(/Password/), 'not-her-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === 'user/login')).toBe(true));
    // The body is the contract's output: the e-mail trimmed, as the API validates it.
    expect(api.calls.find((call) => call.path === 'user/login')?.body).toEqual({
      email: 'ana@gmail.com',
      password: 'not-her-password',
    });
    expect(await screen.findByText('Invalid password or email')).toBeInTheDocument();
  });
});
