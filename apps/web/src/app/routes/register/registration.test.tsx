import {
  registerBodySchema,
  registerCompanyBodySchema,
  type Catalogue,
  type Company,
  type CompanyDraft,
  type User,
} from '@forja/contracts';
import { isLatinText } from '@forja/domain';
import { makeCompany, makeUser } from '@forja/domain/testing/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { fakeLegalResponse } from '../../../test/fake-legal-api';
import { renderRoute } from '../../../test/render';

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
    {
      key: 'srl',
      abbreviation: 'S. de R.L. de C.V.',
      min_partners: 2,
      max_partners: 50,
      individuals_only: false,
      requires_commissary: false,
      income_cap_mxn: null,
    },
    {
      key: 'sa',
      abbreviation: 'S.A. de C.V.',
      min_partners: 2,
      max_partners: null,
      individuals_only: false,
      requires_commissary: true,
      income_cap_mxn: null,
    },
  ],
  products: [
    { key: 'formation', item_name: 'Constitución', price_centavos: 1_250_000, recurring: null },
    { key: 'formation_rep', item_name: 'Constitución con RL', price_centavos: 1_890_000, recurring: null },
  ],
  packages: [
    {
      key: 'advance',
      product: 'formation',
      legal_representation: false,
      amazon_customer: false,
      includes: ['formation'],
    },
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

type Call = { method: string; path: string; body: unknown; authorization: string | null; language: string };

/**
 * A small stand-in for the API: it parses bodies with the same contracts, answers `{ content }` or
 * `{ message: [code] }`, issues tokens on sign-up and keeps the user's companies.
 */
function fakeApi(
  options: {
    signedIn?: User;
    takenEmail?: string;
    takenName?: string;
    /** A proposed name the server refuses with that code (as an older page might have let it through). */
    refusedName?: { name: string; code: string };
    termsVersion?: number;
  } = {},
) {
  const calls: Call[] = [];
  let user: User | null = options.signedIn ?? null;
  const access = 'access-1';
  let company: Company | null = null;
  const fetchImpl = async (input: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const path = input.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      method,
      path,
      body,
      authorization: headers.authorization ?? null,
      language: headers['x-language'] ?? '',
    });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    const legal = fakeLegalResponse(path, method);
    if (legal) return legal;

    if (path === 'catalogue') return json(200, { content: CATALOGUE });
    if (path === 'app-config')
      return json(200, { content: { mail_outbox: false, google_sign_in: false, sandbox: true } });
    if (path === 'user/register' && method === 'POST') {
      const parsed = registerBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      // Like the server: the current privacy notice and terms must be accepted.
      if (
        parsed.data.accept_privacy !== true ||
        parsed.data.privacy_version !== 1 ||
        parsed.data.terms_version !== (options.termsVersion ?? 1)
      )
        return json(400, { message: ['consent_required'] });
      if (parsed.data.email === options.takenEmail) return json(409, { message: ['email_already_register'] });
      // Like the server: names in Latin letters, as on the passport.
      if (!isLatinText(parsed.data.first_names))
        return json(400, {
          message: ['name_latin_letters_only'],
          fields: [{ path: 'body.first_names', code: 'name_latin_letters_only' }],
        });
      user = makeUser({
        id: 42,
        email: parsed.data.email,
        first_names: parsed.data.first_names,
        last_names: parsed.data.last_names,
        phone: parsed.data.phone,
        phone_country_code: parsed.data.phone_country_code,
        is_confirmed: false,
        companies: [],
      });
      return json(200, { content: { access_token: access, refresh_token: 'refresh-1', expires_in: 900 } });
    }
    if (headers.authorization !== `Bearer ${access}` || !user)
      return json(401, { message: ['unauthenticated'] });
    if (path === 'user/profile') return json(200, { content: user });
    if (path === 'company/register' && method === 'POST') {
      const parsed = registerCompanyBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const refused = options.refusedName;
      const refusedAt = parsed.data.legal_names.findIndex((entry) => entry.name === refused?.name);
      if (refused && refusedAt >= 0) {
        return json(400, {
          message: [refused.code],
          fields: [{ path: `legal_names.${refusedAt}.name`, code: refused.code }],
        });
      }
      const taken = parsed.data.legal_names.findIndex((entry) => entry.name === options.takenName);
      if (taken >= 0) {
        return json(400, {
          message: ['denomination_exist'],
          fields: [{ path: `legal_names.${taken}.name`, code: 'denomination_exist' }],
        });
      }
      company = makeCompany({
        id: 501,
        user_id: user.id,
        name: parsed.data.company_name,
        legal_name: null,
        company_type: parsed.data.company_type,
        legal_representation: parsed.data.legal_representation,
        name_authorization: parsed.data.name_authorization,
        legal_names: parsed.data.legal_names,
        description: null,
        company_business_twists: [],
        will_hire: null,
        orders: [],
        partners: [],
        share_series: [],
        council: [],
      });
      user = {
        ...user,
        companies: [
          ...user.companies,
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

function storeDraft(draft: Partial<CompanyDraft>) {
  window.localStorage.setItem('company_draft', JSON.stringify(draft));
}

function storedDraft(): CompanyDraft | null {
  const raw = window.localStorage.getItem('company_draft');
  return raw === null ? null : (JSON.parse(raw) as CompanyDraft);
}

const READY_FOR_NAMES: Partial<CompanyDraft> = {
  legal_representation: true,
  company_package: 'representation',
  company_type: 'sas',
  type_society: 'S.A.S. de C.V.',
};

const READY_FOR_PERSONAL: Partial<CompanyDraft> = {
  ...READY_FOR_NAMES,
  company_name: 'Nopal',
  legal_names: [
    { name: 'Nopal Azul', priority: 1 },
    { name: 'Maguey Verde', priority: 2 },
  ],
};

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

// Typing without pauses between keys keeps these tests fast when the whole suite runs in parallel.
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  queryClient.clear();
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registration guards', () => {
  it('sends a direct visit to the legal name without a draft to Options', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    const { router } = renderRoute('/es/register/legal_name');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/register'));
    expect(
      await screen.findByRole('heading', {
        name: '¿Quieres que Forja sea el representante legal de tu empresa?',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Paso 1 de 5').length).toBeGreaterThan(0);
  });

  it.each(['crear_cuenta', 'legal_name_old', 'personal_information_old'])(
    'sends the old route %s to Options, even with a complete draft',
    async (old) => {
      vi.stubGlobal('fetch', fakeApi().fetchImpl);
      storeDraft(READY_FOR_PERSONAL);
      const { router } = renderRoute(`/es/register/${old}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/es/register'));
    },
  );

  it('sends each step to the first choice that is missing', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft({ legal_representation: false });
    const first = renderRoute('/es/register/legal_name');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/es/register/type_of_society'));
    first.unmount();
    storeDraft(READY_FOR_NAMES);
    const second = renderRoute('/es/register/personal_information');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/es/register/legal_name'));
  });

  it('treats a broken stored draft as the empty draft', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    window.localStorage.setItem('company_draft', '{"legal_representation": "sí", "legal_names": 3');
    const { router } = renderRoute('/es/register/type_of_society');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/register'));
  });
});

describe('the draft', () => {
  it('asks for the legal representation answer before going on', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    const { router } = renderRoute('/es/register');
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Elige una opción para continuar.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/es/register');
    await user.click(
      screen.getByRole('radio', { name: 'No, el representante seré yo o alguien de mi equipo' }),
    );
    await waitFor(() => expect(screen.queryByText('Elige una opción para continuar.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/register/welcome'));
    expect(storedDraft()).toMatchObject({ legal_representation: false, company_package: 'advance' });
  });

  it('keeps the choices in browser storage across a reload', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    const first = renderRoute('/es/register');
    await user.click(await screen.findByRole('radio', { name: 'Sí, que Forja sea el representante legal' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/es/register/welcome'));
    await user.click(await screen.findByRole('button', { name: 'Empezar' }));
    await user.click(await screen.findByRole('radio', { name: /^S\.A\.S\. de C\.V\./ }));
    expect(storedDraft()).toMatchObject({
      legal_representation: true,
      company_package: 'representation',
      company_type: 'sas',
      type_society: 'S.A.S. de C.V.',
    });
    first.unmount();

    // A reload: a new render reads the same storage.
    const second = renderRoute('/es/register/type_of_society');
    expect(await screen.findByRole('radio', { name: /^S\.A\.S\. de C\.V\./ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(second.router.state.location.pathname).toBe('/es/register/type_of_society');
    await user.click(screen.getByRole('link', { name: /Representación/ }));
    expect(
      await screen.findByRole('radio', { name: 'Sí, que Forja sea el representante legal' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the society types and their constraints from the catalogue', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft({ legal_representation: false });
    renderRoute('/es/register/type_of_society');
    const srl = await screen.findByRole('radio', { name: /^S\. de R\.L\. de C\.V\./ });
    expect(within(srl).getByText('De 2 a 50 socios')).toBeInTheDocument();
    const sas = screen.getByRole('radio', { name: /^S\.A\.S\. de C\.V\./ });
    expect(within(sas).getByText('Solo personas como socios, no otras empresas')).toBeInTheDocument();
    expect(within(sas).getByText(/Ingresos de hasta \$5,000,000 al año/)).toBeInTheDocument();
    const sa = screen.getByRole('radio', { name: /^S\.A\. de C\.V\./ });
    expect(within(sa).getByText(/Necesita un comisario/)).toBeInTheDocument();
    // How each is formed: the S.A.S. online with every shareholder's e.firma, the others before a notary.
    expect(within(sas).getByText(/en línea ante la Secretaría de Economía, sin notario/)).toBeInTheDocument();
    expect(within(sas).getByText(/cada accionista necesita su e\.firma vigente/)).toBeInTheDocument();
    expect(within(sa).getByText(/Se constituye ante notario/)).toBeInTheDocument();
    // The catalogue has no S.A.P.I.: nothing is hard-coded.
    expect(screen.queryByRole('radio', { name: /S\.A\.P\.I\./ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Elige un tipo de sociedad para continuar.')).toBeInTheDocument();
  });
});

describe('legal name', () => {
  it('previews a name typed with a final dot with one separator before the suffix, as the articles print it', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft(READY_FOR_NAMES);
    renderRoute('/es/register/legal_name');
    await user.type(await screen.findByLabelText('Opción 1 (tu favorita)'), 'TACOS LUPÍTA.');
    expect(screen.getByText('Quedaría así: TACOS LUPÍTA, S.A.S. de C.V.')).toBeInTheDocument();
    expect(screen.queryByText(/LUPÍTA\.,/)).toBeNull();
  });

  it('checks each proposed name and the commercial name as they are typed', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft(READY_FOR_NAMES);
    renderRoute('/es/register/legal_name');
    const first = await screen.findByLabelText('Opción 1 (tu favorita)');
    await user.type(first, 'Banco Azul');
    expect(
      await screen.findByText(
        'Es probable que la Secretaría de Economía rechace este nombre. Prueba con uno más distintivo.',
      ),
    ).toBeInTheDocument();
    await user.clear(first);
    await user.type(first, 'Dragón #1');
    expect(
      await screen.findByText(
        'El nombre de la empresa solo puede llevar letras latinas (con acentos), números y puntuación básica: la Secretaría de Economía no acepta otros alfabetos ni símbolos como @, # o %.',
      ),
    ).toBeInTheDocument();
    await user.clear(first);
    expect(
      await screen.findByText('El nombre de la empresa no puede quedar vacío. Escribe el que quieres usar.'),
    ).toBeInTheDocument();
    await user.type(first, 'Nopal Azul');
    expect(screen.getByText('Quedaría así: Nopal Azul, S.A.S. de C.V.')).toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Agregar otra opción' }));
    const second = screen.getByLabelText('Opción 2');
    expect(second).toHaveFocus();
    await user.type(second, 'NOPAL  azul');
    expect(
      await screen.findByText(
        'Las opciones 1 y 2 son el mismo nombre: mayúsculas, acentos, espacios y puntos no cuentan. Cambia una de las dos.',
      ),
    ).toBeInTheDocument();

    const companyName = screen.getByLabelText(/Nombre comercial/);
    await user.type(companyName, 'Tacos@Home');
    expect(
      await screen.findByText(
        'El nombre de la empresa solo puede llevar letras latinas (con acentos), números y puntuación básica: la Secretaría de Economía no acepta otros alfabetos ni símbolos como @, # o %.',
      ),
    ).toBeInTheDocument();

    // Submitting with problems stays here, and the draft holds what was typed.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Revisa los nombres marcados en rojo.')).toBeInTheDocument();
    expect(storedDraft()?.legal_names).toEqual([
      { name: 'Nopal Azul', priority: 1 },
      { name: 'NOPAL  azul', priority: 2 },
    ]);
  });

  it('says the society type is added by Forja when it is typed in a name, and takes names that merely hold its letters', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft(READY_FOR_NAMES);
    renderRoute('/es/register/legal_name');
    const first = await screen.findByLabelText('Opción 1 (tu favorita)');
    const typedType =
      'No escribas el tipo de sociedad en el nombre: nosotros agregamos «S.A.S. de C.V.» al final.';
    for (const typed of ['Tacos Lupita S.A. de C.V.', 'Tacos Lupita SA de CV', 'Tacos Lupita sapi de cv']) {
      await user.clear(first);
      await user.type(first, typed);
      expect(await screen.findByText(typedType)).toBeInTheDocument();
      expect(first).toHaveAttribute('aria-invalid', 'true');
    }
    await user.clear(first);
    await user.type(first, 'Sastrería Sánchez');
    await waitFor(() => expect(screen.queryByText(typedType)).toBeNull());
    expect(first).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('names the two options that repeat, whatever their case, accents, spaces or dots', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft({
      ...READY_FOR_NAMES,
      company_name: 'Tacos',
      legal_names: [
        { name: 'Tacos Lupita', priority: 1 },
        { name: 'Nopal Azul', priority: 2 },
        { name: 'TACOS  LUPÍTA.', priority: 3 },
      ],
    });
    const { router } = renderRoute('/es/register/legal_name');
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Las opciones 1 y 3 son el mismo nombre: mayúsculas, acentos, espacios y puntos no cuentan. Cambia una de las dos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Opción 3')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Opción 1 (tu favorita)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/es/register/legal_name');
  });

  it('focuses the first proposal to fix, and goes on with the names trimmed once they pass', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft({
      ...READY_FOR_NAMES,
      company_name: 'Nopal',
      legal_names: [{ name: 'Nopal Azul', priority: 1 }],
    });
    const { router } = renderRoute('/es/register/legal_name');
    await user.click(await screen.findByRole('button', { name: 'Agregar otra opción' }));
    await user.type(screen.getByLabelText('Opción 2'), 'nopal azul');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Revisa los nombres marcados en rojo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Opción 2')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/es/register/legal_name');

    await user.clear(screen.getByLabelText('Opción 2'));
    await user.type(screen.getByLabelText('Opción 2'), '  Maguey Verde ');
    await waitFor(() => expect(screen.queryByText('Revisa los nombres marcados en rojo.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/register/personal_information'));
    expect(storedDraft()).toMatchObject({
      company_name: 'Nopal',
      legal_names: [
        { name: 'Nopal Azul', priority: 1 },
        { name: 'Maguey Verde', priority: 2 },
      ],
    });
  });

  it('reorders the proposals with the arrow buttons, by mouse or keyboard', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft({
      ...READY_FOR_NAMES,
      company_name: 'Nopal',
      legal_names: [
        { name: 'Nopal Azul', priority: 1 },
        { name: 'Maguey Verde', priority: 2 },
        { name: 'Agave Rojo', priority: 3 },
      ],
    });
    const { router } = renderRoute('/es/register/legal_name');
    const values = () =>
      [1, 2, 3].map(
        (n) =>
          screen.getByLabelText<HTMLInputElement>(n === 1 ? 'Opción 1 (tu favorita)' : `Opción ${n}`).value,
      );
    expect(await screen.findByDisplayValue('Nopal Azul')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir la opción 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Bajar la opción 1' }));
    expect(values()).toEqual(['Maguey Verde', 'Nopal Azul', 'Agave Rojo']);
    // The focus follows the moved name, and a live region says where it went.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bajar la opción 2' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('«Nopal Azul» ahora es la opción 2.');

    screen.getByRole('button', { name: 'Subir la opción 3' }).focus();
    await user.keyboard('{Enter}');
    expect(values()).toEqual(['Maguey Verde', 'Agave Rojo', 'Nopal Azul']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir la opción 2' })).toHaveFocus());
    expect(storedDraft()?.legal_names).toEqual([
      { name: 'Maguey Verde', priority: 1 },
      { name: 'Agave Rojo', priority: 2 },
      { name: 'Nopal Azul', priority: 3 },
    ]);

    await user.click(screen.getByRole('checkbox', { name: /Ya tengo la autorización de nombre/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/register/personal_information'));
    expect(storedDraft()).toMatchObject({ name_authorization: true, company_name: 'Nopal' });
  });
});

describe('personal information and the final submit', () => {
  it('creates the account, then the company, clears the draft and goes where the domain says', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetchImpl);
    storeDraft(READY_FOR_PERSONAL);
    const { router } = renderRoute('/es/register/personal_information');
    expect(await screen.findByRole('heading', { name: 'Tus datos' })).toBeInTheDocument();
    expect(await screen.findByText('$18,900.00')).toBeInTheDocument();
    expect(screen.getByText('IVA (16 %)')).toBeInTheDocument();
    expect(screen.getByText('$3,024.00')).toBeInTheDocument();
    expect(screen.getByText('$21,924.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear mi empresa' }));
    expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(screen.getByText('Para continuar, acepta los términos y condiciones.')).toBeInTheDocument();
    expect(api.posts()).toEqual([]);

    await user.type(screen.getByLabelText(/Nombre\(s\)/), 'Ana');
    await user.type(screen.getByLabelText(/Apellidos/), 'López');
    await user.type(screen.getByLabelText(/Teléfono/), '55 1234 5678');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.mx');
    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'Nopal-Azul-2026');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear mi empresa' }));

    // The new account is unconfirmed: the domain sends it to VerifyAccount.
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/verify_account'));
    expect(api.posts()).toEqual(['user/register', 'company/register']);
    const register = api.calls.find((call) => call.path === 'user/register');
    expect(register?.body).toMatchObject({
      email: 'ana@example.mx',
      first_names: 'Ana',
      phone: '5512345678',
      phone_country_code: '52',
      language: 'es',
      // The consent, with the versions of GET legal/documents.
      accept_privacy: true,
      privacy_version: 1,
      terms_version: 1,
    });
    expect(register?.authorization).toBeNull();
    const company = api.calls.find((call) => call.path === 'company/register');
    expect(company?.authorization).toBe('Bearer access-1');
    expect(company?.body).toMatchObject({
      company_type: 'sas',
      company_name: 'Nopal',
      company_package: 'representation',
      legal_representation: true,
      legal_names: [
        { name: 'Nopal Azul', priority: 1 },
        { name: 'Maguey Verde', priority: 2 },
      ],
      email: 'ana@example.mx',
      phone: '5512345678',
      country: { lada: '52', alpha_code: 'MX' },
    });
    expect(getAccessToken()).toBe('access-1');
    expect(storedDraft()).toBeNull();
  });

  it('keeps what was typed when the founder goes back a step and returns, but never the password', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft(READY_FOR_PERSONAL);
    const { router } = renderRoute('/es/register/personal_information');
    await user.type(await screen.findByLabelText(/Nombre\(s\)/), 'Ana');
    await user.type(screen.getByLabelText(/Apellidos/), 'López');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.mx');
    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'Nopal-Azul-2026');
    await act(() => router.navigate('/es/register/legal_name'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/register/legal_name'));
    await act(() => router.navigate('/es/register/personal_information'));
    expect(await screen.findByLabelText(/Nombre\(s\)/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/Apellidos/)).toHaveValue('López');
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('ana@example.mx');
    expect(screen.getByLabelText(/Contraseña/, { selector: 'input' })).toHaveValue('');
    expect(JSON.stringify(window.sessionStorage)).not.toContain('Nopal-Azul-2026');
  });

  it('links the terms and the privacy notice from the checkbox, opening in a new tab', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft(READY_FOR_PERSONAL);
    renderRoute('/es/register/personal_information');
    const checkbox = await screen.findByRole('checkbox', {
      name: 'Acepto los términos y condiciones y el aviso de privacidad de Forja.',
    });
    expect(checkbox).not.toBeChecked();
    const terms = screen.getByRole('link', { name: 'términos y condiciones' });
    expect(terms).toHaveAttribute('href', '/es/legal/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    const privacy = screen.getByRole('link', { name: 'aviso de privacidad' });
    expect(privacy).toHaveAttribute('href', '/es/legal/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    // Following a link does not tick the box.
    privacy.addEventListener('click', (event) => event.preventDefault());
    await user.click(privacy);
    expect(checkbox).not.toBeChecked();
  });

  it('shows the server’s consent_required under the checkbox', async () => {
    // The server published a newer terms version than the one the page read.
    const api = fakeApi({ termsVersion: 2 });
    vi.stubGlobal('fetch', api.fetchImpl);
    storeDraft(READY_FOR_PERSONAL);
    renderRoute('/es/register/personal_information');
    await user.type(await screen.findByLabelText(/Nombre\(s\)/), 'Ana');
    await user.type(screen.getByLabelText(/Apellidos/), 'López');
    await user.type(screen.getByLabelText(/Teléfono/), '5512345678');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.mx');
    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'Nopal-Azul-2026');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear mi empresa' }));
    expect(
      await screen.findByText(
        'Para continuar, acepta los términos y condiciones y el aviso de privacidad vigentes.',
      ),
    ).toBeInTheDocument();
    expect(api.posts()).toEqual(['user/register']);
  });

  it('shows server errors under the field they belong to', async () => {
    const api = fakeApi({ takenEmail: 'ana@example.mx' });
    vi.stubGlobal('fetch', api.fetchImpl);
    storeDraft(READY_FOR_PERSONAL);
    const { router } = renderRoute('/es/register/personal_information');
    await user.type(await screen.findByLabelText(/Nombre\(s\)/), 'Ana');
    await user.type(screen.getByLabelText(/Apellidos/), 'López');
    await user.type(screen.getByLabelText(/Teléfono/), '5512345678');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.mx');
    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'Nopal-Azul-2026');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear mi empresa' }));
    expect(
      await screen.findByText('Ya hay una cuenta con ese correo. Inicia sesión o recupera tu contraseña.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts()).toEqual(['user/register']);
    expect(router.state.location.pathname).toBe('/es/register/personal_information');
    expect(storedDraft()).toMatchObject({ company_name: 'Nopal' });
  });

  it('leads the country with its calling code, and says under the name that it goes in Latin letters when the server refuses another script', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetchImpl);
    storeDraft(READY_FOR_PERSONAL);
    renderRoute('/es/register/personal_information');
    await user.type(await screen.findByLabelText(/Nombre\(s\)/), '伟');
    // The country's calling code comes first, so a narrow select still shows it.
    const country = screen.getByRole('combobox', { name: 'País' });
    expect(country).toHaveDisplayValue('+52 México');
    expect(within(country).getAllByRole('option')[1]).toHaveTextContent(/^\+93 Afganistán$/);
    await user.type(screen.getByLabelText(/Apellidos/), 'Wang');
    await user.type(screen.getByLabelText(/Teléfono/), '5512345678');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'wei@example.mx');
    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'Nopal-Azul-2026');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear mi empresa' }));
    expect(
      await screen.findByText(/^Escribe el nombre con letras latinas, como aparece en el pasaporte/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre\(s\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Nombre\(s\)/)).toHaveFocus();
  });

  it('registers only the company for a founder who is already signed in', async () => {
    const founder = makeUser({
      id: 42,
      email: 'ana@example.mx',
      is_confirmed: true,
      phone: '5512345678',
      phone_country_code: '52',
      phone_alpha_code: 'MX',
      companies: [{ id: 7, user_id: 42, friendly_id: 'FJ-OLD001', name: 'Tienda', legal_name: null }],
    });
    const api = fakeApi({ signedIn: founder });
    vi.stubGlobal('fetch', api.fetchImpl);
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    storeDraft({ ...READY_FOR_PERSONAL, legal_representation: false, company_package: null });
    const { router } = renderRoute('/es/register/personal_information');
    const seen = trackPaths(router);
    expect(
      await screen.findByText('Iniciaste sesión como ana@example.mx: agregaremos esta empresa a tu cuenta.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Correo electrónico/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear mi empresa' }));

    // A new company without its basic data: the domain's next route is CompanyBasicData.
    await waitFor(() => expect(seen).toContain('/es/dashboard/501/company_basic_data'));
    expect(api.posts()).toEqual(['company/register']);
    expect(api.calls.find((call) => call.path === 'company/register')?.body).toMatchObject({
      legal_representation: false,
      company_package: 'advance',
      email: 'ana@example.mx',
      country: { lada: '52', alpha_code: 'MX' },
    });
    expect(storedDraft()).toBeNull();
  });

  it('sends the founder back to the names when the server finds one taken', async () => {
    const founder = makeUser({ id: 42, email: 'ana@example.mx', is_confirmed: true, companies: [] });
    vi.stubGlobal('fetch', fakeApi({ signedIn: founder, takenName: 'Maguey Verde' }).fetchImpl);
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    storeDraft(READY_FOR_PERSONAL);
    const { router } = renderRoute('/es/register/personal_information');
    await user.click(await screen.findByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear mi empresa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/register/legal_name'));
    const second = await screen.findByLabelText('Opción 2');
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Ese nombre ya está ocupado. Prueba con otro.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Opción 1 (tu favorita)')).not.toHaveAttribute('aria-invalid', 'true');
    // The draft is kept, and changing the refused name clears the server's error.
    expect(storedDraft()).toMatchObject({ company_name: 'Nopal' });
    await user.type(second, ' Sur');
    expect(second).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the founder back to the names when the server finds a society type in one', async () => {
    const founder = makeUser({ id: 42, email: 'ana@example.mx', is_confirmed: true, companies: [] });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        signedIn: founder,
        refusedName: { name: 'Maguey Verde', code: 'denomination_society_type' },
      }).fetchImpl,
    );
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    storeDraft(READY_FOR_PERSONAL);
    const { router } = renderRoute('/es/register/personal_information');
    await user.click(await screen.findByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear mi empresa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/register/legal_name'));
    expect(await screen.findByLabelText('Opción 2')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'No escribas el tipo de sociedad en el nombre: nosotros agregamos «S.A.S. de C.V.» al final.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks English under /en', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft(READY_FOR_NAMES);
    renderRoute('/en/register/legal_name');
    expect(await screen.findByRole('heading', { name: 'Name your company' })).toBeInTheDocument();
    // The wizard's header follows the language switch as the page does (it re-renders on i18next's event).
    // Up to 5 s: the switch's re-render took over the default 1 s on CI's loaded machine.
    expect((await screen.findAllByText('Step 4 of 5', {})).length).toBeGreaterThan(0);
    const option = await screen.findByRole('textbox', { name: 'Option 1 (your favourite)' });
    await user.type(option, 'Gobierno Digital');
    // The role query is slow on this page under a loaded machine: wait on the field itself.
    await waitFor(() => expect(option).toHaveAttribute('aria-invalid', 'true'));
  });

  it('says in English that the society type is added for the founder, and which options repeat', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft({
      ...READY_FOR_NAMES,
      legal_names: [
        { name: 'Tacos Lupita SAS', priority: 1 },
        { name: 'Nopal Azul', priority: 2 },
        { name: 'nopal azul', priority: 3 },
      ],
    });
    renderRoute('/en/register/legal_name');
    // English quotes the suffix with “ ”, not the Spanish « ».
    expect(
      await screen.findByText("Don't type the company type: we add “S.A.S. de C.V.”.", {}),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Leave the company type out of the name: we add “S.A.S. de C.V.” at the end.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Options 2 and 3 are the same name: capitals, accents, spaces and dots don't count. Change one of them.",
      ),
    ).toBeInTheDocument();
  });

  it('says in Chinese that the society type is added for the founder, and which options repeat', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchImpl);
    storeDraft({
      ...READY_FOR_NAMES,
      legal_names: [
        { name: 'Tacos Lupita S. de R.L.', priority: 1 },
        { name: 'Nopal Azul', priority: 2 },
        { name: 'Nopal  Azúl', priority: 3 },
      ],
    });
    renderRoute('/zh_cn/register/legal_name');
    expect(
      await screen.findByText('不要输入公司类型：我们会自动加上“S.A.S. de C.V.”。', {}),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '继续' }));
    expect(
      await screen.findByText('请不要在名称中填写公司类型：我们会在末尾为您加上“S.A.S. de C.V.”。'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '选项 2 和选项 3 是同一个名称：大小写、重音符号、空格和句点不作区分。请修改其中一个。',
      ),
    ).toBeInTheDocument();
  });
});
