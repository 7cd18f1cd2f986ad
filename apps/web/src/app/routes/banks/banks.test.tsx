import {
  businessInformationBodySchema,
  chooseBankBodySchema,
  notInterestedBanksBodySchema,
  type BusinessInformation,
  type Company,
  type CompanyBanking,
  type PartnerBank,
} from '@forja/contracts';
import { businessInformationMissing, resolveNextRoute, usdCentsFromMxn } from '@forja/domain';
import { companyDocument, makeCompany, makePartner, makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../config/paths';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

const text = (es: string) => ({ es, en: es, zh_cn: es });
const list = (items: string[]) => ({ es: items, en: items, zh_cn: items });
const mxn = (cents: number) => ({ cents, currency: 'MXN' as const });

const BBVA: PartnerBank = {
  key: 'bbva',
  name: 'BBVA',
  clabe_bank_codes: ['012', '812'],
  summary: text('El banco más grande de México, con sucursales en todo el país.'),
  requirements: list(['Acta constitutiva', 'RFC de la empresa']),
  opening_fee: mxn(0),
  monthly_fee: mxn(25_000),
  minimum_balance: mxn(1_500_000),
  typical_days: 10,
  website: 'https://www.bbva.mx',
  active: true,
  position: 1,
};
const FONDEADORA: PartnerBank = {
  ...BBVA,
  key: 'fondeadora',
  name: 'Fondeadora',
  clabe_bank_codes: ['699', '646'],
  summary: text('Cuenta digital, sin sucursales.'),
  requirements: list(['e.firma de la empresa']),
  monthly_fee: mxn(0),
  minimum_balance: mxn(0),
  typical_days: 3,
  website: 'https://fondeadora.com',
  position: 2,
};

const RATE = { mxn_per_usd: 20, as_of: '2026-11-26', source: 'fixed' };

/** A company whose certified copy (testimonio) is uploaded: the bank referral is open. */
const AT_BANKS: Partial<Company> = {
  legal_representation: true,
  testimony: true,
  date_signature: '2026-03-02T18:00:00.000Z',
  flags: { weetrust_id: null, date_signature: '2026-03-02T18:00:00.000Z' },
  partners: [
    makePartner({ id: 11, name: 'Ana López', nationalities: [{ id: 1, code: 'MX', name: 'México' }] }),
    makePartner({ id: 12, name: 'Luis Chen', nationalities: [{ id: 2, code: 'CN', name: 'China' }] }),
  ],
};

type Call = { method: string; path: string; body: unknown };

/**
 * A stand-in for the API of these pages: the profile, one company, the referral (choose and not-interested
 * checked with the contracts and moving like the server does), the business information (PUT parsed with its
 * contract; `missing` from the domain), the dollar rate and one SEPOMEX postal code.
 */
function fakeApi(options: {
  company?: Partial<Company>;
  banking?: Partial<CompanyBanking>;
  info?: BusinessInformation | null;
  /** Reads of the referral fail while this is set (the server is down). */
  bankingDown?: { value: boolean };
}) {
  const calls: Call[] = [];
  const company = makeCompany({ id: 1, ...AT_BANKS, ...options.company });
  let banking: CompanyBanking = {
    banks: [BBVA, FONDEADORA],
    open: true,
    not_interested: false,
    not_interested_reason: null,
    referral: null,
    account: null,
    information_complete: false,
    ...options.banking,
  };
  let info: BusinessInformation | null = options.info ?? null;
  const json = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

  const fetchImpl = async (input: string, init?: RequestInit) => {
    const path = input.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 7 }) });
    if (path === 'company/get-company-profile/1') return json(200, { content: company });
    if (path === 'company/1/notes') return json(200, { content: [] });
    if (path === 'rates/usd-mxn') return json(200, { content: RATE });
    if (path === 'postal-codes/06600')
      return json(200, {
        content: {
          postal_code: '06600',
          state: 'Ciudad de México',
          municipality: 'Cuauhtémoc',
          city: 'Ciudad de México',
          settlements: [{ settlement: 'Juárez', settlement_type: 'Colonia' }],
          catalogue_loaded: true,
        },
      });
    if (path === 'banks/company/1' && method === 'GET') {
      if (options.bankingDown?.value) return json(500, { message: ['unknown_error'] });
      return json(200, { content: banking });
    }
    if (path === 'banks/company/1/choose' && method === 'POST') {
      const { bank_key } = chooseBankBodySchema.parse(body);
      const bank = banking.banks.find((entry) => entry.key === bank_key);
      if (!bank) return json(404, { message: ['not_found'] });
      banking = {
        ...banking,
        not_interested: false,
        referral: {
          id: 5,
          bank_key,
          bank_name: bank.name,
          status: 'chosen',
          chosen_at: '2026-11-26T16:00:00.000Z',
          sent_at: null,
          answered_at: null,
          bank_note: null,
        },
      };
      return json(200, { content: banking });
    }
    if (path === 'banks/company/1/not-interested' && method === 'POST') {
      const { reason } = notInterestedBanksBodySchema.parse(body);
      banking = { ...banking, not_interested: true, not_interested_reason: reason ?? null, referral: null };
      return json(200, { content: banking });
    }
    if (path === 'data-banking/company/1' && method === 'GET')
      return info ? json(200, { content: info }) : json(404, { message: ['company_data_banking'] });
    if (path === 'data-banking/company/1' && method === 'PUT') {
      const parsed = businessInformationBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const given = parsed.data;
      const missing = businessInformationMissing(given, { amazonCustomer: company.amazon_customer });
      const usd = given.expected_annual_volume_mex
        ? usdCentsFromMxn(given.expected_annual_volume_mex.cents, RATE.mxn_per_usd)
        : null;
      info = {
        id: 1,
        business_name: given.business_name ?? null,
        website: given.website ?? null,
        amazon_website: given.amazon_website ?? null,
        expected_annual_volume: usd === null ? null : { cents: usd, currency: 'USD' },
        expected_annual_volume_mex: given.expected_annual_volume_mex ?? null,
        usd_rate: usd === null ? null : RATE,
        volume_justification: given.volume_justification ?? null,
        source_funds: given.source_funds ?? null,
        source_funds_other: given.source_funds_other ?? null,
        tax_address: given.tax_address ?? null,
        scheduled_call: null,
        bank_entity: given.bank_entity ?? null,
        nationalities: given.nationalities,
        partners: given.partners,
        complete: missing.length === 0,
        missing,
        updated_at: '2026-11-26T16:10:00.000Z',
      };
      banking = { ...banking, information_complete: missing.length === 0 };
      return json(200, { content: info });
    }
    return json(404, { message: ['not_found'] });
  };
  return { calls, fetchImpl };
}

function serve(options: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(options);
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  return api;
}

const chosen = (bankKey: 'bbva' | 'fondeadora') => ({
  id: 5,
  bank_key: bankKey,
  bank_name: bankKey === 'bbva' ? 'BBVA' : 'Fondeadora',
  status: 'chosen' as const,
  chosen_at: '2026-11-20T16:00:00.000Z',
  sent_at: null,
  answered_at: null,
  bank_note: null,
});

beforeEach(() => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Banks (dashboard/{id}/banks)', () => {
  it('lists the catalogue with its costs, and choosing a bank opens its page with the form', async () => {
    const api = serve();
    const { router } = renderRoute('/es/dashboard/1/banks');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cuenta bancaria para tu empresa' }),
    ).toBeVisible();
    const bbva = screen.getByRole('article', { name: 'BBVA' });
    expect(within(bbva).getByText('$250.00')).toBeVisible();
    expect(within(bbva).getByText('$15,000.00')).toBeVisible();
    expect(within(bbva).getByText('10 días hábiles')).toBeVisible();
    expect(within(bbva).getByText('Acta constitutiva')).toBeVisible();
    const fondeadora = screen.getByRole('article', { name: 'Fondeadora' });
    expect(within(fondeadora).getByText('Sin saldo mínimo')).toBeVisible();

    await userEvent.click(within(bbva).getByRole('button', { name: 'Elegir BBVA' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/banks/1/bbva'));
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: 'banks/company/1/choose',
      body: { bank_key: 'bbva' },
    });
    // The bank's page loads its route's code and data first: on a busy machine that takes more than a second.
    expect(await screen.findByRole('heading', { level: 1, name: 'BBVA' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Información de tu negocio' })).toBeVisible();
  });

  it('tells an S.A.S., which has no notarial deed, what stands in for the testimonio the banks ask for', async () => {
    serve({ company: { company_type: 'sas' } });
    renderRoute('/es/dashboard/1/banks');
    expect(
      await screen.findByText(
        /^Tu empresa es una S\.A\.S\.: se constituyó en el sistema de la Secretaría de Economía/,
      ),
    ).toBeVisible();
  });

  it('says nothing of it to a company formed before a notary', async () => {
    serve({ company: { company_type: 'sa' } });
    renderRoute('/es/dashboard/1/banks');
    expect(await screen.findByRole('article', { name: 'BBVA' })).toBeVisible();
    expect(screen.queryByText(/Tu empresa es una S\.A\.S\./)).not.toBeInTheDocument();
  });

  it('asks before saying "not interested", keeps the reason, and shows the answer', async () => {
    const api = serve();
    renderRoute('/es/dashboard/1/banks');
    await userEvent.click(await screen.findByRole('button', { name: 'No me interesa por ahora' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Seguro que no te interesa?' });
    // Going back changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.path.endsWith('not-interested'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'No me interesa por ahora' }));
    const again = await screen.findByRole('dialog', { name: '¿Seguro que no te interesa?' });
    await userEvent.type(
      within(again).getByLabelText('¿Por qué? (opcional)'),
      'Ya tenemos cuenta en Banorte',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Sí, no me interesa' }));
    expect(await screen.findByText('Nos dijiste que por ahora no te interesa')).toBeVisible();
    expect(screen.getByText('Tu motivo: Ya tenemos cuenta en Banorte')).toBeVisible();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: 'banks/company/1/not-interested',
      body: { reason: 'Ya tenemos cuenta en Banorte' },
    });
    expect(screen.queryByRole('button', { name: 'No me interesa por ahora' })).not.toBeInTheDocument();
  });

  it('sends a company not at the bank step where the redirect order says, from every bank page', async () => {
    const early: Partial<Company> = {
      testimony: false,
      date_signature: null,
      flags: { weetrust_id: null, date_signature: null },
      delivery_completed: false,
    };
    const company = makeCompany({ id: 1, ...AT_BANKS, ...early });
    const expected = routeUrl(
      'es',
      resolveNextRoute({ user: makeUser({ id: 7 }), company, companyIdInPath: 1 }),
    );
    expect(expected).not.toContain('bank');
    for (const path of ['/es/dashboard/1/banks', '/es/banks/1/bbva', '/es/dashboard/1/bank']) {
      queryClient.clear();
      const api = serve({ company: early });
      const { router, unmount } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(expected.split('?')[0]));
      expect(api.calls.some((call) => call.method !== 'GET')).toBe(false);
      unmount();
    }
  });

  it('says when the catalogue is empty', async () => {
    serve({ banking: { banks: [] } });
    renderRoute('/es/dashboard/1/banks');
    expect(await screen.findByText('Por ahora no hay bancos disponibles')).toBeVisible();
  });

  it('says when the banks cannot be read, and reads them again on retry', async () => {
    const down = { value: true };
    serve({ bankingDown: down });
    renderRoute('/es/dashboard/1/banks');
    expect(await screen.findByText('No pudimos cargar la información de bancos.')).toBeVisible();
    down.value = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'BBVA' })).toBeVisible();
  });
});

describe('a partner bank (banks/{id}/{bank_key})', () => {
  it('shows the USD equivalent, the missing fields, keeps bad input and saves a valid draft', async () => {
    const api = serve({ banking: { referral: chosen('bbva') } });
    renderRoute('/es/banks/1/bbva');
    const form = await screen.findByRole('form', { name: 'Información de tu negocio' });
    // Nothing saved yet: what the company already told Forja is filled in to check, not typed again.
    expect(within(form).getByLabelText('Nombre del negocio')).toHaveValue('Tienda');
    expect(within(form).getByRole('checkbox', { name: 'Ana López' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Luis Chen' })).toBeChecked();
    // Everything the bank needs is listed, each a link to its field.
    expect(within(form).getByText('Información que pide el banco')).toBeVisible();
    expect(within(form).getByRole('link', { name: 'El domicilio fiscal' })).toHaveAttribute(
      'href',
      '#business-information-postal_code',
    );
    await userEvent.click(within(form).getByRole('link', { name: 'El domicilio fiscal' }));
    expect(within(form).getByLabelText('Código postal')).toHaveFocus();

    // Typed with its thousands separated by commas, as the field shows it.
    await userEvent.type(within(form).getByLabelText('Cuánto esperas mover al año (MXN)'), '1,000,000');
    expect(within(form).getByLabelText('Cuánto esperas mover al año (MXN)')).toHaveValue('$1,000,000');
    expect(
      await within(form).findByText(/Equivale a unos USD\s50,000\.00 \(a 20\.00 pesos por dólar/),
    ).toBeVisible();

    // A website that is not an address is refused on the client, and what was typed stays.
    const website = within(form).getByLabelText('Sitio web (opcional)');
    await userEvent.type(website, 'mi empresa');
    await userEvent.clear(within(form).getByLabelText('Nombre del negocio'));
    await userEvent.type(within(form).getByLabelText('Nombre del negocio'), 'Café Nopal');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(form).findByText('Escribe una dirección completa, por ejemplo https://tuempresa.mx.'),
    ).toBeVisible();
    expect(website).toHaveValue('mi empresa');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(website);
    await userEvent.type(website, 'cafenopal.mx');
    await userEvent.type(within(form).getByLabelText('Código postal'), '06600');
    await waitFor(() => expect(within(form).getByLabelText('Estado')).toHaveValue('Ciudad de México'));
    await userEvent.type(within(form).getByLabelText('Calle'), 'Havre');
    await userEvent.type(within(form).getByLabelText('Número exterior'), '30');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Luis Chen' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    // The answer says what is still missing, and the list follows it.
    expect(await within(form).findByText('Faltan 2 datos')).toBeVisible();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      business_name: 'Café Nopal',
      website: 'https://cafenopal.mx',
      expected_annual_volume_mex: { cents: 100_000_000, currency: 'MXN' },
      tax_address: {
        postal_code: '06600',
        state: 'Ciudad de México',
        municipality: 'Cuauhtémoc',
        settlement: 'Juárez',
        street: 'Havre',
        exterior_number: '30',
      },
      bank_entity: 'bbva',
      nationalities: ['MX', 'CN'],
      partners: [11],
    });
    const alert = within(form).getByText('Faltan 2 datos').closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['De dónde sale ese monto', 'El origen de los fondos']);
    expect(within(form).getByLabelText('Nombre del negocio')).toHaveValue('Café Nopal');
  });

  it('offers to choose a bank that is not the chosen one', async () => {
    serve({ banking: { referral: chosen('bbva') } });
    renderRoute('/es/banks/1/fondeadora');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fondeadora' })).toBeVisible();
    expect(
      screen.getByText(
        'Elegiste BBVA. Si prefieres Fondeadora, puedes cambiarte: todavía no enviamos tu solicitud.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Elegir Fondeadora' })).toBeEnabled();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('sends an unknown bank key back to Banks', async () => {
    serve();
    const { router } = renderRoute('/es/banks/1/hsbc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/dashboard/1/banks'));
  });
});

describe('Bank (dashboard/{id}/bank)', () => {
  it('shows the account with its CLABE grouped and the contract', async () => {
    serve({
      company: {
        documents: [
          { ...companyDocument('bank_account_contract'), document_url: '/files/contrato-bbva.pdf' },
        ],
      },
      banking: {
        referral: {
          ...chosen('bbva'),
          status: 'opened',
          sent_at: '2026-11-21T16:00:00.000Z',
          answered_at: '2026-11-25T16:00:00.000Z',
        },
        account: {
          bank_key: 'bbva',
          bank_name: 'BBVA',
          account_holder: 'Nopal Azul, S.A.S. de C.V.',
          clabe: '002010077777777771',
          opened_at: '2026-11-25T16:00:00.000Z',
        },
      },
    });
    renderRoute('/es/dashboard/1/bank');
    const card = await screen.findByRole('region', { name: 'Tu cuenta en BBVA' });
    expect(within(card).getByText('002 010 07777777777 1')).toBeVisible();
    expect(within(card).getByText('Nopal Azul, S.A.S. de C.V.')).toBeVisible();
    expect(within(card).getByText('25/11/2026')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Copiar CLABE' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Abrir el contrato' })).toHaveAttribute(
      'href',
      '/files/contrato-bbva.pdf',
    );
  });

  it('sends a company without an account to Banks', async () => {
    serve({ banking: { referral: chosen('bbva') } });
    const { router } = renderRoute('/es/dashboard/1/bank');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/dashboard/1/banks'));
  });
});
