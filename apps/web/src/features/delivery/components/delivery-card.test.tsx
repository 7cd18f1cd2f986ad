import type { CompanyDelivery } from '@forja/contracts';
import { makeCompany } from '@forja/domain/testing/fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { setTokens } from '../../../lib/auth-tokens';
import { applyLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { DeliveryCard } from './delivery-card';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const ADDRESS = {
  street: 'Av. Álvaro Obregón',
  exterior_number: '120',
  interior_number: '4',
  settlement: 'Roma Norte',
  municipality: 'Cuauhtémoc',
  state: 'Ciudad de México',
  postal_code: '06700',
  references: 'Portón verde',
  contact_name: 'Ana López',
  contact_phone: '+525512345678',
};

const delivery = (overrides: Partial<CompanyDelivery> = {}): CompanyDelivery => ({
  status: 'awaiting_address',
  address: null,
  carrier: null,
  tracking_number: null,
  tracking_url: null,
  shipped_at: null,
  delivered_at: null,
  ...overrides,
});

function companyWith(value: CompanyDelivery, signed = true) {
  const company = makeCompany({ id: 1 });
  return {
    ...company,
    date_signature: signed ? '2026-11-20T18:00:00.000Z' : null,
    testimony: false,
    formation: { ...company.formation, delivery: value },
  };
}

function renderCard(company: ReturnType<typeof companyWith>, language = 'es') {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[`/${language}/dashboard/1/home`]}>
        <Routes>
          <Route path=":lang/*" element={<DeliveryCard company={company} />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

/** The API: the postal code 06700 with its one colonia; set-shipping-address saves what delivery-status reads. */
function serve() {
  const posted: unknown[] = [];
  let current = delivery();
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = input.replace(/^\/api\/v3\//, '');
    if (path === 'postal-codes/06700')
      return json(200, {
        content: {
          postal_code: '06700',
          state: 'Ciudad de México',
          municipality: 'Cuauhtémoc',
          city: 'Ciudad de México',
          settlements: [{ settlement: 'Roma Norte', settlement_type: 'Colonia' }],
          catalogue_loaded: true,
        },
      });
    if (path === 'set-shipping-address/1' && init?.method === 'POST') {
      posted.push(JSON.parse(init.body as string));
      current = delivery({ status: 'preparing', address: { ...ADDRESS, references: null } });
      return json(200, { content: current });
    }
    if (path === 'delivery-status/1') return json(200, { content: current });
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return posted;
}

beforeEach(() => {
  queryClient.clear();
  applyLanguage('es');
});
afterEach(() => vi.unstubAllGlobals());

describe('the delivery card', () => {
  it('before the signature, says what comes and offers no address form', () => {
    serve();
    renderCard(companyWith(delivery(), false));
    expect(screen.getByRole('heading', { name: 'Entrega del testimonio' })).toBeInTheDocument();
    expect(screen.getByText(/Cuando todos los socios firmen el acta/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dar dirección de envío' })).not.toBeInTheDocument();
  });

  it('asks for the address, checks the form, fills the colonia from the postal code and saves it', async () => {
    const posted = serve();
    const user = userEvent.setup();
    renderCard(companyWith(delivery()));
    expect(screen.getByText('Falta dirección')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dar dirección de envío' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dirección de envío del testimonio' });

    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(within(dialog).getByLabelText(/Código postal/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Nombre de quien recibe/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(/El código postal debe tener 5 dígitos/)).toBeInTheDocument();
    // The first field to fix gets the focus.
    await waitFor(() => expect(within(dialog).getByLabelText(/Código postal/)).toHaveFocus());
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Código postal/), '06700');
    await waitFor(() => expect(within(dialog).getByLabelText(/Estado/)).toHaveValue('Ciudad de México'));
    expect(within(dialog).getByLabelText(/Municipio o alcaldía/)).toHaveValue('Cuauhtémoc');
    expect(within(dialog).getByLabelText(/Colonia/)).toHaveValue('Roma Norte');
    await user.type(within(dialog).getByLabelText(/Calle/), 'Av. Álvaro Obregón');
    await user.type(within(dialog).getByLabelText(/Número exterior/), '120');
    await user.type(within(dialog).getByLabelText(/Número interior/), '4');
    await user.type(within(dialog).getByLabelText(/Nombre de quien recibe/), 'Ana López');
    await user.type(within(dialog).getByLabelText(/Teléfono de contacto/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(within(dialog).getByLabelText(/Teléfono de contacto/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(/Ese número de teléfono no es válido/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/Teléfono de contacto/)).toHaveFocus());
    expect(posted).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Teléfono de contacto/));
    await user.type(within(dialog).getByLabelText(/Teléfono de contacto/), '55 1234 5678');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      postal_code: '06700',
      settlement: 'Roma Norte',
      street: 'Av. Álvaro Obregón',
      exterior_number: '120',
      interior_number: '4',
      references: null,
      contact_name: 'Ana López',
      contact_phone: '55 1234 5678',
      contact_phone_country_code: '52',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Preparando envío')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Av. Álvaro Obregón 120, int. 4, Col. Roma Norte, C.P. 06700, Cuauhtémoc, Ciudad de México',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar dirección' })).toBeInTheDocument();
  });

  it('once shipped, shows the carrier, the tracking number and a link to its page, and no longer changes', () => {
    serve();
    const url = 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890';
    renderCard(
      companyWith(
        delivery({
          status: 'shipped',
          address: ADDRESS,
          carrier: 'dhl',
          tracking_number: '1234567890',
          tracking_url: url,
          shipped_at: '2026-11-24T17:00:00.000Z',
        }),
      ),
    );
    expect(screen.getByText('En camino')).toBeInTheDocument();
    expect(screen.getByText('Enviamos el testimonio por DHL el 24/11/2026.')).toBeInTheDocument();
    expect(screen.getByText('1234567890')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir el envío en DHL' })).toHaveAttribute('href', url);
    expect(screen.getByText('Recibe: Ana López · +52 55 1234 5678')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar dirección' })).not.toBeInTheDocument();
  });

  it('once delivered, says when, in the reader’s language', () => {
    serve();
    applyLanguage('en');
    renderCard(
      companyWith(
        delivery({
          status: 'delivered',
          address: ADDRESS,
          carrier: 'other',
          tracking_number: 'AB-1234',
          shipped_at: '2026-11-24T17:00:00.000Z',
          delivered_at: '2026-11-26T17:00:00.000Z',
        }),
      ),
      'en',
    );
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText(/The certified copy was delivered on Nov 26, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
