import type { CompanyBill } from '@forja/contracts/payments/bills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { applyLanguage } from '../../../lib/i18n';
import { BillsList } from './bills-list';

const UUID = '3E1E5A8C-6F1D-4D9B-9B0C-2F7C1D0A5E11';

function bill(id: number, cfdi: Partial<CompanyBill['cfdi']>): CompanyBill {
  return {
    id,
    number: `2026-00000${id}`,
    status: 'paid',
    items: [
      { name: 'Constitución de sociedad', product: 'formation', quantity: 1, unit_price_centavos: 1_250_000 },
    ],
    subtotal_centavos: 1_250_000,
    iva_centavos: 200_000,
    total_centavos: 1_450_000,
    currency: 'MXN',
    payment_method: 'card',
    issued_at: '2026-11-22T18:00:00Z',
    receipt_url: `/api/v3/bills/receipt/token-${id}`,
    cfdi: {
      status: 'not_requested',
      uuid: null,
      issued_at: null,
      xml_url: null,
      pdf_url: null,
      test: false,
      ...cfdi,
    },
  };
}

const BILLS = [
  bill(1, { status: 'pending' }),
  bill(2, {
    status: 'issued',
    uuid: UUID,
    issued_at: '2026-11-22T18:05:00Z',
    xml_url: '/api/v3/bills/cfdi/xml-token',
    test: true,
  }),
  bill(3, { status: 'failed' }),
  bill(4, { status: 'not_requested' }),
];

/** Whether the screen is wide (a table) or a phone's (cards), as the list asks matchMedia. */
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

beforeEach(() => applyLanguage('es'));
afterEach(() => {
  vi.restoreAllMocks();
  applyLanguage('es');
});

const renderList = () =>
  render(
    <AppProvider>
      <BillsList bills={BILLS} />
    </AppProvider>,
  );

describe('BillsList: the CFDI of each bill', () => {
  it('on a phone, says per receipt whether the CFDI is in progress, issued, failed or not requested', () => {
    screenWidth(false);
    renderList();
    const card = (number: string) => within(screen.getByRole('article', { name: `Recibo ${number}` }));

    expect(card('2026-000001').getByText('CFDI en proceso')).toBeInTheDocument();
    expect(
      card('2026-000001').getByText('Te lo enviamos por correo en cuanto se emita, normalmente en minutos.'),
    ).toBeInTheDocument();
    expect(card('2026-000001').queryByRole('link', { name: /XML/ })).toBeNull();

    expect(card('2026-000002').getByText('CFDI emitido')).toBeInTheDocument();
    expect(card('2026-000002').getByText(`Folio fiscal ${UUID}`)).toBeInTheDocument();
    expect(card('2026-000002').getByText('CFDI de prueba (sandbox), sin validez fiscal')).toBeInTheDocument();
    const xml = card('2026-000002').getByRole('link', {
      name: 'Descargar el XML del CFDI del recibo 2026-000002',
    });
    expect(xml).toHaveAttribute('href', '/api/v3/bills/cfdi/xml-token');
    expect(xml).toHaveAttribute('download');

    expect(
      card('2026-000003').getByText('No pudimos emitir tu CFDI; nuestro equipo lo revisa.'),
    ).toBeInTheDocument();
    expect(card('2026-000003').queryByText('CFDI emitido')).toBeNull();

    expect(
      card('2026-000004').getByText('No se pidió CFDI: no había datos de facturación al pagar.'),
    ).toBeInTheDocument();
    expect(card('2026-000004').queryByText(/CFDI en proceso|CFDI emitido/)).toBeNull();
    // The receipt is still there for every bill.
    expect(screen.getAllByRole('link', { name: /^Descargar el recibo/ })).toHaveLength(4);
  });

  it('on a wide screen, has a CFDI column, and the XML link is reached with the keyboard', async () => {
    screenWidth(true);
    applyLanguage('en');
    renderList();
    expect(screen.getByRole('columnheader', { name: 'CFDI' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('CFDI in progress')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(`Tax folio (UUID) ${UUID}`)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Test (sandbox) CFDI, without fiscal validity')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByText("We couldn't issue your CFDI; our team is looking into it."),
    ).toBeInTheDocument();
    expect(
      within(rows[3]!).getByText('No CFDI was requested: there were no billing details at payment.'),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.tab(); // receipt 1
    await user.tab(); // CFDI XML of receipt 2
    expect(screen.getByRole('link', { name: 'Download the CFDI XML of receipt 2026-000002' })).toHaveFocus();
  });

  it('shows no test label for a CFDI with fiscal validity, and offers the provider’s PDF when there is one', () => {
    screenWidth(false);
    applyLanguage('zh_cn');
    render(
      <AppProvider>
        <BillsList
          bills={[
            bill(5, {
              status: 'issued',
              uuid: UUID,
              xml_url: '/api/v3/bills/cfdi/x',
              pdf_url: '/api/v3/bills/cfdi/p',
            }),
          ]}
        />
      </AppProvider>,
    );
    expect(screen.getByText('CFDI 已开具')).toBeInTheDocument();
    expect(screen.queryByText(/沙盒/)).toBeNull();
    expect(screen.getByRole('link', { name: '下载收据 2026-000005 的 CFDI PDF' })).toHaveAttribute(
      'href',
      '/api/v3/bills/cfdi/p',
    );
  });
});

describe('BillsList: what each bill bought', () => {
  const bought: CompanyBill = {
    ...bill(6, {}),
    items: [
      { name: 'Constitución de sociedad', product: 'formation', quantity: 1, unit_price_centavos: 1_250_000 },
      {
        name: 'Servicio de Comisario',
        product: 'commissary_service',
        quantity: 1,
        unit_price_centavos: 600_000,
      },
      // A product a deployment's own catalogue added: the name it was bought under.
      { name: 'Honorarios notariales', product: null, quantity: 1, unit_price_centavos: 100_000 },
    ],
  };

  it.each([
    ['es', true, 'Constitución de sociedad, Servicio de comisario, Honorarios notariales'],
    ['en', true, 'Company formation, Commissary service, Honorarios notariales'],
    ['en', false, 'Company formation, Commissary service, Honorarios notariales'],
    ['zh_cn', true, '公司成立, 监事服务, Honorarios notariales'],
    ['zh_cn', false, '公司成立, 监事服务, Honorarios notariales'],
  ] as const)('names it in the page’s language (%s, wide: %s)', (language, wide, concept) => {
    screenWidth(wide);
    applyLanguage(language);
    render(
      <AppProvider>
        <BillsList bills={[bought]} />
      </AppProvider>,
    );
    expect(screen.getByText(concept)).toBeInTheDocument();
    if (language !== 'es') expect(screen.queryByText(/Constitución|Servicio de Comisario/)).toBeNull();
  });
});
