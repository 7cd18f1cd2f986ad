import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { renderRoute } from '../../test/render';
import { fakePartnersApi, fullPartner } from './testing/fake-partners-api';

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});

describe('the minimum fixed capital on the partners page', () => {
  const fiftyFifty = (companyType: string) =>
    fakePartnersApi({
      company: {
        company_type: companyType,
        share_series: [{ id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
        partners: [
          fullPartner({
            id: 11,
            name: 'Ana López',
            email: 'ana@example.mx',
            shares: [{ id: 1, share_series_id: 100, percentage: 50 }],
          }),
          fullPartner({
            id: 12,
            name: 'Luis Pérez',
            email: 'luis@example.mx',
            shares: [{ id: 2, share_series_id: 100, percentage: 50 }],
          }),
        ],
      },
    });

  it("shows what the articles will say (the capital, each partner's part, paid in cash) and saves the one chosen", async () => {
    const api = fiftyFifty('sa');
    setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');
    const input = await screen.findByLabelText(/Capital social mínimo fijo \(MXN\)/, {});
    expect(input).toHaveValue('$50,000 MXN');
    expect(screen.getByText('El acta dirá: capital social mínimo fijo de $50,000.00')).toBeInTheDocument();
    expect(screen.getByText('Ana López: 250 acciones, aporta $25,000.00')).toBeInTheDocument();
    expect(screen.getByText('Luis Pérez: 250 acciones, aporta $25,000.00')).toBeInTheDocument();
    expect(screen.getByText('Cada socio declara que ya pagó su parte en efectivo')).toBeInTheDocument();
    expect(
      screen.getByText(/cada socio declara que su aportación está pagada por completo, en efectivo/),
    ).toBeInTheDocument();

    // 50/50 at $100 a share moves in steps of $200: $75,100 becomes $75,200, and the page says so.
    await user.clear(input);
    await user.type(input, '75100');
    expect(
      await screen.findByText('El acta dirá: capital social mínimo fijo de $75,200.00'),
    ).toBeInTheDocument();
    expect(screen.getByText(/\$75,100.00 no se puede repartir exacto/)).toBeInTheDocument();
    expect(screen.getByText('Ana López: 376 acciones, aporta $37,600.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    await waitFor(() => expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(1));
    expect(api.callsTo('POST', 'add-partners/company/1')[0]?.body).toMatchObject({
      fixed_capital_centavos: 7_510_000,
    });
    expect(await screen.findByText('Guardamos tus socios y sus acciones')).toBeInTheDocument();
    expect(screen.getByLabelText(/Capital social mínimo fijo \(MXN\)/)).toHaveValue('$75,100 MXN');
  });

  it('leaves the capital out of a save that does not change it, so the articles stay as they were', async () => {
    const api = fiftyFifty('sa');
    setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');
    await screen.findByLabelText(/Capital social mínimo fijo \(MXN\)/, {});
    await user.type(screen.getAllByLabelText(/Nombre completo/)[1]!, ' Ruiz');
    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    await waitFor(() => expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(1));
    expect(api.callsTo('POST', 'add-partners/company/1')[0]?.body).not.toHaveProperty(
      'fixed_capital_centavos',
    );
  });

  it('gives partes sociales of an S. de R.L. in pesos, and refuses a capital below $1,000 before sending it', async () => {
    const api = fiftyFifty('srl');
    setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');
    const input = await screen.findByLabelText(/Capital social mínimo fijo \(MXN\)/, {});
    expect(screen.getByText('Ana López: una parte social, aporta $25,000.00')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '500');
    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    expect(
      await screen.findByText(
        'El capital social mínimo fijo debe ser de al menos $1,000.00. Escribe una cantidad mayor.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(0);
    expect(document.activeElement).toBe(input);
    // No preview of an amount nobody typed: it asks for a capital the articles can take.
    expect(screen.getByText('Corrige el capital para ver lo que dirá el acta.')).toBeInTheDocument();
    expect(screen.queryByText(/aporta \$25,000\.00/)).not.toBeInTheDocument();
  });
});
