import {
  createByPartnerGoogleBodySchema,
  loginBodySchema,
  loginGoogleBodySchema,
  registerBodySchema,
} from '@forja/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  fakeGoogleIdentity,
  googleScripts,
  installGoogleIdentity,
  removeGoogleIdentity,
  type FakeGoogleIdentity,
} from '../../../features/auth/testing/fake-google-identity';
import {
  INVITATION_TOKEN,
  fakePartnersApi,
  fullPartner,
} from '../../../features/partners/testing/fake-partners-api';
import { getAccessToken, setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { content, failure, serveApi } from '../../../test/network';
import { renderRoute } from '../../../test/render';

/** InvitedRegister with Google: the invited partner's account from the Google account of the invited e-mail. */

const CLIENT_ID = 'forja-web.apps.googleusercontent.com';

type Call = { method: string; path: string; body: unknown; authorization: string | null };

/**
 * The partners API (Ana's company, Luis invited at luis@example.mx) with Google configured: the Google
 * account behind `id-token-luis` has the invited e-mail; any other ID token is someone else's Google account
 * without a Forja account.
 */
function fakeApi(googleClientId: string | null) {
  const partners = fakePartnersApi({
    company: {
      share_series: [{ id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
      partners: [
        fullPartner({ id: 1, name: 'Ana López', email: 'ana@example.mx' }),
        fullPartner({
          id: 2,
          name: 'Luis Pérez',
          email: 'luis@example.mx',
          shares: [{ id: 9, share_series_id: 100, percentage: 40 }],
        }),
      ],
    },
  });
  const calls: Call[] = [];
  const tokens = { access_token: partners.access, refresh_token: 'refresh-1', expires_in: 900 };
  serveApi(({ method, path, headers, body }) => {
    calls.push({ method, path, body, authorization: headers.authorization ?? null });
    if (path === 'app-config') return content({ mail_outbox: false, google_client_id: googleClientId });
    if (path === 'user/create-by-partner/google/2' && method === 'POST') {
      const parsed = createByPartnerGoogleBodySchema.safeParse(body);
      if (!parsed.success) return failure(400, 'invalid_request');
      if (parsed.data.token !== INVITATION_TOKEN || parsed.data.company_id !== 1)
        return failure(404, 'token_not_found');
      if (parsed.data.id_token !== 'id-token-luis') return failure(403, 'google_email_not_invited');
      return content(tokens);
    }
    if (path === 'user/login-google' && method === 'POST') {
      const parsed = loginGoogleBodySchema.safeParse(body);
      if (!parsed.success || parsed.data.id_token !== 'id-token-luis')
        return failure(404, 'google_account_not_registered');
      return content(tokens);
    }
    if (path === 'user/create-by-partner/2' && method === 'POST') {
      // The API's body: the register contract with the invitation.
      const parsed = registerBodySchema
        .extend({ company_id: z.number().int().positive(), token: z.string().trim().min(10).max(200) })
        .safeParse(body);
      if (!parsed.success) return failure(400, 'invalid_request');
      if (parsed.data.password === 'password') return failure(400, 'password_too_common');
      return content(tokens);
    }
    if (path === 'user/login' && method === 'POST') {
      if (!loginBodySchema.safeParse(body).success) return failure(400, 'invalid_request');
      return failure(401, 'bad_credentials');
    }
    if (path === 'attach-partner-with-company-by-invitation/partner/2' && method === 'POST') {
      if (headers.authorization !== `Bearer ${partners.access}`) return failure(401, 'unauthenticated');
      return content({ ok: true });
    }
    // The rest is the partners API's.
    return undefined;
  });
  const posts = () => calls.filter((call) => call.method === 'POST').map((call) => call.path);
  return { calls, posts };
}

/** Every path the router went to or through (redirects included). */
function trackPaths(router: ReturnType<typeof renderRoute>['router']) {
  const seen: string[] = [];
  router.subscribe((state) => {
    const pending = state.navigation.location?.pathname;
    if (pending) seen.push(pending);
    seen.push(state.location.pathname);
  });
  return seen;
}

const storedInvitation = () =>
  JSON.parse(window.localStorage.getItem('invited_partner') ?? '{}') as { token?: string | null };

let user: ReturnType<typeof userEvent.setup>;
let google: FakeGoogleIdentity;
beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  // As if the e-mailed link had been opened in this browser.
  window.localStorage.setItem(
    'invited_partner',
    JSON.stringify({
      partner: '2',
      company: '1',
      token: INVITATION_TOKEN,
      expires_at: Date.now() + 86_400_000,
    }),
  );
  user = userEvent.setup({ delay: null });
  google = fakeGoogleIdentity();
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeGoogleIdentity();
});

describe('InvitedRegister with Google', () => {
  it('offers no Google button, and loads nothing from Google, when it is not configured', async () => {
    const api = fakeApi(null);
    renderRoute('/es/invited/register?partner=2&company=1');
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path === 'app-config')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(googleScripts()).toHaveLength(0);
  });

  it('creates the account with the invitation and the Google account of the invited e-mail', async () => {
    const api = fakeApi(CLIENT_ID);
    installGoogleIdentity(google);
    const { router } = renderRoute('/es/invited/register?partner=2&company=1');
    const seen = trackPaths(router);
    const button = await screen.findByRole('button', { name: 'Google · signup_with · es' });
    expect(
      screen.getByText(
        'Con Google no necesitas contraseña: elige la cuenta de Google de luis@example.mx. Antes, escribe tu teléfono.',
      ),
    ).toBeInTheDocument();

    // Without a phone there is nothing to create the account with.
    google.credential = 'id-token-luis';
    await user.click(button);
    expect(
      await screen.findByText(
        'Para crear tu cuenta con Google, escribe tu teléfono y luego elige otra vez tu cuenta de Google.',
      ),
    ).toBeInTheDocument();
    expect(api.posts()).toEqual([]);

    await user.type(screen.getByLabelText(/Teléfono/), '55 8765 4321');
    // Nor without the partner's own acceptance of the terms and the privacy notice.
    await user.click(button);
    expect(
      await screen.findByText(
        'Para crear tu cuenta con Google, acepta los términos y condiciones y el aviso de privacidad, y luego elige otra vez tu cuenta de Google.',
      ),
    ).toBeInTheDocument();
    expect(api.posts()).toEqual([]);
    const consent = screen.getByRole('checkbox', { name: /Acepto los términos/ });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute(
      'href',
      '/es/legal/privacy',
    );
    await user.click(consent);
    await user.click(button);
    await waitFor(() => expect(seen).toContain('/es/invited/analyzing_data'));
    const created = api.calls.find((call) => call.path === 'user/create-by-partner/google/2');
    expect(created?.body).toEqual({
      accept_privacy: true,
      privacy_version: 1,
      terms_version: 1,
      id_token: 'id-token-luis',
      phone: '5587654321',
      phone_country_code: '52',
      language: 'es',
      first_names: 'Luis',
      last_names: 'Pérez',
      company_id: 1,
      token: INVITATION_TOKEN,
    });
    expect(created?.authorization).toBeNull();
    // The invitation is used: from now on the partner acts with the session.
    expect(storedInvitation().token).toBeNull();
    expect(getAccessToken()).toBe('access-1');
  });

  it('explains that the Google account must be the one of the invited e-mail', async () => {
    fakeApi(CLIENT_ID);
    installGoogleIdentity(google);
    const { router } = renderRoute('/es/invited/register?partner=2&company=1');
    const button = await screen.findByRole('button', { name: 'Google · signup_with · es' });
    await user.type(screen.getByLabelText(/Teléfono/), '5587654321');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    google.credential = 'id-token-of-another-account';
    await user.click(button);
    expect(
      await screen.findByText(
        'Esa cuenta de Google usa otro correo. Entra con la cuenta de Google del correo al que llegó tu invitación.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/es/invited/register');
    expect(storedInvitation().token).toBe(INVITATION_TOKEN);
    expect(getAccessToken()).toBeNull();
  });

  it('signs in with Google and links the invitation for a partner who already has an account', async () => {
    const api = fakeApi(CLIENT_ID);
    installGoogleIdentity(google);
    const { router } = renderRoute('/es/invited/register?partner=2&company=1');
    const seen = trackPaths(router);
    await user.click(await screen.findByRole('radio', { name: 'Ya tengo cuenta' }));
    const button = await screen.findByRole('button', { name: 'Google · signin_with · es' });
    google.credential = 'id-token-luis';
    await user.click(button);
    await waitFor(() => expect(seen).toContain('/es/invited/analyzing_data'));
    expect(api.posts()).toEqual(['user/login-google', 'attach-partner-with-company-by-invitation/partner/2']);
    expect(api.calls.find((call) => call.path.startsWith('attach-partner'))).toMatchObject({
      authorization: 'Bearer access-1',
      body: { company_id: 1, invitation: INVITATION_TOKEN },
    });
    expect(storedInvitation().token).toBeNull();
  });
});

describe('InvitedRegister with a password', () => {
  it('checks the account with the register contract, then creates it with the invitation', async () => {
    const api = fakeApi(null);
    const { router } = renderRoute('/es/invited/register?partner=2&company=1');
    await screen.findByRole('heading', { name: 'Crea tu cuenta' });
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Revisa el número: no parece válido para ese país.')).toBeInTheDocument();
    expect(screen.getByText('Usa al menos 8 caracteres.')).toBeInTheDocument();
    expect(
      screen.getByText('Para continuar, acepta los términos y condiciones y el aviso de privacidad.'),
    ).toBeInTheDocument();
    // The names came from the partner record: the phone is the first field to fix.
    expect(screen.getByLabelText(/Teléfono/)).toHaveFocus();
    expect(api.posts()).toEqual([]);

    await user.type(screen.getByLabelText(/Teléfono/), '55 1234 5678');
    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'password');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    // The server's refusal goes under its field.
    expect(
      await screen.findByText(
        'Esa contraseña es de las más usadas y sería fácil de adivinar. Elige otra.',
        undefined,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Contraseña/, { selector: 'input' })).toHaveFocus();

    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), '-Nopal-2026');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/invited/analyzing_data'));
    expect(api.calls.filter((call) => call.path === 'user/create-by-partner/2').at(-1)?.body).toEqual({
      first_names: 'Luis',
      last_names: 'Pérez',
      email: 'luis@example.mx',
      password: 'password-Nopal-2026',
      phone: '5512345678',
      phone_country_code: '52',
      accept_privacy: true,
      privacy_version: 1,
      terms_version: 1,
      language: 'es',
      company_id: 1,
      token: INVITATION_TOKEN,
    });
  });

  it('asks for the e-mail and the password of the account to sign in to', async () => {
    const api = fakeApi(null);
    renderRoute('/es/invited/register?partner=2&company=1');
    await screen.findByRole('heading', { name: 'Crea tu cuenta' });
    await user.click(screen.getByRole('radio', { name: 'Ya tengo cuenta' }));
    expect(screen.queryByLabelText(/Teléfono/)).toBeNull();
    const email = screen.getByRole('textbox', { name: /Correo electrónico/ });
    await user.clear(email);
    await user.type(email, 'luis@');
    await user.click(screen.getByRole('button', { name: 'Entrar y vincular' }));
    expect(
      await screen.findByText('Escribe un correo válido, por ejemplo luis@correo.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(api.posts()).toEqual([]);

    await user.type(email, 'example.mx');
    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'Nopal-Azul-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar y vincular' }));
    await waitFor(() => expect(api.posts()).toEqual(['user/login']));
    expect(api.calls.find((call) => call.path === 'user/login')?.body).toEqual({
      email: 'luis@example.mx',
      password: 'Nopal-Azul-2026',
    });
  });

  it('says only the invited e-mail can accept, and signs out, when another account is signed in', async () => {
    const api = fakeApi(null);
    // Ana's session (ana@example.mx) in the browser where Luis's invitation is opened.
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    renderRoute('/es/invited/register?partner=2&company=1');
    expect(await screen.findByText(/Solo la cuenta de luis@example\.mx puede aceptarla/, {})).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Vincular a mi cuenta' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión y usar luis@example.mx' }));
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
    expect(getAccessToken()).toBeNull();
    expect(api.posts()).not.toContain('attach-partner-with-company-by-invitation/partner/2');
  });
});
