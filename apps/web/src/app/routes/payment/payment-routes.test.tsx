import type { Catalogue, Company } from '@forja/contracts';
import type { CompanyOrders } from '@forja/contracts/payments/orders';
import { makeCompany, makeUser, order } from '@forja/domain/testing/fixtures';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

const openHostedPage = vi.hoisted(() => vi.fn());
vi.mock('../../../features/payments/hosted-page', () => ({ openHostedPage }));

const CATALOGUE: Catalogue = {
  society_types: [],
  products: [
    { key: 'formation', item_name: 'Constitución de sociedad', price_centavos: 1_250_000, recurring: null },
    {
      key: 'formation_representation',
      item_name: 'Constitución de sociedad con representación legal',
      price_centavos: 1_890_000,
      recurring: null,
    },
  ],
  packages: [
    {
      key: 'formation_advance',
      product: 'formation',
      legal_representation: false,
      amazon_customer: false,
      includes: ['formation'],
    },
    {
      key: 'formation_representation',
      product: 'formation_representation',
      legal_representation: true,
      amazon_customer: false,
      includes: ['formation_representation'],
    },
  ],
  iva_basis_points: 1600,
};

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

/** The API's answers about one company, for the payment pages. */
function fakeApi(company: Partial<Company>, orders: Partial<CompanyOrders> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const profile = makeCompany({ id: 1, user_id: 7, description: 'Consultoría de software', ...company });
  const fetchImpl = async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://forja.test');
    const path = url.pathname.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 7 }) });
    if (path === 'catalogue') return json(200, { content: CATALOGUE });
    if (path === 'company/get-company-profile/1') return json(200, { content: profile });
    if (path === 'checkout/company/1/quote') {
      return json(200, {
        content: {
          product: 'formation',
          item_name: 'Constitución de sociedad',
          includes: [{ key: 'formation', name: 'Constitución de sociedad' }],
          recurring: null,
          currency: 'MXN',
          subtotal_centavos: 1_250_000,
          iva_centavos: 200_000,
          total_centavos: 1_450_000,
          iva_basis_points: 1600,
          payment_methods: ['card', 'oxxo'],
          usd: null,
          provider: 'sandbox',
        },
      });
    }
    if (path === 'checkout/company/1' && method === 'POST') {
      return json(200, {
        content: {
          order_id: 9,
          subscription_id: null,
          checkout_url: '/api/v3/sandbox/checkout/cs_sandbox_x',
        },
      });
    }
    if (path === 'billing-info/company/1') return json(200, { content: null });
    if (path === 'orders/company/1') {
      return json(200, {
        content: { orders: [], subscriptions: [], pm_last_four: null, last_payment_link_at: null, ...orders },
      });
    }
    return json(404, { message: ['not_found'] });
  };
  return { calls, fetchImpl };
}

beforeEach(() => {
  queryClient.clear();
  notifications.clean();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  openHostedPage.mockReset();
});

describe('the payment pages', () => {
  it('shows the incorporation with IVA on its own line and sends the founder to the hosted page', async () => {
    const api = fakeApi({
      legal_representation: false,
      amazon_customer: false,
      orders: [],
      subscriptions: [],
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderRoute('/es/payment/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paga la constitución de tu empresa' }),
    ).toBeInTheDocument();
    const offer = await screen.findByRole('region', { name: 'Constitución de sociedad' });
    expect(within(offer).getByText('IVA (16 %)')).toBeInTheDocument();
    expect(within(offer).getByText('$2,000.00')).toBeInTheDocument();
    expect(within(offer).getByTestId('price-total')).toHaveTextContent('$14,500.00');
    expect(screen.getByText('Modo de prueba (SANDBOX)')).toBeInTheDocument();

    await userEvent.click(within(offer).getByRole('button', { name: 'Pagar $14,500.00' }));
    await waitFor(() => expect(openHostedPage).toHaveBeenCalledWith('/api/v3/sandbox/checkout/cs_sandbox_x'));
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: 'checkout/company/1',
      body: { product: 'formation_advance' },
    });
  });

  it("describes the incorporation by the company's type: before a notary, or online in the SE's system for an S.A.S.", async () => {
    const unpaid = { legal_representation: false, amazon_customer: false, orders: [], subscriptions: [] };
    vi.stubGlobal('fetch', fakeApi({ ...unpaid, company_type: 'sa' }).fetchImpl);
    const { unmount } = renderRoute('/es/payment/1');
    const notarised = await screen.findByRole('region', { name: 'Constitución de sociedad' });
    expect(notarised).toHaveTextContent(
      'Preparamos el acta constitutiva, la firmas, un notario la protocoliza como escritura pública y tramitamos el RFC de tu empresa.',
    );
    expect(notarised).not.toHaveTextContent(/S\.A\.S\.|Secretaría de Economía/);
    unmount();

    queryClient.clear();
    vi.stubGlobal('fetch', fakeApi({ ...unpaid, company_type: 'sas' }).fetchImpl);
    renderRoute('/es/payment/1');
    const online = await screen.findByRole('region', { name: 'Constitución de sociedad' });
    expect(online).toHaveTextContent(
      'la firmas en línea con tu e.firma en el sistema de la Secretaría de Economía (una S.A.S. no pasa por notario)',
    );
    expect(online).not.toHaveTextContent(/ante notario|protocoliza/);
  });

  it('counts the RNIE deadline from the deed for an S.A. de C.V. and from the SE registration for an S.A.S.', async () => {
    vi.stubGlobal('fetch', fakeApi({ company_type: 'sa', orders: [], subscriptions: [] }).fetchImpl);
    renderRoute('/es/payment/1/payment_info_rnie');
    const what = await screen.findByRole('region', { name: 'Qué es y quién debe inscribirse' });
    expect(what).toHaveTextContent(
      'El plazo es de 40 días hábiles desde la fecha de la escritura pública de constitución.',
    );

    cleanup();
    queryClient.clear();
    vi.stubGlobal('fetch', fakeApi({ company_type: 'sas', orders: [], subscriptions: [] }).fetchImpl);
    renderRoute('/es/payment/1/payment_info_rnie');
    const online = await screen.findByRole('region', { name: 'Qué es y quién debe inscribirse' });
    expect(online).toHaveTextContent(
      'El plazo es de 40 días hábiles desde que la S.A.S. queda inscrita en el sistema de la Secretaría de Economía.',
    );
    expect(online).not.toHaveTextContent(/escritura/i);
  });

  it('warns, before selling the commissary service, that Forja’s commissary replaces the one appointed', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        council: [{ id: 1, partner_id: null, name: 'Marta Ruiz Salas', council_role: 'commissary' }],
      }).fetchImpl,
    );
    renderRoute('/es/payment/1/checkout');
    expect(
      await screen.findByText(
        /^Ya nombraste a Marta Ruiz Salas como comisario\. Si contratas el servicio de Forja/,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of a replacement while no commissary is appointed', async () => {
    vi.stubGlobal('fetch', fakeApi({ council: [] }).fetchImpl);
    renderRoute('/es/payment/1/checkout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Servicios para tu acta y tu comisario' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ya nombraste a/)).not.toBeInTheDocument();
  });

  it('thanks for a service bought after the formation and goes on to its page, not to the formation’s next step', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(
        {},
        {
          orders: [
            {
              id: 5,
              status: 'complete',
              product: 'accountant',
              items: [
                {
                  name: 'Servicio de contabilidad',
                  product: 'accountant',
                  unit_price_centavos: 1_800_000,
                  quantity: 1,
                },
              ],
              subtotal_centavos: 1_800_000,
              iva_centavos: 288_000,
              total_centavos: 2_088_000,
              currency: 'MXN',
              payment_method: 'card',
              oxxo: null,
              checkout_url: null,
              created_at: '2026-11-22T18:00:00.000Z',
              completed_at: '2026-11-22T18:01:00.000Z',
            },
          ],
        },
      ).fetchImpl,
    );
    const { router } = renderRoute('/es/payment/1/payment_complete?order=5');
    expect(await screen.findByText('Recibimos tu pago de Servicio de contabilidad.')).toBeInTheDocument();
    expect(screen.queryByText(/formar tu empresa/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/administration/1/accountant_tally'));
  });

  it('confirms what was paid in the page’s language', async () => {
    const paid = {
      id: 3,
      status: 'complete' as const,
      product: 'formation',
      items: [
        {
          name: 'Constitución de sociedad',
          product: 'formation',
          unit_price_centavos: 1_250_000,
          quantity: 1,
        },
      ],
      subtotal_centavos: 1_250_000,
      iva_centavos: 200_000,
      total_centavos: 1_450_000,
      currency: 'MXN' as const,
      payment_method: 'card' as const,
      oxxo: null,
      checkout_url: null,
      created_at: '2026-11-22T18:00:00.000Z',
      completed_at: '2026-11-22T18:01:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      fakeApi({ orders: [order('complete', ['Constitución de sociedad'])] }, { orders: [paid] }).fetchImpl,
    );
    for (const [language, confirmed] of [
      ['es', 'Pagado: Constitución de sociedad.'],
      ['en', 'Paid: Company formation.'],
      ['zh_cn', '已支付：公司成立。'],
    ] as const) {
      queryClient.clear();
      renderRoute(`/${language}/payment/1/payment_status`);
      expect(await screen.findByText(confirmed)).toBeInTheDocument();
      cleanup();
    }
  });

  it('sends a legal-representation company to its own checkout', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ legal_representation: true, will_hire: false, orders: [], subscriptions: [] }).fetchImpl,
    );
    const { router } = renderRoute('/es/payment/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/payment/1/checkout_representation'));
  });

  it('sends a company with a pending order to PaymentStatus, which shows the OXXO voucher', async () => {
    const api = fakeApi(
      { orders: [order('pending', ['Constitución de sociedad'])] },
      {
        orders: [
          {
            id: 3,
            status: 'pending',
            product: 'formation',
            items: [
              {
                name: 'Constitución de sociedad',
                product: 'formation',
                unit_price_centavos: 1_250_000,
                quantity: 1,
              },
            ],
            subtotal_centavos: 1_250_000,
            iva_centavos: 200_000,
            total_centavos: 1_450_000,
            currency: 'MXN',
            payment_method: 'oxxo',
            oxxo: {
              number: '93000262280806',
              expires_at: '2026-11-25T18:00:00.000Z',
              voucher_url: '/api/v3/sandbox/oxxo/cs_sandbox_x',
            },
            checkout_url: null,
            created_at: '2026-11-22T18:00:00.000Z',
            completed_at: null,
          },
        ],
      },
    );
    vi.stubGlobal('fetch', api.fetchImpl);
    const { router } = renderRoute('/es/payment/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/payment/1/payment_status'));
    expect(await screen.findByText('9300 0262 2808 06')).toBeInTheDocument();
    expect(screen.getByText('$14,500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir la tienda de prueba' })).toHaveAttribute(
      'href',
      '/api/v3/sandbox/oxxo/cs_sandbox_x',
    );
  });
});
