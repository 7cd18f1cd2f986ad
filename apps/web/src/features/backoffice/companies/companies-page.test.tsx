import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { fakeCompaniesServer, sampleCompanyItem } from './testing/fake-companies-server';

/** Whether the screen is wide (a table) or a phone's (a card per company), as the list asks matchMedia. */
function screenWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

beforeEach(() => {
  // Only the date is fixed ("now" is 22 Nov 2026, noon UTC); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
  screenWidth(true);
  // jsdom has no layout: the select scrolls its chosen option into view.
  Element.prototype.scrollIntoView = vi.fn();
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOAD = { timeout: 15_000 };

function twoCompanies() {
  return [
    sampleCompanyItem(),
    sampleCompanyItem({
      id: 8,
      friendly_id: 'FJ-MOLE22',
      name: 'Mole Poblano',
      legal_name: 'Mole Poblano S.A.S.',
      founder: { id: 43, name: 'Beto Ruiz', email: 'beto@mole.mx', phone: null },
      step: 'Dashboard',
      // Past the first steps, on the path's e.firma: the founder books it.
      waits_on: 'founder',
      path: { current: 'efirma', actor: 'founder', done: 7, total: 9 },
      step_since: '2026-11-22T07:00:00.000Z',
    }),
  ];
}

describe('the back office: companies', () => {
  it('lists each company with its step, who it waits on and for how long, the longest first', async () => {
    const server = fakeCompaniesServer({ companies: twoCompanies() });
    renderRoute('/es/backoffice/companies');
    const table = await screen.findByRole('table', { name: 'Empresas' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Panadería Ñandú');
    expect(rows[0]).toHaveTextContent('FJ-7KQ2MX');
    expect(rows[0]).toHaveTextContent('Ana López');
    expect(rows[0]).toHaveTextContent('ana@nandu.mx · +52 55 1234 5678');
    expect(rows[0]).toHaveTextContent('PagoEspera a la persona fundadora');
    expect(rows[0]).toHaveTextContent('3 días');
    expect(rows[1]).toHaveTextContent('Mole Poblano S.A.S.');
    expect(rows[1]).toHaveTextContent('Panel: e.firma de la empresaEspera a la persona fundadora');
    expect(rows[1]).toHaveTextContent('5 horas');
    expect(screen.getByText('2 empresas, las que llevan más tiempo en su paso primero')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Panadería Ñandú' })).toHaveAttribute(
      'href',
      '/es/backoffice/companies/7',
    );
    // The navigation leads here.
    expect(screen.getByRole('link', { name: 'Empresas' })).toHaveAttribute('aria-current', 'page');
    expect(server.callsTo('GET', 'backoffice/companies')[0]?.query.get('page')).toBe('1');
  });

  it("names an S. de R.L.'s partners step by its partes sociales, an S.A.'s by its shares", async () => {
    const onPartners = { step: 'CompanyPartners' as const, waits_on: 'founder' as const };
    fakeCompaniesServer({
      companies: [
        sampleCompanyItem({ ...onPartners, company_type: 'srl' }),
        sampleCompanyItem({
          ...onPartners,
          id: 8,
          friendly_id: 'FJ-MOLE22',
          name: 'Mole Poblano',
          company_type: 'sa',
        }),
        sampleCompanyItem({
          id: 9,
          friendly_id: 'FJ-TACO33',
          name: 'Tacos Lupita',
          company_type: 'srl',
          step: 'Dashboard',
          waits_on: 'founder',
          path: { current: 'partners', actor: 'founder', done: 2, total: 9 },
        }),
      ],
    });
    renderRoute('/es/backoffice/companies');
    const table = await screen.findByRole('table', { name: 'Empresas' }, LOAD);
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('link', { name }) !== null)!;
    expect(row('Panadería Ñandú')).toHaveTextContent('Socios y partes socialesEspera a la persona fundadora');
    expect(row('Mole Poblano')).toHaveTextContent('Socios y accionesEspera a la persona fundadora');
    expect(row('Tacos Lupita')).toHaveTextContent(
      'Panel: Socios y partes socialesEspera a la persona fundadora',
    );
  });

  it('searches by what the operator types and filters by step, keeping both in the address', async () => {
    const server = fakeCompaniesServer({ companies: twoCompanies() });
    const user = userEvent.setup();
    const { router } = renderRoute('/es/backoffice/companies');
    await screen.findByRole('table', { name: 'Empresas' }, LOAD);
    const search = within(screen.getByRole('search', { name: 'Buscar empresas' }));

    await user.type(search.getByRole('searchbox', { name: /Buscar/ }), 'beto@mole');
    await user.click(search.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=beto%40mole'));
    await waitFor(() => expect(screen.queryByText('Panadería Ñandú')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Mole Poblano S.A.S.' })).toBeInTheDocument();
    expect(server.callsTo('GET', 'backoffice/companies').at(-1)?.query.get('q')).toBe('beto@mole');

    await user.clear(search.getByRole('searchbox', { name: /Buscar/ }));
    await user.click(search.getByRole('combobox', { name: 'Paso' }));
    await user.click(await screen.findByRole('option', { name: 'Pago', hidden: true }));
    await user.click(search.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?path_step=payment'));
    await waitFor(() => expect(screen.queryByText('Mole Poblano S.A.S.')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Panadería Ñandú' })).toBeInTheDocument();
    expect(server.callsTo('GET', 'backoffice/companies').at(-1)?.query.get('path_step')).toBe('payment');
  });

  it('filters by a step of the whole path, finding the companies on its page and on the dashboard alike', async () => {
    const uploading = sampleCompanyItem({
      id: 9,
      friendly_id: 'FJ-SOCIO9',
      name: 'Socios Unidos',
      step: 'PartnersDocuments',
      waits_on: 'partners',
      path: { current: 'partner_documents', actor: 'partners', done: 3, total: 9 },
    });
    const reviewing = sampleCompanyItem({
      id: 10,
      friendly_id: 'FJ-REVIS0',
      name: 'En Revisión',
      step: 'Dashboard',
      waits_on: 'forja',
      path: { current: 'partner_documents', actor: 'forja', done: 3, total: 9 },
    });
    const server = fakeCompaniesServer({ companies: [...twoCompanies(), uploading, reviewing] });
    const user = userEvent.setup();
    const { router } = renderRoute('/es/backoffice/companies');
    await screen.findByRole('table', { name: 'Empresas' }, LOAD);
    const search = within(screen.getByRole('search', { name: 'Buscar empresas' }));
    await user.click(search.getByRole('combobox', { name: 'Paso' }));
    // Every step of the path is there, past the dashboard too, and the companies with all of them done.
    for (const name of ['Escritura pública', 'e.firma de la empresa', 'Todos los pasos completos']) {
      expect(screen.getByRole('option', { name, hidden: true })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'Documentos de los socios', hidden: true }));
    await user.click(search.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?path_step=partner_documents'));
    await waitFor(() => expect(screen.queryByText('Panadería Ñandú')).not.toBeInTheDocument());
    const rows = within(await screen.findByRole('table', { name: 'Empresas' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Documentos de los sociosEspera a los socios'),
      expect.stringContaining('Panel: Documentos de los sociosEspera a Forja'),
    ]);
    expect(server.callsTo('GET', 'backoffice/companies').at(-1)?.query.get('step')).toBeNull();
  });

  it('reads an older link by onboarding step as that step of the path', async () => {
    const server = fakeCompaniesServer({ companies: twoCompanies() });
    renderRoute('/es/backoffice/companies?step=PartnersDocuments');
    // Only a step chosen, nothing typed: the page says no company is on it (no search to rephrase).
    await screen.findByText('Ninguna empresa está ahora en «Documentos de los socios».', {}, LOAD);
    const query = server.callsTo('GET', 'backoffice/companies').at(-1)?.query;
    expect([query?.get('step'), query?.get('path_step')]).toEqual([null, 'partner_documents']);
    expect(screen.getByRole('combobox', { name: 'Paso' })).toHaveValue('Documentos de los socios');
  });

  it('shows a card per company on a phone, its name, step and who it waits on first, with no table to scroll', async () => {
    screenWidth(false);
    fakeCompaniesServer({ companies: twoCompanies() });
    renderRoute('/es/backoffice/companies');
    const list = await screen.findByRole('list', { name: 'Empresas' }, LOAD);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Panadería Ñandú' })).toHaveAttribute(
      'href',
      '/es/backoffice/companies/7',
    );
    expect(cards[0]).toHaveTextContent('PagoEspera a la persona fundadora');
    expect(cards[0]).toHaveTextContent('Lleva 3 días');
    expect(cards[0]).toHaveTextContent('Persona fundadora: Ana López');
    expect(cards[1]).toHaveTextContent('Panel: e.firma de la empresaEspera a la persona fundadora');
    expect(cards[1]).toHaveTextContent('Lleva 5 horas');
    // The trade name is added under the legal name only when it is another name.
    expect(within(cards[1]!).getByText('FJ-MOLE22 · Mole Poblano')).toBeVisible();
  });

  it('does not repeat a legal name that is the trade name too', async () => {
    screenWidth(false);
    fakeCompaniesServer({
      companies: [sampleCompanyItem({ name: 'Tuna Roja', legal_name: 'Tuna Roja' })],
    });
    renderRoute('/es/backoffice/companies');
    const list = await screen.findByRole('list', { name: 'Empresas' }, LOAD);
    expect(within(list).getByText('FJ-7KQ2MX')).toBeVisible();
    expect(within(list).queryByText(/FJ-7KQ2MX · /)).not.toBeInTheDocument();
  });

  it('says when no company matches, and clears the search', async () => {
    fakeCompaniesServer({ companies: twoCompanies() });
    const user = userEvent.setup();
    const { router } = renderRoute('/en/backoffice/companies?q=nobody');
    expect(await screen.findByText(/No company matches this search/, {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: 'Companies' })).toBeInTheDocument();
  });

  it('shows an empty back office in words', async () => {
    fakeCompaniesServer({ companies: [] });
    renderRoute('/zh_cn/backoffice/companies');
    expect(
      await screen.findByText('还没有公司。创始人注册公司后，它会立即出现在这里。', {}, LOAD),
    ).toBeInTheDocument();
  });
});
