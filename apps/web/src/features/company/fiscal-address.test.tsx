import { saveFiscalResidenceBodySchema } from '@forja/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { content, failure, serveApi, type ApiCall } from '../../test/network';
import { renderRoute } from '../../test/render';
import { fakeCompanyApi } from './testing/fake-company-api';

/**
 * The basic data's fiscal address says what the articles will print as the social domicile, from the postal
 * code in the address (SEPOMEX, `GET postal-codes/{cp}`), and asks for the municipality and state when the
 * catalogue cannot place the code.
 */
const CATALOGUE: Record<string, { state: string; municipality: string }> = {
  '64000': { state: 'Nuevo León', municipality: 'Monterrey' },
};

/** The postal codes the page looks up, and the fiscal addresses it saves (checked with their contract). */
function serveFiscal(options: { catalogueLoaded?: boolean; refuse?: string } = {}) {
  const lookups: string[] = [];
  const saved: ApiCall[] = [];
  serveApi((call) => {
    const code = /^postal-codes\/(\d{5})$/.exec(call.path)?.[1];
    if (code) {
      lookups.push(code);
      const known = CATALOGUE[code];
      if (options.catalogueLoaded === false)
        return content({
          postal_code: code,
          state: 'Coahuila de Zaragoza',
          municipality: null,
          city: null,
          settlements: [],
          catalogue_loaded: false,
        });
      if (!known) return failure(404, 'postal_code_not_found');
      return content({ postal_code: code, ...known, city: null, settlements: [], catalogue_loaded: true });
    }
    if (call.method === 'POST' && call.path === 'company/save-fiscal-residence/1') {
      saved.push(call);
      if (!saveFiscalResidenceBodySchema.safeParse(call.body).success) return failure(400, 'invalid_request');
      if (options.refuse)
        return Response.json(
          { message: [options.refuse], fields: [{ path: 'body.domicile.state', code: options.refuse }] },
          { status: 400 },
        );
      return content({ ok: true });
    }
    return undefined;
  });
  return { lookups, saved };
}

async function openForm() {
  renderRoute('/es/dashboard/1/company_basic_data');
  const fiscal = within(await screen.findByRole('form', { name: 'Domicilio fiscal' }));
  return { fiscal, address: fiscal.getByLabelText(/Domicilio fiscal de tu empresa/) };
}

beforeEach(() => {
  queryClient.clear();
  const api = fakeCompanyApi({ company: { fiscal_residence: null } });
  setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
});
afterEach(() => cleanup());

describe('the social domicile under the fiscal address', () => {
  it('shows what the articles will say for a postal code the catalogue places, and saves the address alone', async () => {
    const { lookups, saved } = serveFiscal();
    const user = userEvent.setup();
    const { fiscal, address } = await openForm();
    await user.type(address, 'Av. Constitución 100, Centro, 64000, Monterrey, N.L.');
    expect(
      await fiscal.findByText('En el acta: domicilio social en el municipio de Monterrey, Nuevo León'),
    ).toBeInTheDocument();
    expect(fiscal.queryByLabelText(/Municipio/)).toBeNull();
    await user.click(fiscal.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toEqual({
      fiscal_residence: 'Av. Constitución 100, Centro, 64000, Monterrey, N.L.',
    });
    expect(lookups).toContain('64000');
  });

  it('names Mexico City from its postal code alone', async () => {
    const { lookups } = serveFiscal();
    const user = userEvent.setup();
    const { fiscal, address } = await openForm();
    await user.type(address, 'Colima 123, Roma Norte, 06700, Cuauhtémoc');
    expect(
      await fiscal.findByText('En el acta: domicilio social en la Ciudad de México'),
    ).toBeInTheDocument();
    expect(lookups).toEqual([]);
  });

  it('asks for the municipality and state of a postal code the catalogue does not have, and sends them', async () => {
    const { saved } = serveFiscal();
    const user = userEvent.setup();
    const { fiscal, address } = await openForm();
    await user.type(address, 'Av. Morelos 10, Centro, 27000, Torreón');
    expect(
      await fiscal.findByText(/El catálogo del Servicio Postal Mexicano no tiene el código postal 27000/),
    ).toBeInTheDocument();
    const state = fiscal.getByRole('combobox', { name: /Estado/ });
    // The state the postal code's prefix gives is offered.
    expect(state).toHaveValue('Coahuila de Zaragoza');
    expect(within(state).getAllByRole('option')).toHaveLength(33);

    await user.click(fiscal.getByRole('button', { name: 'Guardar' }));
    expect(await fiscal.findByText('Escribe el municipio, de 2 a 100 letras.')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(fiscal.getByRole('textbox', { name: /Municipio/ }), 'Torreón');
    expect(
      fiscal.getByText('En el acta: domicilio social en el municipio de Torreón, Coahuila de Zaragoza'),
    ).toBeInTheDocument();
    await user.click(fiscal.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toEqual({
      fiscal_residence: 'Av. Morelos 10, Centro, 27000, Torreón',
      domicile: { municipality: 'Torreón', state: 'Coahuila de Zaragoza' },
    });
  });

  it('asks for them too when no catalogue is loaded, and shows the API refusing a state under its field', async () => {
    serveFiscal({ catalogueLoaded: false, refuse: 'domicile_state_mismatch' });
    const user = userEvent.setup();
    const { fiscal, address } = await openForm();
    await user.type(address, 'Av. Morelos 10, Centro, 27000, Torreón');
    await user.type(await fiscal.findByRole('textbox', { name: /Municipio/ }), 'Torreón');
    await user.selectOptions(fiscal.getByRole('combobox', { name: /Estado/ }), 'Jalisco');
    await user.click(fiscal.getByRole('button', { name: 'Guardar' }));
    expect(
      await fiscal.findByText(/El estado no es el del código postal de tu domicilio fiscal/),
    ).toBeInTheDocument();
  });
});
