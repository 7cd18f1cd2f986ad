import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { renderRoute } from '../../test/render';
import { INVITATION_TOKEN, fakePartnersApi, fullPartner } from './testing/fake-partners-api';

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** Spanish, English and Chinese words for shares and shareholders, which an S. de R.L. has none of. */
const SHARE_WORDS = /acci[oó]n|accionista|\bshares?\b|shareholder|股份|股东/i;

/**
 * An S. de R.L. saved as an S.A. before: series A and B, Ana with 30 % in A and 20 % in B, Luis with 50 % in A.
 * As the articles do, each partner's holdings add up to one parte social.
 */
function twoSeriesCompany(companyType: string) {
  return fakePartnersApi({
    company: {
      company_type: companyType,
      share_series: [
        { id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 },
        { id: 101, name: 'B', share_class: 'preferred', nominal_value_centavos: 10_000 },
      ],
      partners: [
        fullPartner({
          id: 11,
          name: 'Ana López',
          email: 'ana@example.mx',
          shares: [
            { id: 1, share_series_id: 100, percentage: 30 },
            { id: 2, share_series_id: 101, percentage: 20 },
          ],
        }),
        fullPartner({
          id: 12,
          name: 'Luis Pérez',
          email: 'luis@example.mx',
          shares: [{ id: 3, share_series_id: 100, percentage: 50 }],
        }),
      ],
    },
  });
}

describe('the partners page of an S. de R.L.', () => {
  it('speaks of partes sociales and socios, shows no series of shares, and saves one class', async () => {
    const api = twoSeriesCompany('srl');
    setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');

    const main = await screen.findByRole('main', {});
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Socios y partes sociales' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByText(
        /En una S. de R.L. el capital se divide en partes sociales: cada socio tiene una/,
      ),
    ).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Series de acciones' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Agregar serie' })).not.toBeInTheDocument();
    expect(within(main).queryByLabelText(/Valor nominal/)).not.toBeInTheDocument();

    // One percentage of the capital a partner: Ana's two holdings are her one parte social.
    const percentages = within(main).getAllByLabelText('Porcentaje del capital');
    expect(percentages.map((input) => (input as HTMLInputElement).value)).toEqual(['50 %', '50 %']);
    expect(within(main).getByText('Ana López: una parte social, aporta $25,000.00')).toBeInTheDocument();
    expect(within(main).getByText('Porcentaje del capital que tiene cada socio')).toBeInTheDocument();
    expect(within(main).queryByRole('columnheader', { name: /Serie/ })).not.toBeInTheDocument();
    expect(main.textContent).not.toMatch(SHARE_WORDS);

    // The dashboard's steps name the same page.
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(await screen.findByRole('button', { name: 'Ver tus pasos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasos para formar tu empresa' });
    expect(within(dialog).getByText('Socios y partes sociales')).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(SHARE_WORDS);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    await user.clear(percentages[0]!);
    await user.type(percentages[0]!, '60');
    await user.clear(percentages[1]!);
    await user.type(percentages[1]!, '40');
    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    await waitFor(() => expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(1));
    const body = api.callsTo('POST', 'add-partners/company/1')[0]?.body as {
      share_series: unknown[];
      partners: { shares: unknown[] }[];
    };
    expect(body.share_series).toEqual([
      { name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 },
    ]);
    expect(body.partners.map((partner) => partner.shares)).toEqual([
      [{ series: 'A', percentage: 60 }],
      [{ series: 'A', percentage: 40 }],
    ]);
    expect(await screen.findByText('Guardamos tus socios y sus partes sociales')).toBeInTheDocument();
  });

  it('says partnership interests in English', async () => {
    const api = twoSeriesCompany('srl');
    setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
    renderRoute('/en/dashboard/1/company_partners');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Partners and partnership interests',
    });
    expect(screen.getAllByLabelText('Percentage of the capital')).toHaveLength(2);
    expect(heading.closest('main')?.textContent).not.toMatch(SHARE_WORDS);
  });

  it('says 出资份额 in Chinese', async () => {
    const api = twoSeriesCompany('srl');
    setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
    renderRoute('/zh_cn/dashboard/1/company_partners');
    const heading = await screen.findByRole('heading', { level: 1, name: '合伙人与出资份额' });
    expect(screen.getAllByLabelText('资本百分比')).toHaveLength(2);
    expect(heading.closest('main')?.textContent).not.toMatch(SHARE_WORDS);
  });
});

describe('the partners page of an S.A. de C.V.', () => {
  it('still speaks of acciones and their series', async () => {
    const api = twoSeriesCompany('sa');
    setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');

    expect(await screen.findByRole('heading', { level: 1, name: 'Socios y acciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Series de acciones' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Porcentaje en la serie A')).toHaveLength(2);
    expect(screen.getAllByLabelText('Porcentaje en la serie B')).toHaveLength(2);
    expect(screen.getByText('Ana López: 250 acciones, aporta $25,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    await waitFor(() => expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(1));
    expect(
      (api.callsTo('POST', 'add-partners/company/1')[0]?.body as { share_series: unknown[] }).share_series,
    ).toHaveLength(2);
    expect(await screen.findByText('Guardamos tus socios y sus acciones')).toBeInTheDocument();
  });
});

describe("the invited partner's civil status", () => {
  const openCivilStatus = (companyType: string) => {
    const api = fakePartnersApi({
      company: {
        company_type: companyType,
        share_series: [{ id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
        partners: [
          fullPartner({ id: 1, name: 'Ana López', email: 'ana@example.mx' }),
          fullPartner({
            id: 2,
            name: 'Luis Pérez',
            email: 'luis@example.mx',
            rfc: 'GODE561231GR8',
            curp: 'BOXW310820HNERXN09',
            shares: [{ id: 9, share_series_id: 100, percentage: 40 }],
          }),
        ],
      },
    });
    window.localStorage.setItem(
      'invited_partner',
      JSON.stringify({
        partner: '2',
        company: '1',
        token: INVITATION_TOKEN,
        expires_at: Date.now() + 86_400_000,
      }),
    );
    renderRoute('/es/invited/civil_status?partner=2&company=1');
    return api;
  };

  it('tells a partner of an S. de R.L. that their spouse may have rights over their parte social', async () => {
    openCivilStatus('srl');
    expect(
      await screen.findByText(/tu cónyuge podría tener derechos sobre tu parte social/, {}),
    ).toBeInTheDocument();
  });

  it('tells a shareholder of an S.A. de C.V. that it is over their shares', async () => {
    openCivilStatus('sa');
    expect(
      await screen.findByText(/tu cónyuge podría tener derechos sobre tus acciones/, {}),
    ).toBeInTheDocument();
  });
});
