import { partnerDocument } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { renderRoute } from '../../test/render';
import { fakePartnersApi, fullPartner } from './testing/fake-partners-api';

type Api = ReturnType<typeof fakePartnersApi>;

function serve(api: Api) {
  setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
}

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** Luis's documents as Forja's review left them: one approved, one rejected with a note, one waiting. */
const luis = fullPartner({
  id: 2,
  name: 'Luis Pérez',
  email: 'luis@example.mx',
  shares: [{ id: 9, share_series_id: 100, percentage: 40 }],
  documents: [
    partnerDocument('national_identity', { id: 11, is_approved: true }),
    partnerDocument('national_identity_back', { id: 12 }),
    partnerDocument('address', {
      id: 13,
      rejection_category: 'expired',
      rejection_note: 'El recibo es de hace un año; sube uno de los últimos 3 meses.',
    }),
  ],
});

describe('partner documents after Forja reviewed them', () => {
  it('shows each state in words, the rejection reason and note, and takes a new file for the rejected one', async () => {
    const api = fakePartnersApi({
      company: {
        share_series: [{ id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
        partners: [fullPartner({ id: 1, name: 'Ana López', email: 'ana@example.mx' }), luis],
      },
    });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/partners_documents');
    const section = await screen.findByRole('region', { name: 'Luis Pérez' });

    const front = within(section).getByRole('listitem', { name: /INE.*frente|frente/i });
    expect(within(front).getByText('Aprobado')).toBeInTheDocument();
    expect(within(front).queryByRole('button', { name: /Subir|Reemplazar/ })).toBeNull();
    const back = within(section).getByRole('listitem', { name: /reverso|atrás/i });
    expect(within(back).getByText('En espera de revisión')).toBeInTheDocument();

    const address = within(section).getByRole('listitem', { name: /domicilio/i });
    expect(within(address).getByText('Rechazado')).toBeInTheDocument();
    expect(within(address).getByText('Lo rechazamos: está vencido. Sube uno nuevo.')).toBeInTheDocument();
    expect(
      within(address).getByText(
        'Nota de nuestro equipo: El recibo es de hace un año; sube uno de los últimos 3 meses.',
      ),
    ).toBeInTheDocument();

    await user.upload(
      within(address).getByLabelText(/^Archivo de/),
      new File(['%PDF-1.4 recibo'], 'recibo-marzo.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(within(address).getByText('En espera de revisión')).toBeInTheDocument());
    expect(within(address).queryByText(/Nota de nuestro equipo/)).toBeNull();
    expect(api.callsTo('POST', 'partner/2/documents/address')).toHaveLength(1);
  });
});
