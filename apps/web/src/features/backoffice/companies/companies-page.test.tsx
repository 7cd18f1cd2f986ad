import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { fakeCompaniesServer, sampleCompanyItem } from './testing/fake-companies-server';

beforeEach(() => {
  // Only the date is fixed ("now" is 22 Nov 2026, noon UTC); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
  // jsdom has no layout: the select scrolls its chosen option into view.
  Element.prototype.scrollIntoView = vi.fn();
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LOAD = { timeout: 5000 };

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
    expect(rows[0]).toHaveTextContent('PagoEspera al fundador');
    expect(rows[0]).toHaveTextContent('3 días');
    expect(rows[1]).toHaveTextContent('Mole Poblano S.A.S.');
    expect(rows[1]).toHaveTextContent('Panel: e.firma de la empresaEspera al fundador');
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
    await waitFor(() => expect(router.state.location.search).toBe('?step=CheckoutAdvance'));
    await waitFor(() => expect(screen.queryByText('Mole Poblano S.A.S.')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Panadería Ñandú' })).toBeInTheDocument();
    expect(server.callsTo('GET', 'backoffice/companies').at(-1)?.query.get('step')).toBe('CheckoutAdvance');
  }, 20_000);

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
