import {
  EMPTY_FORMATION,
  addDenominationBodySchema,
  updateDenominationBodySchema,
  updateLegalNameBodySchema,
  type Catalogue,
  type Company,
  type Denomination,
  type User,
} from '@forja/contracts';
import { checkDenomination } from '@forja/domain';
import {
  companyDocument,
  makeCompany,
  makePartner,
  makeUser,
  notaryDeed,
  order,
  partnerDocument,
} from '@forja/domain/testing/fixtures';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';

const CATALOGUE: Catalogue = {
  society_types: [],
  packages: [],
  products: [
    { key: 'formation', item_name: 'Constitución de sociedad', price_centavos: 1_250_000, recurring: null },
    {
      key: 'commissary_service',
      item_name: 'Servicio de Comisario',
      price_centavos: 600_000,
      recurring: 'year',
    },
  ],
  iva_basis_points: 1600,
};

type Call = { method: string; path: string; body: unknown };

/**
 * A small stand-in for the API: the profile, one company the user owns (any other answers 403
 * user_not_belong_to_company), the catalogue and the denomination calls, checked with the same contracts and
 * the domain's denomination rule, keeping the proposals like the server does. update-sidebar does not exist.
 */
function fakeApi(options: { user?: User; company?: Partial<Company>; others?: Company[] } = {}) {
  const calls: Call[] = [];
  const user = options.user ?? makeUser({ id: 7 });
  let nextId = 100;
  let company: Company = makeCompany({ id: 1, legal_name: null, ...options.company });
  const ranked = (list: Denomination[]) =>
    [...list].sort((a, b) => a.priority - b.priority || (a.id ?? 0) - (b.id ?? 0));
  const json = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  const ok = json(200, { content: { ok: true } });

  const fetchImpl = async (input: string, init?: RequestInit) => {
    const path = input.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (path === 'catalogue') return json(200, { content: CATALOGUE });
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (headers.authorization !== 'Bearer access-1') return json(401, { message: ['unauthenticated'] });
    if (path === 'user/profile') return json(200, { content: user });

    const profile = /^company\/get-company-profile\/(\d+)$/.exec(path);
    if (profile) {
      const other = options.others?.find((entry) => entry.id === Number(profile[1]));
      if (other) return json(200, { content: other });
      if (Number(profile[1]) !== company.id) return json(403, { message: ['user_not_belong_to_company'] });
      return json(200, { content: { ...company, legal_names: ranked(company.legal_names) } });
    }
    const taken = (exceptId?: number) =>
      company.legal_names.filter((d) => d.id !== exceptId).map((d) => d.name);
    if (path === 'add-new-denomination' && method === 'POST') {
      const parsed = addDenominationBodySchema.parse(body);
      const problem = checkDenomination(parsed.name, taken());
      if (problem) return json(400, { message: [problem] });
      const added = { id: ++nextId, name: parsed.name, priority: parsed.priority };
      company = { ...company, legal_names: [...company.legal_names, added] };
      return json(200, { content: added });
    }
    const update = /^update-denomination\/(\d+)$/.exec(path);
    if (update && method === 'PUT') {
      const parsed = updateDenominationBodySchema.parse(body);
      const id = Number(update[1]);
      const problem = checkDenomination(parsed.name, taken(id));
      if (problem) return json(400, { message: [problem] });
      company = {
        ...company,
        legal_names: company.legal_names.map((d) => (d.id === id ? { ...d, ...parsed } : d)),
      };
      return ok;
    }
    const remove = /^delete-denomination\/(\d+)$/.exec(path);
    if (remove && method === 'DELETE') {
      company = { ...company, legal_names: company.legal_names.filter((d) => d.id !== Number(remove[1])) };
      return json(200, { content: { deleted: true } });
    }
    if (path === `company/${company.id}/update-legal-name` && method === 'POST') {
      const parsed = updateLegalNameBodySchema.parse(body);
      company = {
        ...company,
        legal_names: parsed.legal_names.map((d) => ({ id: ++nextId, name: d.name, priority: d.priority })),
      };
      return ok;
    }
    if (path === 'reset-denominations-process' && method === 'POST') {
      company = { ...company, legal_names: [], legal_name: null, reset_denominations: true };
      return ok;
    }
    return json(404, { message: ['not_found'] });
  };
  return { calls, fetchImpl, company: () => company };
}

const PROPOSALS: Denomination[] = [
  { id: 1, name: 'Nopal Azul', priority: 1 },
  { id: 2, name: 'Tacos Órbita', priority: 2 },
];

// Whole pages load through several loaders: on a busy machine that takes more than the default second.

// jsdom has no scrollIntoView; Mantine's combobox (the company switcher) calls it.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => undefined,
    configurable: true,
    writable: true,
  });
}

beforeEach(() => {
  queryClient.clear();
  notifications.clean();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
});
afterEach(() => vi.unstubAllGlobals());

// Whole pages render and type letter by letter: slower than the default 5 s on a busy machine.
describe('the workspace guard and the dashboard redirect', () => {
  it('shows the dashboard home with the checklist when resolveNextRoute answers Dashboard', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetchImpl);
    const { router } = renderRoute('/es/dashboard/1/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    // Every partner document is uploaded but none approved yet: the step waits on Forja's review. The
    // company is an S.A.P.I.: its commissary is a step of its own, appointed and going on beside it.
    expect(within(main).getByText('3 de 12 pasos')).toBeInTheDocument();
    const steps = within(main).getAllByRole('listitem');
    expect(
      steps.map(
        (step) =>
          within(step).getAllByText(/^(Listo|Sigue este|Ya puedes|En proceso|Bloqueado)$/)[0]?.textContent,
      ),
    ).toEqual([
      'Listo',
      'Listo',
      'Listo',
      // The current step is in Forja's hands (its review): in progress, not "Sigue este".
      'En proceso',
      'Ya puedes',
      ...Array.from({ length: 7 }, () => 'Bloqueado'),
    ]);
    expect(steps[4]).toHaveTextContent('Comisario');
    expect(steps[4]).toHaveTextContent(
      'Ya nombraste a tu comisario. Pídele que verifique su identidad y suba su constancia de situación fiscal',
    );
    expect(steps[4]).not.toHaveTextContent('Se abre cuando termines');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[3]!).getByText(/el equipo de Forja los está revisando/)).toBeInTheDocument();
    const go = within(main).getByRole('link', { name: 'Seguir el avance: Documentos de los socios' });
    expect(go).toHaveAttribute('href', '/es/dashboard/1/partners_documents');
    expect(router.state.location.pathname).toBe('/es/dashboard/1/home');
  });

  it("shows an appointed commissary whose documents Forja is reviewing as Forja's turn, not locked behind the partners' documents", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        company: {
          company_type: 'sa',
          documents: [companyDocument('commissary_national_identity'), companyDocument('commissary_CSF')],
        },
      }).fetchImpl,
    );
    renderRoute('/es/dashboard/1/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    const commissary = within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Comisario') !== null);
    // Forja's turn: the badge says so rather than "Ya puedes".
    expect(commissary).toHaveTextContent('En proceso');
    expect(commissary).not.toHaveTextContent('Ya puedes');
    expect(commissary).toHaveTextContent(
      'Tu comisario ya envió su identificación y su constancia de situación fiscal: el equipo de Forja las está revisando',
    );
    expect(commissary).toHaveTextContent('Le toca a Forja');
    expect(commissary).not.toHaveTextContent('Bloqueado');
  });

  it('sends an S.A. without a commissary to its partners, with the partners done and their documents in review in its steps', async () => {
    // Two partners saved (60/40), every document uploaded, nobody on the council yet.
    const partners = [
      makePartner({ email: 'ana@example.mx', shares: [{ id: 1, share_series_id: 1, percentage: 60 }] }),
      makePartner({ email: 'luis@example.mx', shares: [{ id: 2, share_series_id: 1, percentage: 40 }] }),
    ];
    vi.stubGlobal('fetch', fakeApi({ company: { company_type: 'sa', council: [], partners } }).fetchImpl);
    const { router } = renderRoute('/es/dashboard/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/dashboard/1/company_partners'));
    // The sidebar, with the progress, opens from the menu button on a narrow screen.
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ver tus pasos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasos para formar tu empresa' });
    expect(within(dialog).getByText('3 de 12 pasos')).toBeInTheDocument();
    const step = (title: string) =>
      within(dialog)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByText(title) !== null)!;
    expect(step('Socios y series de acciones')).toHaveTextContent('Listo');
    const documents = step('Documentos de los socios');
    expect(documents).toHaveTextContent('En proceso');
    expect(documents).toHaveTextContent(/el equipo de Forja los está revisando/);
    expect(documents).not.toHaveTextContent('Bloqueado');
    const commissary = step('Comisario');
    expect(commissary).toHaveAttribute('aria-current', 'step');
    expect(commissary).toHaveTextContent(
      'Tus socios ya están guardados. Para seguir, nombra a tu comisario (o contrata el de Forja) en Administración.',
    );
    expect(within(dialog).getByRole('link', { name: 'Continuar: Comisario' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/company_admin',
    );
  });

  it('before the signature, asks the founder for who runs the company and its domicile, and a partner for their identity', async () => {
    const approved = (email: string, status: string) =>
      makePartner({
        email,
        mati_status: [{ status }],
        documents: (['national_identity', 'national_identity_back', 'address', 'CFI'] as const).map((type) =>
          partnerDocument(type, { is_approved: true }),
        ),
      });
    const ready = (partnerStatus: string): Partial<Company> => ({
      company_type: 'sa',
      legal_name: 'Nopal Azul',
      commissary_has_documents_completed: true,
      partners: [approved('ana@example.mx', 'Approved'), approved('luis@example.mx', partnerStatus)],
    });
    vi.stubGlobal('fetch', fakeApi({ company: ready('Approved') }).fetchImpl);
    const first = renderRoute('/es/dashboard/1/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    const signature = within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Firma del acta constitutiva') !== null)!;
    expect(signature).toHaveAttribute('aria-current', 'step');
    expect(signature).toHaveTextContent(
      'Antes de la firma, el acta necesita quién administrará tu empresa (un administrador único o un consejo), que eliges en Administración, y su domicilio con código postal, que escribes en Datos básicos.',
    );
    expect(signature).toHaveTextContent('Te toca a ti');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Continuar: Firma del acta constitutiva' }),
    ).toHaveAttribute('href', '/es/dashboard/1/company_admin');
    first.unmount();
    queryClient.clear();

    // Documents approved but Luis never recorded his video: the partners' documents are not done.
    vi.stubGlobal('fetch', fakeApi({ company: ready('Pending') }).fetchImpl);
    renderRoute('/es/dashboard/1/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    const documents = within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Documentos de los socios') !== null)!;
    expect(documents).toHaveAttribute('aria-current', 'step');
    expect(documents).toHaveTextContent('Falta que cada socio verifique su identidad con un video corto');
    expect(documents).toHaveTextContent('Les toca a los socios');
  });

  it("asks an S. de R.L.'s founder for a gerente único or a consejo de gerentes before the signature", async () => {
    const approved = (email: string) =>
      makePartner({
        email,
        mati_status: [{ status: 'Approved' }],
        documents: (['national_identity', 'national_identity_back', 'address', 'CFI'] as const).map((type) =>
          partnerDocument(type, { is_approved: true }),
        ),
      });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        company: {
          company_type: 'srl',
          legal_name: 'Nopal Azul',
          partners: [approved('ana@example.mx'), approved('luis@example.mx')],
        },
      }).fetchImpl,
    );
    renderRoute('/es/dashboard/1/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    const signature = within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Firma del acta constitutiva') !== null)!;
    expect(signature).toHaveAttribute('aria-current', 'step');
    expect(signature).toHaveTextContent(
      'Antes de la firma, el acta necesita quién administrará tu empresa (un gerente único o un consejo de gerentes), que eliges en Administración, y su domicilio con código postal, que escribes en Datos básicos.',
    );
  });

  it("says whose turn an S.A.S.'s registration is: Forja's while it enters the articles, then the shareholders' with their e.firma", async () => {
    const signedSas = (seSignatureReadyAt: string | null): Partial<Company> => ({
      company_type: 'sas',
      date_signature: '2026-03-02T18:00:00.000Z',
      flags: { weetrust_id: null, date_signature: '2026-03-02T18:00:00.000Z' },
      formation: { ...EMPTY_FORMATION, se_signature_ready_at: seSignatureReadyAt },
    });
    const currentStep = async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
      const step = within(screen.getByRole('main'))
        .getAllByRole('listitem')
        .find((item) => item.getAttribute('aria-current') === 'step');
      expect(step).toHaveTextContent('Registro en la Secretaría de Economía');
      return step!;
    };

    vi.stubGlobal('fetch', fakeApi({ company: signedSas(null) }).fetchImpl);
    const { unmount } = renderRoute('/es/dashboard/1/home');
    const entering = await currentStep();
    expect(entering).toHaveTextContent(
      'Forja está capturando el acta en el sistema de la Secretaría de Economía. Cuando esté lista, le escribimos a cada accionista para que la firme ahí con su propia e.firma.',
    );
    expect(entering).toHaveTextContent('Le toca a Forja desde el 02/03/2026.');
    unmount();

    queryClient.clear();
    vi.stubGlobal('fetch', fakeApi({ company: signedSas('2026-03-05T18:00:00.000Z') }).fetchImpl);
    renderRoute('/es/dashboard/1/home');
    const signing = await currentStep();
    expect(signing).toHaveTextContent(
      'El acta ya está en el sistema de la Secretaría de Economía: cada accionista entra y la firma ahí con su propia e.firma (sus archivos .cer y .key y su contraseña).',
    );
    expect(signing).toHaveTextContent('Les toca a los socios desde el 05/03/2026.');
    expect(signing).not.toHaveTextContent('Le toca a Forja');
  });

  it('leaves the e.firma of a company that hired Forja as legal representative to Forja: no appointment to book on the home', async () => {
    const registered = (legalRepresentation: boolean): Partial<Company> => ({
      legal_representation: legalRepresentation,
      date_signature: '2026-03-02T18:00:00.000Z',
      flags: { weetrust_id: null, date_signature: '2026-03-02T18:00:00.000Z' },
      testimony: true,
      delivery_completed: true,
      redirected_banks: true,
      rfc: 'NAZ260302AB1',
      formation: { ...EMPTY_FORMATION, deed: notaryDeed(), rfc_recorded_at: '2026-04-01T17:00:00.000Z' },
    });
    const efirmaStep = async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
      return within(screen.getByRole('main'))
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes('e.firma'));
    };

    vi.stubGlobal('fetch', fakeApi({ company: registered(true) }).fetchImpl);
    const { unmount } = renderRoute('/es/dashboard/1/home');
    expect(await efirmaStep()).toHaveTextContent(
      'Forja, como representante legal de tu empresa, tramita su e.firma en el SAT: no tienes que reservar cita.',
    );
    expect(screen.queryByRole('region', { name: 'Cita en el SAT para la e.firma' })).toBeNull();
    unmount();

    // Her own representative: she books the appointment from the home.
    queryClient.clear();
    vi.stubGlobal('fetch', fakeApi({ company: registered(false) }).fetchImpl);
    renderRoute('/es/dashboard/1/home');
    expect(await efirmaStep()).toHaveTextContent('Reserva la cita en el SAT');
    expect(await screen.findByRole('region', { name: 'Cita en el SAT para la e.firma' })).toBeInTheDocument();
  });

  it('asks for the user and the company at once, and sends a user who has not confirmed to confirm, with no word about the company', async () => {
    const api = fakeApi();
    const log: string[] = [];
    const logged = async (input: string, init?: RequestInit) => {
      log.push(`ask ${input}`);
      const answer = await api.fetchImpl(input, init);
      log.push(`answered ${input}`);
      return answer;
    };
    vi.stubGlobal('fetch', logged);
    renderRoute('/es/dashboard/1/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    expect(log.indexOf('ask /api/v3/company/get-company-profile/1')).toBeGreaterThan(-1);
    expect(log.indexOf('ask /api/v3/company/get-company-profile/1')).toBeLessThan(
      log.indexOf('answered /api/v3/user/profile'),
    );

    queryClient.clear();
    const unconfirmed = fakeApi({ user: makeUser({ id: 7, is_confirmed: false }) });
    vi.stubGlobal('fetch', unconfirmed.fetchImpl);
    const { router } = renderRoute('/es/dashboard/99/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/verify_account'));
    expect(await screen.findByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(screen.queryByText(/Tu cuenta no forma parte de esta empresa/)).not.toBeInTheDocument();
  });

  it('sends the user from the dashboard to the step resolveNextRoute names', async () => {
    const api = fakeApi({ company: { partners: [] } });
    vi.stubGlobal('fetch', api.fetchImpl);
    const { router } = renderRoute('/es/dashboard/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/dashboard/1/company_partners'));
  });

  it('sends a page the company is not at to the step resolveNextRoute names, and unknown pages to the root', async () => {
    const api = fakeApi({ company: { partners: [] } });
    vi.stubGlobal('fetch', api.fetchImpl);
    // Import is for Amazon customers: this company belongs on its partners' step, not on an error page.
    const { router } = renderRoute('/es/dashboard/1/import');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/dashboard/1/company_partners'));

    await router.navigate('/es/dashboard/1/no_such_page');
    await waitFor(() => expect(router.state.location.pathname).not.toContain('no_such_page'));
    expect(screen.queryByText(/llega pronto/)).not.toBeInTheDocument();
  });

  it('sends an unpaid company to its checkout', async () => {
    const api = fakeApi({ company: { orders: [] } });
    vi.stubGlobal('fetch', api.fetchImpl);
    const { router } = renderRoute('/es/dashboard/1/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/payment/1'));
  });

  it('sends a company the user does not belong to back to Companies, with the reason', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetchImpl);
    const { router } = renderRoute('/es/dashboard/99/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/companies'));
    expect(await screen.findAllByText(/Tu cuenta no forma parte de esta empresa/)).toHaveLength(1);
  });

  it('signs a one-company user in straight to that company', async () => {
    const api = fakeApi({ company: { partners: [] } });
    vi.stubGlobal('fetch', api.fetchImpl);
    const { router } = renderRoute('/es');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/dashboard/1/company_partners'));
  });

  it('switches between the companies the user owns or joined as a partner', async () => {
    const user = makeUser({
      id: 7,
      companies: [{ id: 1, user_id: 7, friendly_id: 'F-1', name: 'Tienda', legal_name: null }],
      company_as_a_partner: [
        {
          id: 2,
          user_id: 9,
          friendly_id: 'F-2',
          name: 'Café Norte',
          legal_name: null,
          invitation_accepted: true,
        },
        {
          id: 3,
          user_id: 9,
          friendly_id: 'F-3',
          name: 'Pendiente',
          legal_name: null,
          invitation_accepted: false,
        },
      ],
    });
    const api = fakeApi({
      user,
      others: [makeCompany({ id: 2, user_id: 9, name: 'Café Norte', legal_name: 'Café Norte' })],
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    const { router } = renderRoute('/es/dashboard/1/services');
    // On a phone the switcher is in the menu.
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Cambiar de empresa' }));
    // Only accepted invitations are listed (the domain's listUserCompanies). The dropdown's opening transition
    // never ends in jsdom, so its options count as hidden.
    const listbox = await screen.findByRole('listbox', { hidden: true });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Tienda', 'Café Norte']);
    await userEvent.click(options[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/dashboard/2/home'));
    // The home page's code and the second company's data load after the switch: up to 15 s on a loaded machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    expect(screen.getByText('Esto es lo que sigue para Café Norte.')).toBeInTheDocument();
  });

  it('keeps the sidebar retracted for the visit when the API cannot store it', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetchImpl);
    const restoreScreen = setScreenWidth('wide');
    try {
      renderRoute('/es/dashboard/1/home');
      await userEvent.click(await screen.findByRole('button', { name: 'Contraer menú lateral' }));
      expect(await screen.findByRole('button', { name: 'Expandir menú lateral' })).toBeInTheDocument();
      await waitFor(() =>
        expect(api.calls).toContainEqual({
          method: 'PUT',
          path: 'update-sidebar/user/7',
          body: { sidebar_retract: true },
        }),
      );
      expect(screen.getByRole('link', { name: 'Nombre legal' })).toHaveAttribute(
        'href',
        '/es/dashboard/1/company_denomination',
      );
      expect(screen.getByRole('button', { name: 'Expandir menú lateral' })).toBeInTheDocument();
    } finally {
      restoreScreen();
    }
  });
});

describe('the denomination page', () => {
  it('adds a proposal, checking it with the domain rules while it is typed', async () => {
    const api = fakeApi({ company: { legal_names: PROPOSALS } });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/dashboard/1/company_denomination');
    const input = await screen.findByRole('textbox', { name: 'Nueva opción' });
    await userEvent.type(input, 'Banco Azul');
    expect(
      await screen.findByText(/Es probable que la Secretaría de Economía rechace este nombre/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar opción' }));
    expect(api.calls.some((call) => call.path === 'add-new-denomination')).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, 'tacos orbita');
    expect(
      await screen.findByText(
        'Ya es tu opción 2: mayúsculas, acentos, espacios y puntos no cuentan. Escribe otro nombre.',
      ),
    ).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'Mezcal Norte');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar opción' }));
    expect(await screen.findByText('Opción de nombre guardada')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: 'add-new-denomination',
      body: { company_id: 1, name: 'Mezcal Norte', priority: 3 },
    });
    expect(await screen.findByText('Mezcal Norte')).toBeInTheDocument();
    expect(screen.getByText('3 de 5 opciones')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('reorders with the up and down buttons, saving the whole ranking', async () => {
    const api = fakeApi({ company: { legal_names: PROPOSALS } });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/dashboard/1/company_denomination');
    await userEvent.click(await screen.findByRole('button', { name: 'Bajar opción 1' }));
    expect(await screen.findByText('Opciones de nombre actualizadas')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: 'company/1/update-legal-name',
      body: {
        legal_names: [
          { name: 'Tacos Órbita', priority: 1 },
          { name: 'Nopal Azul', priority: 2 },
        ],
        name_authorization: false,
      },
    });
    const rows = within(
      screen.getByRole('heading', { name: 'Tus opciones' }).closest('div.mantine-Card-root') as HTMLElement,
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Tacos Órbita'),
      expect.stringContaining('Nopal Azul'),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('«Nopal Azul» ahora es la opción 2.');
    // Focus follows the moved name: it is last now, so its "up" button holds it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir opción 2' })).toHaveFocus());
  });

  it('edits a proposal in place', async () => {
    const api = fakeApi({ company: { legal_names: PROPOSALS } });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/dashboard/1/company_denomination');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar opción 2' }));
    const field = screen.getByRole('textbox', { name: 'Opción 2' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Órbita Taquera');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Opción de nombre actualizada')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'PUT',
      path: 'update-denomination/2',
      body: { name: 'Órbita Taquera', priority: 2 },
    });
    expect(await screen.findByText('Órbita Taquera')).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const api = fakeApi({ company: { legal_names: PROPOSALS } });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/dashboard/1/company_denomination');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar opción 2' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta opción?' });
    expect(dialog).toHaveTextContent('Quitaremos «Tacos Órbita» de tus opciones.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar opción 2' }));
    dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta opción?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Opción de nombre eliminada')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'DELETE', path: 'delete-denomination/2', body: undefined });
    await waitFor(() => expect(screen.queryByText('Tacos Órbita')).not.toBeInTheDocument());
    // The last proposal cannot be deleted: edit it, add another or start over.
    expect(screen.queryByRole('button', { name: /Eliminar opción/ })).not.toBeInTheDocument();
  });

  it('starts over after the confirmation, then shows the empty state', async () => {
    const api = fakeApi({ company: { legal_names: PROPOSALS } });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/dashboard/1/company_denomination');
    await userEvent.click(await screen.findByRole('button', { name: 'Empezar de nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Empezar de nuevo con el nombre?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, empezar de nuevo' }));
    expect(await screen.findByText('Reiniciamos tus opciones de nombre')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: 'reset-denominations-process',
      body: { company_id: 1 },
    });
    expect(await screen.findByText('Aún no tienes opciones de nombre')).toBeInTheDocument();
  });

  it('leads with the approved name and locks editing', async () => {
    const api = fakeApi({ company: { legal_names: PROPOSALS, legal_name: 'Tacos Órbita' } });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/dashboard/1/company_denomination');
    expect(await screen.findByText('Nombre autorizado')).toBeInTheDocument();
    expect(screen.getByText('Autorizada')).toBeInTheDocument();
    expect(screen.getByText('No elegida')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Editar opción|Subir opción|Bajar opción|Eliminar opción/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nueva opción' })).not.toBeInTheDocument();
  });
});

describe('the services page', () => {
  it('marks what the company contracted, shows prices with IVA apart, and Buy leads to the checkout', async () => {
    const api = fakeApi({ company: { orders: [order('complete', ['Constitución de sociedad'])] } });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/dashboard/1/services');
    const contracted = (await screen.findByRole('heading', { name: 'Tus servicios' }))
      .parentElement as HTMLElement;
    expect(within(contracted).getByText('Constitución de sociedad')).toBeInTheDocument();
    expect(within(contracted).getByText('Contratado')).toBeInTheDocument();
    expect(within(contracted).queryByRole('link', { name: /Contratar/ })).not.toBeInTheDocument();
    const available = screen.getByRole('heading', { name: 'Servicios disponibles' })
      .parentElement as HTMLElement;
    const card = within(available).getByRole('listitem');
    expect(card).toHaveTextContent('Servicio de comisario');
    expect(within(card).getByText('IVA (16 %)')).toBeInTheDocument();
    expect(within(card).getByText('$960.00')).toBeInTheDocument();
    expect(within(card).getByText('$6,960.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Contratar: Servicio de comisario' })).toHaveAttribute(
      'href',
      '/es/payment/1/checkout',
    );
    expect(screen.queryByText(/cuando activemos los pagos/)).not.toBeInTheDocument();
  });

  it("describes the incorporation by the company's type: a notary's deed, or an S.A.S. signed online in the SE's system", async () => {
    const contractedCard = async () => {
      const contracted = (await screen.findByRole('heading', { name: 'Tus servicios' }))
        .parentElement as HTMLElement;
      return within(contracted).getAllByRole('listitem')[0]!;
    };
    const formed = { orders: [order('complete', ['Constitución de sociedad'])] };
    vi.stubGlobal('fetch', fakeApi({ company: { ...formed, company_type: 'sa' } }).fetchImpl);
    const { unmount } = renderRoute('/es/dashboard/1/services');
    const notarised = await contractedCard();
    expect(notarised).toHaveTextContent('la firmas y un notario la protocoliza como escritura pública.');
    expect(notarised).not.toHaveTextContent('S.A.S.');
    unmount();

    queryClient.clear();
    vi.stubGlobal('fetch', fakeApi({ company: { ...formed, company_type: 'sas' } }).fetchImpl);
    renderRoute('/es/dashboard/1/services');
    const online = await contractedCard();
    expect(online).toHaveTextContent(
      'la firmas en línea con tu e.firma en el sistema de la Secretaría de Economía: una S.A.S. no pasa por notario.',
    );
    expect(online).not.toHaveTextContent('protocoliza');
  });

  it('shows a payment under way as pending, without a Buy', async () => {
    const api = fakeApi({
      company: {
        orders: [
          order('complete', ['Constitución de sociedad']),
          order('pending', ['Servicio de Comisario']),
        ],
      },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/dashboard/1/services');
    const contracted = (await screen.findByRole('heading', { name: 'Tus servicios' }))
      .parentElement as HTMLElement;
    const cards = within(contracted).getAllByRole('listitem');
    expect(cards[1]).toHaveTextContent('Servicio de comisario');
    expect(within(cards[1]!).getByText('Pago en proceso')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Contratar/ })).not.toBeInTheDocument();
  });

  it('leads to the yearly services’ card, in red with Change card when a renewal could not be charged', async () => {
    const yearly = (status: string) => ({ id: 7, status, items: [{ name: 'Servicio de Comisario' }] });
    const api = fakeApi({
      company: {
        orders: [order('complete', ['Constitución de sociedad'])],
        subscriptions: [yearly('active')],
      },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    const view = renderRoute('/es/dashboard/1/services');
    expect(
      await screen.findByRole('link', { name: 'Ver la tarjeta y las renovaciones de tus servicios anuales' }),
    ).toHaveAttribute('href', '/es/payment/1/payment_status_complement');
    expect(screen.queryByText('No pudimos cobrar una renovación')).not.toBeInTheDocument();
    view.unmount();
    queryClient.clear();

    const overdue = fakeApi({
      company: {
        orders: [order('complete', ['Constitución de sociedad'])],
        subscriptions: [yearly('past_due')],
      },
    });
    vi.stubGlobal('fetch', overdue.fetchImpl);
    renderRoute('/es/dashboard/1/services');
    expect(await screen.findByText('No pudimos cobrar una renovación')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar tarjeta' })).toHaveAttribute(
      'href',
      '/es/payment/1/payment_status_complement',
    );
  });
});
