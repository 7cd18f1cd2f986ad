import {
  businessInformationBodySchema,
  type BusinessInformation,
  type Catalogue,
  type Company,
  type ImportRegistration,
} from '@forja/contracts';
import { resolveNextRoute } from '@forja/domain';
import { makeCompany, makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../config/paths';
import { fakeCompanyApi } from '../../../features/company/testing/fake-company-api';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { serveApi } from '../../../test/network';
import { renderRoute } from '../../../test/render';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const CATALOGUE: Catalogue = {
  society_types: [],
  packages: [],
  products: [
    {
      key: 'amazon_seller',
      item_name: 'Paquete vendedor Amazon',
      price_centavos: 2_490_000,
      recurring: null,
    },
  ],
  iva_basis_points: 1600,
};

const NOT_STARTED: ImportRegistration = {
  status: 'not_started',
  note: null,
  updated_at: null,
  registered_at: null,
  requirements: [
    { key: 'rfc', done: true },
    { key: 'efirma', done: false },
    { key: 'tax_address', done: false },
    { key: 'amazon_information', done: false },
  ],
};

/** What the Banks pages saved before: the import page must send it back as it is. */
const SAVED: BusinessInformation = {
  id: 3,
  business_name: null,
  website: 'https://nopal.mx',
  amazon_website: null,
  expected_annual_volume: { cents: 2_950_000, currency: 'USD' },
  expected_annual_volume_mex: { cents: 50_000_000, currency: 'MXN' },
  usd_rate: { mxn_per_usd: 16.95, as_of: '2026-11-25', source: 'fixed' },
  volume_justification: 'Ventas en Amazon de artesanías',
  source_funds: 'sales_revenue',
  source_funds_other: null,
  tax_address: null,
  scheduled_call: null,
  bank_entity: 'bbva',
  nationalities: ['MX'],
  partners: [11],
  complete: false,
  missing: ['business_name', 'amazon_website', 'tax_address'],
  updated_at: '2026-11-25T17:00:00.000Z',
};

/**
 * The company API, the import registration, `data-banking` (404 company_data_banking until saved), the
 * catalogue, SEPOMEX and the support backend's topics, as the API answers them.
 */
function serve(
  options: {
    company?: Partial<Company>;
    registration?: ImportRegistration;
    saved?: BusinessInformation | null;
  } = {},
) {
  const company = fakeCompanyApi({
    company: { amazon_customer: true, legal_representation: true, ...options.company },
  });
  let registration = options.registration ?? NOT_STARTED;
  let saved = options.saved === undefined ? null : options.saved;
  const puts: unknown[] = [];
  serveApi(
    ({ path }) => {
      if (path.startsWith('get-faqs-categories')) {
        return json(200, {
          content: {
            categories: [
              { key: 'bank_opening', name: 'Apertura Bancaria' },
              { key: 'import_registration', name: 'Registro de importación' },
            ],
          },
        });
      }
      if (path.startsWith('get-faqs-subcategories/es/import_registration')) {
        return json(200, { content: { subcategories: [{ key: 'padron', name: 'Padrón de importadores' }] } });
      }
      return undefined;
    },
    { base: 'support' },
  );
  serveApi(({ method, path, headers, body }) => {
    const authorized = headers.authorization === `Bearer ${company.access}`;
    if (path === 'catalogue') return json(200, { content: CATALOGUE });
    if (path === 'import-registration/company/1') {
      if (!authorized) return json(401, { message: ['unauthenticated'] });
      return json(200, { content: registration });
    }
    if (path === 'data-banking/company/1') {
      if (!authorized) return json(401, { message: ['unauthenticated'] });
      if (method === 'PUT') {
        puts.push(body);
        const parsed = businessInformationBodySchema.parse(body);
        saved = {
          ...(saved ?? SAVED),
          ...parsed,
          expected_annual_volume_mex: parsed.expected_annual_volume_mex ?? null,
          business_name: parsed.business_name ?? null,
          amazon_website: parsed.amazon_website ?? null,
          tax_address: parsed.tax_address ?? null,
          website: parsed.website ?? null,
          volume_justification: parsed.volume_justification ?? null,
          source_funds: parsed.source_funds ?? null,
          source_funds_other: parsed.source_funds_other ?? null,
          bank_entity: parsed.bank_entity ?? null,
          updated_at: '2026-11-26T10:00:00.000Z',
        };
        registration = {
          ...registration,
          requirements: registration.requirements.map((requirement) =>
            requirement.key === 'tax_address' || requirement.key === 'amazon_information'
              ? { ...requirement, done: true }
              : requirement,
          ),
        };
        return json(200, { content: saved });
      }
      return saved ? json(200, { content: saved }) : json(404, { message: ['company_data_banking'] });
    }
    if (path === 'postal-codes/03940') {
      return json(200, {
        content: {
          postal_code: '03940',
          state: 'Ciudad de México',
          municipality: 'Benito Juárez',
          city: 'Ciudad de México',
          settlements: [{ settlement: 'Crédito Constructor', settlement_type: 'Colonia' }],
          catalogue_loaded: true,
        },
      });
    }
    return undefined;
  });
  setTokens({ access_token: company.access, refresh_token: 'refresh-1' });
  return { puts };
}

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard/{id}/import, the Amazon import programme', () => {
  it('explains the padrón, shows its state, requirements, documents and the Amazon package price', async () => {
    serve();
    renderRoute('/es/dashboard/1/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importación' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Qué es el padrón de importadores?' })).toBeInTheDocument();

    const state = await screen.findByRole('region', { name: 'Estado del registro' });
    expect(within(state).getByText('Sin iniciar')).toBeInTheDocument();
    expect(within(state).getByText('1 de 4 listos')).toBeInTheDocument();
    const requirements = within(state).getAllByRole('listitem');
    expect(requirements.map((item) => within(item).getByText(/^(Listo|Falta)$/).textContent)).toEqual([
      'Listo',
      'Falta',
      'Falta',
      'Falta',
    ]);
    expect(within(requirements[1]!).getByRole('link', { name: 'Ir a SAT y e.firma' })).toHaveAttribute(
      'href',
      '/es/administration/1/company_fiels',
    );

    const documents = screen.getByRole('region', { name: 'Documentos que necesita' });
    expect(within(documents).getByText('Constancia de situación fiscal de la empresa')).toBeInTheDocument();

    // The same figure CheckoutAmazon shows: $24,900.00 + 16 % IVA.
    const price = screen.getByRole('region', { name: 'Paquete vendedor Amazon' });
    expect(await within(price).findByText('$3,984.00')).toBeInTheDocument();
    expect(within(price).getByTestId('import-price-total')).toHaveTextContent('$28,884.00');
  });

  it('saves the Amazon business information, keeping the other fields the bank pages saved', async () => {
    const { puts } = serve({ saved: SAVED });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/import');
    const form = await screen.findByRole('region', { name: 'Tu negocio en Amazon' });
    await user.type(within(form).getByLabelText('Nombre comercial'), 'Nopal Azul Store');
    await user.type(within(form).getByLabelText('Dirección de tu tienda en Amazon'), 'no es una dirección');
    await user.click(within(form).getByRole('button', { name: 'Guardar datos' }));
    expect(await within(form).findByText(/Escribe una dirección web válida/)).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    const store = within(form).getByLabelText('Dirección de tu tienda en Amazon');
    await user.clear(store);
    await user.type(store, 'amazon.com.mx/s?me=A1NOPAL');
    await user.type(within(form).getByLabelText('Código postal'), '03940');
    await waitFor(() => expect(within(form).getByLabelText('Estado')).toHaveValue('Ciudad de México'));
    await user.type(within(form).getByLabelText('Calle'), 'Av. Insurgentes Sur');
    await user.type(within(form).getByLabelText('Número exterior'), '1602');
    await user.click(within(form).getByRole('button', { name: 'Guardar datos' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      business_name: 'Nopal Azul Store',
      website: 'https://nopal.mx',
      amazon_website: 'https://amazon.com.mx/s?me=A1NOPAL',
      expected_annual_volume_mex: { cents: 50_000_000, currency: 'MXN' },
      volume_justification: 'Ventas en Amazon de artesanías',
      source_funds: 'sales_revenue',
      source_funds_other: null,
      tax_address: {
        postal_code: '03940',
        state: 'Ciudad de México',
        municipality: 'Benito Juárez',
        settlement: 'Crédito Constructor',
        street: 'Av. Insurgentes Sur',
        exterior_number: '1602',
        interior_number: null,
      },
      bank_entity: 'bbva',
      nationalities: ['MX'],
      partners: [11],
    });
    expect(await screen.findByText('Guardamos los datos de tu negocio.')).toBeInTheDocument();
    const state = screen.getByRole('region', { name: 'Estado del registro' });
    expect(await within(state).findByText('3 de 4 listos')).toBeInTheDocument();
  });

  it("shows a rejection with Forja's note", async () => {
    serve({
      registration: {
        ...NOT_STARTED,
        status: 'rejected',
        note: 'El domicilio fiscal no coincide con la constancia.',
        updated_at: '2026-11-24T17:00:00.000Z',
      },
    });
    renderRoute('/es/dashboard/1/import');
    const state = await screen.findByRole('region', { name: 'Estado del registro' });
    expect(within(state).getByText('Rechazada')).toBeInTheDocument();
    expect(within(state).getByText('Nota de Forja')).toBeInTheDocument();
    expect(within(state).getByText('El domicilio fiscal no coincide con la constancia.')).toBeInTheDocument();
    expect(within(state).getByText('Última actualización: 24/11/2026')).toBeInTheDocument();
  });

  it('opens the support assistant on the Import Registration topic', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/import');
    await user.click(await screen.findByRole('button', { name: 'Preguntar sobre importación' }));
    const panel = await screen.findByRole('dialog', { name: /Lupita/ });
    expect(await within(panel).findByText('Registro de importación')).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Padrón de importadores' })).toBeInTheDocument();
  });

  it('sends a company outside the Amazon programme where the onboarding order says, not to an error', async () => {
    serve({ company: { amazon_customer: false, legal_representation: false } });
    const { router } = renderRoute('/es/dashboard/1/import');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/es/dashboard/1/import'));
    const expected = routeUrl(
      'es',
      resolveNextRoute({
        user: makeUser({ id: 7 }),
        company: makeCompany({ id: 1, user_id: 7, amazon_customer: false, legal_representation: false }),
        companyIdInPath: 1,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(expected));
  });
});
