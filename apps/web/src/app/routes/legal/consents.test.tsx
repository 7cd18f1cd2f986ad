import {
  CONSENT_PURPOSES,
  recordConsentBodySchema,
  type ConsentPurpose,
  type ConsentState,
  type MyConsents,
} from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myConsentsQueryKey } from '../../../features/legal/api/consents';
import { fakeLegalResponse } from '../../../test/fake-legal-api';
import { getAccessToken, setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

/** The account page's "Mis datos" switches and the re-consent dialog of the signed-in frames. */

type Call = { method: string; path: string; body: unknown };

/**
 * The API of a signed-in, confirmed user: the profile, `GET/POST consents/me` kept append-only like the server
 * (each POST adds a record; the state is the last record per purpose), and the public legal documents.
 */
function fakeApi(options: { needsReconsent?: boolean; failPost?: boolean } = {}) {
  const calls: Call[] = [];
  const records: { purpose: ConsentPurpose; granted: boolean; method: string; at: string }[] = [
    { purpose: 'service', granted: true, method: 'checkbox', at: '2026-11-26T18:00:00.000Z' },
    { purpose: 'surveys', granted: true, method: 'switch', at: '2026-11-26T18:05:00.000Z' },
  ];
  let needsReconsent = options.needsReconsent ?? false;
  const user = makeUser({ id: 42, email: 'ana@example.mx', is_confirmed: true, companies: [] });
  const state = (): MyConsents => ({
    purposes: CONSENT_PURPOSES.map((purpose): ConsentState => {
      const last = records.filter((record) => record.purpose === purpose).at(-1);
      return { purpose, granted: last?.granted ?? false, version: last ? 1 : null, at: last?.at ?? null };
    }),
    needs_reconsent: needsReconsent,
  });
  const fetchImpl = async (input: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const path = input.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    const legal = fakeLegalResponse(path, method);
    if (legal) return legal;
    if (headers.authorization !== 'Bearer access-1') return json(401, { message: ['unauthenticated'] });
    if (path === 'user/profile') return json(200, { content: user });
    if (path === 'consents/me' && method === 'GET') return json(200, { content: state() });
    if (path === 'consents/me' && method === 'POST') {
      const parsed = recordConsentBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      if (options.failPost) return json(500, { message: ['unknown_error'] });
      if (parsed.data.purpose === 'service' && !parsed.data.granted)
        return json(400, { message: ['consent_required'] });
      records.push({ ...parsed.data, at: '2026-11-27T10:00:00.000Z' });
      if (parsed.data.purpose === 'service') needsReconsent = false;
      return json(200, { content: state() });
    }
    return json(404, { message: ['not_found'] });
  };
  const consentPosts = () => calls.filter((call) => call.method === 'POST' && call.path === 'consents/me');
  /** The account page's and dialog's records (the banner's sync is `bannerPosts`). */
  const posts = () => consentPosts().filter((call) => (call.body as { method?: string }).method !== 'banner');
  const bannerPosts = () =>
    consentPosts().filter((call) => (call.body as { method?: string }).method === 'banner');
  return { calls, posts, bannerPosts, records, fetchImpl };
}

beforeEach(() => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Mis datos on the account page', () => {
  it('shows each optional purpose as a switch with its current state, and how to exercise the rights', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/account');
    const section = await screen.findByRole('region', { name: 'Mis datos' });
    const analytics = await within(section).findByRole('switch', { name: /^Análisis de uso/ });
    await waitFor(() => expect(analytics).toBeEnabled());
    expect(analytics).not.toBeChecked();
    expect(
      within(section).getByRole('switch', { name: /^Correos de novedades y promociones/ }),
    ).not.toBeChecked();
    expect(within(section).getByRole('switch', { name: /^Encuestas de satisfacción/ })).toBeChecked();
    expect(within(section).getByRole('link', { name: 'privacidad@forja.mx' })).toHaveAttribute(
      'href',
      'mailto:privacidad@forja.mx',
    );
    expect(within(section).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/es/legal/privacy',
    );
    expect(within(section).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/es/legal/terms',
    );
    // Nothing here promises a download or a delete button that does not exist.
    expect(within(section).queryByRole('button', { name: /descargar|eliminar/i })).toBeNull();
  });

  it('records each switch at once (append-only) and says so in a toast', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetchImpl);
    const user = userEvent.setup();
    renderRoute('/es/account');
    const analytics = await screen.findByRole('switch', { name: /^Análisis de uso/ });
    await waitFor(() => expect(analytics).toBeEnabled());
    await user.click(analytics);
    expect(await screen.findByText('Listo: Análisis de uso activado.')).toBeInTheDocument();
    await waitFor(() => expect(analytics).toBeChecked());

    const surveys = screen.getByRole('switch', { name: /^Encuestas de satisfacción/ });
    await waitFor(() => expect(surveys).toBeEnabled());
    await user.click(surveys);
    expect(await screen.findByText('Listo: Encuestas de satisfacción desactivado.')).toBeInTheDocument();
    await waitFor(() => expect(surveys).not.toBeChecked());

    expect(api.posts().map((call) => call.body)).toEqual([
      { purpose: 'analytics', granted: true, method: 'switch' },
      { purpose: 'surveys', granted: false, method: 'switch' },
    ]);
    // A withdrawal is a new record; the earlier grant stays.
    expect(
      api.records.filter((record) => record.purpose === 'surveys').map((record) => record.granted),
    ).toEqual([true, false]);
  });

  it('puts a switch back and shows the error when the API refuses', async () => {
    const api = fakeApi({ failPost: true });
    vi.stubGlobal('fetch', api.fetchImpl);
    const user = userEvent.setup();
    renderRoute('/es/account');
    const marketing = await screen.findByRole('switch', { name: /^Correos de novedades y promociones/ });
    await waitFor(() => expect(marketing).toBeEnabled());
    await user.click(marketing);
    expect(
      await screen.findByText('Ocurrió un error inesperado. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(marketing).toBeEnabled());
    expect(marketing).not.toBeChecked();
  });
});

describe('the re-consent dialog', () => {
  it('blocks the signed-in pages until the changed notice is accepted', async () => {
    const api = fakeApi({ needsReconsent: true });
    vi.stubGlobal('fetch', api.fetchImpl);
    const user = userEvent.setup();
    renderRoute('/es/account');
    const dialog = await screen.findByRole('dialog', { name: 'Actualizamos nuestros documentos legales' });
    expect(within(dialog).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/es/legal/privacy',
    );
    expect(within(dialog).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(dialog).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/es/legal/terms',
    );
    expect(await within(dialog).findAllByText('(versión 1, del 26/11/2026)')).toHaveLength(2);
    // No way to close it but accepting or signing out.
    await user.keyboard('{Escape}');
    expect(
      screen.getByRole('dialog', { name: 'Actualizamos nuestros documentos legales' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Acepto' }));
    expect(await screen.findByText('Gracias, registramos tu aceptación.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Actualizamos nuestros documentos legales' })).toBeNull(),
    );
    expect(api.posts().map((call) => call.body)).toEqual([
      { purpose: 'service', granted: true, method: 're_consent' },
    ]);
  });

  it('lets the person sign out instead', async () => {
    const api = fakeApi({ needsReconsent: true });
    vi.stubGlobal('fetch', api.fetchImpl);
    const user = userEvent.setup();
    const { router } = renderRoute('/es/account');
    const dialog = await screen.findByRole('dialog', { name: 'Actualizamos nuestros documentos legales' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    expect(getAccessToken()).toBeNull();
    expect(api.posts()).toEqual([]);
  });

  it('records on the account the banner choice made before signing in, once', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/account');
    expect(await screen.findByRole('heading', { name: 'Mis datos' })).toBeInTheDocument();
    await waitFor(() => expect(api.bannerPosts()).toHaveLength(2));
    expect(api.bannerPosts().map((call) => call.body)).toEqual([
      { purpose: 'analytics', granted: false, method: 'banner' },
      { purpose: 'session_recording', granted: false, method: 'banner' },
    ]);
    // Each answer becomes the account's consents in the cache: the test ends once both are in, or the second
    // could land after the next test has emptied the cache, and that test would find the consents read.
    await waitFor(() =>
      expect(
        queryClient
          .getQueryData<MyConsents>(myConsentsQueryKey)
          ?.purposes.filter((entry) => entry.purpose === 'analytics' || entry.purpose === 'session_recording')
          .map((entry) => entry.at !== null),
      ).toEqual([true, true]),
    );
  });

  it('does not show when the consent is current', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/account');
    expect(await screen.findByRole('heading', { name: 'Mis datos' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path === 'consents/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
