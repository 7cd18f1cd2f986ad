import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../../lib/query-client';
import { renderRoute } from '../../../../test/render';
import { fakeSupportQueueServer, sampleRequest } from '../testing/fake-support-queue-server';
import { setScreenWidth } from '../../../../test/screen-width';

let restoreScreen: () => void = () => undefined;
beforeEach(() => {
  // A wide screen: the lists are tables (a phone's cards are tested on their own).
  restoreScreen = setScreenWidth('wide');
  // jsdom has no layout: the select scrolls its chosen option into view.
  Element.prototype.scrollIntoView = vi.fn();
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  restoreScreen();
  vi.unstubAllGlobals();
});

const LOAD = { timeout: 15_000 };

function threeRequests() {
  return [
    sampleRequest(),
    sampleRequest({
      id: 6,
      status: 'En proceso',
      stage: 'in_progress',
      category_key: 'bank_opening',
      main_category: 'Bank Opening',
      request_type: 'Requirements',
      message: 'Which documents does the bank need?',
      created_at: '2026-11-21T16:00:00.000Z',
      company: { id: 8, friendly_id: 'FJ-0008', name: 'Mole Poblano' },
      user: { id: 43, name: 'Beto Ruiz', email: 'beto@mole.mx', phone: null, language: 'en' },
      thread_count: 1,
      last_author_kind: 'operator',
      last_message_at: '2026-11-21T18:00:00.000Z',
    }),
    sampleRequest({ id: 7, status: 'Resuelto', stage: 'resolved', message: 'Ya quedó, gracias' }),
  ];
}

describe('the back office: support requests queue', () => {
  it('lists open requests oldest first, with topic, company, user, status and who wrote last', async () => {
    const server = fakeSupportQueueServer({ requests: threeRequests() });
    renderRoute('/es/backoffice/support');
    const table = await screen.findByRole('table', { name: 'Solicitudes de soporte' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Necesito ayuda con mi RFC');
    expect(rows[0]).toHaveTextContent('Constitución · Proceso y tiempos');
    expect(rows[0]).toHaveTextContent('Tacos del NorteFJ-0007');
    expect(rows[0]).toHaveTextContent('Ana Lópezana@empresa.mx');
    expect(rows[0]).toHaveTextContent('Pendiente');
    expect(rows[0]).toHaveTextContent('Sin respuesta');
    expect(rows[1]).toHaveTextContent('Apertura Bancaria · Requirements');
    expect(rows[1]).toHaveTextContent('En proceso');
    expect(rows[1]).toHaveTextContent('Respondió Forja');
    expect(screen.getByText('2 solicitudes, las más antiguas primero')).toBeInTheDocument();
    expect(server.callsTo('GET', 'backoffice/support-requests')[0]?.query.get('status')).toBe('open');
    // The navigation (beside the page on a wide screen) leads here.
    expect(screen.getByRole('link', { name: 'Solicitudes de soporte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('filters by status, topic and company, keeping the filters in the address', async () => {
    const server = fakeSupportQueueServer({ requests: threeRequests() });
    const user = userEvent.setup();
    const { router } = renderRoute('/es/backoffice/support');
    await screen.findByRole('table', { name: 'Solicitudes de soporte' }, LOAD);

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Todas', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: 'Tema' }));
    await user.click(await screen.findByRole('option', { name: 'Constitución', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: /Empresa/ }), 'fj-0007');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=all&category=incorporation&company=fj-0007'),
    );
    expect(await screen.findByText('Ya quedó, gracias')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Solicitudes de soporte' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Necesito ayuda con mi RFC',
      'Ya quedó, gracias',
    ]);
    const last = server.callsTo('GET', 'backoffice/support-requests').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      status: 'all',
      page: '1',
      category: 'incorporation',
      company: 'fj-0007',
    });

    await user.clear(screen.getByRole('textbox', { name: /Empresa/ }));
    await user.type(screen.getByRole('textbox', { name: /Empresa/ }), 'Nadie');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('No hay solicitudes con estos filtros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: 'Solicitudes de soporte' })).toBeInTheDocument();
  });

  it('pages through the queue and opens a request', async () => {
    const server = fakeSupportQueueServer({ requests: threeRequests(), pageSize: 1 });
    const user = userEvent.setup();
    const { router } = renderRoute('/es/backoffice/support');
    await screen.findByRole('table', { name: 'Solicitudes de soporte' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    const link = await screen.findByRole('link', { name: 'Which documents does the bank need?' });
    expect(server.callsTo('GET', 'backoffice/support-requests').at(-1)?.query.get('page')).toBe('2');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/backoffice/support/6'));
    expect(await screen.findByRole('heading', { name: 'Requirements', level: 1 })).toBeInTheDocument();
    // Two pages and a request opened: on a 2-core machine running the other suites beside it, more than 15 s.
  });

  it('says what will appear when nothing is open', async () => {
    fakeSupportQueueServer({ requests: [] });
    renderRoute('/en/backoffice/support');
    expect(
      await screen.findByText(
        'No open requests. When someone asks for help from the assistant, their request shows up here.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });
});
