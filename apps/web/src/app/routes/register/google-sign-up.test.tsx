import {
  registerCompanyBodySchema,
  registerGoogleBodySchema,
  type Catalogue,
  type Company,
  type CompanyDraft,
  type User,
} from '@forja/contracts';
import { makeCompany, makeUser } from '@forja/domain/testing/fixtures';
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
import { fakeLegalResponse } from '../../../test/fake-legal-api';
import { renderRoute } from '../../../test/render';

/** PersonalInformation, the wizard's account step, with Google: the account from Google, then the company. */

const CLIENT_ID = 'forja-web.apps.googleusercontent.com';

const CATALOGUE: Catalogue = {
  society_types: [
    {
      key: 'sas',
      abbreviation: 'S.A.S. de C.V.',
      min_partners: 1,
      max_partners: null,
      individuals_only: true,
      requires_commissary: false,
      income_cap_mxn: 5_000_000,
    },
  ],
  products: [
    { key: 'formation_rep', item_name: 'Constitución con RL', price_centavos: 1_890_000, recurring: null },
  ],
  packages: [
    {
      key: 'representation',
      product: 'formation_rep',
      legal_representation: true,
      amazon_customer: false,
      includes: ['formation_rep'],
    },
  ],
  iva_basis_points: 1600,
};

const READY_FOR_PERSONAL: Partial<CompanyDraft> = {
  legal_representation: true,
  company_package: 'representation',
  company_type: 'sas',
  type_society: 'S.A.S. de C.V.',
  company_name: 'Nopal',
  legal_names: [{ name: 'Nopal Azul', priority: 1 }],
};

type Call = { method: string; path: string; body: unknown; authorization: string | null };

/** The API of the last step: `/app-config`, `user/register-google` (Ana's Google account), profile, company. */
function fakeApi(googleClientId: string | null) {
  const calls: Call[] = [];
  let user: User | null = null;
  const fetchImpl = async (input: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const path = input.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, authorization: headers.authorization ?? null });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    const legal = fakeLegalResponse(path, method);
    if (legal) return legal;

    if (path === 'catalogue') return json(200, { content: CATALOGUE });
    if (path === 'app-config')
      return json(200, { content: { mail_outbox: false, google_client_id: googleClientId } });
    if (path === 'user/register-google' && method === 'POST') {
      const parsed = registerGoogleBodySchema.safeParse(body);
      if (!parsed.success || parsed.data.id_token !== 'id-token-ana')
        return json(400, { message: ['invalid_request'] });
      // The e-mail comes from Google, confirmed.
      user = makeUser({
        id: 42,
        email: 'ana@gmail.com',
        first_names: parsed.data.first_names ?? 'Ana',
        last_names: parsed.data.last_names ?? 'López',
        phone: parsed.data.phone,
        phone_country_code: parsed.data.phone_country_code,
        phone_alpha_code: 'MX',
        is_confirmed: true,
        companies: [],
      });
      return json(200, {
        content: { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 },
      });
    }
    if (headers.authorization !== 'Bearer access-1' || !user)
      return json(401, { message: ['unauthenticated'] });
    if (path === 'user/profile') return json(200, { content: user });
    if (path === 'company/register' && method === 'POST') {
      const parsed = registerCompanyBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const company: Company = makeCompany({
        id: 501,
        user_id: user.id,
        name: parsed.data.company_name,
        company_type: parsed.data.company_type,
        legal_names: parsed.data.legal_names,
        description: null,
        company_business_twists: [],
        will_hire: null,
        orders: [],
        partners: [],
      });
      user = {
        ...user,
        companies: [
          { id: 501, user_id: user.id, friendly_id: 'FJ-TEST01', name: company.name, legal_name: null },
        ],
      };
      return json(200, { content: company });
    }
    return json(404, { message: ['not_found'] });
  };
  const posts = () => calls.filter((call) => call.method === 'POST').map((call) => call.path);
  return { calls, posts, fetchImpl };
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

let user: ReturnType<typeof userEvent.setup>;
let google: FakeGoogleIdentity;
beforeEach(() => {
  queryClient.clear();
  user = userEvent.setup({ delay: null });
  google = fakeGoogleIdentity();
  window.localStorage.setItem('company_draft', JSON.stringify(READY_FOR_PERSONAL));
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeGoogleIdentity();
});

describe('PersonalInformation with Google', () => {
  it('offers no Google sign-up, and loads nothing from Google, when it is not configured', async () => {
    const api = fakeApi(null);
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/register/personal_information');
    expect(await screen.findByRole('heading', { name: 'Tus datos' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path === 'app-config')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/Con Google usamos el nombre/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(googleScripts()).toHaveLength(0);
  });

  it('asks for the phone and the terms before using the Google account', async () => {
    const api = fakeApi(CLIENT_ID);
    vi.stubGlobal('fetch', api.fetchImpl);
    installGoogleIdentity(google);
    renderRoute('/es/register/personal_information');
    google.credential = 'id-token-ana';
    await user.click(await screen.findByRole('button', { name: 'Google · signup_with · es' }));
    expect(
      await screen.findByText(
        'Para crear tu cuenta con Google, escribe tu teléfono y acepta los términos; luego elige otra vez tu cuenta de Google.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Para continuar, acepta los términos y condiciones.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Teléfono/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts()).toEqual([]);
  });

  it('creates the account from Google with the phone of the form, then the company, like the password path', async () => {
    const api = fakeApi(CLIENT_ID);
    vi.stubGlobal('fetch', api.fetchImpl);
    installGoogleIdentity(google);
    const { router } = renderRoute('/es/register/personal_information');
    const seen = trackPaths(router);
    const button = await screen.findByRole('button', { name: 'Google · signup_with · es' });
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: CLIENT_ID, context: 'signup' }),
    );
    await user.type(screen.getByLabelText(/Nombre\(s\)/), 'Ana Sofía');
    await user.type(screen.getByLabelText(/Teléfono/), '55 1234 5678');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    google.credential = 'id-token-ana';
    await user.click(button);

    // Confirmed by Google, the new company without its basic data: the domain's next route.
    await waitFor(() => expect(seen).toContain('/es/dashboard/501/company_basic_data'));
    expect(api.posts()).toEqual(['user/register-google', 'company/register']);
    const signUp = api.calls.find((call) => call.path === 'user/register-google');
    expect(signUp?.body).toEqual({
      accept_privacy: true,
      privacy_version: 1,
      terms_version: 1,
      id_token: 'id-token-ana',
      phone: '5512345678',
      phone_country_code: '52',
      language: 'es',
      first_names: 'Ana Sofía',
    });
    expect(signUp?.authorization).toBeNull();
    const company = api.calls.find((call) => call.path === 'company/register');
    expect(company?.authorization).toBe('Bearer access-1');
    expect(company?.body).toMatchObject({
      company_name: 'Nopal',
      email: 'ana@gmail.com',
      phone: '5512345678',
      country: { lada: '52', alpha_code: 'MX' },
    });
    expect(getAccessToken()).toBe('access-1');
    expect(window.localStorage.getItem('company_draft')).toBeNull();
  });
});
