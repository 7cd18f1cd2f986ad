import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { fakeCompaniesServer, sampleDetail, sampleOrder } from '../companies/testing/fake-companies-server';
import { setScreenWidth } from '../../../test/screen-width';

let restoreScreen: () => void = () => undefined;
beforeEach(() => {
  // A wide screen: the lists are tables (a phone's cards are tested on their own).
  restoreScreen = setScreenWidth('wide');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
  Element.prototype.scrollIntoView = vi.fn();
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  restoreScreen();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LOAD = { timeout: 15_000 };

/** A voucher waiting and a payment that failed, of two companies. */
function twoOrders() {
  return sampleDetail({
    orders: [
      sampleOrder(),
      sampleOrder({
        id: 32,
        company: { id: 8, friendly_id: 'FJ-MOLE22', name: 'Mole Poblano' },
        status: 'awaiting_checkout',
        follow_up: 'payment_failed',
        provider_session_id: null,
        oxxo_number: null,
        oxxo_expires_at: null,
        failure: { provider_event_id: 'evt_sandbox_fail01', failed_at: '2026-11-21T15:00:00.000Z' },
        since: '2026-11-21T15:00:00.000Z',
      }),
    ],
  });
}

describe('the back office: payments to follow up', () => {
  it("lists pending OXXO vouchers and failed payments with the provider's references", async () => {
    const server = fakeCompaniesServer({ detail: twoOrders() });
    renderRoute('/es/backoffice/orders');
    const table = await screen.findByRole('table', { name: 'Pagos por seguir' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Orden 31');
    expect(rows[0]).toHaveTextContent('$14,500.00');
    expect(rows[0]).toHaveTextContent('Ficha OXXO en espera');
    expect(rows[0]).toHaveTextContent('Referencia OXXO93000012345678');
    expect(within(rows[0]!).getByRole('link', { name: 'Panadería Ñandú' })).toHaveAttribute(
      'href',
      '/es/backoffice/companies/7',
    );
    expect(rows[1]).toHaveTextContent('Pago fallido');
    expect(rows[1]).toHaveTextContent('Evento del falloevt_sandbox_fail01');
    expect(screen.getByText('2 pagos, los más antiguos primero')).toBeInTheDocument();
    expect(server.callsTo('GET', 'backoffice/orders')[0]?.query.get('kind')).toBe('open');
    // The navigation (beside the page on a wide screen) leads here.
    expect(screen.getByRole('link', { name: 'Pagos por seguir' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a paid order whose CFDI could not be issued, with the provider’s reason', async () => {
    fakeCompaniesServer({
      detail: sampleDetail({
        orders: [
          sampleOrder({
            id: 33,
            status: 'complete',
            follow_up: 'cfdi_failed',
            payment_method: 'card',
            oxxo_number: null,
            oxxo_expires_at: null,
            provider_payment_id: 'pi_sandbox_1',
            cfdi_error: 'provider_refused',
          }),
        ],
      }),
    });
    renderRoute('/es/backoffice/orders');
    const table = await screen.findByRole('table', { name: 'Pagos por seguir' }, LOAD);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('CFDI no emitido');
    expect(row).toHaveTextContent('Motivo del CFDI no emitidoprovider_refused');
  });

  it('filters by what the payment needs and by company, in the address', async () => {
    const server = fakeCompaniesServer({ detail: twoOrders() });
    const user = userEvent.setup();
    const { router } = renderRoute('/es/backoffice/orders?company_id=8');
    expect(await screen.findByText('Solo la empresa 8', {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Orden 32')).toBeInTheDocument();
    expect(screen.queryByText('Orden 31')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver todas las empresas' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('combobox', { name: 'Mostrar' }));
    await user.click(await screen.findByRole('option', { name: 'Fichas OXXO en espera', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=oxxo_pending'));
    // Orden 31 is in the list before the filter too: the row found may be replaced by the filtered list's
    // own while it is checked, so the check is retried until it holds.
    await waitFor(() => expect(screen.getByText('Orden 31')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Orden 32')).not.toBeInTheDocument());
    expect(server.callsTo('GET', 'backoffice/orders').at(-1)?.query.get('kind')).toBe('oxxo_pending');
  });

  it('records a follow-up note, and the followed-up payment leaves the queue', async () => {
    const server = fakeCompaniesServer({ detail: twoOrders() });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/orders');
    await user.click(await screen.findByRole('button', { name: 'Agregar una nota a la orden 32' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nota sobre la orden 32' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar nota' }));
    expect(await within(dialog).findByText('Escribe la nota primero.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Nota/ }),
      'Pagará con tarjeta; sin reembolso.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar nota' }));
    await waitFor(() =>
      expect(server.callsTo('POST', 'backoffice/orders/32/notes').map((call) => call.body)).toEqual([
        { body: 'Pagará con tarjeta; sin reembolso.' },
      ]),
    );
    await waitFor(() => expect(screen.queryByText('Orden 32')).not.toBeInTheDocument());
    expect(screen.getByText('Orden 31')).toBeInTheDocument();
  });
});
